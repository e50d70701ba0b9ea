import { expect, test } from '@playwright/test';
import { ADMIN, CLIENT, closeToast, expectShell, signIn } from './support.ts';

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

test('an administrator closes sign-up: the login page stops offering it and the register page says why', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await expectShell(page);
  await page.goto('/apps/user/list');
  const toggle = page.getByRole('switch', { name: 'Anyone may create an account' });
  // The demo office starts open.
  await expect(toggle).toBeChecked();
  try {
    await toggle.click();
    await closeToast(page, 'Sign-up is closed: new accounts come by invitation');
    await expect(toggle).not.toBeChecked();

    const visitor = await browser.newContext();
    const stranger = await visitor.newPage();
    await stranger.goto('/login');
    await expect(stranger.getByText('New here? Ask the office for an invitation.')).toBeVisible();
    await expect(stranger.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await stranger.goto('/register');
    await expect(
      stranger.getByText('This office does not accept new accounts here: ask an administrator to invite you'),
    ).toBeVisible();
    await expect(stranger.getByLabel('Username')).toHaveCount(0);
    // The server refuses too, whatever the page shows.
    const refused = await stranger.request.post('/api/auth/register', {
      data: { username: `closed${Date.now()}`, email: `closed${Date.now()}@example.com`, password: 'a-long-password' },
    });
    expect(refused.status()).toBe(403);
    await stranger.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(stranger).toHaveURL(/\/login$/);

    // Opening again asks first.
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Open sign-up to everyone?' });
    await dialog.getByRole('button', { name: 'Open sign-up' }).click();
    await expect(page.getByText('Anyone may now create an account')).toBeVisible();
    await expect(toggle).toBeChecked();
    await stranger.goto('/register');
    await expect(stranger.getByLabel('Username')).toBeVisible();
    await visitor.close();
  } finally {
    // Other tests register people: leave sign-up open whatever happened above.
    const settings = await page.request.get('/api/office/settings');
    const { publicRegistration, version } = (await settings.json()) as { publicRegistration: boolean; version: number };
    if (!publicRegistration)
      await page.request.put('/api/office/settings', { data: { publicRegistration: true, version } });
  }
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(warnings.some((text) => text.includes('Route not found') && text.includes('/no/such/page'))).toBe(true);
});
