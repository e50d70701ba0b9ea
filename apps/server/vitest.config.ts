import { defineConfig } from 'vitest/config';

/**
 * The server's tests: API tests through `app.inject` on a fresh migrated database per file — PGlite in
 * memory, or (TEST_DB=postgres) a throwaway database on TEST_DATABASE_URL — and process tests of main.ts.
 * The root config runs this file as the projects `server:pglite` and `server:postgres`.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
