import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

/**
 * `apps/server/drizzle`, found from this file both in `src/db/` (tsx, tests) and in the bundled `dist/`.
 */
export function migrationsFolder(): string {
  const candidates = ['../../drizzle', '../drizzle'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  const found = candidates.find((folder) => existsSync(`${folder}/meta/_journal.json`));
  if (!found) throw new Error(`The migrations folder was not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** When the newest migration of the folder was generated (drizzle records it as `created_at`). */
function newestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Embedded PGlite: one process holds the data folder (see lock.ts), so no lock is needed. An up-to-date
 * database is recognised with one read (the migrator's own check writes, which is slow on PGlite's files).
 */
export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  const folder = migrationsFolder();
  try {
    const result = await db.execute<{ last: string | null }>(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    if (Number(result.rows[0]?.last ?? 0) >= newestMigrationMillis(folder)) return;
  } catch {
    // No migrations table yet: a fresh database.
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(db, { migrationsFolder: folder });
}

/** Any number: identifies Mizan's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 7_263_114;

/**
 * A PostgreSQL server: migrates over one dedicated connection holding an advisory lock, so instances
 * starting together apply each migration once.
 */
export async function migratePostgres(url: string): Promise<void> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  } finally {
    // Ending the connection releases the lock, even if the migration failed.
    await client.end({ timeout: 5 });
  }
}
