import type { InvoiceDetail, InvoiceDraftBody } from '@mizan/contracts';
import { expect } from 'vitest';
import type { SignedIn, TestContext } from '../../test/app.ts';

export const INVOICES = '/api/apps/invoice';

/** A valid draft body; `overrides` replace top-level fields. */
export const draftBody = (overrides: Partial<InvoiceDraftBody> = {}): InvoiceDraftBody => ({
  client: { name: 'Nora Haddad', company: 'Haddad & Co', companyEmail: 'nora@haddad.test', country: 'Saudi Arabia' },
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  lines: [{ description: 'Consultation', quantity: '2', unitPrice: '100.00', vatRate: '15' }],
  ...overrides,
});

/** Calls that must succeed, answering the invoice. */
export function invoiceCalls(t: TestContext, who: () => SignedIn) {
  const ok = async (method: 'POST' | 'PUT', url: string, payload: object, status = 200) => {
    const response = await t.call(who(), method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<InvoiceDetail>();
  };
  return {
    create: (overrides: Partial<InvoiceDraftBody> = {}) => ok('POST', INVOICES, draftBody(overrides), 201),
    update: (id: number, body: object) => ok('PUT', `${INVOICES}/${id}`, body),
    finalize: (id: number) => ok('POST', `${INVOICES}/${id}/finalize`, {}),
    pay: (id: number, amount: string, date = '2026-03-05') =>
      ok('POST', `${INVOICES}/${id}/payments`, { date, amount, method: 'mada' }),
    send: (id: number) => ok('POST', `${INVOICES}/${id}/send`, {}),
    credit: (id: number, reason = 'Billed twice') => ok('POST', `${INVOICES}/${id}/credit-note`, { reason }),
  };
}
