import { expect, test } from '@playwright/test';
import { signInAsAdmin, testScreens } from './screens.ts';
import { dayFromToday } from './support.ts';

interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  extendedProps: { calendar: string; caseId: number | null };
}

test('a weekly event created on the page shows on the following weeks', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const title = `Weekly sync ${Date.now()}`;
  await page.goto(`/apps/calendar?view=week&date=${dayFromToday(0)}`);
  await page.getByRole('button', { name: 'Add event' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add event' });
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
  await drawer.getByLabel('Repeat', { exact: true }).click();
  await page.getByRole('option', { name: 'Every week' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/apps/calendar') && r.request().method() === 'POST');
  await drawer.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText(title).first()).toBeVisible();
  for (const weeks of [1, 3]) {
    await page.goto(`/apps/calendar?view=week&date=${dayFromToday(7 * weeks)}`);
    await expect(page.getByText(title).first()).toBeVisible();
  }
});

test('a hearing on the calendar opens its case', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  const answer = await page.request.get(
    `/api/apps/calendar?calendars=Hearing&start=${dayFromToday(-60)}&end=${dayFromToday(120)}`,
  );
  const hearings = ((await answer.json()) as CalendarEvent[]).filter((event) => event.extendedProps.caseId !== null);
  expect(hearings.length).toBeGreaterThan(0);
  const hearing = hearings[0]!;
  await page.goto(`/apps/calendar?view=day&date=${hearing.start.slice(0, 10)}&calendars=Hearing`);
  await page.getByText(hearing.title).first().click();
  await expect(page).toHaveURL(new RegExp(`/legal-cases/${hearing.extendedProps.caseId}$`));
});

testScreens('calendar screens', async (page, shot) => {
  await signInAsAdmin(page);
  await page.goto('/apps/calendar');
  await page.locator('.fc').waitFor();
  await page.waitForLoadState('networkidle');
  await shot('calendar');
});
