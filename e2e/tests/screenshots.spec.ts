import { expect, type Page } from '@playwright/test';

import { signInAsAdmin, testScreens } from './screens.ts';

testScreens('screens', async (page, shot, { language, scheme }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await page.locator('form').waitFor();
  await shot('login');

  await page.goto('/no/such/page');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('not-found');

  await signInAsAdmin(page);
  await page.waitForLoadState('networkidle');
  await shot('dashboard');
});

testScreens('legal cases', async (page, shot) => {
  await signInAsAdmin(page);
  await page.goto('/legal-cases');
  await page
    .getByRole('link', { name: /^\d{4}\/\d{4}$/ })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await shot('legal-list');

  await page.goto('/legal-cases/create');
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await shot('legal-create');

  // An active demo case with its hearing chain.
  await page.goto('/legal-cases?status=active');
  await page
    .getByRole('link', { name: /^\d{4}\/\d{4}$/ })
    .first()
    .click();
  await page.waitForURL(/\/legal-cases\/\d+$/);
  await page.getByRole('tab').nth(2).click();
  await page.getByRole('tabpanel').waitFor();
  await page.waitForLoadState('networkidle');
  await shot('legal-details');

  await page.goto('/legal-cases/agenda?view=week');
  await page.waitForLoadState('networkidle');
  await shot('legal-agenda');
});

/** The navigation's other looks on a wide light screen: right-to-left in the run, both directions with SCREENS=all. */
const WIDE_LIGHT = [
  ...(process.env.SCREENS === 'all' ? [{ language: 'en', scheme: 'light', width: 1440 } as const] : []),
  { language: 'ar', scheme: 'light', width: 1440 },
] as const;

/** Signs in and waits until the CRM dashboard has drawn its figures. */
async function openDashboard(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

testScreens(
  'semi-dark navigation',
  async (page, shot) => {
    await openDashboard(page);
    await shot('nav-semi-dark');
  },
  { screens: WIDE_LIGHT, preferences: { 'semi-dark': true } },
);

testScreens(
  'horizontal navigation',
  async (page, shot) => {
    await openDashboard(page);
    // The menu holding the open page, so its active entry is checked too. Opened by pointing at it: the pointer
    // stays there while the full-page shot resizes the window (a pointer elsewhere would close it).
    await page.getByRole('menubar').getByRole('menuitem').first().hover();
    await page.getByRole('menu').waitFor();
    await shot('nav-horizontal');
  },
  { screens: WIDE_LIGHT, preferences: { layout: 'horizontal' } },
);
