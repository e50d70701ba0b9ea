import { expect, test } from '@playwright/test';
import { ADMIN, CLIENT, expectShell, signIn } from './support.ts';

test.describe('signing in', () => {
  test('an admin lands on the CRM dashboard and is greeted by name', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CRM dashboard');
    await expect(page.getByText(ADMIN.name).first()).toBeVisible();
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  });

  test('a client lands on the access-control page', async ({ page }) => {
    await signIn(page, CLIENT);
    await expect(page).toHaveURL(/\/access-control$/);
    await expectShell(page);
  });

  test('a wrong password is refused with the spec text', async ({ page }) => {
    await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-out visit goes to login with the path and query, and back after signing in', async ({ page }) => {
    await page.goto('/dashboards/crm?view=summary');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('to')).toBe('/dashboards/crm');
    expect(url.searchParams.get('view')).toBe('summary');
    await signIn(page, ADMIN, '');
    await expect(page).toHaveURL(/\/dashboards\/crm\?view=summary$/);
  });

  test('the root sends a signed-out visitor to login without a `to`', async ({ page }) => {
    await page.goto('/?ref=mail');
    await expect(page).toHaveURL(/\/login\?ref=mail$/);
  });

  test('a client who opens an admin page sees not-authorized', async ({ page }) => {
    await signIn(page, CLIENT);
    await expect(page).toHaveURL(/\/access-control$/);
    await page.goto('/dashboards/crm');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  });

  test('logging out ends the session on the server too', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await page.goto('/dashboards/crm');
    await expect(page).toHaveURL(/\/login\?to=%2Fdashboards%2Fcrm$/);
  });

  test('a new person registers and is signed in as a client', async ({ page }) => {
    await page.goto('/register');
    const stamp = Date.now();
    await page.getByLabel('Username').fill(`e2e${stamp}`);
    await page.getByLabel('Email').fill(`e2e${stamp}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/access-control$/);
  });
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(warnings.some((text) => text.includes('Route not found') && text.includes('/no/such/page'))).toBe(true);
});
