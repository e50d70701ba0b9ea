import type { InvoiceSettings, InvoiceWithPaymentDetails } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();
const url = '/api/apps/invoice/settings';
let admin: SignedIn;
const body = {
  sellerName: 'مكتب ميزان للمحاماة',
  vatNumber: '310122393500003',
  bankName: 'Al Rajhi Bank',
  country: 'Saudi Arabia',
  iban: 'sa03 8000 0000 6080 1016 7519',
  swiftCode: 'rjhisari',
};

beforeAll(async () => {
  admin = await signIn(t.app);
});

describe('invoice settings (seller and paymentDetails)', () => {
  it('answers the demo’s (the spec’s bank, a VAT number for the QR code), saves, and the invoices’ paymentDetails follow', async () => {
    const before = (await t.call(admin, 'GET', url)).json<InvoiceSettings>();
    expect(before).toMatchObject({ bankName: 'American Bank', vatNumber: '310122393500003', version: 1 });
    const saved = await t.call(admin, 'PUT', url, { ...body, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<InvoiceSettings>()).toMatchObject({
      iban: 'SA0380000000608010167519',
      swiftCode: 'RJHISARI',
      version: 2,
    });
    const detail = (await t.call(admin, 'GET', '/api/apps/invoice/4990')).json<InvoiceWithPaymentDetails>();
    expect(detail.paymentDetails).toMatchObject({
      bankName: 'Al Rajhi Bank',
      iban: 'SA0380000000608010167519',
      swiftCode: 'RJHISARI',
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
