import { ERROR_TEXT, OFFICE_SETTINGS_TEXT, USER_ERRORS, type AppAbility, type RegisterBody } from '@mizan/contracts';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema.ts';
import { recordActivity } from '../../lib/activity.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { assertMayGiveRole } from '../../lib/grants.ts';
import { loadUser, type CurrentUser } from '../../lib/identity.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionStore } from '../../lib/sessions.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { TwoFactor } from '../../lib/two-factor.ts';
import { passwordResetTokens, type PasswordLinkPurpose } from './auth.table.ts';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, forgetSignInFailures, type LoginLimits } from './auth.throttle.ts';

export { DEFAULT_LOGIN_LIMITS, type LoginLimits };

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long an invitation to choose a first password works. */
const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const AUTH_TEXT = {
  resetSent: 'If an account exists for this e-mail, we have sent a link to reset its password.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  unknownRole: 'This role does not exist',
} as const;

export interface AuthEvents {
  /** After a successful sign-in (not after a register). */
  signedIn?(event: { userId: number; ip: string | null; userAgent: string | null }): Promise<void>;
  /** After someone created their own account. */
  registered?(event: { userId: number }): Promise<void>;
}

export interface AuthDeps {
  sessions: SessionStore;
  mailer: Mailer;
  /** Absolute origin for links in e-mails, e.g. `https://mizan.example`. */
  publicUrl: string;
  limits?: LoginLimits;
  events?: AuthEvents;
  /** Two-step verification; without it every right password opens a session. */
  twoFactor?: TwoFactor;
  /** Whether anyone may create their own account (the office setting); closed when not given. */
  registrationOpen?: () => Promise<boolean>;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  user: CurrentUser;
}

/** A right password with two-step verification on: no session yet, a challenge to answer with a code. */
export interface PendingChallenge {
  challengeToken: string;
  expiresAt: Date;
}

export const isPendingChallenge = (result: NewSession | PendingChallenge): result is PendingChallenge =>
  'challengeToken' in result;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function passwordLinkMail(user: { email: string; fullName: string }, link: string, purpose: PasswordLinkPurpose) {
  if (purpose === 'invite') {
    return {
      to: user.email,
      subject: 'Your Mizan account is ready: choose your password',
      text: [
        `Hello ${user.fullName},`,
        '',
        'An account has been created for you on Mizan.',
        `Open this link within seven days to choose your password: ${link}`,
        '',
        'If you did not expect it, ignore this e-mail: nobody can sign in to the account until a password is chosen.',
      ].join('\n'),
    };
  }
  return {
    to: user.email,
    subject: 'Reset your Mizan password',
    text: [
      `Hello ${user.fullName},`,
      '',
      'Someone (you, or an administrator of your office) asked to reset the password of your Mizan account.',
      `Open this link within one hour to choose a new password: ${link}`,
      '',
      'If you did not ask for it, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  };
}

export function createAuthService(db: Db, deps: AuthDeps) {
  const { sessions, mailer, publicUrl, events = {}, twoFactor, registrationOpen = async () => false } = deps;
  const limits = deps.limits ?? DEFAULT_LOGIN_LIMITS;
  const throttle = createLoginThrottle(db, limits);

  async function openSession(userId: number, client: ClientInfo): Promise<NewSession> {
    const session = await db.transaction(async (tx) => {
      await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
      return sessions.create({ userId, ip: client.ip, userAgent: client.userAgent }, tx);
    });
    const user = await loadUser(db, userId);
    if (!user) throw new Error('The user vanished while signing in');
    await events.signedIn?.({ userId, ip: client.ip, userAgent: client.userAgent });
    return { token: session.token, expiresAt: session.expiresAt, user };
  }

  /** A role by name, whatever its case (role names are unique regardless of case). */
  async function findRoleId(name: string): Promise<number | undefined> {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`);
    return role?.id;
  }

  /**
   * E-mails the user a one-time link to choose a password: a reset link works one hour, an invitation seven days.
   * The link exists only if its mail does (one transaction, nested in the caller's when given).
   */
  async function sendPasswordLink(userId: number, purpose: PasswordLinkPurpose, tx: Db = db): Promise<void> {
    await tx.transaction(async (inner) => {
      const [user] = await inner
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new Error(`No user ${userId} to send a password link to`);
      const token = newToken();
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const ttl = purpose === 'invite' ? INVITE_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
      await inner
        .insert(passwordResetTokens)
        .values({ userId, tokenHash: hashToken(token), purpose, expiresAt: new Date(Date.now() + ttl) });
      await mailer.send(passwordLinkMail(user, link, purpose), inner);
    });
  }

  return {
    limits,

    /**
     * Spec §7: a matching e-mail and password pair opens a session; anything else is one error text.
     * With two-step verification on, the pair only earns a challenge (see `completeTwoSteps`).
     */
    async login(input: { email: string; password: string } & ClientInfo): Promise<NewSession | PendingChallenge> {
      const email = normalizeEmail(input.email);
      // Counted before the password is checked, so parallel guesses can't all pass the limits (429 past them).
      const attempt = await throttle.reserve(email, input.ip ?? 'unknown');

      const [found] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      // Always run the KDF, against a dummy hash when nobody has this e-mail: no timing oracle.
      const passwordOk = await verifyPassword(input.password, found?.passwordHash ?? DUMMY_PASSWORD_HASH);
      const ok = Boolean(found && passwordOk && found.status === 'active');

      // A wrong password stays counted against the pair, the address and the account.
      if (!ok || !found) throw fieldError('email', ERROR_TEXT.invalidCredentials);
      await attempt.succeeded();

      if (twoFactor && (await twoFactor.isEnabled(found.id))) {
        const challenge = await twoFactor.createChallenge(found.id);
        return { challengeToken: challenge.token, expiresAt: challenge.expiresAt };
      }
      return openSession(found.id, input);
    },

    /** The second step: a challenge from `login` and a TOTP or recovery code open the session. */
    async completeTwoSteps(input: { challengeToken: string; code: string } & ClientInfo): Promise<NewSession> {
      if (!twoFactor) throw fieldError('challengeToken', 'Two-step verification is not available');
      const userId = await twoFactor.answerChallenge(input.challengeToken, input.code);
      const [found] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
      if (found?.status !== 'active') throw fieldError('email', ERROR_TEXT.invalidCredentials);
      return openSession(userId, input);
    },

    async logout(sessionId: number) {
      await sessions.revoke(sessionId);
    },

    /** Whether anyone may create their own account; the sign-in and sign-up pages ask. */
    registrationOpen,

    /**
     * Creates an account. Someone allowed to create users (an admin) may pick its role — one whose rights they all
     * hold — and stays signed in as themselves; anyone else gets the `client` role and is signed in as the new
     * user, when the office accepts public sign-ups.
     */
    async register(
      body: RegisterBody,
      caller: { ability: AppAbility | null } & ClientInfo,
    ): Promise<{ user: CurrentUser; session: NewSession | null }> {
      const byAdmin = caller.ability?.can('create', 'User') ?? false;
      if (!byAdmin && !(await registrationOpen())) throw new HttpError(403, OFFICE_SETTINGS_TEXT.registrationClosed);
      const roleName = byAdmin && body.role ? body.role : 'client';
      const roleId = await findRoleId(roleName);
      if (roleId === undefined) {
        if (byAdmin) throw fieldError('role', AUTH_TEXT.unknownRole);
        throw new Error(`The base role ${roleName} is missing`);
      }
      if (byAdmin && caller.ability)
        await assertMayGiveRole(db, caller.ability, roleId, 'role', USER_ERRORS.roleBeyondOwn);

      const [taken] = await db
        .select({
          email: sql<boolean>`bool_or(lower(${users.email}) = ${normalizeEmail(body.email)})`,
          username: sql<boolean>`bool_or(lower(${users.username}) = ${body.username.toLowerCase()})`,
        })
        .from(users)
        .where(
          sql`lower(${users.email}) = ${normalizeEmail(body.email)} or lower(${users.username}) = ${body.username.toLowerCase()}`,
        );
      const errors: Record<string, string[]> = {};
      if (taken?.email) errors.email = [ERROR_TEXT.emailTaken];
      if (taken?.username) errors.username = [ERROR_TEXT.usernameTaken];
      if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0]![0]!, errors);

      const passwordHash = await hashPassword(body.password);
      let created: { id: number; token: string | null; expiresAt: Date | null };
      try {
        created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              fullName: body.fullName || body.username,
              username: body.username,
              email: body.email.trim(),
              passwordHash,
              roleId,
              lastSignInAt: byAdmin ? null : new Date(),
            })
            .returning({ id: users.id });
          const id = row!.id;
          if (byAdmin) return { id, token: null, expiresAt: null };
          const session = await sessions.create({ userId: id, ip: caller.ip, userAgent: caller.userAgent }, tx);
          return { id, token: session.token, expiresAt: session.expiresAt };
        });
      } catch (error) {
        // Lost a race with an identical registration.
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email')) throw fieldError('email', ERROR_TEXT.emailTaken);
        if (constraint?.includes('username')) throw fieldError('username', ERROR_TEXT.usernameTaken);
        throw error;
      }

      const user = await loadUser(db, created.id);
      if (!user) throw new Error('The new user vanished');
      if (!byAdmin) await events.registered?.({ userId: user.id });
      const session =
        created.token && created.expiresAt ? { token: created.token, expiresAt: created.expiresAt, user } : null;
      return { user, session };
    },

    /** Always the same answer; only a known, active account gets an e-mail with a one-hour, one-time link. */
    async forgotPassword(emailInput: string): Promise<void> {
      const email = normalizeEmail(emailInput);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, 'active')));
      if (!user) return;
      await sendPasswordLink(user.id, 'reset');
    },

    sendPasswordLink,

    /**
     * Uses a reset link once: sets the password, spends every open link of the user, ends their sessions. An
     * invitation also makes its pending user active.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const now = new Date();
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId, purpose: passwordResetTokens.purpose });
        if (!spent) return false;
        const invite = spent.purpose === 'invite';
        const [user] = await tx
          .update(users)
          .set({
            passwordHash,
            updatedAt: now,
            version: sql`${users.version} + 1`,
            ...(invite ? { status: 'active' as const } : {}),
          })
          .where(and(eq(users.id, spent.userId), inArray(users.status, invite ? ['active', 'pending'] : ['active'])))
          .returning({ id: users.id });
        if (!user) return false;
        if (invite) await recordActivity(tx, { userId: user.id, actorId: user.id, kind: 'invitation-accepted' });
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await sessions.revokeAllOf(user.id, tx);
        await forgetSignInFailures(tx, user.id);
        return true;
      });
      if (!changed) throw fieldError('token', ERROR_TEXT.invalidResetToken);
    },

    /** Housekeeping: forget sign-in counters past their window, spent links and long-ended sessions. */
    async prune() {
      const day = 24 * 60 * 60 * 1000;
      await throttle.prune();
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(Date.now() - day)));
      await sessions.prune();
      await twoFactor?.prune();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
