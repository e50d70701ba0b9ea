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
    projects: [
      './packages/contracts',
      './apps/web/vitest.config.ts',
      serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
