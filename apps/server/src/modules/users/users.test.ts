import type { User, UserDetail, UserList } from '@mizan/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleRules, roles, users } from '../../db/schema.ts';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();

const get = (who: SignedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
const list = async (who: SignedIn, query = '') => {
  const response = await get(who, `/api/apps/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserList>();
};
const all = async (who: SignedIn, query = '') => (await list(who, `?itemsPerPage=-1${query}`)).users;

let counter = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    fullName: `Test Person ${counter}`,
    username: `test.person${counter}`,
    email: `test.person${counter}@example.com`,
    password: 'correct horse',
    role: 'subscriber',
    contact: '+1 555 0100',
    company: 'Testers',
    country: 'France',
    currentPlan: 'team',
    status: 'active',
    ...overrides,
  };
};
const create = async (who: SignedIn, overrides: Record<string, unknown> = {}) => {
  const body = newUser(overrides);
  const response = await t.app.inject({ method: 'POST', url: '/api/apps/users', headers: bearer(who), payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<UserDetail>(), password: body.password };
};
const patch = (who: SignedIn, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/apps/users/${id}`, headers: bearer(who), payload });

describe('users API', () => {
  it('needs a session for every call', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/apps/users'],
      ['GET', '/api/apps/users/stats'],
      ['GET', '/api/apps/users/roles'],
      ['GET', '/api/apps/users/1'],
      ['POST', '/api/apps/users'],
      ['PATCH', '/api/apps/users/1'],
      ['DELETE', '/api/apps/users/1'],
      ['PUT', '/api/apps/users/1/password'],
      ['GET', '/api/apps/users/1/sessions'],
      ['GET', '/api/apps/users/1/projects'],
      ['GET', '/api/apps/users/1/activity'],
      ['GET', '/api/apps/users/1/connections'],
      ['GET', '/api/apps/users/1/notifications'],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists 50 demo users newest first, with the spec fields and numeric paging', async () => {
    const admin = await signIn(t.app, ADMIN);
    const body = await list(admin);
    expect(body.totalUsers).toBeGreaterThanOrEqual(50);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(body.totalUsers / 10));
    expect(body.users).toHaveLength(10);
    const times = (await all(admin)).map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(body.users[0]!).sort()).toEqual(
      [
        'avatar',
        'billing',
        'company',
        'contact',
        'country',
        'createdAt',
        'currentPlan',
        'email',
        'fullName',
        'id',
        'role',
        'status',
        'username',
      ].sort(),
    );
    const roleNames = new Set((await all(admin)).map((u) => u.role));
    for (const role of ['admin', 'author', 'editor', 'maintainer', 'subscriber']) expect(roleNames).toContain(role);
  });

  it('searches name or email, case-insensitively, and treats % and _ literally', async () => {
    const admin = await signIn(t.app, ADMIN);
    const byName = await all(admin, '&q=AMIRA');
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((u) => u.fullName.toLowerCase().includes('amira') || u.email.includes('amira'))).toBe(true);
    const byEmail = await all(admin, '&q=ADMIN@demo');
    expect(byEmail.map((u) => u.email)).toEqual(['admin@demo.com']);
    expect((await list(admin, '?q=%25')).totalUsers).toBe(0);
    expect((await list(admin, '?q=_')).totalUsers).toBe(0);
  });

  it('filters by role, plan and status, together with the search', async () => {
    const admin = await signIn(t.app, ADMIN);
    const everyone = await all(admin);
    for (const [key, field, value] of [
      ['role', 'role', 'editor'],
      ['plan', 'currentPlan', 'team'],
      ['status', 'status', 'pending'],
    ] as const) {
      const rows = await all(admin, `&${key}=${value}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((u) => u[field] === value)).toBe(true);
      expect(rows.length).toBe(everyone.filter((u) => u[field] === value).length);
    }
    const combined = await all(admin, '&role=subscriber&status=active&q=a');
    expect(combined.every((u) => u.role === 'subscriber' && u.status === 'active')).toBe(true);
    expect((await list(admin, '?role=nobody')).totalUsers).toBe(0);
    expect((await list(admin, '?role=&plan=&status=')).totalUsers).toBe(everyone.length);
    expect((await get(admin, '/api/apps/users?status=frozen')).statusCode).toBe(400);
    expect((await get(admin, '/api/apps/users?sortBy=password')).statusCode).toBe(400);
  });

  it('sorts by each column both ways, ties newest first, and pages through the same order', async () => {
    const admin = await signIn(t.app, ADMIN);
    const everyone = await all(admin); // newest first
    const rank = new Map(everyone.map((u, i) => [u.id, i]));
    const keyOf: Record<string, (u: User) => string> = {
      user: (u) => u.fullName.toLowerCase(),
      email: (u) => u.email.toLowerCase(),
      role: (u) => u.role,
      plan: (u) => u.currentPlan,
      status: (u) => u.status,
      billing: (u) => u.billing,
    };
    for (const [sortBy, key] of Object.entries(keyOf)) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const expected = [...everyone]
          .sort((a, b) => {
            const [x, y] = [key(a), key(b)];
            if (x !== y) return (x < y ? -1 : 1) * (orderBy === 'asc' ? 1 : -1);
            return rank.get(a.id)! - rank.get(b.id)!;
          })
          .map((u) => u.id);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(everyone.length / 7); page++) {
          const body = await list(admin, `?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=7&page=${page}`);
          expect(body.page).toBe(page);
          paged.push(...body.users.map((u) => u.id));
        }
        expect(paged, `${sortBy} ${orderBy}`).toEqual(expected);
        const whole = await all(admin, `&sortBy=${sortBy}&orderBy=${orderBy}`);
        expect(
          whole.map((u) => u.id),
          `${sortBy} ${orderBy} (all)`,
        ).toEqual(expected);
      }
    }
  });

  it('answers page 1 past the end, defaults for non-numbers, every row for -1', async () => {
    const admin = await signIn(t.app, ADMIN);
    const first = await list(admin, '?itemsPerPage=5');
    const past = await list(admin, '?itemsPerPage=5&page=999');
    expect(past.page).toBe(1);
    expect(past.users.map((u) => u.id)).toEqual(first.users.map((u) => u.id));
    const pastSorted = await list(admin, '?itemsPerPage=5&page=999&sortBy=role');
    expect(pastSorted.page).toBe(1);
    expect(pastSorted.users).toHaveLength(5);
    const fallback = await list(admin, '?page=abc&itemsPerPage=lots');
    expect(fallback.page).toBe(1);
    expect(fallback.users).toHaveLength(10);
    const every = await list(admin, '?itemsPerPage=-1');
    expect(every.users).toHaveLength(every.totalUsers);
    expect(every.totalPages).toBe(1);
  });

  it('counts users per status for the stat cards', async () => {
    const admin = await signIn(t.app, ADMIN);
    const stats = (await get(admin, '/api/apps/users/stats')).json();
    const everyone = await all(admin);
    expect(stats).toEqual({
      total: everyone.length,
      active: everyone.filter((u) => u.status === 'active').length,
      pending: everyone.filter((u) => u.status === 'pending').length,
      inactive: everyone.filter((u) => u.status === 'inactive').length,
    });
  });

  it('lists the role names for the filters and forms', async () => {
    const admin = await signIn(t.app, ADMIN);
    const { roles: names } = (await get(admin, '/api/apps/users/roles')).json<{ roles: string[] }>();
    expect(names).toEqual(expect.arrayContaining(['admin', 'author', 'client', 'editor', 'maintainer', 'subscriber']));
    expect(names).toEqual([...names].sort());
  });

  it('shows one user with the detail fields; 404 "User not found"; 400 for a bad id', async () => {
    const admin = await signIn(t.app, ADMIN);
    const detail = (await get(admin, `/api/apps/users/${admin.userId}`)).json<UserDetail>();
    expect(detail).toMatchObject({
      id: admin.userId,
      email: 'admin@demo.com',
      role: 'admin',
      taskDone: expect.any(Number),
      projectDone: expect.any(Number),
      language: 'en',
      version: expect.any(Number),
    });
    expect(detail).toHaveProperty('taxId');
    const missing = await get(admin, '/api/apps/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    expect((await get(admin, '/api/apps/users/abc')).statusCode).toBe(400);
  });

  it('creates a user: 201 with the stored record; 400s name the field; duplicates refused', async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await create(admin, { role: 'author', taxId: 'TAX-1' });
    expect(created).toMatchObject({
      id: expect.any(Number),
      role: 'author',
      currentPlan: 'team',
      company: 'Testers',
      taxId: 'TAX-1',
      version: 1,
    });
    expect(created).not.toHaveProperty('passwordHash');
    expect((await get(admin, `/api/apps/users/${created.id}`)).json()).toMatchObject({ email: created.email });

    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/apps/users', headers: bearer(admin), payload });
    const invalid = await post({ ...newUser(), email: 'not-an-email', password: 'short' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/email/);
    const noRole = await post({ ...newUser(), role: 'wizard' });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json()).toMatchObject({ errors: { role: ['This role does not exist'] } });
    const dupEmail = await post({ ...newUser(), email: created.email.toUpperCase() });
    expect(dupEmail.statusCode).toBe(400);
    expect(dupEmail.json()).toMatchObject({ errors: { email: ['This email is already registered'] } });
    const dupName = await post({ ...newUser(), username: created.username });
    expect(dupName.statusCode).toBe(400);
    expect(dupName.json()).toMatchObject({ errors: { username: ['This username is already taken'] } });

    const activity = (await get(admin, `/api/apps/users/${created.id}/activity`)).json();
    expect(activity.activity[0]).toMatchObject({ kind: 'created', actor: 'John Doe' });
  });

  it('updates with the version read (409 when stale) and refuses unknown roles', async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await create(admin);
    const updated = await patch(admin, created.id, {
      version: created.version,
      company: 'Elsewhere',
      currentPlan: 'enterprise',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      company: 'Elsewhere',
      currentPlan: 'enterprise',
      version: created.version + 1,
    });
    const stale = await patch(admin, created.id, { version: created.version, company: 'Again' });
    expect(stale.statusCode).toBe(409);
    const badRole = await patch(admin, created.id, { version: created.version + 1, role: 'wizard' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors.role).toBeDefined();
    expect((await patch(admin, 999999, { version: 1 })).json()).toEqual({ message: 'User not found' });
    expect((await patch(admin, created.id, { company: 'No version' })).statusCode).toBe(400);
  });

  it("applies a role change at the user's next request", async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await create(admin, { role: 'subscriber' });
    const them = await signIn(t.app, { email: created.email, password: created.password });
    expect((await get(them, '/api/apps/users')).statusCode).toBe(403);

    const changed = await patch(admin, created.id, { version: created.version, role: 'author' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().role).toBe('author');
    expect((await get(them, '/api/apps/users')).statusCode).toBe(200);
    // author reads, but may not write.
    expect((await patch(them, created.id, { version: 2, company: 'x' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/apps/users/${created.id}`, headers: bearer(them) }))
        .statusCode,
    ).toBe(403);

    const activity = (await get(admin, `/api/apps/users/${created.id}/activity`)).json();
    expect(activity.activity[0]).toMatchObject({ kind: 'role-changed', details: { from: 'subscriber', to: 'author' } });
  });

  it('answers 403 without the rule on every call and gives access once an admin grants it (no restart)', async () => {
    const client = await signIn(t.app, CLIENT);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/apps/users'],
      ['GET', '/api/apps/users/stats'],
      ['GET', '/api/apps/users/roles'],
      ['GET', `/api/apps/users/${client.userId}`],
      ['GET', `/api/apps/users/${client.userId}/sessions`],
      ['GET', `/api/apps/users/${client.userId}/projects`],
      ['GET', `/api/apps/users/${client.userId}/activity`],
      ['GET', `/api/apps/users/${client.userId}/connections`],
      ['GET', `/api/apps/users/${client.userId}/notifications`],
      ['POST', '/api/apps/users', newUser()],
      ['PATCH', `/api/apps/users/${client.userId}`, { version: 1 }],
      ['PUT', `/api/apps/users/${client.userId}/password`, { password: 'whatever123' }],
      ['DELETE', '/api/apps/users/999999'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(client), payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const [clientRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'client'));
    await t.db
      .insert(roleRules)
      .values(
        ['read', 'create', 'update', 'delete'].map((action) => ({ roleId: clientRole!.id, action, subject: 'User' })),
      );
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(client), payload });
      expect(response.statusCode, `${method} ${url}`).not.toBe(403);
    }
    await t.db.delete(roleRules).where(and(eq(roleRules.roleId, clientRole!.id), eq(roleRules.subject, 'User')));
    expect((await get(client, '/api/apps/users')).statusCode).toBe(403);
  });

  it("sets a user's password, ending their sessions", async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await create(admin);
    const them = await signIn(t.app, { email: created.email, password: created.password });
    const sessionsBefore = (await get(admin, `/api/apps/users/${created.id}/sessions`)).json().sessions;
    expect(sessionsBefore[0]).toMatchObject({
      active: true,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });

    const put = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/apps/users/${created.id}/password`,
        headers: bearer(admin),
        payload: { password },
      });
    expect((await put('short')).statusCode).toBe(400);
    expect((await put('a brand new secret')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(them) })).statusCode).toBe(401);
    await signIn(t.app, { email: created.email, password: 'a brand new secret' });
    const sessionsAfter = (await get(admin, `/api/apps/users/${created.id}/sessions`)).json().sessions;
    expect(sessionsAfter.filter((s: { active: boolean }) => s.active)).toHaveLength(1);
    expect((await get(admin, `/api/apps/users/${created.id}/activity`)).json().activity[0].kind).toBe('password-set');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/apps/users/999999/password',
      headers: bearer(admin),
      payload: { password: 'long enough pw' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("suspends: status inactive ends the user's sessions and keeps them out", async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await create(admin);
    const them = await signIn(t.app, { email: created.email, password: created.password });
    const suspended = await patch(admin, created.id, { version: created.version, status: 'inactive' });
    expect(suspended.json().status).toBe('inactive');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(them) })).statusCode).toBe(401);
  });

  it("lists a user's projects, activity (paged, newest first), connections and notifications", async () => {
    const admin = await signIn(t.app, ADMIN);
    const projects = (await get(admin, `/api/apps/users/${admin.userId}/projects`)).json().projects;
    expect(projects.length).toBeGreaterThan(0);
    expect(projects[0]).toMatchObject({
      name: expect.any(String),
      progress: expect.any(Number),
      members: expect.any(Number),
    });
    const [person] = await all(admin, '&q=amira');
    const activity = (await get(admin, `/api/apps/users/${person!.id}/activity?itemsPerPage=1`)).json();
    expect(activity.total).toBeGreaterThanOrEqual(1);
    expect(activity.activity).toHaveLength(1);
    const full = (await get(admin, `/api/apps/users/${person!.id}/activity`)).json().activity;
    const times = full.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    expect((await get(admin, `/api/apps/users/${person!.id}/connections`)).json()).toHaveProperty('connections');
    const notifications = (await get(admin, `/api/apps/users/${admin.userId}/notifications`)).json().notifications;
    expect(notifications.length).toBeGreaterThan(0);
    for (const sub of ['sessions', 'projects', 'activity', 'connections', 'notifications']) {
      const response = await get(admin, `/api/apps/users/999999/${sub}`);
      expect(response.statusCode, sub).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found' });
    }
  });

  it('deletes: 204, then 404 "User not found"; never yourself', async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await create(admin);
    const remove = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/apps/users/${id}`, headers: bearer(admin) });
    expect((await remove(created.id)).statusCode).toBe(204);
    const again = await remove(created.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'User not found' });
    expect((await remove(admin.userId)).statusCode).toBe(400);
  });

  it('keeps the counts exact through creates, role and status changes, bulk updates and deletes', async () => {
    const admin = await signIn(t.app, ADMIN);
    const a = await create(admin, { role: 'editor', status: 'pending', currentPlan: 'company' });
    const b = await create(admin, { role: 'author' });
    await patch(admin, a.id, { version: a.version, role: 'maintainer', status: 'active', billing: 'Manual-Cash' });
    await t.db.update(users).set({ currentPlan: 'enterprise' }).where(eq(users.status, 'pending'));
    await t.app.inject({ method: 'DELETE', url: `/api/apps/users/${b.id}`, headers: bearer(admin) });
    const everyone = await all(admin);
    const stats = (await get(admin, '/api/apps/users/stats')).json();
    expect(stats.total).toBe(everyone.length);
    expect(stats.pending).toBe(everyone.filter((u) => u.status === 'pending').length);
    for (const [query, match] of [
      ['role=maintainer', (u: User) => u.role === 'maintainer'],
      ['plan=enterprise&status=pending', (u: User) => u.currentPlan === 'enterprise' && u.status === 'pending'],
      ['role=editor&plan=company', (u: User) => u.role === 'editor' && u.currentPlan === 'company'],
    ] as const) {
      expect((await list(admin, `?${query}`)).totalUsers, query).toBe(everyone.filter(match).length);
    }
  });

  it('keeps the last active admin: no demotion or suspension, even of themselves', async () => {
    const admin = await signIn(t.app, ADMIN);
    const [adminRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
    // Only John Doe stays an active admin.
    await t.db
      .update(users)
      .set({ status: 'inactive' })
      .where(and(eq(users.roleId, adminRole!.id), ne(users.id, admin.userId)));
    const johnDoe = (await get(admin, `/api/apps/users/${admin.userId}`)).json<UserDetail>();

    const demote = await patch(admin, admin.userId, { version: johnDoe.version, role: 'editor' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({
      errors: { role: ['At least one active user must keep the right to manage everything'] },
    });
    const suspend = await patch(admin, admin.userId, { version: johnDoe.version, status: 'inactive' });
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json().errors.status).toBeDefined();
    expect((await get(admin, `/api/apps/users/${admin.userId}`)).json()).toMatchObject({
      role: 'admin',
      status: 'active',
      version: johnDoe.version,
    });

    // With a second active admin, the change goes through.
    const second = await create(admin, { role: 'admin' });
    expect(second.role).toBe('admin');
    const demoted = await patch(admin, admin.userId, { version: johnDoe.version, role: 'maintainer' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const secondAdmin = await signIn(t.app, { email: second.email, password: second.password });
    expect((await patch(secondAdmin, admin.userId, { version: johnDoe.version + 1, role: 'admin' })).statusCode).toBe(
      200,
    );
  });
});
