import type { Permission, PermissionList, Role } from '@mizan/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type Method, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();

const { call, userWithRole } = t;
const list = async (who: SignedIn, query = '') =>
  (await call(who, 'GET', `/api/apps/permissions${query}`)).json<PermissionList>();
const names = (body: PermissionList) => body.permissions.map((p) => p.name);

const SPEC_NAMES = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
  'إدارة القضايا القانونية',
];

describe('permissions API', () => {
  it('needs a session (401) and the right rule (403) on every call', async () => {
    const client = await signIn(t.app, CLIENT);
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/api/apps/permissions'],
      ['GET', '/api/apps/permissions/1'],
      ['POST', '/api/apps/permissions', { name: 'x', rules: [], assignedTo: [] }],
      ['PUT', '/api/apps/permissions/1', { name: 'x', rules: [], assignedTo: [], version: 1 }],
      ['DELETE', '/api/apps/permissions/1'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(client, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Reading is not writing: a role that reads permissions may not change them.
    const reader = await userWithRole('maintainer');
    expect((await call(reader, 'GET', '/api/apps/permissions')).statusCode).toBe(200);
    expect((await call(reader, 'DELETE', '/api/apps/permissions/1')).statusCode).toBe(403);
  });

  it('lists the ten permissions of spec §6 with their roles and display dates', async () => {
    const admin = await signIn(t.app, ADMIN);
    const body = await list(admin);
    expect(body.totalPermissions).toBe(10);
    expect(names(body)).toEqual(SPEC_NAMES);
    expect(body.permissions[0]).toEqual({
      id: expect.any(Number),
      name: 'Management',
      assignedTo: ['admin'],
      createdDate: '14 Apr 2021, 8:43 PM',
      createdAt: '2021-04-14T20:43:00.000Z',
      rules: expect.arrayContaining([{ action: 'manage', subject: 'User' }]),
      version: 1,
    });
    expect(body.permissions[2]!.assignedTo).toEqual(['admin', 'maintainer']);
    expect(body.permissions[6]).toMatchObject({
      name: 'Only View',
      createdDate: '04 Dec 2021, 8:15 PM',
    });
  });

  it('pages: itemsPerPage and page, -1 for all, bad values fall back to the defaults', async () => {
    const admin = await signIn(t.app, ADMIN);
    const second = await list(admin, '?itemsPerPage=3&page=2');
    expect(names(second)).toEqual(SPEC_NAMES.slice(3, 6));
    expect(second.totalPermissions).toBe(10);
    expect(names(await list(admin, '?itemsPerPage=-1'))).toHaveLength(10);
    expect(names(await list(admin, '?itemsPerPage=5&page=3'))).toEqual([]);
    expect(names(await list(admin, '?itemsPerPage=abc&page=-4'))).toEqual(SPEC_NAMES);
  });

  it('searches name, displayed date and assigned role, ignoring case', async () => {
    const admin = await signIn(t.app, ADMIN);
    expect(names(await list(admin, '?q=BILLING'))).toEqual(['Manage Billing & Roles']);
    expect(names(await list(admin, `?q=${encodeURIComponent('14 oct 2021')}`))).toEqual([
      'Add & Remove Users',
      'Project Planning',
    ]);
    expect(names(await list(admin, '?q=subscriber'))).toEqual(['Only View']);
    expect(names(await list(admin, `?q=${encodeURIComponent('القضايا')}`))).toEqual(['إدارة القضايا القانونية']);
    const editor = await list(admin, '?q=editor');
    expect(names(editor)).toEqual(['Project Planning', 'Manage Email Sequences', "Manage Others' Tasks"]);
    expect(editor.totalPermissions).toBe(3);
    expect((await list(admin, `?q=${encodeURIComponent('100%')}`)).totalPermissions).toBe(0);
  });

  it('sorts by name both ways', async () => {
    const admin = await signIn(t.app, ADMIN);
    const ascending = names(await list(admin, '?sortBy=name&orderBy=asc&itemsPerPage=-1'));
    expect(ascending.slice(0, 3)).toEqual(['Add & Remove Users', 'Client Communication', 'Financial Management']);
    expect(names(await list(admin, '?sortBy=name&orderBy=desc&itemsPerPage=-1'))).toEqual([...ascending].reverse());
    expect((await call(admin, 'GET', '/api/apps/permissions?sortBy=createdDate')).statusCode).toBe(400);
  });

  it('creates one; refuses a taken name, no rules, an unknown role', async () => {
    const admin = await signIn(t.app, ADMIN);
    const created = await call(admin, 'POST', '/api/apps/permissions', {
      name: ' Read roles ',
      rules: [{ action: 'read', subject: 'Role' }],
      assignedTo: ['subscriber'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Permission>()).toMatchObject({
      id: expect.any(Number),
      name: 'Read roles',
      assignedTo: ['subscriber'],
      rules: [{ action: 'read', subject: 'Role' }],
      createdDate: expect.stringMatching(/^\d{2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M$/),
      version: 1,
    });
    expect((await call(admin, 'GET', `/api/apps/permissions/${created.json<Permission>().id}`)).statusCode).toBe(200);

    const bad = async (payload: object, field: string, message?: string) => {
      const response = await call(admin, 'POST', '/api/apps/permissions', payload);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().errors[field]).toEqual([message]);
      else expect(response.json().errors?.[field] ?? response.json().message).toBeDefined();
    };
    await bad(
      {
        name: 'read ROLES',
        rules: [{ action: 'read', subject: 'Role' }],
        assignedTo: [],
      },
      'name',
      'A permission with this name already exists',
    );
    await bad({ name: 'Empty', rules: [], assignedTo: [] }, 'rules', 'Choose at least one right');
    await bad(
      {
        name: 'Ghost',
        rules: [{ action: 'read', subject: 'Role' }],
        assignedTo: ['nobody'],
      },
      'assignedTo',
      'Unknown role',
    );
    await bad(
      {
        name: '',
        rules: [{ action: 'read', subject: 'Role' }],
        assignedTo: [],
      },
      'name',
    );
  });

  it('a permission granted to a role applies at the next request of the same session; removing it takes it away', async () => {
    const admin = await signIn(t.app, ADMIN);
    const author = await userWithRole('author');
    expect((await call(author, 'GET', '/api/apps/roles')).statusCode).toBe(403);

    const readRoles = (await list(admin, '?q=Read%20roles')).permissions[0]!;
    const granted = await call(admin, 'PUT', `/api/apps/permissions/${readRoles.id}`, {
      name: readRoles.name,
      rules: readRoles.rules,
      assignedTo: ['subscriber', 'author'],
      version: readRoles.version,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<Permission>()).toMatchObject({
      assignedTo: ['author', 'subscriber'],
      version: 2,
    });

    expect((await call(author, 'GET', '/api/apps/roles')).statusCode).toBe(200);
    expect((await call(author, 'GET', '/api/auth/me')).json().userAbilityRules).toContainEqual({
      action: 'read',
      subject: 'Role',
    });
    const authorRole = (await call(admin, 'GET', '/api/apps/roles'))
      .json<{ roles: Role[] }>()
      .roles.find((r) => r.name === 'author')!;
    expect(authorRole.permissions).toContain('Read roles');
    expect(authorRole.grantedRules).toContainEqual({
      action: 'read',
      subject: 'Role',
    });

    const stale = await call(admin, 'PUT', `/api/apps/permissions/${readRoles.id}`, { ...readRoles, assignedTo: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this permission meanwhile: reload it and try again');

    expect((await call(admin, 'DELETE', `/api/apps/permissions/${readRoles.id}`)).statusCode).toBe(204);
    expect((await call(author, 'GET', '/api/apps/roles')).statusCode).toBe(403);
    const gone = await call(admin, 'DELETE', `/api/apps/permissions/${readRoles.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Permission not found' });
    expect(
      (
        await call(admin, 'PUT', `/api/apps/permissions/${readRoles.id}`, {
          ...readRoles,
          version: 2,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to put a right into a permission that its editor lacks', async () => {
    const admin = await signIn(t.app, ADMIN);
    await call(admin, 'POST', '/api/apps/roles', {
      name: 'Permission keeper',
      rules: [{ action: 'manage', subject: 'Permission' }],
    });
    const keeper = await userWithRole('Permission keeper');
    const escalate = await call(keeper, 'POST', '/api/apps/permissions', {
      name: 'Everything',
      rules: [{ action: 'manage', subject: 'all' }],
      assignedTo: ['Permission keeper'],
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().errors.rules).toEqual(['You cannot grant a right you do not have yourself']);
    const fine = await call(keeper, 'POST', '/api/apps/permissions', {
      name: 'Read permissions',
      rules: [{ action: 'read', subject: 'Permission' }],
      assignedTo: ['author'],
    });
    expect(fine.statusCode).toBe(201);
  });

  it('keeps someone able to manage everything when a permission changes or goes', async () => {
    const admin = await signIn(t.app, ADMIN);
    const roleList = (await call(admin, 'GET', '/api/apps/roles')).json<{
      roles: Role[];
    }>().roles;
    const adminRole = roleList.find((r) => r.name === 'admin')!;
    const clientRole = roleList.find((r) => r.name === 'client')!;
    await t.db
      .update(users)
      .set({ roleId: clientRole.id })
      .where(and(eq(users.roleId, adminRole.id), ne(users.id, admin.userId)));

    // The admin role's `manage all` moves from its own rules into a permission.
    const root = (
      await call(admin, 'POST', '/api/apps/permissions', {
        name: 'Root',
        rules: [{ action: 'manage', subject: 'all' }],
        assignedTo: ['admin'],
      })
    ).json<Permission>();
    const emptied = await call(admin, 'PUT', `/api/apps/roles/${adminRole.id}`, {
      name: 'admin',
      rules: [],
      version: adminRole.version,
    });
    expect(emptied.statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/apps/roles')).statusCode).toBe(200);

    const unassigned = await call(admin, 'PUT', `/api/apps/permissions/${root.id}`, {
      name: 'Root',
      rules: root.rules,
      assignedTo: [],
      version: root.version,
    });
    expect(unassigned.statusCode).toBe(400);
    expect(unassigned.json().errors.rules).toEqual([
      'At least one active user must keep the right to manage everything',
    ]);

    const deleted = await call(admin, 'DELETE', `/api/apps/permissions/${root.id}`);
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toBe('At least one active user must keep the right to manage everything');
    expect((await call(admin, 'GET', `/api/apps/permissions/${root.id}`)).statusCode).toBe(200);
  });
});
