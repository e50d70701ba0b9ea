import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support.ts';

/** Screenshots to look at (not compared), written to e2e/screenshots/ (not committed). */
const DIR = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(DIR, { recursive: true });

export interface Screen {
  language: 'en' | 'ar';
  scheme: 'light' | 'dark';
  width: 1440 | 390;
}

const SCREENS: Screen[] = (['en', 'ar'] as const).flatMap((language) =>
  (['light', 'dark'] as const).flatMap((scheme) =>
    ([1440, 390] as const).map((width) => ({ language, scheme, width })),
  ),
);

/** Saves a full-page screenshot named `<name>-<language>-<scheme>-<width>.png`. */
export type Shot = (name: string, options?: { fullPage?: boolean }) => Promise<unknown>;

/**
 * One test per screen (English and Arabic, light and dark, 1440 and 390 px wide): the page opens with that
 * language and colour scheme stored on the device, as the app's own preferences would.
 */
export function testScreens(title: string, body: (page: Page, shot: Shot, screen: Screen) => Promise<void>) {
  for (const screen of SCREENS) {
    const { language, scheme, width } = screen;
    test(`${title} in ${language}, ${scheme}, ${width}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript(
        ([lng, colorScheme]) => {
          localStorage.setItem('mizan-language', JSON.stringify(lng));
          localStorage.setItem('mizan-color-scheme', colorScheme!);
          localStorage.setItem('mizan-theme', JSON.stringify(colorScheme));
        },
        [language, scheme],
      );
      const shot: Shot = (name, { fullPage = true } = {}) =>
        page.screenshot({ path: `${DIR}${name}-${language}-${scheme}-${width}.png`, fullPage });
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
