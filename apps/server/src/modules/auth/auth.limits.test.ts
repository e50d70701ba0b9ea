import { ERROR_TEXT } from '@mizan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadTestEnv } from '../../config.ts';
import { createDatabase, type Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { ADMIN, CLIENT, setupTestApp } from '../../test/app.ts';
import { loginThrottle, passwordResetTokens } from './auth.table.ts';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS } from './auth.throttle.ts';

const LIMITS = DEFAULT_LOGIN_LIMITS;
const t = setupTestApp({ loginLimits: { perIp: LIMITS.perIp } });

const TOO_MANY = { message: ERROR_TEXT.tooManyAttempts, errors: { email: [ERROR_TEXT.tooManyAttempts] } };
const PASSWORD = 'the owner password';

const loginOn = (app: App, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const login = (email: string, password: string, ip: string) => loginOn(t.app, email, password, ip);

let accounts = 0;
/** A fresh active account, so each test starts with counters of its own. */
async function newAccount() {
  accounts += 1;
  const email = `owner${accounts}@limits.test`;
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'client'));
  const [user] = await t.db
    .insert(users)
    .values({
      fullName: `Owner ${accounts}`,
      username: `limits_owner_${accounts}`,
      email,
      passwordHash: await hashPassword(PASSWORD),
      roleId: role!.id,
    })
    .returning({ id: users.id });
  return { id: user!.id, email, password: PASSWORD };
}

/** Time passes for every counter: the database's clock decides, so the rows are moved back instead of sleeping. */
const elapse = (ms: number) =>
  t.db.update(loginThrottle).set({
    windowStartedAt: sql`${loginThrottle.windowStartedAt} - ${ms}::double precision * interval '1 millisecond'`,
    lastAttemptAt: sql`${loginThrottle.lastAttemptAt} - ${ms}::double precision * interval '1 millisecond'`,
  });

const counter = async (scope: 'pair' | 'address' | 'account', key: string) => {
  const [row] = await t.db
    .select({ attempts: loginThrottle.attempts })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.key, key)));
  return row?.attempts;
};

/** Failures of a stranger against `email`, from addresses of their own (at most a pair's limit each). */
async function strangerFails(email: string, times: number, firstAddress = 1) {
  for (let i = 0; i < times; i++) {
    const ip = `203.0.113.${firstAddress + Math.floor(i / LIMITS.perPair)}`;
    expect((await login(email, 'a guess', ip)).statusCode).toBe(400);
  }
}

beforeEach(async () => {
  await t.db.delete(loginThrottle);
});

describe('sign-in limits', () => {
  it('checks at most a pair’s limit of 40 parallel wrong passwords, and refuses the right one in the same burst', async () => {
    const owner = await newAccount();
    const ip = '192.0.2.1';
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, () => login(owner.email, 'a guess', ip)),
      login(owner.email, owner.password, ip),
    ]);
    const right = burst.pop()!;
    const checked = burst.filter((response) => response.statusCode === 400);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(checked.length).toBe(LIMITS.perPair);
    expect(refused.length).toBe(40 - LIMITS.perPair);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);
    // The pair's window (15 minutes) is what the refused must wait for.
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(LIMITS.windowMs / 1000 - 60);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.windowMs / 1000);

    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(429);
    expect(await counter('pair', `${owner.email}|${ip}`)).toBe(LIMITS.perPair);
    expect(await counter('account', owner.email)).toBe(LIMITS.perPair);
  });

  it('a stranger’s failures from elsewhere don’t lock the owner out: at most a short delay, then they get in', async () => {
    const owner = await newAccount();
    const home = '192.0.2.10';
    await strangerFails(owner.email, LIMITS.perPair);
    // Past the pair's limit of the stranger, still nothing for the owner's own address.
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(201);
    expect(await counter('account', owner.email)).toBeUndefined();

    await strangerFails(owner.email, LIMITS.freePerAccount, 2);
    const delayed = await login(owner.email, owner.password, home);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual(TOO_MANY);
    expect(delayed.headers['retry-after']).toBe(String(LIMITS.accountDelayMs / 1000));

    await elapse(LIMITS.accountDelayMs);
    const signedIn = await login(owner.email, owner.password, home);
    expect(signedIn.statusCode).toBe(201);
    // The success ends the account's delay; the stranger's pairs and addresses keep their counts.
    expect(await counter('account', owner.email)).toBeUndefined();
    expect(await counter('pair', `${owner.email}|203.0.113.2`)).toBe(LIMITS.perPair);
    expect(await counter('address', '203.0.113.2')).toBe(LIMITS.perPair);
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(201);
  });

  it('doubles the delay at each further failure, up to its cap', async () => {
    const owner = await newAccount();
    const home = '192.0.2.20';
    const retryAfter = async () => {
      const response = await login(owner.email, owner.password, home);
      expect(response.statusCode).toBe(429);
      return Number(response.headers['retry-after']);
    };
    await strangerFails(owner.email, LIMITS.freePerAccount);
    expect(await retryAfter()).toBe(1);
    await elapse(1000);
    expect((await login(owner.email, 'a guess', '203.0.113.50')).statusCode).toBe(400);
    expect(await retryAfter()).toBe(2);
    await elapse(2000);
    expect((await login(owner.email, 'a guess', '203.0.113.51')).statusCode).toBe(400);
    expect(await retryAfter()).toBe(4);
    // A refused attempt moves nothing: the wait runs from the last counted one.
    await elapse(3000);
    expect(await retryAfter()).toBe(1);

    await t.db
      .update(loginThrottle)
      .set({ attempts: 100, lastAttemptAt: sql`now()` })
      .where(and(eq(loginThrottle.scope, 'account'), eq(loginThrottle.key, owner.email)));
    expect(await retryAfter()).toBe(LIMITS.maxAccountDelayMs / 1000);
    await elapse(LIMITS.maxAccountDelayMs);
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(201);
  });

  // 46 sign-ins, each a scrypt check: on CI's two busy cores this neared the default 30 s.
  it('counts only failures per address: an office behind one address signs in all day', async () => {
    const office = '198.51.100.20';
    for (let i = 0; i < LIMITS.perIp + 5; i++) {
      const response = await login(
        i % 2 ? ADMIN.email : CLIENT.email,
        i % 2 ? ADMIN.password : CLIENT.password,
        office,
      );
      expect(response.statusCode, `sign-in ${i + 1}`).toBe(201);
    }
    expect(await counter('address', office)).toBe(0);

    // Failures still count, whatever the accounts; the right password too is refused past the address's limit.
    for (let i = 0; i < LIMITS.perIp; i++) {
      expect((await login(`someone${i}@example.com`, 'whatever', office)).statusCode).toBe(400);
    }
    const blocked = await login(ADMIN.email, ADMIN.password, office);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await login(ADMIN.email, ADMIN.password, '198.51.100.21')).statusCode).toBe(201);
  }, 90_000);

  it('two server processes on one database share the counters', async () => {
    const owner = await newAccount();
    const other = await openSameDatabase(t.db);
    const second = await buildApp({ db: other.db, pruneEveryMs: 0, loginLimits: { perIp: LIMITS.perIp } });
    try {
      await second.ready();
      const ip = '192.0.2.30';
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) => loginOn(i % 2 ? second : t.app, owner.email, 'a guess', ip)),
      );
      expect(burst.filter((response) => response.statusCode === 400).length).toBe(LIMITS.perPair);
      expect(burst.filter((response) => response.statusCode === 429).length).toBe(40 - LIMITS.perPair);
      expect((await loginOn(second, owner.email, owner.password, ip)).statusCode).toBe(429);
      expect((await loginOn(t.app, owner.email, owner.password, ip)).statusCode).toBe(429);
    } finally {
      await second.close();
      await other.close();
    }
  });

  it('a reset link works while the account is delayed, and ends the delay', async () => {
    const owner = await newAccount();
    const home = '192.0.2.40';
    // Not asserted one by one: whatever each guess is answered, the owner is held back before the reset.
    for (let i = 0; i < LIMITS.freePerAccount; i++) await login(owner.email, 'a guess', `203.0.113.${1 + (i % 2)}`);
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(429);

    const token = 'a-reset-token-of-the-limits-test';
    await t.db
      .insert(passwordResetTokens)
      .values({ userId: owner.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new password' },
      remoteAddress: home,
    });
    expect(reset.statusCode).toBe(200);

    expect((await login(owner.email, 'a brand new password', home)).statusCode).toBe(201);
    expect(await counter('account', owner.email)).toBeUndefined();
    expect(await counter('pair', `${owner.email}|203.0.113.1`)).toBeUndefined();
    // The addresses keep their counts: they belong to whoever guessed.
    expect(await counter('address', '203.0.113.1')).toBe(LIMITS.perPair);
  });

  it('prune forgets counters whose window has passed', async () => {
    const owner = await newAccount();
    await strangerFails(owner.email, 2);
    await elapse(LIMITS.windowMs + 1000);
    await strangerFails(owner.email, 1, 9);
    await createLoginThrottle(t.db, LIMITS).prune();
    const left = await t.db.select({ scope: loginThrottle.scope, key: loginThrottle.key }).from(loginThrottle);
    expect(left.sort((a, b) => a.scope.localeCompare(b.scope))).toEqual([
      { scope: 'account', key: owner.email },
      { scope: 'address', key: '203.0.113.9' },
      { scope: 'pair', key: `${owner.email}|203.0.113.9` },
    ]);
  });

  it('limits forgot-password requests per address', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody@example.com' },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < LIMITS.perIp; i++) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERROR_TEXT.tooManyAttempts);
  });
});

/**
 * A second connection to the test database, as a second server process would have: its own pool on PostgreSQL;
 * on PGlite (one process by nature) the same database.
 */
async function openSameDatabase(db: Db): Promise<{ db: Db; close(): Promise<void> }> {
  const { databaseUrl } = loadTestEnv();
  if (t.database.kind !== 'postgres' || !databaseUrl) return { db, close: async () => {} };
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { name: string }[];
  const url = new URL(databaseUrl);
  url.pathname = `/${result[0]!.name}`;
  return createDatabase({ url: url.toString(), max: 4 });
}
