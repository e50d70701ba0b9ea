import { invoiceSettingsBodySchema, type InvoiceSettings, type InvoiceWithPaymentDetails } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();
const url = '/api/apps/invoice/settings';
let admin: SignedIn;
const body = {
  sellerName: 'مكتب ميزان للمحاماة',
  vatNumber: '300000000000003',
  bankName: 'Saudi National Bank',
  country: 'Saudi Arabia',
  iban: 'sa44 2000 0001 2345 6789 1234',
  swiftCode: 'ncbksajexxx',
};

beforeAll(async () => {
  admin = await signIn(t.app);
});

describe('invoice settings (seller and paymentDetails)', () => {
  it('answers the demo’s (a VAT number for the QR code, a Saudi bank), saves, and the invoices’ paymentDetails follow', async () => {
    const before = (await t.call(admin, 'GET', url)).json<InvoiceSettings>();
    expect(before).toMatchObject({ bankName: 'Al Rajhi Bank', vatNumber: '310122393500003', version: 1 });
    // As read, they pass the checks: the settings page can save them untouched.
    expect(invoiceSettingsBodySchema.safeParse(before).success).toBe(true);
    const saved = await t.call(admin, 'PUT', url, { ...body, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<InvoiceSettings>()).toMatchObject({
      iban: 'SA4420000001234567891234',
      swiftCode: 'NCBKSAJEXXX',
      version: 2,
    });
    const detail = (await t.call(admin, 'GET', '/api/apps/invoice/4990')).json<InvoiceWithPaymentDetails>();
    expect(detail.paymentDetails).toMatchObject({
      bankName: 'Saudi National Bank',
      iban: 'SA4420000001234567891234',
      swiftCode: 'NCBKSAJEXXX',
      country: 'Saudi Arabia',
    });
  });

  it('answers 409 to a stale version and 400 naming a bad VAT number, IBAN or SWIFT code', async () => {
    expect((await t.call(admin, 'PUT', url, { ...body, version: 0 })).statusCode).toBe(409);
    for (const [field, value] of [
      ['vatNumber', '12345'],
      ['iban', 'not an iban'],
      ['swiftCode', 'ABC'],
    ] as const) {
      const response = await t.call(admin, 'PUT', url, { ...body, [field]: value, version: 1 });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
  });

  it('lets only those who manage invoices change them', async () => {
    const author = await t.userWithRole('author');
    expect((await t.call(author, 'PUT', url, { ...body, version: 1 })).statusCode).toBe(403);
    expect((await t.call(null, 'GET', url)).statusCode).toBe(401);
  });
});
