import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every unit, component and API test. The server's suite runs on PGlite in memory, and once more on
 * a real PostgreSQL server when TEST_DATABASE_URL is set.
 */
const serverOn = (db: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  test: { name: `server:${db}`, root: './apps/server', env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    // More files at once than cores: the PostgreSQL half waits on the server, and each file spends part of its time
    // starting its database. On CI's two cores, 3 workers ran the suite in 7.8 min instead of 12.4 (vitest's default is
    // one fewer than the cores).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      './packages/contracts',
      './apps/web/vitest.config.ts',
      serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
