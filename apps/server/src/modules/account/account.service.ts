import {
  ACCOUNT_TEXT,
  ERROR_TEXT,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type AccountConnectionList,
  type AccountPreferences,
  type AccountProfile,
  type AccountProfileUpdate,
  type AccountSessionList,
  type AccountSummary,
  type BillingUpdate,
  type ChangePasswordBody,
  type DeactivateBody,
  type NotificationPreference,
  type TwoFactorDisableBody,
} from '@mizan/contracts';
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connections, roles, sessions as sessionsTable, users } from '../../db/schema.ts';
import { recordActivity } from '../../lib/activity.ts';
import { assertAdministratorRemains } from '../../lib/administrators.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { toUserData, type CurrentUser } from '../../lib/identity.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionStore } from '../../lib/sessions.ts';
import type { TwoFactor } from '../../lib/two-factor.ts';
import { describeUserAgent, parseUserAgent } from '../../lib/user-agent.ts';
import { saveInterfacePreferences } from './account.preferences.ts';
import { notificationPreferences, userAvatars } from './account.table.ts';

/** The image types an avatar may be, recognised by their first bytes (the declared type is not trusted). */
export function sniffImageType(bytes: Buffer): string | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const stale = () => new HttpError(409, ACCOUNT_TEXT.staleVersion);

export interface AccountDeps {
  db: Db;
  sessions: SessionStore;
  twoFactor: TwoFactor;
}

/** The signed-in user's own account: profile, avatar, password, sessions, two-step verification, preferences. */
export function createAccountService({ db, sessions, twoFactor }: AccountDeps) {
  async function loadProfile(userId: number, tx: Db = db): Promise<AccountProfile> {
    const [row] = await tx
      .select({
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        contact: users.contact,
        language: users.language,
        timeZone: users.timeZone,
        currency: users.currency,
        designation: users.designation,
        location: users.location,
        about: users.about,
        avatar: users.avatar,
        coverImage: users.coverImage,
        role: roles.name,
        status: users.status,
        currentPlan: users.currentPlan,
        billing: users.billing,
        createdAt: users.createdAt,
        version: users.version,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId));
    if (!row) throw notFound(ERROR_TEXT.notFound);
    return { ...row, createdAt: row.createdAt.toISOString() };
  }

  async function checkPassword(userId: number, password: string, field: string, message: string) {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!row || !(await verifyPassword(password, row.hash))) throw fieldError(field, message);
    return row.hash;
  }

  /** Applies `changes` if the row is still at `version`; 409 otherwise. */
  async function updateVersioned(userId: number, version: number, changes: Partial<typeof users.$inferInsert>, tx: Db) {
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, userId), eq(users.version, version)))
      .returning({ id: users.id });
    if (!updated) throw stale();
  }

  return {
    async summary(user: CurrentUser): Promise<AccountSummary> {
      return {
        userData: toUserData(user),
        status: user.status,
        createdAt: user.createdAt.toISOString(),
        lastSignInAt: isoOrNull(user.lastSignInAt),
        activeSessions: await sessions.countActive(user.id),
        permissions: user.rules,
      };
    },

    profile: (userId: number) => loadProfile(userId),

    async updateProfile(userId: number, body: AccountProfileUpdate): Promise<AccountProfile> {
      const { version, ...changes } = body;
      const fields = Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== undefined);
      try {
        return await db.transaction(async (tx) => {
          await updateVersioned(userId, version, changes, tx);
          await recordActivity(tx, { userId, actorId: userId, kind: 'profile-updated', details: { fields } });
          return loadProfile(userId, tx);
        });
      } catch (error) {
        if (uniqueViolation(error)?.includes('email')) throw fieldError('email', ERROR_TEXT.emailTaken);
        throw error;
      }
    },

    async setAvatar(userId: number, bytes: Buffer): Promise<AccountProfile> {
      if (bytes.length === 0) throw fieldError('file', ACCOUNT_TEXT.avatarMissing);
      const mimeType = sniffImageType(bytes);
      if (!mimeType) throw fieldError('file', ACCOUNT_TEXT.avatarType);
      const etag = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
      return db.transaction(async (tx) => {
        await tx
          .insert(userAvatars)
          .values({ userId, mimeType, bytes, etag })
          .onConflictDoUpdate({ target: userAvatars.userId, set: { mimeType, bytes, etag, updatedAt: new Date() } });
        await tx
          .update(users)
          .set({
            avatar: `/api/avatars/${userId}?v=${etag}`,
            updatedAt: new Date(),
            version: sql`${users.version} + 1`,
          })
          .where(eq(users.id, userId));
        return loadProfile(userId, tx);
      });
    },

    async removeAvatar(userId: number): Promise<AccountProfile> {
      return db.transaction(async (tx) => {
        await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
        await tx
          .update(users)
          .set({ avatar: null, updatedAt: new Date(), version: sql`${users.version} + 1` })
          .where(eq(users.id, userId));
        return loadProfile(userId, tx);
      });
    },

    async avatar(userId: number) {
      const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));
      return row ?? null;
    },

    /** Needs the current password; ends every other session of the user. */
    async changePassword(userId: number, currentSessionId: number | null, body: ChangePasswordBody): Promise<void> {
      await checkPassword(userId, body.currentPassword, 'currentPassword', ACCOUNT_TEXT.wrongPassword);
      if (body.newPassword === body.currentPassword) throw fieldError('newPassword', ACCOUNT_TEXT.samePassword);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
          .where(eq(users.id, userId));
        await sessions.revokeAllOf(userId, tx, currentSessionId);
        await recordActivity(tx, { userId, actorId: userId, kind: 'password-changed' });
      });
    },

    async listSessions(userId: number, currentSessionId: number | null): Promise<AccountSessionList> {
      const rows = await db
        .select()
        .from(sessionsTable)
        .where(
          and(
            eq(sessionsTable.userId, userId),
            isNull(sessionsTable.revokedAt),
            gt(sessionsTable.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessionsTable.lastSeenAt), desc(sessionsTable.id));
      return {
        sessions: rows.map((row) => {
          return {
            id: row.id,
            device: describeUserAgent(row.userAgent),
            ...parseUserAgent(row.userAgent),
            ip: row.ip,
            createdAt: row.createdAt.toISOString(),
            lastSeenAt: row.lastSeenAt.toISOString(),
            current: row.id === currentSessionId,
          };
        }),
      };
    },

    async revokeSession(userId: number, sessionId: number): Promise<void> {
      const [revoked] = await db
        .update(sessionsTable)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessionsTable.id, sessionId), eq(sessionsTable.userId, userId), isNull(sessionsTable.revokedAt)))
        .returning({ id: sessionsTable.id });
      if (!revoked) throw notFound(ACCOUNT_TEXT.sessionNotFound);
    },

    twoFactorStatus: (userId: number) => twoFactor.status(userId),
    startTwoFactor: (user: CurrentUser) => twoFactor.startSetup(user.id, user.email),

    async confirmTwoFactor(userId: number, code: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const codes = await twoFactor.confirmSetup(userId, code, tx);
        await recordActivity(tx, { userId, actorId: userId, kind: 'two-factor-enabled' });
        return codes;
      });
    },

    /** Turning verification off needs the password or a current code (a recovery code counts). */
    async disableTwoFactor(userId: number, body: TwoFactorDisableBody): Promise<void> {
      if (!(await twoFactor.isEnabled(userId))) throw new HttpError(409, ACCOUNT_TEXT.twoFactorOff);
      if (body.password) {
        await checkPassword(userId, body.password, 'password', ACCOUNT_TEXT.wrongPasswordConfirm);
      } else if (body.code) {
        if (!(await twoFactor.verifyCode(userId, body.code))) throw fieldError('code', ACCOUNT_TEXT.invalidCode);
      } else {
        throw fieldError('password', ACCOUNT_TEXT.passwordOrCode);
      }
      await db.transaction(async (tx) => {
        await twoFactor.disable(userId, tx);
        await recordActivity(tx, { userId, actorId: userId, kind: 'two-factor-disabled' });
      });
    },

    async regenerateRecoveryCodes(userId: number, password: string): Promise<string[]> {
      await checkPassword(userId, password, 'password', ACCOUNT_TEXT.wrongPasswordConfirm);
      return twoFactor.regenerateRecoveryCodes(userId);
    },

    async notificationPreferences(userId: number): Promise<{ preferences: NotificationPreference[] }> {
      const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      const enabled = (kind: string, channel: string) =>
        rows.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? true;
      return {
        preferences: NOTIFICATION_KINDS.map((kind) => ({
          kind,
          email: enabled(kind, 'email'),
          browser: enabled(kind, 'browser'),
          app: enabled(kind, 'app'),
        })),
      };
    },

    async setNotificationPreferences(userId: number, preferences: NotificationPreference[]) {
      const values = preferences.flatMap((preference) =>
        NOTIFICATION_CHANNELS.map((channel) => ({
          userId,
          kind: preference.kind,
          channel,
          enabled: preference[channel],
        })),
      );
      if (values.length > 0) {
        await db
          .insert(notificationPreferences)
          .values(values)
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
            set: { enabled: sql`excluded.enabled` },
          });
      }
      return this.notificationPreferences(userId);
    },

    /** Sets the account inactive and ends every session; only an administrator can restore it. */
    async deactivate(userId: number, body: DeactivateBody): Promise<void> {
      await checkPassword(userId, body.password, 'password', ACCOUNT_TEXT.wrongPasswordConfirm);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ status: 'inactive', updatedAt: new Date(), version: sql`${users.version} + 1` })
          .where(eq(users.id, userId));
        // The last one who may manage everything can't switch themselves off.
        await assertAdministratorRemains(tx, 'confirm');
        await sessions.revokeAllOf(userId, tx);
        await recordActivity(tx, { userId, actorId: userId, kind: 'account-deactivated' });
      });
    },

    async connections(userId: number): Promise<AccountConnectionList> {
      const rows = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          username: users.username,
          designation: users.designation,
          avatar: users.avatar,
          connectedAt: connections.createdAt,
        })
        .from(connections)
        .innerJoin(users, eq(users.id, connections.connectedUserId))
        .where(eq(connections.userId, userId))
        .orderBy(users.fullName);
      return { connections: rows.map((row) => ({ ...row, connectedAt: row.connectedAt.toISOString() })) };
    },

    /** Removes the connection in both directions. */
    async disconnect(userId: number, otherId: number): Promise<void> {
      const removed = await db
        .delete(connections)
        .where(
          or(
            and(eq(connections.userId, userId), eq(connections.connectedUserId, otherId)),
            and(eq(connections.userId, otherId), eq(connections.connectedUserId, userId)),
          ),
        )
        .returning({ userId: connections.userId });
      if (removed.length === 0) throw notFound(ACCOUNT_TEXT.connectionNotFound);
    },

    setInterfacePreferences: (userId: number, changes: AccountPreferences) =>
      saveInterfacePreferences(db, userId, changes),

    async updateBilling(userId: number, body: BillingUpdate): Promise<AccountProfile> {
      const { version, ...changes } = body;
      return db.transaction(async (tx) => {
        const before = await loadProfile(userId, tx);
        await updateVersioned(userId, version, changes, tx);
        if (changes.currentPlan && changes.currentPlan !== before.currentPlan) {
          await recordActivity(tx, {
            userId,
            actorId: userId,
            kind: 'plan-changed',
            details: { from: before.currentPlan, to: changes.currentPlan },
          });
        }
        return loadProfile(userId, tx);
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
