import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { draftBody, INVOICES, invoiceCalls } from './test-invoices.ts';

const t = setupTestApp();
let admin: SignedIn;
const calls = invoiceCalls(t, () => admin);
beforeAll(async () => {
  admin = await signIn(t.app);
});

describe('invoice drafts: create', () => {
  it('computes the totals from the lines in exact decimals, ignoring totals in the body, no number yet', async () => {
    const invoice = await calls.create({
      lines: [
        { description: 'Hearing', quantity: '3', unitPrice: '0.10', vatRate: '15' },
        { description: 'Memo', quantity: '1.5', unitPrice: '333.33', discount: '10', vatRate: '15' },
      ],
      // @ts-expect-error: a client's totals are not part of the body and are never read
      total: 1,
    });
    // 0.30 + 499.995→500.00 = 500.30; discount 50.00; VAT 0.045→0.05 + 67.50 = 67.55; total 517.85
    expect(invoice).toMatchObject({
      number: null,
      invoiceStatus: 'Draft',
      subtotal: '500.30',
      discount: '50.00',
      tax: '67.55',
      totalAmount: '517.85',
      total: 517.85,
      balance: 517.85,
      currency: 'USD',
      service: 'Hearing',
      version: 1,
    });
    expect(invoice.lines.map((line) => line.amount)).toEqual(['0.30', '450.00']);
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const before = (await t.call(admin, 'GET', INVOICES)).json<{ totalInvoices: number }>().totalInvoices;
    const cases: Array<[object, string]> = [
      [{ client: { name: '' } }, 'client.name'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ description: 'x', quantity: '0', unitPrice: '1' }] }, 'lines.0.quantity'],
      [{ lines: [{ description: 'x', quantity: '1', unitPrice: '-5' }] }, 'lines.0.unitPrice'],
      [{ lines: [{ description: 'x', quantity: '1', unitPrice: '1', vatRate: '101' }] }, 'lines.0.vatRate'],
      [{ dueDate: '2026-02-30' }, 'dueDate'],
      [{ dueDate: '2026-02-01' }, 'dueDate'],
      [{ client: { name: 'A', companyEmail: 'not-an-email' } }, 'client.companyEmail'],
    ];
    for (const [overrides, field] of cases) {
      const response = await t.call(admin, 'POST', INVOICES, draftBody(overrides));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors), field).toContain(field);
    }
    expect((await t.call(admin, 'GET', INVOICES)).json<{ totalInvoices: number }>().totalInvoices).toBe(before);
  });
});

describe('invoice drafts: edit', () => {
  it('replaces the lines whole and recomputes, moving the version', async () => {
    const draft = await calls.create();
    const edited = await calls.update(draft.id, {
      ...draftBody({ lines: [{ description: 'Appeal', quantity: '1', unitPrice: '1000', vatRate: '15' }] }),
      version: draft.version,
    });
    expect(edited.lines.map((line) => line.description)).toEqual(['Appeal']);
    expect(edited).toMatchObject({ totalAmount: '1150.00', version: draft.version + 1, service: 'Appeal' });
  });

  it('answers 409 to an edit made on a stale version, leaving the draft as saved', async () => {
    const draft = await calls.create();
    await calls.update(draft.id, { ...draftBody({ notes: 'first' }), version: draft.version });
    const stale = await t.call(admin, 'PUT', `${INVOICES}/${draft.id}`, {
      ...draftBody({ notes: 'second' }),
      version: draft.version,
    });
    expect(stale.statusCode).toBe(409);
    const saved = (await t.call(admin, 'GET', `${INVOICES}/${draft.id}`)).json<{ invoice: { notes: string } }>();
    expect(saved.invoice.notes).toBe('first');
  });

  it('answers 409 with a clear message when editing a finalized invoice, and 404 for an unknown one', async () => {
    const draft = await calls.create();
    const final = await calls.finalize(draft.id);
    const response = await t.call(admin, 'PUT', `${INVOICES}/${draft.id}`, { ...draftBody(), version: final.version });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/finalized.*credit note/);
    const unknown = await t.call(admin, 'PUT', `${INVOICES}/999999`, { ...draftBody(), version: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});
