import { expect, test } from '@playwright/test';
import { signInAsAdmin, testScreens } from './screens.ts';
import { dayFromToday } from './support.ts';

interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  extendedProps: { calendar: string; caseId: number | null; occurrenceStart: string | null };
}

test('a weekly event created on the page shows on the following weeks; one occurrence dragged moves alone', async ({
  page,
}) => {
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

  // Next week's occurrence (09:00–10:00 on the office's clock), dragged by the mouse to the neighbouring day at 11:00.
  const day = dayFromToday(7);
  await page.goto(`/apps/calendar?view=week&date=${day}`);
  const event = page.locator('.fc-timegrid-event').filter({ hasText: title });
  await expect(event).toHaveCount(1);
  const days = await page
    .locator('.fc-timegrid-col[data-date]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')!));
  const index = days.indexOf(day);
  const target = days[index + 1] ?? days[index - 1]!;
  await event.scrollIntoViewIfNeeded();
  const from = (await event.boundingBox())!;
  const column = (await page.locator(`.fc-timegrid-col[data-date="${target}"]`).boundingBox())!;
  const slot = (await page.locator('.fc-timegrid-slot-lane[data-time="11:00:00"]').boundingBox())!;
  const moved = page.waitForResponse(
    (r) => /\/api\/apps\/calendar\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  // Grabbed near its top (its start), not on the resizer at its bottom; released at the top of the 11:00 slot.
  await page.mouse.move(from.x + from.width / 2, from.y + 4);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + 12, { steps: 4 });
  await page.mouse.move(column.x + column.width / 2, slot.y + 4, { steps: 20 });
  await page.mouse.up();
  expect((await moved).status()).toBe(201);
  await expect(page.getByRole('alert').filter({ hasText: 'Event moved' })).toBeVisible();
  await expect(
    page.locator(`.fc-timegrid-col[data-date="${target}"] .fc-timegrid-event`).filter({ hasText: title }),
  ).toBeVisible();

  // Through the API: that occurrence alone moved (11:00–12:00 in Riyadh is 08:00–09:00 UTC); the others stay at 09:00.
  const answer = await page.request.get(
    `/api/apps/calendar?calendars=Business&start=${dayFromToday(-1)}&end=${dayFromToday(22)}`,
  );
  const occurrences = ((await answer.json()) as CalendarEvent[]).filter((one) => one.title === title);
  expect(occurrences).toHaveLength(4);
  const original = `${day}T06:00:00.000Z`;
  const [dragged, others] = [
    occurrences.filter((one) => one.extendedProps.occurrenceStart === original),
    occurrences.filter((one) => one.extendedProps.occurrenceStart !== original),
  ];
  expect(dragged.map((one) => [one.start, one.end])).toEqual([[`${target}T08:00:00.000Z`, `${target}T09:00:00.000Z`]]);
  expect(others.map((one) => one.start)).toEqual([0, 14, 21].map((days) => `${dayFromToday(days)}T06:00:00.000Z`));
  expect(others.every((one) => one.start === one.extendedProps.occurrenceStart)).toBe(true);
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
