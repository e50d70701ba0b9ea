import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@demo.com', password: 'admin', name: 'John Doe' };
export const CLIENT = { email: 'client@demo.com', password: 'client', name: 'Jane Doe' };

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }, path = '/login') {
  if (path) await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until the app shell is on screen. */
export async function expectShell(page: Page) {
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/**
 * Closes the toast saying `text`, as a user would before reaching what it covers: toasts sit under the app bar at
 * the reading end, and a pointer resting on one keeps it open (Mantine pauses its timer on hover).
 */
export async function closeToast(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.locator('.mantine-Notification-closeButton').click();
  await expect(toast).toHaveCount(0);
}

/** The office's zone (the default office setting): the pages enter and show every date-time in it. */
export const OFFICE_TIME_ZONE = 'Asia/Riyadh';

/** `YYYY-MM-DD`, `days` from today on the office's clock. */
export function dayFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
