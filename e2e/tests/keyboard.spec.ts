import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, dayFromToday } from './support.ts';

/**
 * One flow done with the keyboard alone (issue 20): sign in, open a case from the list, add a hearing on its
 * hearings tab. Nothing is clicked or filled: locators only say where focus is and what shows.
 */

/** At most this many stops between two places the flow means to reach: a page of controls, not the whole app. */
const MAX_STOPS = 40;

/**
 * Presses Tab (Shift+Tab `backwards`) until `target` has focus, as a user does who watches where the ring is; fails
 * if it isn't reached within `MAX_STOPS` presses, so a control out of the tab order fails the test.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await expect(target).toHaveCount(1);
  for (let stop = 0; stop < MAX_STOPS; stop++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses ArrowDown until `option` of an open list is the highlighted one (Mantine marks it), within the list. */
async function arrowTo(page: Page, option: Locator) {
  await expect(option).toBeVisible();
  for (let stop = 0; stop < MAX_STOPS; stop++) {
    if ((await option.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('data-combobox-selected');
}

test('keyboard only: sign in, open a case, add a hearing on its hearings tab', async ({ page }) => {
  test.setTimeout(180_000);
  const day = dayFromToday(45);
  // "Mar 15, 2027, 10:30 AM": the tab's medium style of that day at 10:30 (worded here on a UTC clock).
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T10:30:00Z`),
  );

  // Sign in: the e-mail field has focus as the page opens; Enter in the password sends the form.
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  // The first sign-in of a fresh server checks a password hash on a busy machine: give it time.
  await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: 30_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Open the cases' })).toBeVisible();

  // The skip link is out of sight until the first Tab reaches it; then it shows above the navbar, and Enter lands
  // in the content without changing the address.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.textContent,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe('Skip to content');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);

  // From the content, past the whole navigation: the CRM card's link to the cases list.
  await tabTo(page, main.getByRole('link', { name: 'Open the cases' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/legal-cases$/);

  // The list's search finds an active case that has a stage (a hearing belongs to one).
  const cases = await page.request.get('/api/legal-cases?status=active&itemsPerPage=50');
  const target = (await cases.json()).cases.find((item: { currentStageType: string | null }) => item.currentStageType);
  const { fileNumber, title } = target as { fileNumber: string; title: string };
  const search = page.getByRole('textbox', { name: 'Search by title, file number, court case number or party' });
  await tabTo(page, search);
  await page.keyboard.type(fileNumber);
  const rows = page.getByTestId('list-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(title);
  await tabTo(page, rows.getByRole('link', { name: fileNumber }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/legal-cases\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // The tabs: Tab reaches the open one, the arrows move along the line and open the tab they reach.
  const overview = page.getByRole('tab', { name: 'Overview' });
  await tabTo(page, overview);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Parties' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const hearingsTab = page.getByRole('tab', { name: 'Hearings' });
  await expect(hearingsTab).toBeFocused();
  await expect(page).toHaveURL(/tab=hearings/);
  await expect(hearingsTab).toHaveAttribute('aria-selected', 'true');

  // The tab's own "Add hearing" opens the dialog; focus goes inside.
  const panel = page.getByRole('tabpanel');
  const addHearing = panel.getByRole('button', { name: 'Add hearing' });
  await tabTo(page, addHearing);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add hearing' });
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside).toBe(true);

  // Focus stays in the dialog: from its last control (Save) Tab comes back to its first (the close button), and
  // Shift+Tab from there goes round to Save again.
  const save = dialog.getByRole('button', { name: 'Save' });
  await tabTo(page, save);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(save).toBeFocused();

  // Escape closes the untouched dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addHearing).toBeFocused();

  // Again, to add one: date typed, time typed segment by segment, the type chosen with the arrows, remote with Space.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(inside).toBe(true);
  const date = dialog.getByRole('textbox', { name: 'Date' });
  await tabTo(page, date);
  await page.keyboard.type(day);
  // Past the date's clear button.
  const timeField = dialog.getByLabel('Time');
  await tabTo(page, timeField);
  await page.keyboard.type('1030AM');
  await expect(timeField).toHaveValue('10:30');
  const kind = dialog.getByRole('combobox', { name: 'Hearing type' });
  await tabTo(page, kind);
  await expect(kind).toHaveValue('Pleading');
  // ArrowDown opens the list, then moves its highlight down to the type wanted; Enter takes it.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await arrowTo(page, page.getByRole('option', { name: 'Preparation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(kind).toHaveValue('Preparation');
  const remote = dialog.getByRole('switch', { name: 'Remote hearing' });
  await tabTo(page, remote);
  await page.keyboard.press('Space');
  await expect(remote).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Hearing link' })).toBeFocused();
  await page.keyboard.type('https://meet.example.com/hearing');
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Listed on the tab: its time on the office's clock, its type, remote.
  const hearing = panel.getByTestId(/^hearing-\d+$/).filter({ hasText: when });
  await expect(hearing).toBeVisible();
  await expect(hearing).toContainText('Preparation');
  await expect(hearing).toContainText('Remote hearing');
});
