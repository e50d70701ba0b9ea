import type { OrderDetail, OrderStats } from '@mizan/contracts';
import { ORDER_TEXT, storeSettingsBodySchema } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { ecommerceOrderEvents, ecommerceOrders, ecommerceProducts, ecommerceSettings } from './ecommerce.table.ts';
import { DEFAULT_STORE_SETTINGS } from './store.ts';
import {
  insertCategory,
  insertCustomer,
  insertOrder,
  insertProduct,
  type CustomerRow,
  type ProductRow,
} from './test-shop.ts';

const t = setupTestApp();
const base = '/api/apps/ecommerce/orders';

let admin: SignedIn;
let customer: CustomerRow;
let shirt: ProductRow;
let categoryId: number;

beforeAll(async () => {
  admin = await signIn(t.app);
  categoryId = (await insertCategory(t.db)).id;
  customer = await insertCustomer(t.db, { countryCode: 'FR', country: 'France' });
  shirt = await insertProduct(t.db, { categoryId, price: '25.00', discountedPrice: '19.99', qty: 10 });
});

const create = async (payload: object) => {
  const response = await t.call(admin, 'POST', base, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderDetail>();
};
const detail = async (order: number) => {
  const response = await t.call(admin, 'GET', `${base}/${order}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderDetail>();
};
const stats = async () => (await t.call(admin, 'GET', `${base}/stats`)).json<OrderStats>();
const setStore = async (shipping: object) => {
  const data = storeSettingsBodySchema.parse({ ...DEFAULT_STORE_SETTINGS, shipping });
  await t.db
    .insert(ecommerceSettings)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: ecommerceSettings.id, set: { data } });
};
const qtyOf = async (id: number) =>
  (await t.db.select({ qty: ecommerceProducts.qty }).from(ecommerceProducts).where(eq(ecommerceProducts.id, id)))[0]!
    .qty;

describe('orders API: access', () => {
  it('answers 401 signed out and 403 without the Order rules', async () => {
    const subscriber = await t.userWithRole('subscriber');
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/stats`],
      ['GET', `${base}/1`],
      ['POST', base],
      ['POST', `${base}/1/status`],
      ['DELETE', `${base}/1`],
    ] as const) {
      expect((await t.call(null, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(
        401,
      );
      expect(
        (await t.call(subscriber, method, url, method === 'GET' ? undefined : {})).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });
});

describe('orders API: create', () => {
  it('prices from the product, 15% tax rounded to the cent, the default shipping rate outside every zone', async () => {
    await setStore({ zones: [], defaultRate: '10' });
    const before = await qtyOf(shirt.id);
    const statsBefore = await stats();
    const order = await create({
      customerId: customer.customerNumber,
      items: [{ productId: shirt.id, qty: 3 }],
      payment: 1,
      method: 'mastercard',
      methodNumber: '4242',
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: shirt.id,
        productName: shirt.name,
        sku: shirt.sku,
        price: 19.99,
        qty: 3,
        total: 59.97,
        image: null,
      }),
    ]);
    expect(order).toMatchObject({
      subtotal: 59.97,
      tax: 9, // 59.97 × 15% = 8.9955 → 9.00
      shippingFee: 10,
      spent: 78.97,
      discount: 0,
      status: 'Dispatched',
      payment: 1,
      currency: 'USD',
      customer: customer.name,
      customerId: customer.customerNumber,
      email: customer.email,
      methodNumber: '4242',
      version: 1,
      customerOrders: 1,
    });
    expect(order.shippingAddress.countryCode).toBe('FR');
    expect(order.shippingAddress.name).toBe(customer.name);
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'placed', by: { id: admin.userId, fullName: expect.any(String) } }),
    ]);
    expect(order.time).toBe(order.date.slice(11, 16));
    expect(await qtyOf(shirt.id)).toBe(before - 3);
    const statsAfter = await stats();
    expect(statsAfter.total).toBe(statsBefore.total + 1);
    expect(statsAfter.byPayment[1]).toBe(statsBefore.byPayment[1] + 1);
    expect(statsAfter.byStatus.Dispatched).toBe(statsBefore.byStatus.Dispatched + 1);
    expect(await detail(order.order)).toEqual(order);
  });

  it('numbers orders one after the other, also when created at the same time', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => create({ customerId: customer.customerNumber, items: [{ productId: shirt.id, qty: 1 }] })),
    );
    const numbers = [a!.order, b!.order, c!.order].sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('takes the shipping zone of the country (its first rate), free above its threshold; untaxed products pay no tax', async () => {
    await setStore({
      zones: [
        { name: 'Elsewhere', countries: ['DE'], rates: [{ name: 'Std', price: '3.00', freeAbove: null }] },
        {
          name: 'France',
          countries: ['FR', 'BE'],
          rates: [
            { name: 'Standard', price: '4.50', freeAbove: '100' },
            { name: 'Express', price: '12.00', freeAbove: null },
          ],
        },
      ],
      defaultRate: '10',
    });
    const book = await insertProduct(t.db, { categoryId, price: '40.00', chargeTax: false, qty: 50 });
    const small = await create({ customerId: customer.customerNumber, items: [{ productId: book.id, qty: 1 }] });
    expect(small).toMatchObject({ subtotal: 40, tax: 0, shippingFee: 4.5, spent: 44.5 });
    const big = await create({
      customerId: customer.customerNumber,
      items: [
        { productId: book.id, qty: 2 },
        { productId: shirt.id, qty: 1 },
      ],
    });
    // 80 + 19.99 = 99.99 < 100: still pays; tax only on the shirt: 2.9985 → 3.00.
    expect(big).toMatchObject({ subtotal: 99.99, tax: 3, shippingFee: 4.5, spent: 107.49 });
    const free = await create({ customerId: customer.customerNumber, items: [{ productId: book.id, qty: 3 }] });
    expect(free).toMatchObject({ subtotal: 120, shippingFee: 0, spent: 120 });
    const elsewhere = await create({
      customerId: customer.customerNumber,
      items: [{ productId: book.id, qty: 1 }],
      shippingAddress: { name: 'Someone', line1: 'Strasse 1', countryCode: 'us' },
    });
    expect(elsewhere).toMatchObject({
      shippingFee: 10,
      shippingAddress: expect.objectContaining({ countryCode: 'US', name: 'Someone' }),
    });
    await setStore({ zones: [], defaultRate: '10' });
  });

  it('refuses what is not on sale, out of stock or missing (400 naming items) and takes no stock then', async () => {
    const few = await insertProduct(t.db, { categoryId, price: '5.00', qty: 2 });
    const draft = await insertProduct(t.db, { categoryId, price: '5.00', qty: 20, status: 'Inactive' });
    const none = await insertProduct(t.db, { categoryId, price: '5.00', qty: 20, inStock: false });
    const cases: Array<[object[], string]> = [
      [[{ productId: few.id, qty: 3 }], ORDER_TEXT.outOfStock(few.name)],
      [[{ productId: draft.id, qty: 1 }], ORDER_TEXT.notPublished(draft.name)],
      [[{ productId: none.id, qty: 1 }], ORDER_TEXT.outOfStock(none.name)],
      [[{ productId: 999_999_999, qty: 1 }], ORDER_TEXT.productMissing],
      [
        [
          { productId: few.id, qty: 1 },
          { productId: few.id, qty: 2 },
        ],
        ORDER_TEXT.outOfStock(few.name),
      ],
    ];
    for (const [items, message] of cases) {
      const response = await t.call(admin, 'POST', base, { customerId: customer.customerNumber, items });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ errors: { items: [message] } });
    }
    expect(await qtyOf(few.id)).toBe(2);
    const last = await create({ customerId: customer.customerNumber, items: [{ productId: few.id, qty: 2 }] });
    expect(last.items[0]!.qty).toBe(2);
    const [after] = await t.db.select().from(ecommerceProducts).where(eq(ecommerceProducts.id, few.id));
    expect(after).toMatchObject({ qty: 0, inStock: false });
    const again = await t.call(admin, 'POST', base, {
      customerId: customer.customerNumber,
      items: [{ productId: few.id, qty: 1 }],
    });
    expect(again.statusCode).toBe(400);
  });

  it('checks the body: unknown customer, no items, bad digits', async () => {
    const unknown = await t.call(admin, 'POST', base, {
      customerId: 999_999_999,
      items: [{ productId: shirt.id, qty: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { customerId: [ORDER_TEXT.customerMissing] } });
    expect((await t.call(admin, 'POST', base, { customerId: customer.customerNumber, items: [] })).statusCode).toBe(
      400,
    );
    expect(
      (
        await t.call(admin, 'POST', base, {
          customerId: customer.customerNumber,
          items: [{ productId: shirt.id, qty: 1 }],
          methodNumber: '12',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('orders API: details, status, delete', () => {
  it('answers 404 for an unknown order number', async () => {
    const response = await t.call(admin, 'GET', `${base}/999999999`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: ORDER_TEXT.notFound });
  });

  it('moves forward only, records who and when, refuses a stale version, moves the tally', async () => {
    const order = await create({
      customerId: customer.customerNumber,
      items: [{ productId: shirt.id, qty: 1 }],
      payment: 2,
    });
    const before = await stats();
    const moved = await t.call(admin, 'POST', `${base}/${order.order}/status`, {
      status: 'Ready to Pickup',
      note: 'Skipped a step',
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = moved.json<OrderDetail>();
    expect(body).toMatchObject({ status: 'Ready to Pickup', version: 2 });
    expect(body.timeline.map((event) => event.status)).toEqual(['placed', 'Ready to Pickup']);
    expect(body.timeline[1]).toMatchObject({ note: 'Skipped a step', by: { id: admin.userId } });
    const after = await stats();
    expect(after.byStatus['Ready to Pickup']).toBe(before.byStatus['Ready to Pickup'] + 1);
    expect(after.byStatus.Dispatched).toBe(before.byStatus.Dispatched - 1);
    expect(after.total).toBe(before.total);

    const stale = await t.call(admin, 'POST', `${base}/${order.order}/status`, { status: 'Delivered', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: ORDER_TEXT.stale });
    for (const status of ['Out for Delivery', 'Ready to Pickup', 'Dispatched']) {
      const backwards = await t.call(admin, 'POST', `${base}/${order.order}/status`, { status, version: 2 });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ errors: { status: [ORDER_TEXT.backwards] } });
    }
    const bad = await t.call(admin, 'POST', `${base}/${order.order}/status`, { status: 'Lost', version: 2 });
    expect(bad.statusCode).toBe(400);
    const done = await t.call(admin, 'POST', `${base}/${order.order}/status`, { status: 'Delivered', version: 2 });
    expect(done.json<OrderDetail>()).toMatchObject({ status: 'Delivered', version: 3 });
    const missing = await t.call(admin, 'POST', `${base}/999999999/status`, { status: 'Delivered', version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('changes the payment status: recorded with who, when and the note, refuses a stale version, moves the figures', async () => {
    const order = await create({
      customerId: customer.customerNumber,
      items: [{ productId: shirt.id, qty: 1 }],
      payment: 2,
    });
    const spentOf = async () =>
      (await t.call(admin, 'GET', `/api/apps/ecommerce/customers/${customer.customerNumber}`)).json<{
        totalSpent: number;
      }>().totalSpent;
    const [before, spentBefore] = [await stats(), await spentOf()];
    const paid = await t.call(admin, 'POST', `${base}/${order.order}/status`, {
      payment: 1,
      note: ' Bank transfer received ',
      version: 1,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const body = paid.json<OrderDetail>();
    expect(body).toMatchObject({ payment: 1, status: 'Dispatched', version: 2 });
    expect(body.timeline.map((event) => event.status)).toEqual(['placed', 'payment']);
    expect(body.timeline[1]).toEqual({
      status: 'payment',
      payment: 1,
      at: expect.any(String),
      by: { id: admin.userId, fullName: expect.any(String) },
      note: 'Bank transfer received',
    });
    expect(body.timeline[0]).not.toHaveProperty('payment');
    expect(await detail(order.order)).toEqual(body);
    const after = await stats();
    expect(after.byPayment[1]).toBe(before.byPayment[1] + 1);
    expect(after.byPayment[2]).toBe(before.byPayment[2] - 1);
    expect(after.byStatus).toEqual(before.byStatus);
    expect(after.total).toBe(before.total);
    // A paid order counts in the customer's spend.
    expect(Math.round((await spentOf()) * 100)).toBe(Math.round((spentBefore + order.spent) * 100));

    const stale = await t.call(admin, 'POST', `${base}/${order.order}/status`, { payment: 3, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: ORDER_TEXT.stale });
    const same = await t.call(admin, 'POST', `${base}/${order.order}/status`, { payment: 1, version: 2 });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ errors: { payment: [ORDER_TEXT.samePayment] } });
    for (const bad of [0, 5, 'Paid', 1.5, null]) {
      const refused = await t.call(admin, 'POST', `${base}/${order.order}/status`, { payment: bad, version: 2 });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(refused.json<{ errors: object }>().errors), JSON.stringify(bad)).toEqual(['payment']);
    }
    const nothing = await t.call(admin, 'POST', `${base}/${order.order}/status`, { note: 'x', version: 2 });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ errors: { status: [ORDER_TEXT.nothingToChange] } });
    expect((await detail(order.order)).version).toBe(2);

    // Both at once: the status step carries the note, then the payment step; the spend goes back.
    const both = await t.call(admin, 'POST', `${base}/${order.order}/status`, {
      status: 'Delivered',
      payment: 3,
      note: 'Returned unpaid',
      version: 2,
    });
    expect(both.statusCode, both.body).toBe(200);
    const last = both.json<OrderDetail>();
    expect(last).toMatchObject({ status: 'Delivered', payment: 3, version: 3 });
    expect(last.timeline.slice(2)).toEqual([
      expect.objectContaining({ status: 'Delivered', note: 'Returned unpaid' }),
      expect.objectContaining({ status: 'payment', payment: 3, note: '' }),
    ]);
    const end = await stats();
    expect(end.byPayment).toEqual({ ...before.byPayment, 2: before.byPayment[2] - 1, 3: before.byPayment[3] + 1 });
    expect(end.byStatus.Delivered).toBe(before.byStatus.Delivered + 1);
    expect(end.byStatus.Dispatched).toBe(before.byStatus.Dispatched - 1);
    expect(Math.round((await spentOf()) * 100)).toBe(Math.round(spentBefore * 100));
    const missing = await t.call(admin, 'POST', `${base}/999999999/status`, { payment: 1, version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes with 204, also an unknown number, and takes the order off the tallies and the customer', async () => {
    const own = await insertCustomer(t.db);
    const order = await insertOrder(t.db, { customer: own, items: [{ product: shirt, qty: 2 }], payment: 1 });
    const before = await stats();
    const response = await t.call(admin, 'DELETE', `${base}/${order.orderNumber}`);
    expect(response.statusCode).toBe(204);
    expect((await t.call(admin, 'GET', `${base}/${order.orderNumber}`)).statusCode).toBe(404);
    const after = await stats();
    expect(after.total).toBe(before.total - 1);
    expect(after.byPayment[1]).toBe(before.byPayment[1] - 1);
    const events = await t.db.select().from(ecommerceOrderEvents).where(eq(ecommerceOrderEvents.orderId, order.id));
    expect(events).toEqual([]);
    const customerDetail = await t.call(admin, 'GET', `/api/apps/ecommerce/customers/${own.customerNumber}`);
    expect(customerDetail.json()).toMatchObject({ order: 0, totalSpent: 0 });
    expect((await t.call(admin, 'DELETE', `${base}/999999999`)).statusCode).toBe(204);
    expect((await t.call(admin, 'DELETE', `${base}/${order.orderNumber}`)).statusCode).toBe(204);
  });

  it('deletes by the row id too, refuses a value that is one order’s id and another’s number, and answers 204 for an unknown one', async () => {
    const own = await insertCustomer(t.db);
    const byId = await insertOrder(t.db, { customer: own, items: [{ product: shirt, qty: 1 }] });
    const before = await stats();
    expect((await t.call(admin, 'DELETE', `${base}/${byId.id}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', `${base}/${byId.orderNumber}`)).statusCode).toBe(404);
    expect((await stats()).total).toBe(before.total - 1);

    // `first`'s id is `second`'s number: neither is guessed.
    const first = await insertOrder(t.db, { customer: own, items: [{ product: shirt, qty: 1 }] });
    const second = await insertOrder(t.db, { customer: own, items: [{ product: shirt, qty: 1 }] });
    await t.db.update(ecommerceOrders).set({ orderNumber: first.id }).where(eq(ecommerceOrders.id, second.id));
    const ambiguous = await t.call(admin, 'DELETE', `${base}/${first.id}`);
    expect(ambiguous.statusCode).toBe(409);
    expect(ambiguous.json()).toMatchObject({
      message: ORDER_TEXT.ambiguousReference(first.id),
      errors: { id: [ORDER_TEXT.ambiguousReference(first.id)] },
    });
    expect((await t.call(admin, 'GET', `${base}/${first.orderNumber}`)).statusCode).toBe(200);
    expect((await t.call(admin, 'GET', `${base}/${first.id}`)).statusCode).toBe(200);
    // Each by its other reference.
    expect((await t.call(admin, 'DELETE', `${base}/${first.orderNumber}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', `${base}/${first.orderNumber}`)).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', `${base}/${second.id}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', `${base}/${first.id}`)).statusCode).toBe(404);

    // An order whose id is its own number is one order: no ambiguity.
    const same = await insertOrder(t.db, { customer: own, items: [{ product: shirt, qty: 1 }] });
    await t.db.update(ecommerceOrders).set({ orderNumber: same.id }).where(eq(ecommerceOrders.id, same.id));
    expect((await t.call(admin, 'DELETE', `${base}/${same.id}`)).statusCode).toBe(204);

    // `by` names the kind of reference: what the web app sends, never ambiguous.
    const third = await insertOrder(t.db, { customer: own, items: [{ product: shirt, qty: 1 }] });
    const fourth = await insertOrder(t.db, { customer: own, items: [{ product: shirt, qty: 1 }] });
    await t.db.update(ecommerceOrders).set({ orderNumber: third.id }).where(eq(ecommerceOrders.id, fourth.id));
    expect((await t.call(admin, 'DELETE', `${base}/${third.id}?by=number`)).statusCode).toBe(204);
    expect(await t.db.select().from(ecommerceOrders).where(eq(ecommerceOrders.id, fourth.id))).toEqual([]);
    expect((await t.call(admin, 'DELETE', `${base}/${third.id}?by=id`)).statusCode).toBe(204);
    expect(await t.db.select().from(ecommerceOrders).where(eq(ecommerceOrders.id, third.id))).toEqual([]);
    expect(await t.db.select().from(ecommerceOrders).where(eq(ecommerceOrders.id, same.id))).toEqual([]);

    // Unknown as an id and as a number: 204 anyway (spec §8), nothing else touched.
    const total = (await stats()).total;
    expect((await t.call(admin, 'DELETE', `${base}/999999998`)).statusCode).toBe(204);
    expect((await stats()).total).toBe(total);
  });
});
