import { defineConfig } from 'vitest/config';

/**
 * The server's tests: API tests through `app.inject` on a fresh migrated database per file — PGlite in
 * memory, or (TEST_DB=postgres) a throwaway database on TEST_DATABASE_URL — and process tests of main.ts.
 * The root config runs this file as the projects `server:pglite` and `server:postgres`.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A worker keeps its imported modules from one test file to the next: each file builds its own app on its own
    // database, and no server test mocks a module, so nothing leaks; importing the app again for every file was most
    // of the suite's time (server:pglite alone on this machine: 8 min 5 s isolated, 4 min 32 s not).
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
