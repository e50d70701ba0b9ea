import type { Role } from '@mizan/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type Method, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();

const { call, userWithRole } = t;

const listRoles = async (who: SignedIn) => (await call(who, 'GET', '/api/apps/roles')).json<{ roles: Role[] }>().roles;
const roleNamed = async (who: SignedIn, name: string) => (await listRoles(who)).find((role) => role.name === name)!;

describe('roles API', () => {
  it('needs a session (401) and the right rule (403) on every call', async () => {
    const client = await signIn(t.app, CLIENT);
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/api/apps/roles'],
      ['GET', '/api/apps/roles/1'],
      ['POST', '/api/apps/roles', { name: 'x', rules: [] }],
      ['PUT', '/api/apps/roles/1', { name: 'x', rules: [], version: 1 }],
      ['DELETE', '/api/apps/roles/1'],
      ['POST', '/api/apps/roles/1/users', { userIds: [1] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const denied = await call(client, method, url, payload);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toEqual({
        message: 'You are not allowed to do this',
      });
    }
  });

  it('lists every role with its rules, permissions, user count and holders', async () => {
    const admin = await signIn(t.app, ADMIN);
    const list = await listRoles(admin);
    expect(list.map((role) => role.name)).toEqual(['admin', 'client', 'author', 'editor', 'maintainer', 'subscriber']);
    const adminRole = list[0]!;
    const holders = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.roleId, adminRole.id))
      .orderBy(desc(users.id));
    expect(adminRole).toMatchObject({
      base: true,
      rules: [{ action: 'manage', subject: 'all' }],
      userCount: holders.length,
    });
    expect(adminRole.users.map((user) => user.id)).toEqual(holders.slice(0, 5).map((user) => user.id));
    expect(adminRole.users[0]).toEqual({
      id: expect.any(Number),
      fullName: expect.any(String),
      avatar: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect(adminRole.permissions).toContain('Management');
    const maintainer = list.find((role) => role.name === 'maintainer')!;
    expect(maintainer.base).toBe(false);
    expect(maintainer.permissions).toEqual(
      expect.arrayContaining(['Add & Remove Users', 'Client Communication', 'إدارة القضايا القانونية']),
    );
    expect(maintainer.grantedRules).toContainEqual({
      action: 'create',
      subject: 'User',
    });
  });

  it('gets one role; 404 and 400 for unknown and bad ids', async () => {
    const admin = await signIn(t.app, ADMIN);
    const { id } = await roleNamed(admin, 'editor');
    const one = await call(admin, 'GET', `/api/apps/roles/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<Role>().rules).toContainEqual({
      action: 'update',
      subject: 'User',
    });
    const missing = await call(admin, 'GET', '/api/apps/roles/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Role not found' });
    expect((await call(admin, 'GET', '/api/apps/roles/abc')).statusCode).toBe(400);
  });

  it('creates a role with a matrix; refuses a taken name, an empty name and unknown subjects', async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await call(admin, 'POST', '/api/apps/roles', {
      name: '  Auditor ',
      description: 'Reads everything',
      rules: [
        { action: 'read', subject: 'User' },
        { action: 'read', subject: 'User' },
        { action: 'read', subject: 'Role' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Role>()).toMatchObject({
      id: expect.any(Number),
      name: 'Auditor',
      description: 'Reads everything',
      base: false,
      rules: [
        { action: 'read', subject: 'User' },
        { action: 'read', subject: 'Role' },
      ],
      userCount: 0,
      version: 1,
    });

    const taken = await call(admin, 'POST', '/api/apps/roles', {
      name: 'auditor',
      rules: [],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name).toEqual(['A role with this name already exists']);

    const empty = await call(admin, 'POST', '/api/apps/roles', {
      name: '  ',
      rules: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toBeDefined();

    const unknown = await call(admin, 'POST', '/api/apps/roles', {
      name: 'Odd',
      rules: [{ action: 'read', subject: 'Spaceship' }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('updates with the version it read; 409 on a stale one; base roles keep their names', async () => {
    const admin = await signIn(t.app, ADMIN);
    const auditor = await roleNamed(admin, 'Auditor');
    const updated = await call(admin, 'PUT', `/api/apps/roles/${auditor.id}`, {
      name: 'Auditors',
      rules: [{ action: 'read', subject: 'Permission' }],
      version: auditor.version,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Role>()).toMatchObject({
      name: 'Auditors',
      rules: [{ action: 'read', subject: 'Permission' }],
      version: 2,
    });

    const stale = await call(admin, 'PUT', `/api/apps/roles/${auditor.id}`, {
      name: 'Late',
      rules: [],
      version: auditor.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this role meanwhile: reload it and try again');

    const client = await roleNamed(admin, 'client');
    const renamed = await call(admin, 'PUT', `/api/apps/roles/${client.id}`, {
      name: 'customer',
      rules: client.rules,
      version: client.version,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.name).toEqual(['The admin and client roles keep their names']);

    const taken = await call(admin, 'PUT', `/api/apps/roles/${auditor.id}`, {
      name: 'Editor',
      rules: [],
      version: 2,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name).toEqual(['A role with this name already exists']);

    expect(
      (
        await call(admin, 'PUT', '/api/apps/roles/99999', {
          name: 'x',
          rules: [],
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(admin, 'PUT', `/api/apps/roles/${auditor.id}`, {
          name: 'x',
          rules: [],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a rule granted to a role applies at the next request of the same session (no restart)', async () => {
    const admin = await signIn(t.app, ADMIN);
    const auditor = await roleNamed(admin, 'Auditors');
    const user = await userWithRole('Auditors');

    expect((await call(user, 'GET', '/api/apps/roles')).statusCode).toBe(403);
    expect((await call(user, 'GET', '/api/apps/permissions')).statusCode).toBe(200);

    const granted = await call(admin, 'PUT', `/api/apps/roles/${auditor.id}`, {
      name: 'Auditors',
      rules: [{ action: 'read', subject: 'Role' }],
      version: auditor.version,
    });
    expect(granted.statusCode).toBe(200);

    expect((await call(user, 'GET', '/api/apps/roles')).statusCode).toBe(200);
    expect((await call(user, 'GET', '/api/apps/permissions')).statusCode).toBe(403);
    expect((await call(user, 'POST', '/api/apps/roles', { name: 'Mine', rules: [] })).statusCode).toBe(403);
    const me = await call(user, 'GET', '/api/auth/me');
    expect(me.json().userAbilityRules).toEqual([{ action: 'read', subject: 'Role' }]);
  });

  it('refuses to grant a right the editor of the role lacks', async () => {
    const admin = await signIn(t.app, ADMIN);
    const manager = await call(admin, 'POST', '/api/apps/roles', {
      name: 'Role manager',
      rules: [
        { action: 'manage', subject: 'Role' },
        { action: 'read', subject: 'User' },
      ],
    });
    const managerUser = await userWithRole('Role manager');
    const escalate = await call(managerUser, 'PUT', `/api/apps/roles/${manager.json<Role>().id}`, {
      name: 'Role manager',
      rules: [{ action: 'manage', subject: 'all' }],
      version: 1,
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().errors.rules).toEqual(['You cannot grant a right you do not have yourself']);

    const created = await call(managerUser, 'POST', '/api/apps/roles', {
      name: 'Readers',
      rules: [{ action: 'read', subject: 'User' }],
    });
    expect(created.statusCode).toBe(201);
    const adminRole = await roleNamed(admin, 'admin');
    const intoAdmin = await call(managerUser, 'POST', `/api/apps/roles/${adminRole.id}/users`, {
      userIds: [managerUser.userId],
    });
    expect(intoAdmin.statusCode).toBe(403);
  });

  it('refuses to move someone who holds rights the caller lacks (an administrator out of admin)', async () => {
    const admin = await signIn(t.app, ADMIN);
    await call(admin, 'POST', '/api/apps/roles', {
      name: 'Role keeper',
      rules: [
        { action: 'read', subject: 'Role' },
        { action: 'update', subject: 'Role' },
        { action: 'read', subject: 'AclDemo' },
      ],
    });
    const keeper = await userWithRole('Role keeper');
    const subscriber = await roleNamed(admin, 'subscriber');
    const demote = await call(keeper, 'POST', `/api/apps/roles/${subscriber.id}/users`, { userIds: [admin.userId] });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().errors.userIds).toEqual([
      'You cannot change this user: they have rights you do not have yourself',
    ]);
    expect((await call(admin, 'GET', '/api/auth/me')).json().userData.role).toBe('admin');
    // Someone they fully cover moves.
    const peer = await userWithRole('subscriber');
    const keepers = await roleNamed(admin, 'Role keeper');
    expect(
      (await call(keeper, 'POST', `/api/apps/roles/${keepers.id}/users`, { userIds: [peer.userId] })).statusCode,
    ).toBe(200);
  });

  it('moves users into a role; unknown users are a 400', async () => {
    const admin = await signIn(t.app, ADMIN);
    const user = await userWithRole('subscriber');
    const readers = await roleNamed(admin, 'Readers');
    const moved = await call(admin, 'POST', `/api/apps/roles/${readers.id}/users`, { userIds: [user.userId] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Role>()).toMatchObject({
      userCount: 1,
      users: [{ id: user.userId }],
    });
    expect((await call(user, 'GET', '/api/auth/me')).json().userData.role).toBe('Readers');

    const unknown = await call(admin, 'POST', `/api/apps/roles/${readers.id}/users`, { userIds: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.userIds).toEqual(['One of these users does not exist']);
    expect(
      (
        await call(admin, 'POST', '/api/apps/roles/99999/users', {
          userIds: [user.userId],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes a role nobody holds; refuses held and base roles', async () => {
    const admin = await signIn(t.app, ADMIN);
    const readers = await roleNamed(admin, 'Readers');
    const held = await call(admin, 'DELETE', `/api/apps/roles/${readers.id}`);
    expect(held.statusCode).toBe(400);
    expect(held.json().message).toBe('Users still hold this role: move them to another role first');

    const client = await roleNamed(admin, 'client');
    const base = await call(admin, 'DELETE', `/api/apps/roles/${client.id}`);
    expect(base.statusCode).toBe(400);
    expect(base.json().message).toBe('The admin and client roles cannot be deleted');

    const created = (
      await call(admin, 'POST', '/api/apps/roles', {
        name: 'Short-lived',
        rules: [],
      })
    ).json<Role>();
    expect((await call(admin, 'DELETE', `/api/apps/roles/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/apps/roles/${created.id}`)).statusCode).toBe(404);
  });

  it('never leaves nobody able to manage everything', async () => {
    const admin = await signIn(t.app, ADMIN);
    const adminRole = await roleNamed(admin, 'admin');
    const client = await roleNamed(admin, 'client');
    // John Doe becomes the only administrator.
    await t.db
      .update(users)
      .set({ roleId: client.id })
      .where(and(eq(users.roleId, adminRole.id), ne(users.id, admin.userId)));
    const demoted = await call(admin, 'PUT', `/api/apps/roles/${adminRole.id}`, {
      name: 'admin',
      rules: [{ action: 'read', subject: 'Dashboard' }],
      version: adminRole.version,
    });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().errors.rules).toEqual(['At least one active user must keep the right to manage everything']);
    // Nothing half-written: the admin still may do everything.
    expect((await roleNamed(admin, 'admin')).rules).toEqual([{ action: 'manage', subject: 'all' }]);

    const moved = await call(admin, 'POST', `/api/apps/roles/${client.id}/users`, { userIds: [admin.userId] });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.userIds).toEqual(['At least one active user must keep the right to manage everything']);
    expect((await call(admin, 'GET', '/api/apps/roles')).statusCode).toBe(200);

    // With a second administrator, the first may step down.
    const second = await userWithRole('admin');
    const stepDown = await call(second, 'POST', `/api/apps/roles/${client.id}/users`, { userIds: [admin.userId] });
    expect(stepDown.statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/apps/roles')).statusCode).toBe(403);
  });
});
