import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { newDataDir } from './server.ts';

/**
 * Runs `measure` on a fresh, migrated PGlite (in memory, or in a temporary data folder when `onDisk`), then — when
 * BENCH_DATABASE_URL names a PostgreSQL server — on a throwaway database created there and dropped afterwards.
 */
export async function onBenchDatabases<T>(
  measure: (database: Database, label: string) => Promise<T>,
  options: { onDisk?: boolean } = {},
): Promise<T[]> {
  const out: T[] = [];
  const dataDir = options.onDisk ? newDataDir() : undefined;
  const pglite = await createDatabase(dataDir ? { dataDir } : { memory: true });
  try {
    await pglite.migrate();
    out.push(await measure(pglite, 'PGlite'));
  } finally {
    await pglite.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { default: postgres } = await import('postgres');
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const name = `mizan_bench_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await createDatabase({ url: url.toString(), max: 4 });
    try {
      await database.migrate();
      out.push(await measure(database, 'PostgreSQL'));
    } finally {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  return out;
}
