import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Sql } from 'postgres';

/**
 * `apps/server/drizzle`, found from this file both in `src/db/` (tsx, tests) and in the bundled `dist/`.
 */
export function migrationsFolder(): string {
  const candidates = ['../../drizzle', '../drizzle'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  const found = candidates.find((folder) => existsSync(`${folder}/meta/_journal.json`));
  if (!found) throw new Error(`The migrations folder was not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Embedded PGlite: one process holds the data folder (see lock.ts), so no lock is needed here. */
export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(db, { migrationsFolder: migrationsFolder() });
}

/** Any number: identifies Mizan's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 7_263_114;

/**
 * A PostgreSQL server: migrates while holding an advisory lock, so instances starting together apply
 * each migration once.
 */
export async function migratePostgres(client: Sql): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  const connection = await client.reserve();
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    try {
      await migrate(drizzle({ client: connection }), { migrationsFolder: migrationsFolder() });
    } finally {
      await connection`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
    }
  } finally {
    connection.release();
  }
}
