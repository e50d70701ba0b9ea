import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, testScreens, type Shot } from './screens.ts';

test.describe.configure({ mode: 'serial' });

/** A real 8×8 PNG (the server checks an upload's bytes, not its name). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000080000000808020000004b6d29dc0000001149444154789c633851a18115310c2d090052d55a015f16e1040000000049454e44ae426082',
  'hex',
);

async function searchProducts(page: Page, text: string) {
  await page.getByPlaceholder('Search products').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${text.split(' ')[0]}`));
}

test('a product: added with a picture, found by search, repriced and scheduled', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Aurora desk lamp ${Date.now() % 100_000}`;
  await signInAsAdmin(page);
  await page.goto('/apps/ecommerce/product/add');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Brand' }).fill('Lumen');
  await page.getByRole('textbox', { name: 'SKU' }).fill(`AUR-${Date.now() % 100_000}`);
  await page.locator('.ProseMirror').fill('A warm lamp for long evenings.');
  await page.getByRole('textbox', { name: 'Base price' }).fill('49.90');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Office' }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('12');
  await page.locator('input[type=file]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Product image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).click();

  // Back on the list, the new product is found by a word of its name, with its picture.
  await page.waitForURL(/\/apps\/ecommerce\/product\/list/);
  await searchProducts(page, 'aurora desk');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$49.90');
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/apps\/ecommerce\/images\/\d+/);

  // Edit: a new price, and on sale from a date next month.
  await row
    .getByRole('link', { name: `Edit ${name}` })
    .or(row.getByRole('button', { name: `Edit ${name}` }))
    .first()
    .click();
  await page.waitForURL(/\/apps\/ecommerce\/product\/edit\/\d+/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Base price' }).fill('39.90');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await page.getByRole('button', { name: 'On sale from' }).click();
  await page.locator('[data-month-level] button[data-direction="next"], button[data-direction="next"]').first().click();
  await page.locator('table button:not([data-outside])', { hasText: /^15$/ }).first().click();
  await page.locator('button[data-dates-submit], .mantine-DateTimePicker-submitButton').first().click();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await page.waitForURL(/\/apps\/ecommerce\/product\/list/);
  await searchProducts(page, 'aurora desk');
  const saved = page.getByRole('row').filter({ hasText: name });
  await expect(saved).toContainText('$39.90');
  await expect(saved).toContainText('Scheduled');
  // The filter by status keeps it after a reload.
  await page.goto(`/apps/ecommerce/product/list?status=Scheduled&q=aurora`);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('an order moves through its statuses and its timeline records each step', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/apps/ecommerce/order/list?status=Dispatched');
  const first = page.getByRole('link', { name: /^#\d+$/ }).first();
  const number = (await first.textContent())!.replace('#', '');
  await first.click();
  await page.waitForURL(new RegExp(`/apps/ecommerce/order/details/${number}$`));
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();

  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Move to Out for delivery' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill('Handed to the courier');
  await dialog.getByRole('button', { name: 'Move to Out for delivery' }).click();
  await expect(page.getByText(`Order #${number} moved to Out for delivery`)).toBeVisible();
  const activity = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Order activity' }) })
    .last();
  await expect(activity).toContainText('Handed to the courier');
  await expect(activity).toContainText('by John Doe');

  // Skipping a step is allowed; going back is not offered.
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('menuitem', { name: 'Move to Dispatched' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Move to Delivered' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to Delivered' }).click();
  await expect(page.getByText(`Order #${number} moved to Delivered`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status' })).toHaveCount(0);

  // After a reload the list shows the order delivered.
  await page.goto(`/apps/ecommerce/order/list?q=${number}`);
  await expect(page.getByRole('row').filter({ hasText: `#${number}` })).toContainText('Delivered');
});

test('a pending review is approved', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/apps/ecommerce/manage-review?status=Pending');
  const approve = page.getByRole('button', { name: /^Approve the review by / }).first();
  const label = (await approve.getAttribute('aria-label'))!;
  const reviewer = label.replace('Approve the review by ', '');
  await approve.click();
  await expect(page.getByText(`The review by ${reviewer} is published`)).toBeVisible();
  await page.goto('/apps/ecommerce/manage-review?status=Published&q=' + encodeURIComponent(reviewer));
  await expect(page.getByRole('button', { name: `Unpublish the review by ${reviewer}` }).first()).toBeVisible();
});

/** Opens each page and photographs it once its data has arrived. */
async function shootPages(page: Page, shot: Shot, screens: Array<[string, string]>) {
  for (const [name, path] of screens) {
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot(name);
  }
}

// Two tests rather than one: eleven pages under axe at 1440 px neared the 90 s a test may take on two busy cores.
testScreens('e-commerce catalogue screens', async (page, shot) => {
  await signInAsAdmin(page);
  await shootPages(page, shot, [
    ['ecommerce-dashboard', '/dashboards/ecommerce'],
    ['ecommerce-products', '/apps/ecommerce/product/list'],
    ['ecommerce-product-add', '/apps/ecommerce/product/add'],
    ['ecommerce-categories', '/apps/ecommerce/product/category-list'],
    ['ecommerce-settings', '/apps/ecommerce/settings'],
  ]);
});

testScreens('e-commerce sales screens', async (page, shot) => {
  await signInAsAdmin(page);
  await shootPages(page, shot, [
    ['ecommerce-orders', '/apps/ecommerce/order/list'],
    ['ecommerce-order-details', '/apps/ecommerce/order/details/5400'],
    ['ecommerce-customers', '/apps/ecommerce/customer/list'],
    ['ecommerce-reviews', '/apps/ecommerce/manage-review'],
    ['ecommerce-referrals', '/apps/ecommerce/referrals'],
  ]);
  await page.goto('/apps/ecommerce/customer/list');
  await page.locator('a[href*="/customer/details/"]').first().click();
  await page.waitForURL(/\/customer\/details\/\d+/);
  await page.waitForLoadState('networkidle');
  await shot('ecommerce-customer-details');
});

/** The shop's lists, each with a row it shows. */
const LISTS = [
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/product/category-list',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/manage-review',
  '/apps/ecommerce/referrals',
];

/** What scrolls sideways on the page: the page itself, or any box of it. */
const sidewaysScrolls = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll('body *'))]
      .filter((element) => {
        const scrolls = element === document.documentElement || /auto|scroll/.test(getComputedStyle(element).overflowX);
        return scrolls && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.className || element.tagName),
  );

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width} px every shop list shows its columns and row buttons without a sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await signInAsAdmin(page);
    for (const path of LISTS) {
      await page.goto(path);
      await expect(page.getByTestId('list-row').first()).toBeVisible();
      await expect(page.getByTestId('list-range')).toBeVisible();
      if (width < 576) await expect(page.getByRole('table')).toHaveCount(0);
      expect({ path, scrolls: await sidewaysScrolls(page) }).toEqual({ path, scrolls: [] });
    }
  });
}
