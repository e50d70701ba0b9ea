import { expect } from '@playwright/test';

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
