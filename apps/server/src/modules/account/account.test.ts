import { ACCOUNT_TEXT, ERROR_TEXT, ROLE_ERRORS } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections, userActivity, users } from '../../db/schema.ts';
import { bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { postMultipart } from '../../test/multipart.ts';

const t = setupTestApp();

let counter = 0;
/** A fresh account, signed in, so tests never disturb each other or the demo users. */
async function newUser(password = 'first password'): Promise<SignedIn & { email: string; password: string }> {
  counter += 1;
  const email = `account${counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `account${counter}`, email, password, fullName: `Account ${counter}` },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return {
    token: body.accessToken,
    cookie: `mizan_session=${body.accessToken}`,
    userId: body.userData.id,
    email,
    password,
  };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });

/** A sign-in by email and password, its answer kept (success or not). */
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

const activityKinds = async (userId: number) =>
  (await t.db.select({ kind: userActivity.kind }).from(userActivity).where(eq(userActivity.userId, userId))).map(
    (r) => r.kind,
  );

describe('without a session', () => {
  it('every account call answers 401', async () => {
    const calls: [Parameters<typeof call>[0], string][] = [
      ['GET', '/api/account/summary'],
      ['GET', '/api/account/profile'],
      ['PATCH', '/api/account/profile'],
      ['POST', '/api/account/avatar'],
      ['DELETE', '/api/account/avatar'],
      ['GET', '/api/avatars/1'],
      ['POST', '/api/account/password'],
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/1'],
      ['GET', '/api/account/two-factor'],
      ['POST', '/api/account/two-factor/setup'],
      ['POST', '/api/account/two-factor/confirm'],
      ['POST', '/api/account/two-factor/disable'],
      ['POST', '/api/account/two-factor/recovery-codes'],
      ['GET', '/api/account/notifications'],
      ['PUT', '/api/account/notifications'],
      ['POST', '/api/account/deactivate'],
      ['GET', '/api/account/connections'],
      ['DELETE', '/api/account/connections/1'],
      ['PATCH', '/api/account/billing'],
    ];
    for (const [method, url] of calls) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: ERROR_TEXT.unauthorized });
    }
  });
});

describe('GET /api/account/summary', () => {
  it("is the user's own account, with open sessions and permissions", async () => {
    const first = await signIn(t.app, CLIENT);
    await signIn(t.app, CLIENT);
    const response = await t.app.inject({ method: 'GET', url: '/api/account/summary', headers: bearer(first) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      userData: {
        id: first.userId,
        fullName: 'Jane Doe',
        username: 'janedoe',
        email: 'client@demo.com',
        avatar: null,
        role: 'client',
        preferences: {},
      },
      status: 'active',
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      activeSessions: 2,
      permissions: [{ action: 'read', subject: 'AclDemo' }],
    });
    expect(Date.parse(body.lastSignInAt)).toBeGreaterThan(Date.parse(body.createdAt));

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    const other = await signIn(t.app, CLIENT);
    const after = await t.app.inject({ method: 'GET', url: '/api/account/summary', headers: bearer(other) });
    expect(after.json().activeSessions).toBe(2);
  });
});

describe('profile', () => {
  it('reads and updates the own profile, bumping the version', async () => {
    const me = await newUser();
    const profile = await call('GET', '/api/account/profile', me);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: me.userId,
      email: me.email,
      role: 'client',
      version: 1,
      language: 'en',
    });

    const changes = {
      fullName: '  Nour Haddad ',
      contact: '+212 600 000 000',
      language: 'ar',
      timeZone: 'Africa/Casablanca',
      currency: 'MAD',
      designation: 'Paralegal',
      location: 'Rabat',
      about: 'Handles filings.',
    };
    const updated = await call('PATCH', '/api/account/profile', me, { ...changes, version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...changes, fullName: 'Nour Haddad', version: 2 });
    expect(await activityKinds(me.userId)).toContain('profile-updated');

    const stale = await call('PATCH', '/api/account/profile', me, { location: 'Fes', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ACCOUNT_TEXT.staleVersion);
    expect((await call('GET', '/api/account/profile', me)).json().location).toBe('Rabat');
  });

  it('answers 400 naming the field', async () => {
    const me = await newUser();
    const cases: [object, string][] = [
      [{ fullName: '  ', version: 1 }, 'fullName'],
      [{ email: 'not-an-email', version: 1 }, 'email'],
      [{ language: 'xx', version: 1 }, 'language'],
      [{ timeZone: 'Mars/Olympus', version: 1 }, 'timeZone'],
      [{ currency: 'XYZ', version: 1 }, 'currency'],
      [{ contact: 'call me', version: 1 }, 'contact'],
      [{ about: 'x'.repeat(1001), version: 1 }, 'about'],
      [{ location: 'Rabat' }, 'version'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PATCH', '/api/account/profile', me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const taken = await call('PATCH', '/api/account/profile', me, { email: 'ADMIN@demo.com', version: 1 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ email: [ERROR_TEXT.emailTaken] });
  });
});

describe('avatar', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (who: SignedIn, bytes: Buffer, type = 'image/png') =>
    postMultipart(t.app, who, '/api/account/avatar', { name: 'me.png', bytes, type });

  it('stores an image, serves it with caching, and resets it', async () => {
    const me = await newUser();
    const response = await upload(me, PNG);
    expect(response.statusCode).toBe(200);
    const avatar: string = response.json().avatar;
    expect(avatar).toMatch(new RegExp(`^/api/avatars/${me.userId}\\?v=[\\w-]+$`));

    const image = await t.app.inject({ method: 'GET', url: avatar, headers: bearer(me) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // Any signed-in user may see it (it shows in lists); /me carries the new URL.
    const other = await signIn(t.app, CLIENT);
    expect((await t.app.inject({ method: 'GET', url: avatar, headers: bearer(other) })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', me)).json().userData.avatar).toBe(avatar);

    const removed = await call('DELETE', '/api/account/avatar', me);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: avatar, headers: bearer(me) })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its declared type, and one over 800 KB', async () => {
    const me = await newUser();
    const disguised = await upload(me, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual({ file: [ACCOUNT_TEXT.avatarType] });

    const big = Buffer.concat([PNG, Buffer.alloc(800 * 1024)]);
    const tooBig = await upload(me, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ file: [ACCOUNT_TEXT.avatarSize] });

    const notMultipart = await call('POST', '/api/account/avatar', me, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(Object.keys(notMultipart.json().errors)).toEqual(['file']);
    expect((await call('GET', '/api/account/profile', me)).json().avatar).toBeNull();
  });
});

describe('password and sessions', () => {
  it('needs the current password, follows the policy and signs out the other sessions only', async () => {
    const me = await newUser('first password');
    const elsewhere = await signIn(t.app, { email: me.email, password: 'first password' });

    const wrong = await call('POST', '/api/account/password', me, {
      currentPassword: 'nope',
      newPassword: 'second password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: [ACCOUNT_TEXT.wrongPassword] });

    const short = await call('POST', '/api/account/password', me, {
      currentPassword: 'first password',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['newPassword']);

    const ok = await call('POST', '/api/account/password', me, {
      currentPassword: 'first password',
      newPassword: 'second password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', me)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', elsewhere)).statusCode).toBe(401);
    expect((await login(me.email, 'first password')).statusCode).toBe(400);
    expect((await login(me.email, 'second password')).statusCode).toBe(201);
    expect(await activityKinds(me.userId)).toContain('password-changed');
  });

  it('lists the own active sessions with the current one marked, and revokes one', async () => {
    const me = await newUser();
    const firefox = await login(me.email, me.password, {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    const other = { token: firefox.json().accessToken } as SignedIn;
    const list = await call('GET', '/api/account/sessions', me);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const ff = sessions.find((s: { current: boolean }) => !s.current);
    expect(ff).toMatchObject({ device: 'Firefox on Windows', browser: 'Firefox', os: 'Windows', ip: '127.0.0.1' });

    // Someone else's session is not found.
    const stranger = await newUser();
    expect((await call('DELETE', `/api/account/sessions/${ff.id}`, stranger)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/account/sessions/${ff.id}`, me)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/sessions', me)).json().sessions).toHaveLength(1);
    expect((await call('DELETE', `/api/account/sessions/${ff.id}`, me)).statusCode).toBe(404);
  });
});

describe('notification preferences', () => {
  it('are all on by default, saved per kind and channel', async () => {
    const me = await newUser();
    const initial = await call('GET', '/api/account/notifications', me);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().preferences).toHaveLength(4);
    expect(initial.json().preferences.every((p: Record<string, unknown>) => p.email && p.browser && p.app)).toBe(true);

    const saved = await call('PUT', '/api/account/notifications', me, {
      preferences: [{ kind: 'newBrowserSignIn', email: false, browser: true, app: false }],
    });
    expect(saved.statusCode).toBe(200);
    const again = (await call('GET', '/api/account/notifications', me)).json().preferences;
    expect(again.find((p: { kind: string }) => p.kind === 'newBrowserSignIn')).toEqual({
      kind: 'newBrowserSignIn',
      email: false,
      browser: true,
      app: false,
    });
    expect(again.find((p: { kind: string }) => p.kind === 'newForYou')).toMatchObject({ email: true });

    const bad = await call('PUT', '/api/account/notifications', me, {
      preferences: [{ kind: 'spam', email: true, browser: true, app: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^preferences\.0\.kind$/);
  });
});

describe('deactivation', () => {
  it('needs the password and the confirmation, ends every session, and blocks sign-in until an admin restores', async () => {
    const me = await newUser();
    const elsewhere = await signIn(t.app, { email: me.email, password: me.password });

    const unconfirmed = await call('POST', '/api/account/deactivate', me, { password: me.password, confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors).toEqual({ confirm: [ACCOUNT_TEXT.confirmDeactivate] });
    const wrong = await call('POST', '/api/account/deactivate', me, { password: 'nope', confirm: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: [ACCOUNT_TEXT.wrongPasswordConfirm] });

    const done = await call('POST', '/api/account/deactivate', me, { password: me.password, confirm: true });
    expect(done.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', me)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', elsewhere)).statusCode).toBe(401);
    const refused = await login(me.email, me.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.email).toEqual([ERROR_TEXT.invalidCredentials]);
    expect(await activityKinds(me.userId)).toContain('account-deactivated');

    // What an administrator's status change does.
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, me.userId));
    expect((await login(me.email, me.password)).statusCode).toBe(201);
  });
});

describe('connections and billing', () => {
  it('lists the own connections and disconnects both directions', async () => {
    const me = await newUser();
    const friend = await newUser();
    await t.db.insert(connections).values([
      { userId: me.userId, connectedUserId: friend.userId },
      { userId: friend.userId, connectedUserId: me.userId },
    ]);
    const list = await call('GET', '/api/account/connections', me);
    expect(list.statusCode).toBe(200);
    expect(list.json().connections).toEqual([
      expect.objectContaining({ id: friend.userId, fullName: expect.any(String) }),
    ]);

    expect((await call('DELETE', `/api/account/connections/${friend.userId}`, me)).statusCode).toBe(204);
    expect((await call('GET', '/api/account/connections', friend)).json().connections).toEqual([]);
    expect((await call('DELETE', `/api/account/connections/${friend.userId}`, me)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/account/connections/abc', me)).statusCode).toBe(400);
  });

  it('changes the plan and billing method, with the version check', async () => {
    const me = await newUser();
    const changed = await call('PATCH', '/api/account/billing', me, {
      currentPlan: 'enterprise',
      billing: 'Manual-PayPal',
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ currentPlan: 'enterprise', billing: 'Manual-PayPal', version: 2 });
    expect(await activityKinds(me.userId)).toContain('plan-changed');
    expect((await call('PATCH', '/api/account/billing', me, { currentPlan: 'team', version: 1 })).statusCode).toBe(409);
    const bad = await call('PATCH', '/api/account/billing', me, { currentPlan: 'platinum', version: 2 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['currentPlan']);
  });

  it('refuses the last active administrator: nobody would be left to manage everything', async () => {
    const admin = await signIn(t.app, { email: 'admin@demo.com', password: 'admin' });
    const [adminRole] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, admin.userId));
    const others = await t.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.roleId, adminRole!.roleId));
    for (const other of others)
      if (other.id !== admin.userId) await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, other.id));

    const refused = await call('POST', '/api/account/deactivate', admin, { password: 'admin', confirm: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ confirm: [ROLE_ERRORS.lastAdministrator] });
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(200);

    for (const other of others) await t.db.update(users).set({ status: other.status }).where(eq(users.id, other.id));
  });
});
