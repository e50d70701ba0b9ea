import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's throwaway PostgreSQL databases, so teardown finds leftovers. */
    testRunId: string;
    /** A dump of a freshly migrated PGlite database; each test file starts from it (fast: no initdb). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each test file's database is copied from (fast: no migrations per file). */
    postgresTemplate: string;
  }
}

/** A short hash of the migrations: a template made from other migrations is never used. */
function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template, cached in the temp folder under a hash of the migrations. */
async function pgliteTemplate(): Promise<string> {
  const path = join(tmpdir(), `mizan-pglite-template-${migrationsHash()}.tar`);
  if (existsSync(path)) return path;

  const [{ PGlite }, { pg_trgm }, { drizzle }, { migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('../db/migrate.ts'),
  ]);
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  await migratePglite(drizzle({ client }));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

/**
 * A migrated database of this run on the PostgreSQL server; each test file's database is created from it
 * (`create database … template`, a file copy), instead of running every migration once per file.
 */
async function postgresTemplate(url: string, runId: string): Promise<string> {
  const [{ default: postgres }, { migratePostgres }] = await Promise.all([
    import('postgres'),
    import('../db/migrate.ts'),
  ]);
  const name = `mizan_template_${runId}_${migrationsHash()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    await migratePostgres(target.toString());
  } finally {
    await admin.end();
  }
  return name;
}

export default async function setup(project: TestProject) {
  const env = project.config.env ?? {};
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);

  if (env.TEST_DB !== 'postgres') {
    project.provide('pgliteTemplate', await pgliteTemplate());
    return;
  }

  project.provide('pgliteTemplate', '');
  const url = env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  project.provide('postgresTemplate', await postgresTemplate(url, runId));
  // Teardown: drop this run's template and any database of this run a crashed test file left behind.
  return async () => {
    const { default: postgres } = await import('postgres');
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const left = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`mizan_test_${runId}_%`}
          or datname like ${`mizan_template_${runId}_%`}`;
      for (const { datname } of left) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
