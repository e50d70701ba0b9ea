import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { loadTestEnv } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';

/**
 * A fresh, migrated, empty database for one test file:
 * - PGlite in memory (default), started from the migrated template of global-setup.ts;
 * - TEST_DB=postgres: a new database on the TEST_DATABASE_URL server, copied from the run's migrated template
 *   (global-setup.ts) and dropped again by `close()`
 *   (and by the global teardown if a file crashed before closing).
 */
export async function createTestDatabase(): Promise<Database> {
  const env = loadTestEnv();
  if (env.db === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return createDatabase({ memory: true, loadDataDir: new Blob([template]) });
  }

  if (!env.databaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const { default: postgres } = await import('postgres');
  const name = `mizan_test_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(env.databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${inject('postgresTemplate')}"`);
  const url = new URL(env.databaseUrl);
  url.pathname = `/${name}`;

  let database: Database;
  try {
    database = await createDatabase({ url: url.toString(), max: 4 });
  } catch (error) {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  };
}
