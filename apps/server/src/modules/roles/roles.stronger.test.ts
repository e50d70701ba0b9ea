import { PERMISSION_ERRORS, ROLE_ERRORS, type Permission, type Role } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';

/**
 * Someone who may edit roles and permissions but not everything can't reshape what is stronger than them: editing
 * the admin role (or a permission the admin role holds) would change every administrator.
 */
const t = setupTestApp();
let admin: SignedIn;
let editorOfRoles: SignedIn;

const role = async (name: string) =>
  (await t.call(admin, 'GET', '/api/apps/roles')).json<{ roles: Role[] }>().roles.find((r) => r.name === name)!;

describe('editing what is stronger than oneself', () => {
  it('sets up an editor of roles and permissions', async () => {
    admin = await signIn(t.app, ADMIN);
    const created = await t.call(admin, 'POST', '/api/apps/roles', {
      name: 'access-editor',
      rules: [
        { action: 'read', subject: 'Role' },
        { action: 'update', subject: 'Role' },
        { action: 'read', subject: 'Permission' },
        { action: 'update', subject: 'Permission' },
        { action: 'delete', subject: 'Permission' },
        { action: 'read', subject: 'Dashboard' },
      ],
    });
    expect(created.statusCode).toBe(201);
    editorOfRoles = await t.userWithRole('access-editor');
  });

  it('refuses to edit the admin role (its holders may do more), but edits a weaker one', async () => {
    const adminRole = await role('admin');
    const refused = await t.call(editorOfRoles, 'PUT', `/api/apps/roles/${adminRole.id}`, {
      name: 'admin',
      rules: [{ action: 'read', subject: 'Dashboard' }],
      version: adminRole.version,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ rules: [ROLE_ERRORS.changeBeyondOwn] });
    expect((await role('admin')).rules).toEqual([{ action: 'manage', subject: 'all' }]);

    // The author role works legal cases, beyond this editor: also refused.
    const author = await role('author');
    const stronger = await t.call(editorOfRoles, 'PUT', `/api/apps/roles/${author.id}`, {
      name: 'author',
      rules: [{ action: 'read', subject: 'Dashboard' }],
      version: author.version,
    });
    expect(stronger.statusCode).toBe(403);

    const viewer = await t.call(admin, 'POST', '/api/apps/roles', {
      name: 'viewer',
      rules: [{ action: 'read', subject: 'Dashboard' }],
    });
    const weaker = await t.call(editorOfRoles, 'PUT', `/api/apps/roles/${viewer.json().id}`, {
      name: 'viewer',
      rules: [
        { action: 'read', subject: 'Dashboard' },
        { action: 'read', subject: 'Role' },
      ],
      version: viewer.json().version,
    });
    expect(weaker.statusCode).toBe(200);
  });

  it('refuses to change or delete a permission held by a stronger role', async () => {
    const list = (await t.call(admin, 'GET', '/api/apps/permissions?itemsPerPage=-1')).json<{
      permissions: Permission[];
    }>().permissions;
    const management = list.find((permission) => permission.assignedTo.includes('admin'))!;
    const changed = await t.call(editorOfRoles, 'PUT', `/api/apps/permissions/${management.id}`, {
      name: management.name,
      rules: [{ action: 'read', subject: 'Dashboard' }],
      assignedTo: management.assignedTo,
      version: management.version,
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().errors).toEqual({ rules: [PERMISSION_ERRORS.changeBeyondOwn] });
    const deleted = await t.call(editorOfRoles, 'DELETE', `/api/apps/permissions/${management.id}`);
    expect(deleted.statusCode).toBe(403);
    expect(
      (await t.call(admin, 'GET', `/api/apps/permissions?q=${encodeURIComponent(management.name)}`)).json()
        .totalPermissions,
    ).toBeGreaterThan(0);
  });

  it('still edits its own role and a permission held only by roles it covers', async () => {
    const own = await role('access-editor');
    const renamed = await t.call(editorOfRoles, 'PUT', `/api/apps/roles/${own.id}`, {
      name: 'access-editors',
      rules: own.rules,
      version: own.version,
    });
    expect(renamed.statusCode).toBe(200);
    const created = await t.call(admin, 'POST', '/api/apps/permissions', {
      name: 'Dashboards only',
      rules: [{ action: 'read', subject: 'Dashboard' }],
      assignedTo: ['access-editors'],
    });
    expect(created.statusCode).toBe(201);
    const removed = await t.call(editorOfRoles, 'DELETE', `/api/apps/permissions/${created.json().id}`);
    expect(removed.statusCode).toBe(204);
  });
});
