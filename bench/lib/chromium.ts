/** Debian's Chromium; nothing here downloads a browser. The e2e run (e2e/playwright.config.ts) uses it too. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A browser in a container without a sandbox or GPU, and with no traffic of its own (updates, sync, first-run pages). */
export const CHROMIUM_QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The benches launch it themselves, headless; Playwright's test runner adds that flag on its own. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_QUIET_FLAGS];
