import type { InvoiceList, InvoiceWithPaymentDetails } from '@mizan/contracts';
import { INVOICE_STATUSES } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();
const base = '/api/apps/invoice';
let admin: SignedIn;

beforeAll(async () => {
  admin = await signIn(t.app);
});

const list = async (query = '') => {
  const response = await t.call(admin, 'GET', `${base}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceList>();
};

describe('invoices API: the demo invoices and the list (spec §7)', () => {
  it('answers { invoices, totalInvoices }: ids 4987–5036, newest first, ten a page', async () => {
    const page = await list();
    expect(page.totalInvoices).toBe(50);
    expect(page.invoices.map((invoice) => invoice.id)).toEqual(Array.from({ length: 10 }, (_, i) => 5036 - i));
    const all = await list('?itemsPerPage=-1');
    expect(all.invoices).toHaveLength(50);
    expect(Math.min(...all.invoices.map((invoice) => invoice.id))).toBe(4987);
    const [first] = all.invoices;
    expect(first).toMatchObject({ dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(Object.keys(first!.client).sort()).toEqual([
      'address',
      'company',
      'companyEmail',
      'contact',
      'country',
      'name',
    ]);
  });

  it('shows every status of spec §4 and a negative balance among the demo invoices', async () => {
    const all = (await list('?itemsPerPage=-1')).invoices;
    const statuses = new Set(all.map((invoice) => invoice.invoiceStatus));
    for (const status of ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']) {
      expect(statuses, status).toContain(status);
    }
    expect(all.some((invoice) => invoice.balance < 0)).toBe(true);
    expect(all.some((invoice) => invoice.source === 'legal-fee' && invoice.sourceId !== null)).toBe(true);
  });

  it('filters by the computed status in SQL, each row having that status, the counts adding up', async () => {
    let sum = 0;
    for (const status of INVOICE_STATUSES) {
      const page = await list(`?status=${encodeURIComponent(status)}&itemsPerPage=-1`);
      expect(
        page.invoices.every((invoice) => invoice.invoiceStatus === status),
        status,
      ).toBe(true);
      expect(page.totalInvoices).toBe(page.invoices.length);
      sum += page.totalInvoices;
    }
    expect(sum).toBe(50);
  });

  it('searches the client name, e-mail or id, case-insensitively', async () => {
    const byName = await list('?q=JORDAN&itemsPerPage=-1');
    expect(byName.totalInvoices).toBeGreaterThan(0);
    expect(byName.invoices.every((invoice) => invoice.client.name === 'Jordan Stevenson')).toBe(true);
    const byEmail = await list('?q=brenda49@&itemsPerPage=-1');
    expect(byEmail.invoices.every((invoice) => invoice.client.companyEmail === 'brenda49@taylor.info')).toBe(true);
    expect(byEmail.totalInvoices).toBeGreaterThan(0);
    const byId = await list('?q=5012');
    expect(byId.invoices.map((invoice) => invoice.id)).toEqual([5012]);
    expect((await list('?q=%25')).totalInvoices).toBe(0); // % is a character, not a wildcard
  });

  it('bounds the issue date by selectedDateRange and refuses a malformed range naming the field', async () => {
    const all = (await list('?itemsPerPage=-1')).invoices;
    const dates = all.map((invoice) => invoice.issuedDate).sort();
    const start = dates[10]!;
    const end = dates[20]!;
    const range = encodeURIComponent(JSON.stringify({ start, end }));
    const page = await list(`?selectedDateRange=${range}&itemsPerPage=-1`);
    expect(page.totalInvoices).toBe(dates.filter((date) => date >= start && date <= end).length);
    const bad = await t.call(admin, 'GET', `${base}?selectedDateRange=notjson`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('selectedDateRange');
  });

  it('sorts by client, total, id, date and balance both ways, ties newest first', async () => {
    const keys = {
      client: (invoice: InvoiceList['invoices'][number]) => invoice.client.name.toLowerCase(),
      total: (invoice: InvoiceList['invoices'][number]) => invoice.total,
      id: (invoice: InvoiceList['invoices'][number]) => invoice.id,
      date: (invoice: InvoiceList['invoices'][number]) => invoice.issuedDate,
      balance: (invoice: InvoiceList['invoices'][number]) => invoice.balance,
    };
    for (const [sortBy, key] of Object.entries(keys)) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const rows = (await list(`?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`)).invoices;
        for (let i = 1; i < rows.length; i++) {
          const a = key(rows[i - 1]!);
          const b = key(rows[i]!);
          const ordered = orderBy === 'asc' ? a <= b : a >= b;
          expect(ordered, `${sortBy} ${orderBy} at ${i}`).toBe(true);
          if (a === b) expect(rows[i - 1]!.id).toBeGreaterThan(rows[i]!.id);
        }
      }
    }
  });

  it('pages: page 2 follows page 1, a page past the end is empty, bad paging falls back to 1/10', async () => {
    const first = await list('?page=1&itemsPerPage=5');
    const second = await list('?page=2&itemsPerPage=5');
    expect(second.invoices[0]!.id).toBe(first.invoices[4]!.id - 1);
    expect((await list('?page=99')).invoices).toEqual([]);
    expect((await list('?page=abc&itemsPerPage=xyz')).invoices).toHaveLength(10);
  });
});

describe('invoices API: one invoice, clients, delete (spec §7/§8)', () => {
  it('answers { invoice, paymentDetails } with the bank and the balance due', async () => {
    const response = await t.call(admin, 'GET', `${base}/4987`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<InvoiceWithPaymentDetails>();
    expect(body.invoice.id).toBe(4987);
    expect(body.invoice.lines.length).toBeGreaterThan(0);
    expect(body.paymentDetails).toMatchObject({ bankName: expect.any(String), iban: expect.any(String) });
    expect(body.paymentDetails.totalDue).toMatch(/^-?\$[\d,]+\.\d{2}$/);
  });

  it('answers 404 "No invoice found with this id" for an unknown id', async () => {
    const response = await t.call(admin, 'GET', `${base}/99999`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No invoice found with this id' });
    expect((await t.call(admin, 'GET', `${base}/99999/activity`)).statusCode).toBe(404);
  });

  it('lists at most 5 clients, matching q', async () => {
    const response = await t.call(admin, 'GET', `${base}/clients`);
    expect(response.statusCode, response.body).toBe(200);
    const clients = response.json<Array<{ name: string }>>();
    expect(clients).toHaveLength(5);
    expect(new Set(clients.map((client) => client.name)).size).toBe(5);
    const found = (await t.call(admin, 'GET', `${base}/clients?q=kevin`)).json<Array<{ name: string }>>();
    expect(found.map((client) => client.name)).toEqual(['Kevin Patton']);
  });

  it('deletes a draft (204), answers an unknown id 404 { error: "Something went wrong" }, keeps a finalized one (409)', async () => {
    const drafts = (await list('?status=Draft&itemsPerPage=-1')).invoices;
    const draft = drafts[0]!;
    expect((await t.call(admin, 'DELETE', `${base}/${draft.id}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', `${base}/${draft.id}`)).statusCode).toBe(404);
    const unknown = await t.call(admin, 'DELETE', `${base}/${draft.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Something went wrong' });
    const paid = (await list('?status=Paid')).invoices[0]!;
    expect((await t.call(admin, 'DELETE', `${base}/${paid.id}`)).statusCode).toBe(409);
    expect((await t.call(admin, 'GET', `${base}/${paid.id}`)).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 without the Invoice rules', async () => {
    const subscriber = await t.userWithRole('subscriber');
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/clients`],
      ['GET', `${base}/4990`],
      ['DELETE', `${base}/4990`],
    ] as const) {
      expect((await t.call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(subscriber, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
