import type { CaseFeeList, CaseUnbilled, Contact, DirectoryClient, InvoiceWithPaymentDetails } from '@mizan/contracts';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ecommerceOrders,
  legalCaseActivity,
  legalCaseFees,
  legalCaseParties,
  legalCases,
  legalCaseTeam,
  roleRules,
  roles,
} from '../db/schema.ts';
import { createOrderBilling } from '../modules/ecommerce/orders.billing.ts';
import { insertCategory, insertCustomer, insertOrder, insertProduct } from '../modules/ecommerce/test-shop.ts';
import { createCaseBilling } from '../modules/legal-cases/cases.billing.ts';
import { insertTestCase } from './legal-case.ts';
import { signIn, setupTestApp, type SignedIn } from './app.ts';
import { createInvoicesService } from '../modules/invoices/invoices.service.ts';
import { invoicePayments, invoices } from '../modules/invoices/invoices.table.ts';
import { INVOICES, invoiceCalls } from '../modules/invoices/test-invoices.ts';

/**
 * The office's own flows into invoices (issue 15), across the modules app.ts composes: an invoice from a case's
 * unbilled fees and from a shop order, payments flowing back to the case, the client picker's directory.
 */
const t = setupTestApp();
let admin: SignedIn;
/** May invoice and read cases, orders and customers, but manages no case: team-only cases stay closed to them. */
let clerk: SignedIn;
let client: Contact;
const calls = invoiceCalls(t, () => admin);

const fee = async (caseId: number, kind: 'agreement' | 'payment' | 'expense', amount: string) => {
  const response = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/fees`, {
    kind,
    amount,
    description: `${kind} ${amount}`,
    occurredOn: '2026-02-01',
  });
  expect(response.statusCode, response.body).toBe(201);
};
/** A case with `member` (when given) on its team, the contact as its client, and the agreed fees. */
const caseWith = async (agreed: string[], fields: { teamOnly?: boolean; title?: string } = {}) => {
  const id = await insertTestCase(t.db, { responsibleLawyerId: admin.userId, ...fields });
  await t.db
    .insert(legalCaseParties)
    .values({ caseId: id, contactId: client.id, role: 'client', capacity: 'plaintiff' });
  for (const amount of agreed) await fee(id, 'agreement', amount);
  return id;
};
const unbilled = async (who: SignedIn, caseId: number) => {
  const response = await t.call(who, 'GET', `${INVOICES}/from-case/${caseId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CaseUnbilled>();
};
const fromCase = (who: SignedIn, caseId: number, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${INVOICES}/from-case/${caseId}`,
    headers: { authorization: `Bearer ${who.token}`, 'accept-language': language },
  });
const invoice = async (id: number) =>
  (await t.call(admin, 'GET', `${INVOICES}/${id}`)).json<InvoiceWithPaymentDetails>().invoice;
const feesOf = async (caseId: number) =>
  (await t.call(admin, 'GET', `/api/legal-cases/${caseId}/fees`)).json<CaseFeeList>();

beforeAll(async () => {
  admin = await signIn(t.app);
  const [role] = await t.db.insert(roles).values({ name: 'billing-clerk' }).returning({ id: roles.id });
  await t.db.insert(roleRules).values(
    (
      [
        ['manage', 'Invoice'],
        ['read', 'LegalCase'],
        ['read', 'Order'],
        ['read', 'Customer'],
      ] as const
    ).map(([action, subject]) => ({ roleId: role!.id, action, subject })),
  );
  clerk = await t.userWithRole('billing-clerk');
  const created = await t.call(admin, 'POST', '/api/legal-contacts', {
    kind: 'organization',
    nameAr: 'شركة زمرد للفوترة',
    nameEn: 'Zumurrud Billing Co',
    email: 'billing@zumurrud.test',
    address: 'Olaya Street, Riyadh',
  });
  expect(created.statusCode, created.body).toBe(201);
  client = created.json<Contact>();
});

describe('an invoice from a case’s unbilled fees', () => {
  it('bills agreed − already invoiced (before VAT) in one line for the case’s client, then answers 409', async () => {
    const caseId = await caseWith(['1000.00', '500.50'], { title: 'نزاع الفوترة' });
    await fee(caseId, 'expense', '99.00'); // expenses are not fees to bill
    expect(await unbilled(admin, caseId)).toEqual({ agreed: '1500.50', invoiced: '0.00', unbilled: '1500.50' });

    const first = await fromCase(admin, caseId);
    expect(first.statusCode, first.body).toBe(201);
    const draft = await invoice(first.json<{ id: number }>().id);
    expect(draft).toMatchObject({
      source: 'legal-fee',
      sourceId: caseId,
      number: null,
      invoiceStatus: 'Draft',
      subtotal: '1500.50',
      tax: '225.08',
      client: {
        name: 'شركة زمرد للفوترة',
        company: 'Zumurrud Billing Co',
        address: 'Olaya Street, Riyadh',
        companyEmail: 'billing@zumurrud.test',
      },
    });
    expect(draft.lines).toEqual([
      expect.objectContaining({
        description: expect.stringMatching(/^Legal fees — case 1990\/T\d+ نزاع الفوترة$/),
        quantity: '1.000',
        unitPrice: '1500.50',
        vatRate: '15.00',
      }),
    ]);
    expect(await unbilled(admin, caseId)).toEqual({ agreed: '1500.50', invoiced: '1500.50', unbilled: '0.00' });
    const again = await fromCase(admin, caseId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Everything agreed on this case is already invoiced' });
    expect((await fromCase(admin, caseId, 'ar')).json<{ message: string }>().message).toBe(
      'كل الأتعاب المتفق عليها في هذه القضية صدرت بها فواتير',
    );

    // A new agreed fee bills only the difference; a cancelled invoice no longer counts.
    await fee(caseId, 'agreement', '200.00');
    const second = await fromCase(admin, caseId, 'fr');
    expect(second.statusCode, second.body).toBe(201);
    const secondDraft = await invoice(second.json<{ id: number }>().id);
    expect(secondDraft.lines[0]).toMatchObject({ unitPrice: '200.00' });
    expect(secondDraft.lines[0]!.description).toMatch(/^Honoraires — dossier /);
    await calls.finalize(draft.id);
    await calls.credit(draft.id);
    expect(await unbilled(admin, caseId)).toEqual({ agreed: '1700.50', invoiced: '200.00', unbilled: '1500.50' });
  });

  it('answers 404 for a team-only case the caller can’t open, and 201 once they are on its team', async () => {
    const caseId = await caseWith(['300.00'], { teamOnly: true });
    const hidden = await fromCase(clerk, caseId);
    expect(hidden.statusCode).toBe(404);
    expect((await t.call(clerk, 'GET', `${INVOICES}/from-case/${caseId}`)).statusCode).toBe(404);
    expect(await t.db.select().from(invoices).where(eq(invoices.sourceId, caseId))).toEqual([]);
    await t.db.insert(legalCaseTeam).values({ caseId, userId: clerk.userId });
    expect(await unbilled(clerk, caseId)).toMatchObject({ unbilled: '300.00' });
    expect((await fromCase(clerk, caseId)).statusCode).toBe(201);
    expect((await fromCase(admin, 999_999)).statusCode).toBe(404);
  });

  it('needs read LegalCase beside create Invoice (403), and a case with a client (409)', async () => {
    const lawyer = await t.userWithRole('author'); // cases, no invoices
    const caseId = await caseWith(['100.00']);
    expect((await fromCase(lawyer, caseId)).statusCode).toBe(403);
    const orphan = await insertTestCase(t.db, { responsibleLawyerId: admin.userId });
    await fee(orphan, 'agreement', '50.00');
    const noClient = await fromCase(admin, orphan);
    expect(noClient.statusCode).toBe(409);
    expect(noClient.json()).toMatchObject({ message: 'This case has no client to invoice' });
  });
});

describe('a payment of a case’s invoice flows back to the case’s fees', () => {
  it('adds a payment entry with its activity in the payment’s transaction', async () => {
    const caseId = await caseWith(['1000.00']);
    const id = (await fromCase(admin, caseId)).json<{ id: number }>().id;
    const finalized = await calls.finalize(id);
    await calls.pay(id, '400.25', '2026-03-07');
    const fees = await feesOf(caseId);
    expect(fees.entries.filter((entry) => entry.kind === 'payment')).toEqual([
      expect.objectContaining({
        amount: '400.25',
        occurredOn: '2026-03-07',
        description: `Invoice ${finalized.number} payment`,
        createdBy: admin.userId,
      }),
    ]);
    expect(fees.totals).toMatchObject({ agreed: '1000.00', paid: '400.25', balance: '599.75' });
    const activity = await t.db
      .select()
      .from(legalCaseActivity)
      .where(and(eq(legalCaseActivity.caseId, caseId), eq(legalCaseActivity.action, 'fee.added')));
    expect(activity.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({ kind: 'payment', amount: '400.25', via: 'invoice' }),
    );

    // A manual invoice's payment touches no case.
    const manual = await calls.finalize((await calls.create()).id);
    const before = (await t.db.select().from(legalCaseFees)).length;
    await calls.pay(manual.id, '10.00');
    expect((await t.db.select().from(legalCaseFees)).length).toBe(before);
  });

  it('keeps neither the payment nor the fee entry when the case’s part fails', async () => {
    const caseId = await caseWith(['800.00']);
    const id = (await fromCase(admin, caseId)).json<{ id: number }>().id;
    await calls.finalize(id);
    const real = createCaseBilling(t.db);
    const failing = createInvoicesService({
      db: t.db,
      officeTimeZone: async () => 'Asia/Riyadh',
      storeCurrency: async () => 'USD',
      sources: {
        cases: {
          ...real,
          recordPayment: async (tx, ...rest) => {
            await real.recordPayment(tx, ...rest);
            throw new Error('the case refused it');
          },
        },
        orders: createOrderBilling(t.db),
        directory: [],
        vatRate: async () => '15',
      },
    });
    await expect(
      failing.addPayment(id, { date: '2026-03-09', amount: '100.00', method: 'cash', note: '' }, admin.userId),
    ).rejects.toThrow('the case refused it');
    expect(await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))).toEqual([]);
    expect((await invoice(id)).paid).toBe('0.00');
    expect((await feesOf(caseId)).entries.map((entry) => entry.kind)).toEqual(['agreement']);
    // The same payment through the app lands in both.
    await calls.pay(id, '100.00', '2026-03-09');
    expect((await feesOf(caseId)).entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['agreement', '800.00'],
      ['payment', '100.00'],
    ]);
  });
});

describe('an invoice from a shop order', () => {
  it('copies the lines and the customer; a second one answers 409 naming the first', async () => {
    const category = await insertCategory(t.db);
    const lamp = await insertProduct(t.db, { categoryId: category.id, name: 'Brass lamp', price: '40.00' });
    const rug = await insertProduct(t.db, { categoryId: category.id, name: 'Wool rug', price: '125.50' });
    const customer = await insertCustomer(t.db, { name: 'Layla Order', email: 'layla@order.test' });
    const order = await insertOrder(t.db, {
      customer,
      items: [
        { product: lamp, qty: 2 },
        { product: rug, qty: 1 },
      ],
      shippingFee: '15.00',
    });
    const url = `${INVOICES}/from-order/${order.orderNumber}`;
    const created = await t.call(clerk, 'POST', url, {});
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const draft = await invoice(id);
    expect(draft).toMatchObject({
      source: 'order',
      sourceId: order.orderNumber,
      subtotal: '220.50',
      client: { name: 'Layla Order', companyEmail: 'layla@order.test', country: 'France' },
    });
    expect(draft.client.address).toContain('1 Test Street');
    expect(draft.lines.map((line) => [line.description, line.quantity, line.unitPrice])).toEqual([
      ['Brass lamp', '2.000', '40.00'],
      ['Wool rug', '1.000', '125.50'],
      ['Shipping', '1.000', '15.00'],
    ]);

    const twice = await t.call(clerk, 'POST', url, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: `This order is already invoiced (invoice ${id})`,
      errors: { invoiceId: [String(id)] },
    });
    // Cancelled by a credit note, the order may be invoiced again.
    await calls.finalize(id);
    await calls.credit(id);
    expect((await t.call(clerk, 'POST', url, {})).statusCode).toBe(201);
    expect((await t.call(clerk, 'POST', `${INVOICES}/from-order/99999999`, {})).statusCode).toBe(404);
    const lawyer = await t.userWithRole('author');
    expect((await t.call(lawyer, 'POST', url, {})).statusCode).toBe(403);
  });
});

describe('the client directory', () => {
  const directory = async (who: SignedIn, q: string) => {
    const response = await t.call(who, 'GET', `${INVOICES}/client-directory?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DirectoryClient[]>();
  };

  it('finds legal contacts, shop customers and past invoice clients, each with its kind, at most 10', async () => {
    await t.call(admin, 'POST', '/api/legal-contacts', {
      kind: 'organization',
      nameAr: 'مؤسسة كهرمان',
      nameEn: 'Kahraman Est',
    });
    await insertCustomer(t.db, { name: 'Kahraman Shopper', email: 'shopper@kahraman.test' });
    await calls.create({ client: { name: 'Kahraman Invoiced', companyEmail: 'inv@kahraman.test' } });
    const found = await directory(clerk, 'kahraman');
    expect(found.map((one) => [one.kind, one.name])).toEqual([
      ['contact', 'مؤسسة كهرمان'],
      ['customer', 'Kahraman Shopper'],
      ['invoice', 'Kahraman Invoiced'],
    ]);
    expect(found[1]).toMatchObject({ companyEmail: 'shopper@kahraman.test', country: 'France' });

    // Arabic letter variants match the contacts as their own list does; at most 10 in all.
    expect((await directory(clerk, 'كهرمان')).map((one) => one.kind)).toEqual(['contact']);
    for (let n = 0; n < 12; n++) await insertCustomer(t.db, { name: `Kahraman Many ${n}` });
    const many = await directory(clerk, 'kahraman');
    expect(many).toHaveLength(10);
    expect(new Set(many.map((one) => one.kind))).toEqual(new Set(['contact', 'customer', 'invoice']));
  });

  it('leaves out the kinds the caller may not read', async () => {
    const [role] = await t.db.insert(roles).values({ name: 'invoices-only' }).returning({ id: roles.id });
    await t.db.insert(roleRules).values({ roleId: role!.id, action: 'manage', subject: 'Invoice' });
    const invoicer = await t.userWithRole('invoices-only');
    const found = await directory(invoicer, 'kahraman');
    expect(found.map((one) => one.kind)).toEqual(['invoice']);
    expect((await t.call(await t.userWithRole('author'), 'GET', `${INVOICES}/client-directory`)).statusCode).toBe(403);
  });
});

describe('the demo invoices', () => {
  it('come partly from real demo cases (by case id) and shop orders (by order number), one invoice per order', async () => {
    const demo = await t.db
      .select({ id: invoices.id, source: invoices.source, sourceId: invoices.sourceId })
      .from(invoices)
      .where(and(gte(invoices.id, 4987), lte(invoices.id, 5036)));
    const caseIds = demo.filter((row) => row.source === 'legal-fee').map((row) => row.sourceId!);
    const orderNumbers = demo.filter((row) => row.source === 'order').map((row) => row.sourceId!);
    expect(caseIds.length).toBeGreaterThanOrEqual(3);
    expect(orderNumbers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(orderNumbers).size).toBe(orderNumbers.length);
    const cases = await t.db.select({ id: legalCases.id }).from(legalCases).where(inArray(legalCases.id, caseIds));
    expect(cases.map((row) => row.id).sort()).toEqual([...new Set(caseIds)].sort());
    const orders = await t.db
      .select({ number: ecommerceOrders.orderNumber })
      .from(ecommerceOrders)
      .where(inArray(ecommerceOrders.orderNumber, orderNumbers));
    expect(orders).toHaveLength(orderNumbers.length);
    // Such an order answers 409 naming its demo invoice.
    const again = await t.call(admin, 'POST', `${INVOICES}/from-order/${orderNumbers[0]}`, {});
    expect(again.statusCode).toBe(409);
  });
});
