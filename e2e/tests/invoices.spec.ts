import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, testScreens } from './screens.ts';
import { closeToast, dayFromToday } from './support.ts';

/** The Arabic interface texts, read from the app's own catalogue so the test clicks what an Arabic user reads. */
const catalogue = (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/ar/${namespace}.json`, import.meta.url), 'utf8'));
const ar = catalogue('invoices');
const arCases = catalogue('legal-cases');

const RUN = Date.now().toString(36);

/** A demo case with fees agreed and not yet invoiced, found through the call its fees tab makes. */
async function caseWithUnbilledFees(page: Page): Promise<number> {
  const { cases } = (await (await page.request.get('/api/legal-cases?itemsPerPage=100')).json()) as {
    cases: { id: number }[];
  };
  for (const { id } of cases) {
    const response = await page.request.get(`/api/apps/invoice/from-case/${id}`);
    if (response.ok() && Number(((await response.json()) as { unbilled: string }).unbilled) > 0) return id;
  }
  throw new Error('no demo case has unbilled fees');
}

const unbilledOf = async (page: Page, caseId: number) =>
  ((await (await page.request.get(`/api/apps/invoice/from-case/${caseId}`)).json()) as { unbilled: string }).unbilled;

test('in Arabic: an invoice of a case’s unbilled fees, finalized, partly paid (the payment reaches the case) and its PDF downloaded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('mizan-language', JSON.stringify('ar')));
  await signInAsAdmin(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const caseId = await caseWithUnbilledFees(page);

  // The case's fees tab offers the invoice; the draft holds the case's client and the fees left to bill.
  await page.goto(`/legal-cases/${caseId}?tab=fees`);
  await page.getByRole('button', { name: arCases.tabsPage.fees.createInvoice }).click();
  await page.waitForURL(/\/apps\/invoice\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: ar.form.line.description }).first()).not.toHaveValue('');

  // Finalized as it stands, asked first.
  await page.getByRole('button', { name: ar.form.saveAndFinalize }).click();
  const confirm = page.getByRole('dialog', { name: ar.form.finalizeTitle });
  await confirm.getByRole('button', { name: ar.form.finalizeConfirm }).click();
  await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/);
  const sheet = page.getByRole('article');
  await expect(sheet.getByText(ar.status.Issued, { exact: true })).toBeVisible();
  const number = (await sheet.locator('#invoice-sheet-title').textContent())?.match(/INV-\d{4}-\d+/)?.[0];
  expect(number).toBeTruthy();

  // A partial payment: 400 of what is owed.
  await page.getByRole('button', { name: ar.actionsBar.payment }).click();
  const payment = page.getByRole('dialog', { name: ar.payment.title });
  await expect(payment.getByRole('textbox', { name: ar.payment.amount })).not.toHaveValue('');
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
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');

  // Back on the case: the payment is among its fees, and nothing is left to bill.
  await page.goto(`/legal-cases/${caseId}?tab=fees`);
  await expect(page.getByText(`Invoice ${number} payment`)).toBeVisible();
  await expect(page.getByRole('button', { name: arCases.tabsPage.fees.createInvoice })).toHaveCount(0);
  expect(await unbilledOf(page, caseId)).toBe('0.00');
});

test('a typed-in client’s invoice: drafted with a line, saved, edited and finalized', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/apps/invoice/add');
  await expect(page.getByRole('heading', { name: 'New invoice', level: 1 })).toBeVisible();
  await page.getByLabel('Client name', { exact: false }).first().fill(`Horizon Trading ${RUN}`);
  await page.getByRole('textbox', { name: 'Company e-mail' }).fill(`horizon-${RUN}@example.com`);
  await page.getByRole('textbox', { name: 'Due date' }).fill(dayFromToday(30));
  await page.getByRole('textbox', { name: 'Description' }).fill('Commercial lease review');
  await page.getByRole('textbox', { name: 'Unit price' }).fill('1000');
  await expect(page.getByTestId('invoice-form-totals')).toContainText('1,150.00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/);
  const sheet = page.getByRole('article');
  await expect(sheet.getByText('Draft', { exact: true })).toBeVisible();

  // A second line, then finalized from the preview.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByRole('textbox', { name: 'Description' }).nth(1).fill('Court filing');
  await page.getByRole('textbox', { name: 'Unit price' }).nth(1).fill('200');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/);
  await expect(sheet.getByText('Court filing')).toBeVisible();
  await page.getByRole('button', { name: 'Finalize' }).click();
  await page.getByRole('dialog', { name: 'Finalize this invoice?' }).getByRole('button', { name: 'Finalize' }).click();
  await expect(sheet.getByText('Issued', { exact: true }).first()).toBeVisible();
  await expect(sheet).toContainText('1,380.00');
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
