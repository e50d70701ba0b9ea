import { SEEDED_PERMISSION_NAMES, SEEDED_ROLE_DESCRIPTIONS } from '@mizan/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { bootstrap } from '../bootstrap.ts';
import type { Database } from '../client.ts';
import { permissions, roles } from '../schema.ts';

let database: Database | undefined;
afterAll(() => database?.close());

/** The web recognises a seeded role or permission by the text the contracts give; the seed must store exactly that. */
describe('seeded roles and permissions', () => {
  it('store the contracts’ names and descriptions, so the web can show them in the reader’s language', async () => {
    database = await createTestDatabase();
    await bootstrap(database.db, { demoData: true });

    const roleRows = await database.db.select({ name: roles.name, description: roles.description }).from(roles);
    expect(Object.fromEntries(roleRows.map((row) => [row.name, row.description]))).toEqual(SEEDED_ROLE_DESCRIPTIONS);
    const permissionRows = await database.db.select({ name: permissions.name }).from(permissions);
    expect(permissionRows.map((row) => row.name).sort()).toEqual(Object.values(SEEDED_PERMISSION_NAMES).sort());
  });
});
