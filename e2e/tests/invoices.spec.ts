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

test('a case’s agreed fees become an invoice: drafted from its fees tab, finalized, and nothing is left to bill', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  // A demo case with fees agreed and not yet invoiced, found through the calls the fees tab makes.
  const { cases } = (await (await page.request.get('/api/legal-cases?itemsPerPage=100')).json()) as {
    cases: { id: number }[];
  };
  let caseId = 0;
  for (const { id } of cases) {
    const response = await page.request.get(`/api/apps/invoice/from-case/${id}`);
    if (response.ok() && Number(((await response.json()) as { unbilled: string }).unbilled) > 0) {
      caseId = id;
      break;
    }
  }
  expect(caseId, 'a demo case with unbilled fees').toBeGreaterThan(0);

  await page.goto(`/legal-cases/${caseId}?tab=fees`);
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await page.waitForURL(/\/apps\/invoice\/edit\/\d+$/);
  // The draft holds the case's client and the fees left to bill; the lawyer finalizes it as it stands.
  await expect(page.getByRole('textbox', { name: 'Description' }).first()).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save and finalize' }).click();
  await page.getByRole('dialog', { name: 'Finalize this invoice?' }).getByRole('button', { name: 'Finalize' }).click();
  await page.waitForURL(/\/apps\/invoice\/preview\/\d+$/);
  await expect(page.getByRole('article').getByText('Issued', { exact: true }).first()).toBeVisible();

  // Back on the case, everything agreed is invoiced: no second invoice is offered.
  await page.goto(`/legal-cases/${caseId}?tab=fees`);
  await expect(page.getByText('Agreed fees minus payments')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Create invoice' })).toHaveCount(0);
  expect(
    ((await (await page.request.get(`/api/apps/invoice/from-case/${caseId}`)).json()) as { unbilled: string }).unbilled,
  ).toBe('0.00');
});
