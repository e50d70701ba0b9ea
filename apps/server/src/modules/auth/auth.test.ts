import { ERROR_TEXT, USER_ERRORS } from '@mizan/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn } from '../../test/app.ts';
import { passwordResetTokens } from './auth.table.ts';

const t = setupTestApp();

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

describe('POST /api/auth/login', () => {
  it('answers 201 with rules, token and the user without password or rules, and sets the session cookie', async () => {
    const response = await login({ email: 'Admin@Demo.com', password: 'admin' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(body.userData).toEqual({
      id: expect.any(Number),
      fullName: 'John Doe',
      username: 'johndoe',
      email: 'admin@demo.com',
      avatar: null,
      role: 'admin',
      preferences: {},
    });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = response.cookies.find((c) => c.name === 'mizan_session');
    expect(cookie).toMatchObject({
      value: body.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });
    expect(cookie?.secure).toBeFalsy();

    // Only the token's hash is stored.
    const [stored] = await t.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(stored?.tokenHash).toBe(hashToken(body.accessToken));
    expect(stored?.tokenHash).not.toContain(body.accessToken);
    expect(stored?.ip).toBe('127.0.0.1');
  });

  it('answers a wrong pair with 400 and the spec text on the e-mail field', async () => {
    for (const payload of [
      { email: 'admin@demo.com', password: 'wrong' },
      { email: 'nobody@demo.com', password: 'admin' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: ERROR_TEXT.invalidCredentials,
        errors: { email: [ERROR_TEXT.invalidCredentials] },
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('answers a malformed body with 400 naming the field', async () => {
    const response = await login({ email: 'not-an-email', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['Enter a valid email address'] });

    const missing = await login({ email: 'admin@demo.com' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['password']);
  });

  it('refuses an inactive account even with the right password', async () => {
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.email, 'client@demo.com'));
    try {
      const response = await login(CLIENT);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email).toEqual([ERROR_TEXT.invalidCredentials]);
    } finally {
      await t.db.update(users).set({ status: 'active' }).where(eq(users.email, 'client@demo.com'));
    }
  });

  it('records a "New sign-in" notification with the browser', async () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const response = await login(CLIENT, { 'user-agent': userAgent });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${response.json().accessToken}` },
    });
    expect(list.json().notifications[0]).toMatchObject({ title: 'New sign-in', readAt: null });
    expect(list.json().notifications[0].subtitle).toContain('Firefox on Linux');
  });
});

describe('sessions', () => {
  it('GET /api/auth/me works with the cookie and with a Bearer token', async () => {
    const session = await signIn(t.app, CLIENT);
    for (const headers of [{ cookie: session.cookie }, bearer(session)]) {
      const response = await me(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        userData: expect.objectContaining({ email: 'client@demo.com', role: 'client' }),
        userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
      });
    }
  });

  it('answers 401 without a session or with an unknown token', async () => {
    expect((await me({})).statusCode).toBe(401);
    const response = await me({ authorization: 'Bearer nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ERROR_TEXT.unauthorized });
  });

  it('logout answers 204, clears the cookie and revokes the session', async () => {
    const session = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'mizan_session');
    expect(cleared?.value).toBe('');
    expect((await me(bearer(session))).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(session.token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('an expired session is refused', async () => {
    const session = await signIn(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(session.token)));
    expect((await me(bearer(session))).statusCode).toBe(401);
  });

  it('a revoked session is refused', async () => {
    const session = await signIn(t.app);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(session.token)));
    expect((await me(bearer(session))).statusCode).toBe(401);
  });

  it("a deactivated user's sessions stop working at the next request", async () => {
    const session = await signIn(t.app, CLIENT);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, session.userId));
    try {
      expect((await me(bearer(session))).statusCode).toBe(401);
    } finally {
      await t.db.update(users).set({ status: 'active' }).where(eq(users.id, session.userId));
    }
    expect((await me(bearer(session))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/register', () => {
  it('creates a client and signs them in', async () => {
    const response = await register({
      username: 'new.client',
      email: 'New.Client@Example.com',
      password: 'correct horse',
      fullName: 'New Client',
      role: 'admin', // ignored: the caller is nobody
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.userData).toMatchObject({ username: 'new.client', fullName: 'New Client', role: 'client' });
    expect(body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect(response.cookies.find((c) => c.name === 'mizan_session')?.value).toBe(body.accessToken);
    expect((await me({ authorization: `Bearer ${body.accessToken}` })).json().userData.email).toBe(
      'New.Client@Example.com',
    );

    // And the new account can sign in, its e-mail matched case-insensitively.
    expect((await login({ email: 'new.client@example.com', password: 'correct horse' })).statusCode).toBe(201);
  });

  it('lets an admin create a user with a role, keeping the admin signed in as themselves', async () => {
    const admin = await signIn(t.app, ADMIN);
    const response = await register(
      { username: 'second.admin', email: 'second.admin@example.com', password: 'long enough', role: 'admin' },
      { cookie: admin.cookie },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      userData: expect.objectContaining({ username: 'second.admin', role: 'admin' }),
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    });
    expect(response.json().accessToken).toBeUndefined();
    expect(response.cookies).toHaveLength(0);
    expect((await me({ cookie: admin.cookie })).json().userData.email).toBe('admin@demo.com');

    const unknownRole = await register(
      { username: 'third', email: 'third@example.com', password: 'long enough', role: 'wizard' },
      bearer(admin),
    );
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors).toEqual({ role: ['This role does not exist'] });
  });

  it("a client's requested role is ignored", async () => {
    const client = await signIn(t.app, CLIENT);
    const response = await register(
      { username: 'sneaky', email: 'sneaky@example.com', password: 'long enough', role: 'admin' },
      bearer(client),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().userData.role).toBe('client');
  });

  it('refuses a taken e-mail or username, whatever the case', async () => {
    const both = await register({ username: 'JohnDoe', email: 'ADMIN@demo.com', password: 'long enough' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ email: [ERROR_TEXT.emailTaken], username: [ERROR_TEXT.usernameTaken] });

    const username = await register({ username: 'janedoe', email: 'other@example.com', password: 'long enough' });
    expect(username.json().errors).toEqual({ username: [ERROR_TEXT.usernameTaken] });
  });

  it('validates the body', async () => {
    const response = await register({ username: 'x', email: 'bad', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'username']);
  });
});

describe('registration by someone who may create users', () => {
  it('refuses a role with rights the caller lacks (403 on role); allows one they fully hold, whatever its case', async () => {
    const maintainer = await t.userWithRole('maintainer');
    const admin = await register(
      { username: 'made.admin', email: 'made.admin@example.com', password: 'long enough', role: 'admin' },
      bearer(maintainer),
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: USER_ERRORS.roleBeyondOwn, errors: { role: [USER_ERRORS.roleBeyondOwn] } });
    expect((await login({ email: 'made.admin@example.com', password: 'long enough' })).statusCode).toBe(400);

    const editor = await register(
      { username: 'made.editor', email: 'made.editor@example.com', password: 'long enough', role: 'Editor' },
      bearer(maintainer),
    );
    expect(editor.statusCode, editor.body).toBe(201);
    expect(editor.json().userData.role).toBe('editor');
  });

  it('GET /api/auth/registration tells anyone whether sign-up is open', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/registration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ open: true }); // the test harness runs with the demo data
  });
});

describe('password reset', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const outboxCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mailOutbox))[0]!.n;

  /** Requests a link for the account and reads the token from the e-mail in the outbox. */
  async function requestLink(email: string) {
    const response = await forgot(email);
    expect(response.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to.toLowerCase()).toBe(email.toLowerCase());
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail!.text).toContain(`http://mizan.test/reset-password?token=${token}`);
    return token!;
  }

  it('answers the same for an unknown e-mail and writes nothing', async () => {
    const before = await outboxCount();
    const unknown = await forgot('nobody@example.com');
    const known = await forgot('client@demo.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxCount()).toBe(before + 1);
  });

  it('a link works once, sets the password and ends every session', async () => {
    await register({ username: 'forgetful', email: 'forgetful@example.com', password: 'first password' });
    const old = await signIn(t.app, { email: 'forgetful@example.com', password: 'first password' });
    const token = await requestLink('forgetful@example.com');

    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);

    const response = await reset(token, 'second password');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBeTruthy();

    expect((await me(bearer(old))).statusCode).toBe(401);
    expect((await login({ email: 'forgetful@example.com', password: 'first password' })).statusCode).toBe(400);
    expect((await login({ email: 'forgetful@example.com', password: 'second password' })).statusCode).toBe(201);

    const again = await reset(token, 'third password');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: [ERROR_TEXT.invalidResetToken] });
  });

  it('an expired or unknown link is refused', async () => {
    const token = await requestLink('client@demo.com');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const expired = await reset(token, 'a new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toEqual([ERROR_TEXT.invalidResetToken]);

    const unknown = await reset('made-up', 'a new password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.token).toEqual([ERROR_TEXT.invalidResetToken]);
  });
});
