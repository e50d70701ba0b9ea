import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.ts';

/** Why a one-time password link is sent: a reset (forgotten, or sent by an administrator) or an invitation. */
export type PasswordLinkPurpose = 'reset' | 'invite';

/** One-time password reset links; only the token's SHA-256 is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** `reset` (forgot password, one hour) or `invite` (a new user sets a first password, seven days). */
    purpose: text('purpose').$type<PasswordLinkPurpose>().notNull().default('reset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_unused_idx')
      .on(t.userId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * Sign-in throttling counters, kept in the database so every server process sharing it counts the same guesses.
 * One row per (scope, key): `pair` = account and address (`email|ip`), `address` = one address, `account` = one
 * e-mail across all addresses. An attempt is counted (reserved) atomically before its password is checked, so
 * parallel guesses can't all slip under the limit; a success forgets the pair and the account.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope').$type<'pair' | 'address' | 'account'>().notNull(),
    key: text('key').notNull(),
    /** Attempts counted in the current window (failures, and attempts still being checked). */
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('login_throttle_last_attempt_idx').on(t.lastAttemptAt)],
);
