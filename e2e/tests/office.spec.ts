import { expect, test, type Page } from '@playwright/test';
import { ADMIN, CLIENT, closeToast, expectShell, signIn } from './support.ts';

test.describe.configure({ mode: 'serial' });

const zoneInput = (page: Page) => page.getByRole('combobox', { name: 'Office time zone' });
const clock = (page: Page) => page.getByRole('region', { name: 'Office time now' });

/** Picks the zone a search finds first, as a person would: type, then click the option. */
async function chooseZone(page: Page, search: string, option: RegExp) {
  await zoneInput(page).click();
  await zoneInput(page).fill(search);
  await page.getByRole('option', { name: option }).click();
}

async function openOfficeSettings(page: Page) {
  await page.goto('/office/settings');
  await expect(page.getByRole('heading', { name: 'Office settings', level: 1 })).toBeVisible();
  await expect(zoneInput(page)).not.toHaveValue('');
}

test('an administrator sets the office time zone from the menu; a colleague saving meanwhile is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await expectShell(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Office settings' })
    .click();
  await expect(page).toHaveURL(/\/office\/settings$/);
  await expect(zoneInput(page)).toHaveValue('UTC+03:00 · Saudi Arabia');
  await expect(clock(page)).toContainText('Time zone: Asia/Riyadh');

  // A second administrator opens the same page before the first one saves.
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await signIn(other, ADMIN);
    await expectShell(other);
    await openOfficeSettings(other);

    await chooseZone(page, 'paris', /Europe\/Paris/);
    await expect(page.getByText(/^It is now .+ there$/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await closeToast(page, 'The office settings were saved');
    await expect(clock(page)).toContainText('Time zone: Europe/Paris');

    // Stored: a fresh load reads it back.
    await page.reload();
    await expect(zoneInput(page)).toHaveValue(/^UTC\+0[12]:00 · France$/);

    // The second one saves from what they read before: told, and shown what is stored now.
    await chooseZone(other, 'dubai', /Asia\/Dubai/);
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByText('Someone else changed the office settings meanwhile')).toBeVisible();
    await expect(zoneInput(other)).toHaveValue(/^UTC\+0[12]:00 · France$/);
  } finally {
    await context.close();
    // The other tests expect the demo office's zone.
    await openOfficeSettings(page);
    if ((await zoneInput(page).inputValue()) !== 'UTC+03:00 · Saudi Arabia') {
      await chooseZone(page, 'riyadh', /Asia\/Riyadh/);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The office settings were saved')).toBeVisible();
    }
  }
  await expect(clock(page)).toContainText('Time zone: Asia/Riyadh');
});

test('someone who may not manage everything has no office settings', async ({ page }) => {
  await signIn(page, CLIENT);
  await expectShell(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Access Control' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Office settings' })).toHaveCount(0);
  await page.goto('/office/settings');
  await expect(page).toHaveURL(/\/not-authorized$/);
});
