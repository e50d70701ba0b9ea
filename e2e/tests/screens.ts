import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { ADMIN } from './support.ts';

/** Screenshots to look at (not compared), written to e2e/screenshots/ (not committed). */
const DIR = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(DIR, { recursive: true });

export interface Screen {
  language: 'en' | 'ar';
  scheme: 'light' | 'dark';
  width: 1440 | 390;
}

/**
 * Four screens that hold every pair of language, scheme and width (each language in light and dark, at 1440 and
 * 390 px; each scheme at both widths): half of all eight combinations. The run checks two of them, the two that
 * every-page.spec.ts (English light at 1440, Arabic dark at 390) doesn't, so axe sees all four across the run;
 * `SCREENS=all` takes all four screenshots to look at.
 */
const ALL_SCREENS: Screen[] = [
  { language: 'en', scheme: 'light', width: 1440 },
  { language: 'en', scheme: 'dark', width: 390 },
  { language: 'ar', scheme: 'light', width: 390 },
  { language: 'ar', scheme: 'dark', width: 1440 },
];
const SCREENS: Screen[] =
  process.env.SCREENS === 'all'
    ? ALL_SCREENS
    : [
        { language: 'en', scheme: 'dark', width: 390 },
        { language: 'ar', scheme: 'light', width: 1440 },
      ];

/**
 * Saves a full-page screenshot named `<name>-<language>-<scheme>-<width>.png` and checks the same page state with
 * axe-core, so every page the pass visits is covered without a list of its own.
 */
export type Shot = (name: string, options?: { fullPage?: boolean }) => Promise<unknown>;

/**
 * One test per screen (those of SCREENS, or the `screens` given), tagged @look for the run's look suite: the page
 * opens with that language and colour scheme stored on the device, as the app's own preferences would, and any
 * other `preferences` (by their device name without the prefix, e.g. `{ layout: 'horizontal' }`).
 */
export function testScreens(
  title: string,
  body: (page: Page, shot: Shot, screen: Screen) => Promise<void>,
  { screens = SCREENS, preferences = {} }: { screens?: readonly Screen[]; preferences?: Record<string, unknown> } = {},
) {
  for (const screen of screens) {
    const { language, scheme, width } = screen;
    test(`${title} in ${language}, ${scheme}, ${width}`, { tag: '@look' }, async ({ page }, testInfo) => {
      // A pass shoots and checks several screens with axe-core: minutes on a busy machine, not seconds.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript(
        ({ lng, colorScheme, others }) => {
          localStorage.setItem('mizan-language', JSON.stringify(lng));
          localStorage.setItem('mizan-color-scheme', colorScheme);
          localStorage.setItem('mizan-theme', JSON.stringify(colorScheme));
          for (const [name, value] of Object.entries(others))
            localStorage.setItem(`mizan-${name}`, JSON.stringify(value));
        },
        { lng: language, colorScheme: scheme, others: preferences },
      );
      const shot: Shot = async (name, { fullPage = true } = {}) => {
        const file = `${name}-${language}-${scheme}-${width}`;
        await page.screenshot({ path: `${DIR}${file}.png`, fullPage });
        await test.step(`axe-core on ${file}`, () => expectAccessible(page, file, testInfo));
      };
      await body(page, shot, screen);
    });
  }
}

/** Signs the demo admin in through the form, whatever the interface language, and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.locator('input[type=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').first().fill(ADMIN.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/dashboards\/crm/);
  await expect(page.getByRole('banner')).toBeVisible();
}
