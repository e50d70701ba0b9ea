import { asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.ts';
import { createTestDatabase } from '../test/db.ts';
import { bootstrap } from './bootstrap.ts';
import type { Database } from './client.ts';
import { appMeta, legalCases, notifications, roleRules, roles, users } from './schema.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const counts = async (db: Database['db']) => ({
  users: (await db.select({ n: count() }).from(users))[0]!.n,
  roles: (await db.select({ n: count() }).from(roles))[0]!.n,
  rules: (await db.select({ n: count() }).from(roleRules))[0]!.n,
  notifications: (await db.select({ n: count() }).from(notifications))[0]!.n,
});

describe('bootstrap', () => {
  // Seeds every area's demo data (it grows with each area); on CI's two busy cores it neared the default 30 s.
  it('demo mode: base roles and demo data on a fresh database, nothing more on the next start', async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await bootstrap(db, { demoData: true })).toEqual({ seeded: true, createdAdmin: false });

    const roleRows = await db
      .select({ name: roles.name, action: roleRules.action, subject: roleRules.subject })
      .from(roles)
      .innerJoin(roleRules, eq(roleRules.roleId, roles.id))
      .orderBy(asc(roles.name));
    expect(roleRows).toEqual(
      expect.arrayContaining([
        { name: 'admin', action: 'manage', subject: 'all' },
        { name: 'client', action: 'read', subject: 'AclDemo' },
        { name: 'subscriber', action: 'read', subject: 'AclDemo' },
      ]),
    );
    expect(new Set(roleRows.map((row) => row.name))).toEqual(
      new Set(['admin', 'client', 'author', 'editor', 'maintainer', 'subscriber']),
    );
    const people = await db.select().from(users).orderBy(asc(users.id));
    expect(people.slice(0, 2).map((u) => [u.email, u.fullName, u.username])).toEqual([
      ['admin@demo.com', 'John Doe', 'johndoe'],
      ['client@demo.com', 'Jane Doe', 'janedoe'],
    ]);
    expect(people).toHaveLength(50); // the demo logins and the demo people (spec §9: 50 users)
    expect(await verifyPassword('admin', people[0]!.passwordHash)).toBe(true);
    expect(await verifyPassword('client', people[1]!.passwordHash)).toBe(true);
    expect(people[0]!.passwordHash).toMatch(/^scrypt\$/);
    expect((await db.select().from(appMeta)).map((row) => row.key)).toEqual(['demo_seeded_at']);

    const before = await counts(db);
    expect(before.notifications).toBeGreaterThan(0);
    expect(await bootstrap(db, { demoData: true })).toEqual({ seeded: false, createdAdmin: false });
    expect(await counts(db)).toEqual(before);
  }, 90_000);

  it('does not re-seed a database whose demo users were deleted', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await bootstrap(db, { demoData: true });
    // Cases keep their responsible lawyer: they go first.
    await db.delete(legalCases);
    await db.delete(users);
    expect((await bootstrap(db, { demoData: true })).seeded).toBe(false);
    expect((await counts(db)).users).toBe(0);
  });

  it('production: creates the first admin from the configuration, once, and no demo data', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const admin = { email: 'Boss@Office.example', password: 'a long secret' };
    expect(await bootstrap(db, { demoData: false, admin })).toEqual({ seeded: false, createdAdmin: true });
    const [boss] = await db
      .select({ email: users.email, role: roles.name, hash: users.passwordHash })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId));
    expect(boss).toMatchObject({ email: 'Boss@Office.example', role: 'admin' });
    expect(await verifyPassword('a long secret', boss!.hash)).toBe(true);

    expect((await bootstrap(db, { demoData: false, admin })).createdAdmin).toBe(false);
    expect(await counts(db)).toMatchObject({ users: 1, notifications: 0, roles: 2 });
  });

  it('production without an admin configured: roles only, and a warning', async () => {
    database = await createTestDatabase();
    const warnings: string[] = [];
    await bootstrap(database.db, { demoData: false, log: { info: () => {}, warn: (m) => warnings.push(m) } });
    expect(await counts(database.db)).toMatchObject({ users: 0, roles: 2 });
    expect(warnings.join()).toContain('ADMIN_EMAIL');
  });
});
