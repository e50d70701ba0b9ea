import type { InvoiceActivity } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { INVOICES, invoiceCalls } from './test-invoices.ts';

const t = setupTestApp();
let admin: SignedIn;
const calls = invoiceCalls(t, () => admin);
const FUTURE = { issuedDate: '2026-01-10', dueDate: '2999-12-31' };
const PAST = { issuedDate: '2020-01-01', dueDate: '2020-01-31' };
const suffix = (number: string | null) => Number(number!.split('-').pop());

beforeAll(async () => {
  admin = await signIn(t.app);
});

describe('finalizing', () => {
  it('gives the next number of the INV-<year> series and freezes the invoice (twice → 409)', async () => {
    const a = await calls.finalize((await calls.create(FUTURE)).id);
    const b = await calls.finalize((await calls.create(FUTURE)).id);
    expect(a.number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(suffix(b.number)).toBe(suffix(a.number) + 1);
    expect(a).toMatchObject({ invoiceStatus: 'Issued', finalizedAt: expect.any(String) });
    const again = await t.call(admin, 'POST', `${INVOICES}/${a.id}/finalize`, {});
    expect(again.statusCode).toBe(409);
    expect((await t.call(admin, 'POST', `${INVOICES}/999999/finalize`, {})).statusCode).toBe(404);
  });

  it('never duplicates nor skips a number when many drafts are finalized at once', async () => {
    const drafts = await Promise.all(Array.from({ length: 16 }, () => calls.create(FUTURE)));
    const last = suffix((await calls.finalize((await calls.create(FUTURE)).id)).number);
    const responses = await Promise.all(
      drafts.map((draft) => t.call(admin, 'POST', `${INVOICES}/${draft.id}/finalize`, {})),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(drafts.map(() => 200));
    const numbers = responses
      .map((response) => suffix(response.json<{ number: string }>().number))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: drafts.length }, (_, i) => last + 1 + i));
    // Finalizing the same draft from many requests at once: one wins, the others are told it is done.
    const one = await calls.create(FUTURE);
    const racers = await Promise.all(
      Array.from({ length: 6 }, () => t.call(admin, 'POST', `${INVOICES}/${one.id}/finalize`, {})),
    );
    expect(racers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const next = await calls.finalize((await calls.create(FUTURE)).id);
    expect(suffix(next.number)).toBe(last + drafts.length + 2);
  });
});

describe('status from the facts', () => {
  it('Issued → Sent → Partial Payment → Paid, and an overpayment leaves a negative balance', async () => {
    const invoice = await calls.finalize((await calls.create(FUTURE)).id); // 230.00
    expect((await calls.send(invoice.id)).invoiceStatus).toBe('Sent');
    const partial = await calls.pay(invoice.id, '100.50');
    expect(partial).toMatchObject({ invoiceStatus: 'Partial Payment', balanceAmount: '129.50', paid: '100.50' });
    expect(await calls.pay(invoice.id, '129.50')).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    const over = await calls.pay(invoice.id, '20');
    expect(over).toMatchObject({ invoiceStatus: 'Paid', balance: -20, balanceAmount: '-20.00' });
    expect(over.payments.map((payment) => payment.amount)).toEqual(['100.50', '129.50', '20.00']);
  });

  it('is Past Due while something is owed after the due date, and Paid once settled', async () => {
    const invoice = await calls.finalize((await calls.create(PAST)).id);
    expect(invoice.invoiceStatus).toBe('Past Due');
    expect((await calls.pay(invoice.id, '30', '2020-02-10')).invoiceStatus).toBe('Past Due');
    const list = await t.call(admin, 'GET', `${INVOICES}?status=Past%20Due&itemsPerPage=-1`);
    expect(list.json<{ invoices: Array<{ id: number }> }>().invoices.map((row) => row.id)).toContain(invoice.id);
    expect((await calls.pay(invoice.id, '200.00', '2020-02-11')).invoiceStatus).toBe('Paid');
  });

  it('refuses payments and sending before finalizing, and bad payments naming the field', async () => {
    const draft = await calls.create(FUTURE);
    const pay = (body: object) => t.call(admin, 'POST', `${INVOICES}/${draft.id}/payments`, body);
    expect((await pay({ date: '2026-03-01', amount: '10', method: 'cash' })).statusCode).toBe(409);
    expect((await t.call(admin, 'POST', `${INVOICES}/${draft.id}/send`, {})).statusCode).toBe(409);
    await calls.finalize(draft.id);
    for (const [body, field] of [
      [{ date: '2026-03-01', amount: '0', method: 'cash' }, 'amount'],
      [{ date: '2026-03-01', amount: '-3', method: 'cash' }, 'amount'],
      [{ date: '2026-03-01', amount: '10', method: 'paypal' }, 'method'],
      [{ date: '2026-13-01', amount: '10', method: 'card' }, 'date'],
    ] as const) {
      const response = await pay(body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    expect(
      (await t.call(admin, 'GET', `${INVOICES}/${draft.id}`)).json<{ invoice: { paid: string } }>().invoice.paid,
    ).toBe('0.00');
  });
});

describe('credit notes and activity', () => {
  it('cancels a finalized invoice by a numbered credit note; it then takes no edit, payment nor second note', async () => {
    const invoice = await calls.finalize((await calls.create(FUTURE)).id);
    await calls.pay(invoice.id, '50');
    const cancelled = await calls.credit(invoice.id);
    expect(cancelled).toMatchObject({
      invoiceStatus: 'Cancelled',
      credited: '230.00',
      balanceAmount: '-50.00',
      creditNoteNumber: expect.stringMatching(/^CN-\d{4}-\d{4}$/),
    });
    const pay = await t.call(admin, 'POST', `${INVOICES}/${invoice.id}/payments`, {
      date: '2026-03-01',
      amount: '10',
      method: 'cash',
    });
    expect(pay.statusCode).toBe(409);
    expect((await t.call(admin, 'POST', `${INVOICES}/${invoice.id}/credit-note`, {})).statusCode).toBe(409);
    const draft = await calls.create(FUTURE);
    expect((await t.call(admin, 'POST', `${INVOICES}/${draft.id}/credit-note`, {})).statusCode).toBe(409);
  });

  it('records every change with who and when, newest first', async () => {
    const invoice = await calls.create(FUTURE);
    await calls.update(invoice.id, {
      client: { name: 'Nora Haddad' },
      ...FUTURE,
      lines: [{ description: 'Appeal', quantity: '1', unitPrice: '10' }],
      version: invoice.version,
    });
    await calls.finalize(invoice.id);
    await calls.send(invoice.id);
    await calls.pay(invoice.id, '5');
    await calls.credit(invoice.id);
    const response = await t.call(admin, 'GET', `${INVOICES}/${invoice.id}/activity`);
    expect(response.statusCode).toBe(200);
    const { activity } = response.json<{ activity: InvoiceActivity[] }>();
    expect(activity.map((entry) => entry.action)).toEqual([
      'credited',
      'payment',
      'sent',
      'finalized',
      'updated',
      'created',
    ]);
    expect(activity.every((entry) => entry.by?.id === admin.userId)).toBe(true);
    expect(activity.find((entry) => entry.action === 'payment')!.detail).toMatchObject({
      amount: '5.00',
      method: 'mada',
    });
  });
});
