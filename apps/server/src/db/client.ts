import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migratePglite, migratePostgres } from './migrate.ts';
import * as schema from './schema.ts';

/** One Drizzle database type for both drivers; services take this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the migrations in `apps/server/drizzle` that this database has not seen yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { url: string; max?: number }
  /** Embedded PGlite with its files in this folder. */
  | { dataDir: string }
  /** Embedded PGlite in memory, optionally started from a dump (`PGlite#dumpDataDir`). */
  | { memory: true; loadDataDir?: Blob };

/** PGlite keeps its files in this sub-folder of DATA_DIR, beside the lock (and, later, uploads). */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Opens the database: a PostgreSQL server when given a URL, otherwise embedded PGlite.
 * Each driver is imported on demand, so a process loads only the one it uses.
 */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const [{ default: postgres }, { drizzle }] = await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
    ]);
    const client = postgres(target.url, { max: target.max ?? 10, onnotice: () => {} });
    return {
      db: drizzle({ client, schema }),
      kind: 'postgres',
      migrate: () => migratePostgres(target.url),
      close: () => client.end({ timeout: 5 }),
    };
  }

  // PGlite first: its WebAssembly compiles in the background while the rest loads.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    // Trigram indexes make the users search (substring of name or email) fast; PostgreSQL ships pg_trgm too.
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const extensions = { pg_trgm };
  // Not awaited: PGlite finishes starting in the background and every query waits for it, so the caller can
  // build the HTTP app (and serve pages) meanwhile.
  let client: InstanceType<typeof PGlite>;
  if ('dataDir' in target) {
    const folder = pgliteFolder(target.dataDir);
    mkdirSync(folder, { recursive: true });
    client = new PGlite(folder, { extensions });
  } else {
    client = new PGlite(
      'memory://',
      target.loadDataDir ? { extensions, loadDataDir: target.loadDataDir } : { extensions },
    );
  }
  client.waitReady.catch(() => {}); // a failed start surfaces in the first query (the migration)
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db),
    close: async () => {
      await client.waitReady.catch(() => {});
      await client.close();
    },
  };
}
