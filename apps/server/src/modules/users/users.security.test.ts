import { USER_ERRORS, type UserDetail } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { ADMIN, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();
const { call, userWithRole } = t;

const detail = async (who: SignedIn, id: number) =>
  (await call(who, 'GET', `/api/apps/users/${id}`)).json<UserDetail>();
let serial = 0;
const person = (role: string) => {
  serial += 1;
  return {
    fullName: `Person ${serial}`,
    username: `person.${serial}`,
    email: `person.${serial}@example.com`,
    password: 'correct horse',
    role,
  };
};

describe('nobody gives a role with rights they lack', () => {
  it('an editor cannot make themselves administrator', async () => {
    const editor = await userWithRole('editor');
    const me = await detail(editor, editor.userId);
    const response = await call(editor, 'PATCH', `/api/apps/users/${editor.userId}`, {
      version: me.version,
      role: 'admin',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: USER_ERRORS.roleBeyondOwn,
      errors: { role: [USER_ERRORS.roleBeyondOwn] },
    });
    expect(await detail(editor, editor.userId)).toMatchObject({ role: 'editor', version: me.version });
    // Whatever the case of the name.
    expect(
      (await call(editor, 'PATCH', `/api/apps/users/${editor.userId}`, { version: me.version, role: 'ADMIN' }))
        .statusCode,
    ).toBe(403);
  });

  it('a maintainer cannot add an administrator, but adds a role they fully hold', async () => {
    const maintainer = await userWithRole('maintainer');
    const body = person('admin');
    const refused = await call(maintainer, 'POST', '/api/apps/users', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ role: [USER_ERRORS.roleBeyondOwn] });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    // Every right of the role counts: a shop role is beyond a maintainer of people.
    const admin = await signIn(t.app, ADMIN);
    const shop = await call(admin, 'POST', '/api/apps/roles', {
      name: 'shopkeeper',
      rules: [
        { action: 'read', subject: 'Dashboard' },
        { action: 'manage', subject: 'Store' },
      ],
    });
    expect(shop.statusCode).toBe(201);
    expect((await call(maintainer, 'POST', '/api/apps/users', person('shopkeeper'))).statusCode).toBe(403);
    expect((await call(maintainer, 'POST', '/api/apps/users', person('subscriber'))).statusCode).toBe(201);

    const editor = await call(maintainer, 'POST', '/api/apps/users', person('Editor'));
    expect(editor.statusCode, editor.body).toBe(201);
    expect(editor.json().role).toBe('editor');
  });
});

describe('nobody changes a user who holds rights they lack', () => {
  it("an editor can neither set an administrator's password nor change their e-mail", async () => {
    const editor = await userWithRole('editor');
    const admin = await signIn(t.app, ADMIN);
    const before = await detail(admin, admin.userId);

    const password = await call(editor, 'PUT', `/api/apps/users/${admin.userId}/password`, { password: 'taken over!' });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual({ message: USER_ERRORS.beyondOwnRights });
    await signIn(t.app, ADMIN); // the password is unchanged

    const email = await call(editor, 'PATCH', `/api/apps/users/${admin.userId}`, {
      version: before.version,
      email: 'mine@example.com',
    });
    expect(email.statusCode).toBe(403);
    expect(await detail(admin, admin.userId)).toMatchObject({ email: ADMIN.email, version: before.version });
  });

  it('a maintainer can neither suspend, demote, delete nor reset an administrator', async () => {
    const maintainer = await userWithRole('maintainer');
    const admin = await signIn(t.app, ADMIN);
    const { version } = await detail(admin, admin.userId);
    const attempts: Array<[string, 'PATCH' | 'DELETE' | 'POST', object?]> = [
      ['status', 'PATCH', { version, status: 'inactive' }],
      ['role', 'PATCH', { version, role: 'editor' }],
      ['company', 'PATCH', { version, company: 'Elsewhere' }],
      ['delete', 'DELETE'],
      ['reset link', 'POST'],
    ];
    for (const [what, method, payload] of attempts) {
      const url =
        method === 'POST' ? `/api/apps/users/${admin.userId}/password-reset` : `/api/apps/users/${admin.userId}`;
      const response = await call(maintainer, method, url, payload);
      expect(response.statusCode, what).toBe(403);
      expect(response.json().message, what).toBe(USER_ERRORS.beyondOwnRights);
    }
    expect(await detail(admin, admin.userId)).toMatchObject({ role: 'admin', status: 'active', version });
  });

  it('a maintainer still manages someone whose rights they all hold', async () => {
    const maintainer = await userWithRole('maintainer');
    const editor = await userWithRole('editor');
    const { version } = await detail(maintainer, editor.userId);
    expect(
      (await call(maintainer, 'PATCH', `/api/apps/users/${editor.userId}`, { version, company: 'Moved on' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(maintainer, 'PUT', `/api/apps/users/${editor.userId}/password`, { password: 'brand new one' }))
        .statusCode,
    ).toBe(204);
    expect((await call(maintainer, 'POST', `/api/apps/users/${editor.userId}/password-reset`)).statusCode).toBe(204);
    expect((await call(maintainer, 'DELETE', `/api/apps/users/${editor.userId}`)).statusCode).toBe(204);
  });
});

describe("a user's devices and notifications", () => {
  it('are for that user and for those who may manage users, not for every reader of users', async () => {
    const lawyer = await userWithRole('author');
    const admin = await signIn(t.app, ADMIN);
    for (const part of ['sessions', 'notifications']) {
      const other = await call(lawyer, 'GET', `/api/apps/users/${admin.userId}/${part}`);
      expect(other.statusCode, part).toBe(403);
      expect(other.json(), part).toEqual({ message: USER_ERRORS.ownerOnly });
      expect((await call(lawyer, 'GET', `/api/apps/users/${lawyer.userId}/${part}`)).statusCode, part).toBe(200);
      const maintainer = await userWithRole('maintainer');
      expect((await call(maintainer, 'GET', `/api/apps/users/${lawyer.userId}/${part}`)).statusCode, part).toBe(200);
    }
    // The rest of the view page stays readable with read User.
    expect((await call(lawyer, 'GET', `/api/apps/users/${admin.userId}/projects`)).statusCode).toBe(200);
  });
});
