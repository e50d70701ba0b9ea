import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectShell, signIn } from './support.ts';
import { signInAsAdmin, testScreens } from './screens.ts';

/** The authenticator app, `steps` periods ahead (the server accepts one period of drift; each code works once). */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

async function signOut(page: Page) {
  // Toasts sit over the user menu: let them go first.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/login/);
}

test.describe.configure({ timeout: 90_000 });

test('a user edits their profile, turns on two-step verification, signs in with a code and changes their password', async ({
  page,
  request,
}) => {
  // A fresh account, so the demo users are untouched.
  const stamp = Date.now().toString(36);
  const account = { email: `e2e.${stamp}@example.com`, password: 'first password 1' };
  const created = await request.post('/api/auth/register', {
    data: { username: `e2e.${stamp}`, email: account.email, password: account.password, fullName: 'Salma Idrissi' },
  });
  expect(created.status()).toBe(201);

  await signIn(page, account);
  await expectShell(page);

  // The user menu leads to the settings; /pages/account-settings opens the account tab.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.waitForURL(/\/pages\/account-settings\/account$/);
  await page.goto('/pages/account-settings');
  await page.waitForURL(/\/pages\/account-settings\/account$/);

  // Profile: a validation error, then a saved change.
  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await page.getByLabel('Full name').fill('Salma El Idrissi');
  await page.getByLabel('Job title').fill('Senior Paralegal');
  await page.getByLabel('Location').fill('Rabat');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();

  // The profile page shows it.
  await page.goto('/pages/user-profile');
  await page.waitForURL(/\/pages\/user-profile\/profile$/);
  await expect(page.getByRole('heading', { name: 'Salma El Idrissi' })).toBeVisible();
  await expect(page.getByText('Senior Paralegal').first()).toBeVisible();

  // Two-step verification: read the key from the page, answer with a generated code.
  await page.goto('/pages/account-settings/security');
  await page.getByRole('button', { name: 'Enable two-step verification' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  await page.getByRole('dialog').getByRole('textbox').first().click();
  await page.keyboard.type(codeOf(secret));
  const codes = page.getByTestId('recovery-codes');
  await expect(codes).toBeVisible();
  const recoveryCodes = (await codes.innerText()).split(/\s+/).filter((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code));
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // Signing in now takes the password and a code.
  await signOut(page);
  await signIn(page, account, '/login?to=/pages/user-profile/teams');
  await page.waitForURL(/\/two-steps/);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(codeOf(secret, 1));
  await page.waitForURL(/\/pages\/user-profile\/teams$/);
  await expectShell(page);

  // Change the password; the new one works (with a recovery code for the second step).
  await page.goto('/pages/account-settings/security');
  await page.getByLabel('Current password').fill('wrong password');
  await page.getByLabel('New password', { exact: true }).fill('second password 2');
  await page.getByLabel('Confirm new password').fill('second password 2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await signOut(page);
  await signIn(page, { email: account.email, password: 'second password 2' });
  await page.waitForURL(/\/two-steps/);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expectShell(page);
});

testScreens('account and profile screens', async (page, shot) => {
  await signInAsAdmin(page);
  const open = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  };
  await open('/pages/account-settings/account');
  await shot('account-settings-account');
  await open('/pages/account-settings/security');
  await shot('account-settings-security');
  await open('/pages/account-settings/billing-plans');
  await shot('account-settings-billing');
  await open('/pages/account-settings/notification');
  await shot('account-settings-notification');
  await open('/pages/account-settings/connection');
  await shot('account-settings-connection');
  await open('/pages/user-profile/profile');
  await shot('profile-profile');
  await open('/pages/user-profile/teams');
  await shot('profile-teams');
  await open('/pages/user-profile/projects');
  await shot('profile-projects');
  await open('/pages/user-profile/connections');
  await shot('profile-connections');
});
