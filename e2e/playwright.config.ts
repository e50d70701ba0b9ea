import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_QUIET_FLAGS } from '../bench/lib/chromium.ts';

/**
 * Two suites that `npm test` runs at once, each on its own server and data folder (a flow that changes the admin's
 * language or the office time zone must not reach a page under axe): `look` holds every-page and the screenshot
 * passes (tests tagged @look), `flows` the rest. Without E2E_SUITE every test runs, on one server.
 */
const SUITE = process.env.E2E_SUITE as 'look' | 'flows' | undefined;
const PORT = Number(process.env.E2E_PORT ?? (SUITE === 'look' ? 3101 : 3100));
/** A fresh data folder per run: the server creates, migrates and seeds it with the demo data. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mizan-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR; // workers re-read this config: keep one folder

export default defineConfig({
  testDir: './tests',
  outputDir: SUITE ? `./test-results/${SUITE}` : './test-results',
  ...(SUITE === 'look' ? { grep: /@look/ } : SUITE === 'flows' ? { grepInvert: /@look/ } : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace slows every step; CI records one only when a failed test runs again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_QUIET_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-address limit is tested in the API suite.
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    },
  },
});
