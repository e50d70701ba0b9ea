import { ERROR_TEXT } from '@mizan/contracts';
import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { loginThrottle } from './auth.table.ts';

/**
 * Password guessing is throttled by three counters in `login_throttle`, each counting failures (and attempts still
 * being checked) in a window of `windowMs`:
 * - `pair` (account × address): `perPair` — what one guesser gets at one account;
 * - `address`: `perIp`, whatever the accounts — successes give their attempt back, so an office behind one
 *   address can sign in all day;
 * - `account`, from anywhere: `freePerAccount`, then each further attempt waits a doubling delay (up to
 *   `maxAccountDelayMs`) since the last one. A delay rather than a lockout, so a stranger can slow the owner down but
 *   not lock them out; its count is forgotten after a whole window without attempts, not at a fixed time, so a
 *   patient guesser stays at the longest delay.
 * An attempt is counted before its password is checked, one SQL statement per counter, so parallel guesses can't all
 * read "no failures yet". Time is the database's, the same for every server process.
 */
export interface LoginLimits {
  /** Failed sign-ins from one address per window, whatever the accounts (`LOGIN_RATE_LIMIT_PER_IP`). */
  perIp: number;
  /** Failed sign-ins for one account from one address per window. */
  perPair: number;
  /** Failed sign-ins for one account, from anywhere, before each further attempt must wait. */
  freePerAccount: number;
  /** The first wait past the free failures; it doubles at each further failure. */
  accountDelayMs: number;
  maxAccountDelayMs: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: 20,
  perPair: 5,
  freePerAccount: 10,
  accountDelayMs: 1000,
  maxAccountDelayMs: 5 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
};

/** One sign-in attempt, counted while its password is checked; a wrong password leaves it counted. */
interface LoginAttempt {
  /** The password was right: forget the pair's failures and the account's delay, give the address its attempt back. */
  succeeded(): Promise<void>;
}

type Scope = 'pair' | 'address' | 'account';

interface Counter {
  scope: Scope;
  key: string;
  /** True when the row's count belongs to a window that has ended (it starts again at 1). */
  expired: SQL;
  /** True when one more attempt is allowed within the window. */
  allowed: SQL;
  /** When the next attempt will be allowed (for Retry-After). */
  allowedFrom: SQL;
}

const interval = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;
const pairKey = (email: string, ip: string) => `${email}|${ip}`;
const t = loginThrottle;

export function createLoginThrottle(db: Db, limits: LoginLimits) {
  const window = interval(limits.windowMs);
  const fixedWindow = sql`${t.windowStartedAt} <= now() - ${window}`;
  const accountDelay = sql`least(${limits.accountDelayMs}::double precision * power(2, least(${t.attempts} - ${limits.freePerAccount}, 30)), ${limits.maxAccountDelayMs}::double precision) * interval '1 millisecond'`;

  const counters = (email: string, ip: string): Counter[] => [
    {
      scope: 'pair',
      key: pairKey(email, ip),
      expired: fixedWindow,
      allowed: sql`${t.attempts} < ${limits.perPair}`,
      allowedFrom: sql`${t.windowStartedAt} + ${window}`,
    },
    {
      scope: 'address',
      key: ip,
      expired: fixedWindow,
      allowed: sql`${t.attempts} < ${limits.perIp}`,
      allowedFrom: sql`${t.windowStartedAt} + ${window}`,
    },
    {
      scope: 'account',
      key: email,
      expired: sql`${t.lastAttemptAt} <= now() - ${window}`,
      allowed: sql`(${t.attempts} < ${limits.freePerAccount} or ${t.lastAttemptAt} <= now() - ${accountDelay})`,
      allowedFrom: sql`${t.lastAttemptAt} + ${accountDelay}`,
    },
  ];

  const where = (scope: Scope, key: string) => and(eq(t.scope, scope), eq(t.key, key));

  /** Counts one attempt if the counter allows it; a refused one changes nothing (no row comes back). */
  async function take(counter: Counter): Promise<boolean> {
    const taken = await db
      .insert(t)
      .values({ scope: counter.scope, key: counter.key, attempts: 1 })
      .onConflictDoUpdate({
        target: [t.scope, t.key],
        set: {
          attempts: sql`case when ${counter.expired} then 1 else ${t.attempts} + 1 end`,
          windowStartedAt: sql`case when ${counter.expired} then now() else ${t.windowStartedAt} end`,
          lastAttemptAt: sql`now()`,
        },
        setWhere: sql`(${counter.expired}) or ${counter.allowed}`,
      })
      .returning({ attempts: t.attempts });
    return taken.length > 0;
  }

  async function giveBack(scope: Scope, key: string) {
    await db
      .update(t)
      .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
      .where(where(scope, key));
  }

  async function tooManyAttempts(counter: Counter): Promise<HttpError> {
    const [row] = await db
      .select({ seconds: sql<number>`extract(epoch from ${counter.allowedFrom} - now())`.mapWith(Number) })
      .from(t)
      .where(where(counter.scope, counter.key));
    const retryAfter = Math.max(1, Math.ceil(row?.seconds ?? 1));
    return new HttpError(
      429,
      ERROR_TEXT.tooManyAttempts,
      { email: [ERROR_TEXT.tooManyAttempts] },
      { 'retry-after': String(retryAfter) },
    );
  }

  return {
    /**
     * Counts an attempt of `email` (normalised) from `ip` before its password is checked, or refuses it with a 429
     * carrying Retry-After. The account is counted last: a refusal by the pair or the address must not move the
     * account's delay, which every address shares.
     */
    async reserve(email: string, ip: string): Promise<LoginAttempt> {
      const taken: Counter[] = [];
      for (const counter of counters(email, ip)) {
        if (!(await take(counter))) {
          for (const done of taken) await giveBack(done.scope, done.key);
          throw await tooManyAttempts(counter);
        }
        taken.push(counter);
      }
      return {
        async succeeded() {
          await db.delete(t).where(or(where('pair', pairKey(email, ip)), where('account', email)));
          await giveBack('address', ip);
        },
      };
    },

    /** Forgets counters whose window has passed (an account's window runs from its last attempt, the latest time). */
    async prune() {
      await db.delete(t).where(lt(t.lastAttemptAt, sql`now() - ${window}`));
    },
  };
}

/**
 * Forgets the failures counted against a user's account and its pairs, e.g. once a reset link has proved who they
 * are. Addresses keep their counts: those belong to whoever guessed.
 */
export async function forgetSignInFailures(db: Db, userId: number): Promise<void> {
  const email = sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`;
  // A pair's key is `email|ip` and an address never holds a `|`, so the e-mail is everything before the last one.
  await db
    .delete(t)
    .where(
      or(
        and(eq(t.scope, 'account'), sql`${t.key} = ${email}`),
        and(
          eq(t.scope, 'pair'),
          sql`starts_with(${t.key}, ${email} || '|')`,
          sql`strpos(substr(${t.key}, length(${email}) + 2), '|') = 0`,
        ),
      ),
    );
}
