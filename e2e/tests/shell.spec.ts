import { expect, test } from '@playwright/test';
import { ADMIN, expectShell, signIn } from './support.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
  await expectShell(page);
});

// The language and theme picked here are kept on the admin's account; later tests must find them as they were.
test.afterEach(async ({ page }) => {
  await page.request.patch('/api/account/preferences', { data: { language: 'en', theme: 'system' } });
});

test('Arabic turns the page right-to-left, survives a reload and follows the account to a new device', async ({
  page,
  browser,
}) => {
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation').getByText('التحكم في الوصول')).toBeVisible();

  // The account keeps the choice: signing in on a new device opens in Arabic.
  const otherDevice = await browser.newPage({ locale: 'en-US' });
  await signIn(otherDevice, ADMIN, new URL('/login', page.url()).href);
  await expect(otherDevice.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(otherDevice.getByRole('navigation').getByText('التحكم في الوصول')).toBeVisible();
  await otherDevice.close();
});

test('the dark theme survives a reload', async ({ page }) => {
  await page.getByRole('button', { name: /theme/i }).first().click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expectShell(page);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the horizontal layout survives a reload', async ({ page }) => {
  await page.getByRole('button', { name: 'Customize the interface' }).click();
  await page.getByRole('dialog').getByText('Horizontal', { exact: true }).click();
  const layout = page.locator('[data-navigation]');
  await expect(layout).toHaveAttribute('data-navigation', 'horizontal');
  await page.reload();
  await expectShell(page);
  await expect(layout).toHaveAttribute('data-navigation', 'horizontal');
});

test('below 1279 px the navigation is a drawer, and the chosen layout comes back when wider', async ({ page }) => {
  await page.getByRole('button', { name: 'Customize the interface' }).click();
  await page.getByRole('dialog').getByText('Horizontal', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1000, height: 800 });
  const layout = page.locator('[data-navigation]');
  await expect(layout).toHaveAttribute('data-navigation', 'drawer');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Access Control' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(layout).toHaveAttribute('data-navigation', 'horizontal');
});

test('the global search finds a page and opens it', async ({ page }) => {
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Search pages…');
  await expect(search).toBeVisible();
  await search.fill('access');
  await page
    .getByRole('button', { name: /Access Control/ })
    .or(page.getByRole('option', { name: /Access Control/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/access-control$/);
});

test('on a phone the settings tab steps aside: the interface settings open from the user menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customize the interface' })).toBeHidden();
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Interface settings' }).click();
  await expect(page.getByRole('dialog').getByText('Horizontal', { exact: true })).toBeVisible();
});

test('a toast appears under the app bar, never over the bell or the avatar', async ({ page }) => {
  await page.goto('/access-control');
  await page.getByRole('button', { name: 'Refresh my permissions' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Your permissions are up to date.' });
  await expect(toast).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const box = await toast.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
});
