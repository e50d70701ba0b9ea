import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support.ts';

/** Screenshots to look at (not compared): English and Arabic, light and dark, desktop and phone width. */
const DIR = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(DIR, { recursive: true });

const VARIANTS = [
  { language: 'en', scheme: 'light' },
  { language: 'en', scheme: 'dark' },
  { language: 'ar', scheme: 'light' },
  { language: 'ar', scheme: 'dark' },
] as const;
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function prepare(page: Page, language: string, scheme: string) {
  await page.addInitScript(
    ([lng, colorScheme]) => {
      localStorage.setItem('mizan-language', JSON.stringify(lng));
      localStorage.setItem('mizan-color-scheme', colorScheme!);
      localStorage.setItem('mizan-theme', JSON.stringify(colorScheme));
    },
    [language, scheme],
  );
}

for (const { language, scheme } of VARIANTS) {
  for (const size of WIDTHS) {
    test(`screens in ${language}, ${scheme}, ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await prepare(page, language, scheme);
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}${name}-${language}-${scheme}-${size.name}.png`, fullPage: true });

      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.locator('form').waitFor();
      await shot('login');

      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('not-found');

      await page.goto('/login');
      await page.locator('input[type=email], input[name=email]').first().fill(ADMIN.email);
      await page.locator('input[type=password]').first().fill(ADMIN.password);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/\/dashboards\/crm/);
      await expectShellLoose(page);
      await page.waitForLoadState('networkidle');
      await shot('dashboard');
    });
  }
}

/** The user-menu label is translated; in any language the shell has a banner. */
async function expectShellLoose(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
}
