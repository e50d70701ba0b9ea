import { ACCOUNT_TEXT, RECOVERY_CODE_COUNT } from '@mizan/contracts';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/client.ts';
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor } from '../db/schema.ts';
import { fieldError, HttpError } from './errors.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * Two-step verification with TOTP (RFC 6238: SHA-1, 6 digits, 30 s — what authenticator apps expect).
 * Shared by the auth module (sign-in challenge) and the account module (setup, disable), so neither imports
 * the other. Secrets are kept in the database as base32; recovery codes and challenge tokens only as SHA-256.
 */
export interface TwoFactorOptions {
  issuer?: string;
  challengeTtlMs?: number;
  /** Wrong codes accepted per challenge before it is dead. */
  maxFailuresPerChallenge?: number;
  /** Wrong codes per user within `windowMs`, across challenges. */
  maxFailuresPerUser?: number;
  windowMs?: number;
}

const PERIOD = 30;
const DIGITS = 6;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpFor = (secret: string, label = '', issuer = 'Mizan') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD });

/** `k7m2p-x9qrt`: 10 characters from an alphabet without look-alikes. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const isTotpShape = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export function createTwoFactor(db: Db, options: TwoFactorOptions = {}) {
  const issuer = options.issuer ?? 'Mizan';
  const challengeTtlMs = options.challengeTtlMs ?? 5 * 60 * 1000;
  const maxFailuresPerChallenge = options.maxFailuresPerChallenge ?? 5;
  const maxFailuresPerUser = options.maxFailuresPerUser ?? 10;
  const windowMs = options.windowMs ?? 15 * 60 * 1000;

  async function row(userId: number, tx: Db = db) {
    const [found] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return found;
  }

  /** A TOTP code of this secret not used before (replay refused): true and the step is remembered. */
  async function acceptTotp(userId: number, secret: string, code: string, tx: Db): Promise<boolean> {
    const delta = totpFor(secret).validate({ token: code.replace(/\s/g, ''), window: 1 });
    if (delta === null) return false;
    const step = TOTP.counter({ period: PERIOD }) + delta;
    const [updated] = await tx
      .update(userTwoFactor)
      .set({ lastUsedStep: step, updatedAt: new Date() })
      .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastUsedStep, step)))
      .returning({ userId: userTwoFactor.userId });
    return Boolean(updated);
  }

  /** Spends a recovery code of the user, if it is one of theirs and unused. */
  async function spendRecoveryCode(userId: number, code: string, tx: Db): Promise<boolean> {
    const normalized = normalizeRecoveryCode(code);
    if (normalized.length !== 10) return false;
    const [spent] = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, hashToken(normalized)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return Boolean(spent);
  }

  async function replaceRecoveryCodes(userId: number, tx: Db): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(code)) })));
    return codes;
  }

  /**
   * Counts one answer to the challenge as a failure before its code is checked, if the challenge and the user are
   * under their limits. The user's row is locked first: the per-user sum and the increment then happen as one step,
   * even for parallel answers to different challenges (each statement after the lock sees the others' counts).
   */
  async function reserveAnswer(challenge: { id: number; userId: number }, now: Date): Promise<boolean> {
    const recent = alias(twoFactorChallenges, 'recent');
    return db.transaction(async (tx) => {
      await tx
        .select({ userId: userTwoFactor.userId })
        .from(userTwoFactor)
        .where(eq(userTwoFactor.userId, challenge.userId))
        .for('update');
      const userFailures = tx
        .select({ failures: sql`coalesce(sum(${recent.failures}), 0)` })
        .from(recent)
        .where(and(eq(recent.userId, challenge.userId), gt(recent.createdAt, new Date(now.getTime() - windowMs))));
      const [reserved] = await tx
        .update(twoFactorChallenges)
        .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
        .where(
          and(
            eq(twoFactorChallenges.id, challenge.id),
            isNull(twoFactorChallenges.usedAt),
            gt(twoFactorChallenges.expiresAt, now),
            lt(twoFactorChallenges.failures, maxFailuresPerChallenge),
            sql`(${userFailures}) < ${maxFailuresPerUser}`,
          ),
        )
        .returning({ id: twoFactorChallenges.id });
      return Boolean(reserved);
    });
  }

  const api = {
    async isEnabled(userId: number): Promise<boolean> {
      const found = await row(userId);
      return Boolean(found?.secret && found.enabledAt);
    },

    async status(userId: number) {
      const found = await row(userId);
      const enabled = Boolean(found?.secret && found.enabledAt);
      const [left] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return {
        enabled,
        enabledAt: enabled && found?.enabledAt ? found.enabledAt.toISOString() : null,
        recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
      };
    },

    /** A new pending secret (replacing an unconfirmed one) with its otpauth URI and a QR code of it. */
    async startSetup(userId: number, label: string) {
      if (await api.isEnabled(userId)) throw new HttpError(409, ACCOUNT_TEXT.twoFactorAlreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      await db
        .insert(userTwoFactor)
        .values({ userId, pendingSecret: secret })
        .onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecret: secret, updatedAt: new Date() } });
      const otpauthUri = totpFor(secret, label, issuer).toString();
      const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** A code of the pending secret turns verification on; answers the ten recovery codes (shown once). */
    async confirmSetup(userId: number, code: string, tx: Db = db): Promise<string[]> {
      const found = await row(userId, tx);
      if (found?.secret && found.enabledAt) throw new HttpError(409, ACCOUNT_TEXT.twoFactorAlreadyOn);
      if (!found?.pendingSecret) throw fieldError('code', ACCOUNT_TEXT.twoFactorNoSetup);
      if (!isTotpShape(code) || !(await acceptTotp(userId, found.pendingSecret, code, tx))) {
        throw fieldError('code', ACCOUNT_TEXT.invalidCode);
      }
      await tx
        .update(userTwoFactor)
        .set({ secret: found.pendingSecret, pendingSecret: null, enabledAt: new Date(), updatedAt: new Date() })
        .where(eq(userTwoFactor.userId, userId));
      return replaceRecoveryCodes(userId, tx);
    },

    /** A current TOTP code or an unused recovery code of the user (which is then spent). */
    async verifyCode(userId: number, code: string, tx: Db = db): Promise<boolean> {
      const found = await row(userId, tx);
      if (!found?.secret || !found.enabledAt) return false;
      if (isTotpShape(code)) return acceptTotp(userId, found.secret, code, tx);
      return spendRecoveryCode(userId, code, tx);
    },

    async disable(userId: number, tx: Db = db): Promise<void> {
      await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    },

    async regenerateRecoveryCodes(userId: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        if (!(await row(userId, tx))?.enabledAt) throw new HttpError(409, ACCOUNT_TEXT.twoFactorOff);
        return replaceRecoveryCodes(userId, tx);
      });
    },

    /** After a right password: a single-use token standing for "password checked", valid a few minutes. */
    async createChallenge(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + challengeTtlMs);
      await db.insert(twoFactorChallenges).values({ userId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },

    /**
     * Answers a challenge with a code: the user's id when right (the challenge is then spent). Wrong codes are
     * counted per challenge and per user; past the limits the answer is 429 whatever the code. Each answer is
     * counted before its code is checked (and given back when right), so parallel guesses can't all be checked.
     */
    async answerChallenge(token: string, code: string): Promise<number> {
      const now = new Date();
      const [challenge] = await db
        .select({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId })
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, hashToken(token)),
            isNull(twoFactorChallenges.usedAt),
            gt(twoFactorChallenges.expiresAt, now),
          ),
        );
      if (!challenge) throw fieldError('challengeToken', ACCOUNT_TEXT.challengeExpired);
      if (!(await reserveAnswer(challenge, now))) throw fieldError('code', ACCOUNT_TEXT.tooManyCodes, 429);

      const userId = await db.transaction(async (tx) => {
        if (!(await api.verifyCode(challenge.userId, code, tx))) return null;
        const [spent] = await tx
          .update(twoFactorChallenges)
          .set({ usedAt: now, failures: sql`${twoFactorChallenges.failures} - 1` })
          .where(and(eq(twoFactorChallenges.id, challenge.id), isNull(twoFactorChallenges.usedAt)))
          .returning({ userId: twoFactorChallenges.userId });
        if (!spent) throw fieldError('challengeToken', ACCOUNT_TEXT.challengeExpired);
        return spent.userId;
      });
      // A wrong code: its reservation stays as the failure.
      if (userId === null) throw fieldError('code', ACCOUNT_TEXT.invalidCode);
      return userId;
    },

    /** Housekeeping: forget challenges a day after they ended. */
    async prune() {
      await db
        .delete(twoFactorChallenges)
        .where(lt(twoFactorChallenges.expiresAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
    },
  };
  return api;
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
