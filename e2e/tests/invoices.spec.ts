import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsAdmin, testScreens } from './screens.ts';
import { closeToast, dayFromToday } from './support.ts';

/** The Arabic interface texts, read from the app's own catalogue so the test clicks what an Arabic user reads. */
const ar = JSON.parse(readFileSync(new URL('../../apps/web/src/locales/ar/invoices.json', import.meta.url), 'utf8'));

const RUN = Date.now().toString(36);
const CLIENT = `مؤسسة الأفق ${RUN}`;

test('in Arabic: the admin drafts an invoice, finalizes it, records part of it paid and downloads its PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('mizan-language', JSON.stringify('ar')));
  await signInAsAdmin(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // A draft: one client typed in, one line.
  await page.goto('/apps/invoice/add');
  await expect(page.getByRole('heading', { name: ar.form.addTitle, level: 1 })).toBeVisible();
  await page.getByLabel(ar.form.client.name, { exact: false }).first().fill(CLIENT);
  await page.getByRole('textbox', { name: ar.form.client.companyEmail }).fill(`ofuq-${RUN}@example.com`);
  const due = page.getByRole('textbox', { name: ar.form.dueDate });
  await due.fill(dayFromToday(30));
  await page.getByRole('textbox', { name: ar.form.line.description }).fill('مراجعة عقد إيجار تجاري');
  await page.getByRole('textbox', { name: ar.form.line.unitPrice }).fill('1000');
  await page.getByRole('button', { name: ar.form.saveDraft }).click();
  await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/);

  // Finalize, asked first.
  const sheet = page.getByRole('article');
  await expect(sheet.getByText(ar.status.Draft, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: ar.actionsBar.finalize }).click();
  const confirm = page.getByRole('dialog', { name: ar.actionsBar.finalizeTitle });
  await confirm.getByRole('button', { name: ar.actionsBar.finalize }).click();
  await expect(sheet.getByText(ar.status.Issued, { exact: true })).toBeVisible();

  // A partial payment: 400 of the 1,150 owed.
  await page.getByRole('button', { name: ar.actionsBar.payment }).click();
  const payment = page.getByRole('dialog', { name: ar.payment.title });
  await expect(payment.getByRole('textbox', { name: ar.payment.amount })).toHaveValue('1150.00');
  await payment.getByRole('textbox', { name: ar.payment.amount }).fill('400');
  await payment.getByRole('button', { name: ar.payment.submit }).click();
  await expect(payment).toBeHidden();
  await closeToast(page, ar.payment.saved);
  await expect(sheet.getByText(ar.status['Partial Payment'], { exact: true })).toBeVisible();
  const payments = page.getByRole('region', { name: ar.side.payments });
  await expect(payments.getByText(ar.paymentMethod['bank-transfer'])).toBeVisible();
  await expect(page.getByRole('region', { name: ar.side.activity }).getByText(ar.activity.payment)).toBeVisible();

  // The PDF, in Arabic.
  const link = page.getByRole('link', { name: ar.actionsBar.pdf });
  await expect(link).toHaveAttribute('href', /\/pdf\?lang=ar$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

testScreens('invoices screens', async (page, shot) => {
  await signInAsAdmin(page);
  for (const [name, path] of [
    ['invoices-list', '/apps/invoice/list'],
    ['invoices-add', '/apps/invoice/add'],
    ['invoices-preview', '/apps/invoice/preview/4990'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot(name);
  }
});
