import { INVOICE_TEXT, type Invoice, type InvoiceWithPaymentDetails } from '@mizan/contracts';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn, CLIENT } from '../../test/app.ts';
import { INVOICES } from './test-invoices.ts';
import { decodeZatcaQr } from './zatca.ts';

const t = setupTestApp();
let admin: SignedIn;
let issued: Invoice;
let draft: Invoice;
const SELLER = { sellerName: 'مكتب ميزان للمحاماة', vatNumber: '310122393500003' };
const BANK = { iban: 'SA0380000000608010167519', swiftCode: 'RJHISARI' };

/** The text of every element named `local` (any namespace), read with a strict XML parser: bad XML throws. */
function elementTexts(xml: string, local: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const found: string[] = [];
  let depth = 0;
  let current = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (tag.local !== local) return;
    depth += 1;
    current = '';
  });
  parser.on('text', (text) => {
    if (depth) current += text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local !== local || !depth) return;
    depth -= 1;
    found.push(current);
  });
  parser.write(xml).close();
  return found;
}

const detail = async (id: number) => {
  const response = await t.call(admin, 'GET', `${INVOICES}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceWithPaymentDetails>();
};

beforeAll(async () => {
  admin = await signIn(t.app);
  const settings = (await t.call(admin, 'GET', `${INVOICES}/settings`)).json<{ version: number }>();
  const saved = await t.call(admin, 'PUT', `${INVOICES}/settings`, { ...settings, ...SELLER, ...BANK });
  expect(saved.statusCode, saved.body).toBe(200);
  const all = (await t.call(admin, 'GET', `${INVOICES}?itemsPerPage=-1`)).json<{ invoices: Invoice[] }>().invoices;
  issued = all.find((invoice) => invoice.number && invoice.invoiceStatus === 'Paid')!;
  draft = all.find((invoice) => invoice.invoiceStatus === 'Draft')!;
  expect(issued).toBeDefined();
  expect(draft).toBeDefined();
});

describe('invoice PDF', () => {
  it.each(['ar', 'en'] as const)('answers a real PDF of a demo invoice in %s, named after its number', async (lang) => {
    const response = await t.call(admin, 'GET', `${INVOICES}/${issued.id}/pdf?lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
    expect(response.headers['content-disposition']).toContain(`filename="${issued.number}.pdf"`);
  });

  it('names a draft draft-<id>, refuses an unknown language and answers 404 for an unknown id', async () => {
    const response = await t.call(admin, 'GET', `${INVOICES}/${draft.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="draft-${draft.id}.pdf"`);
    expect((await t.call(admin, 'GET', `${INVOICES}/${issued.id}/pdf?lang=de`)).statusCode).toBe(400);
    const unknown = await t.call(admin, 'GET', `${INVOICES}/999999/pdf`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(INVOICE_TEXT.notFound);
  });

  it('is refused to a user without the invoices permission and to no one signed in', async () => {
    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'GET', `${INVOICES}/${issued.id}/pdf`)).statusCode).toBe(403);
    expect((await t.call(client, 'GET', `${INVOICES}/${issued.id}/xml`)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', `${INVOICES}/${issued.id}/pdf`)).statusCode).toBe(401);
  });
});

describe('invoice UBL XML and ZATCA QR', () => {
  it('answers well-formed UBL whose PayableAmount is the invoice total', async () => {
    const { invoice } = await detail(issued.id);
    const response = await t.call(admin, 'GET', `${INVOICES}/${issued.id}/xml`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('xml');
    expect(elementTexts(response.body, 'PayableAmount')).toEqual([invoice.totalAmount]);
    expect(elementTexts(response.body, 'ID')[0]).toBe(invoice.number);
    // The same document each time: its UUID is derived from the invoice, not drawn anew.
    expect((await t.call(admin, 'GET', `${INVOICES}/${issued.id}/xml`)).body).toBe(response.body);
  });

  it('answers 409 for a draft and 404 for an unknown id', async () => {
    const response = await t.call(admin, 'GET', `${INVOICES}/${draft.id}/xml`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(INVOICE_TEXT.notFinalized);
    const unknown = await t.call(admin, 'GET', `${INVOICES}/999999/xml`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(INVOICE_TEXT.notFound);
  });

  it("adds zatcaQr to a finalized invoice's detail: the seller, its VAT number, the total and the VAT", async () => {
    const { invoice, zatcaQr } = await detail(issued.id);
    expect(decodeZatcaQr(zatcaQr!)).toEqual({
      sellerName: SELLER.sellerName,
      sellerVatNumber: SELLER.vatNumber,
      timestamp: invoice.finalizedAt!.replace(/\.\d{3}Z$/, 'Z'),
      totalWithVat: invoice.totalAmount,
      vatAmount: invoice.tax,
    });
    expect((await detail(draft.id)).zatcaQr).toBeNull();
  });
});

describe('public link to the PDF', () => {
  it('is made once per finalized invoice, serves the PDF signed out, marks it downloaded, and dies when revoked', async () => {
    const all = (await t.call(admin, 'GET', `${INVOICES}?itemsPerPage=-1`)).json<{ invoices: Invoice[] }>().invoices;
    const sent = all.find((invoice) => invoice.invoiceStatus === 'Sent')!;
    const made = await t.call(admin, 'POST', `${INVOICES}/${sent.id}/link`, {});
    expect(made.statusCode, made.body).toBe(200);
    const link = made.json<{ token: string; path: string }>();
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.path).toBe(`/api/public/invoice/${link.token}/pdf`);
    expect((await t.call(admin, 'POST', `${INVOICES}/${sent.id}/link`, {})).json()).toEqual(link);

    const pdf = await t.call(null, 'GET', `${link.path}?lang=ar`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { invoice } = await detail(sent.id);
    expect(invoice).toMatchObject({ invoiceStatus: 'Downloaded', downloadedAt: expect.any(String) });

    expect((await t.call(admin, 'DELETE', `${INVOICES}/${sent.id}/link`)).statusCode).toBe(204);
    const revoked = await t.call(null, 'GET', link.path);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json<{ message: string }>().message).toBe(INVOICE_TEXT.notFound);
    const again = (await t.call(admin, 'POST', `${INVOICES}/${sent.id}/link`, {})).json<{ token: string }>();
    expect(again.token).not.toBe(link.token);
  });

  it('is refused to a draft (409), an unknown invoice (404) and a made-up token (404)', async () => {
    expect((await t.call(admin, 'POST', `${INVOICES}/${draft.id}/link`, {})).statusCode).toBe(409);
    expect((await t.call(admin, 'POST', `${INVOICES}/999999/link`, {})).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', `${INVOICES}/999999/link`)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', `/api/public/invoice/${'x'.repeat(43)}/pdf`)).statusCode).toBe(404);
    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'POST', `${INVOICES}/${issued.id}/link`, {})).statusCode).toBe(403);
  });
});
