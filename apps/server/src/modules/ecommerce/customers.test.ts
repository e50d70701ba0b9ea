import type { CustomerDetail, CustomerList, OrderDetail, OrderList, Product } from '@mizan/contracts';
import { CUSTOMER_TEXT } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { ecommerceWishlist } from './ecommerce.table.ts';
import {
  insertCategory,
  insertCustomer,
  insertOrder,
  insertProduct,
  shopToken,
  type CustomerRow,
} from './test-shop.ts';

const t = setupTestApp();
const base = '/api/apps/ecommerce/customers';
const token = shopToken('cu');

let admin: SignedIn;
/** Mine, oldest first. */
const customers: CustomerRow[] = [];

beforeAll(async () => {
  admin = await signIn(t.app);
  const categoryId = (await insertCategory(t.db)).id;
  const product = await insertProduct(t.db, { categoryId, price: '10.50' });
  const plan = [
    { name: `Carla ${token}`, country: 'Spain', countryCode: 'ES', orders: [1, 1] },
    { name: `Adam ${token}`, country: 'Saudi Arabia', countryCode: 'SA', orders: [1, 2, 1] },
    { name: `Bruno ${token}`, country: 'France', countryCode: 'FR', orders: [] },
    { name: `Dina ${token}`, country: 'Egypt', countryCode: 'EG', orders: [4] },
  ];
  for (const [i, step] of plan.entries()) {
    const customer = await insertCustomer(t.db, {
      name: step.name,
      country: step.country,
      countryCode: step.countryCode,
      createdAt: new Date(Date.UTC(2025, 1, i + 1)),
    });
    for (const [n, payment] of step.orders.entries()) {
      await insertOrder(t.db, { customer, payment: payment as 1 | 2 | 4, items: [{ product, qty: n + 1 }] });
    }
    customers.push(customer);
  }
});

const list = async (query: string) => {
  const response = await t.call(admin, 'GET', `${base}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerList>();
};
const names = (result: CustomerList) => result.customers.map((c) => c.customer.split(' ')[0]);
const detail = async (number: number) => {
  const response = await t.call(admin, 'GET', `${base}/${number}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerDetail>();
};

describe('customers API', () => {
  it('answers 401 signed out and 403 without the Customer rules', async () => {
    const subscriber = await t.userWithRole('subscriber');
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/1`],
      ['PATCH', `${base}/1`],
      ['GET', `${base}/1/wishlist`],
    ] as const) {
      expect((await t.call(null, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
      expect((await t.call(subscriber, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(403);
    }
  });

  it('lists newest first with running totals and flags; searches name, email, country and number', async () => {
    const all = await list(`q=${token.toUpperCase()}`);
    expect(all.total).toBe(4);
    expect(names(all)).toEqual(['Dina', 'Bruno', 'Adam', 'Carla']);
    const adam = all.customers.find((c) => c.customer.startsWith('Adam'))!;
    // Adam: orders of 10.50 (paid), 21.00 (pending), 31.50 (paid): 3 orders, 42.00 spent.
    expect(adam).toMatchObject({
      order: 3,
      totalSpent: 42,
      countryCode: 'SA',
      countryFlag: '/api/flags/sa.svg',
      country: 'Saudi Arabia',
      avatar: '',
    });
    expect(names(await list(`q=${encodeURIComponent(customers[3]!.email.toUpperCase())}`))).toEqual(['Dina']);
    expect((await list(`q=saudi&itemsPerPage=-1`)).customers.map((c) => c.customerId)).toContain(
      customers[1]!.customerNumber,
    );
    expect(
      (await list(`q=${customers[2]!.customerNumber}&itemsPerPage=-1`)).customers.map((c) => c.customerId),
    ).toContain(customers[2]!.customerNumber);
  });

  it('sorts by every key in both directions', async () => {
    const check = async (sortBy: string, ascending: string[]) => {
      expect(names(await list(`q=${token}&sortBy=${sortBy}&orderBy=asc`)), `${sortBy} asc`).toEqual(ascending);
      expect(names(await list(`q=${token}&sortBy=${sortBy}&orderBy=desc`)), `${sortBy} desc`).toEqual(
        [...ascending].reverse(),
      );
    };
    await check('customer', ['Adam', 'Bruno', 'Carla', 'Dina']);
    await check('country', ['Dina', 'Bruno', 'Adam', 'Carla']);
    await check('customerId', ['Carla', 'Adam', 'Bruno', 'Dina']);
    await check('orders', ['Bruno', 'Dina', 'Carla', 'Adam']);
    // Spent: Bruno 0, Dina 0 (failed payment), Carla 31.50, Adam 42.00; the ties by id.
    await check('totalSpent', ['Bruno', 'Dina', 'Carla', 'Adam']);
  });

  it('pages with the spec defaults for bad values and -1 for all', async () => {
    expect(names(await list(`q=${token}&itemsPerPage=3&page=2`))).toEqual(['Carla']);
    expect(await list(`q=${token}&itemsPerPage=3&page=5`)).toEqual({ customers: [], total: 4, currency: 'USD' });
    for (const page of ['0', '-1', 'x'])
      expect(names(await list(`q=${token}&itemsPerPage=2&page=${page}`))).toEqual(['Dina', 'Bruno']);
    expect(names(await list(`q=${token}&itemsPerPage=-1`))).toHaveLength(4);
    const fallback = await list('itemsPerPage=abc');
    expect(fallback.customers.length).toBe(Math.min(10, fallback.total));
  });

  it('shows one customer by number with wishlist and reward points; 404 when unknown', async () => {
    const adam = customers[1]!;
    const categoryId = (await insertCategory(t.db)).id;
    const wished = await insertProduct(t.db, {
      categoryId,
      price: '1299.99',
      discountedPrice: '1199.50',
      name: `Wished ${token}`,
    });
    await t.db.insert(ecommerceWishlist).values({ customerId: adam.id, productId: wished.id });
    const body = await detail(adam.customerNumber);
    expect(body).toMatchObject({
      customer: adam.name,
      customerId: adam.customerNumber,
      status: 'Active',
      contact: adam.contact,
      wishlist: 1,
      rewardPoints: 42,
      order: 3,
      totalSpent: 42,
      version: 1,
      address: expect.objectContaining({ countryCode: 'SA' }),
      countryFlag: '/api/flags/sa.svg',
    });
    const wishlist = await t.call(admin, 'GET', `${base}/${adam.customerNumber}/wishlist`);
    expect(wishlist.statusCode, wishlist.body).toBe(200);
    expect(wishlist.json<{ products: Product[] }>().products).toEqual([
      expect.objectContaining({
        id: wished.id,
        productName: wished.name,
        price: '$1,199.50',
        priceAmount: 1199.5,
        stock: true,
        categoryId,
        image: null,
      }),
    ]);
    const missing = await t.call(admin, 'GET', `${base}/999999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: CUSTOMER_TEXT.notFound });
    expect((await t.call(admin, 'GET', `${base}/999999999/wishlist`)).statusCode).toBe(404);
  });

  it('every customer of the first page (demo data included) opens in details', async () => {
    for (const row of (await list('itemsPerPage=20&sortBy=totalSpent&orderBy=desc')).customers) {
      const body = await detail(row.customerId);
      expect(body).toMatchObject({ ...row });
      expect(body.rewardPoints).toBe(Math.floor(row.totalSpent));
      expect((await t.call(admin, 'GET', `${base}/${row.customerId}/wishlist`)).statusCode).toBe(200);
    }
  });

  it('edits partially with the version; a stale one is 409, a taken email 400; the orders follow the new name', async () => {
    const carla = customers[0]!;
    const newName = `Carlotta ${token}`;
    const response = await t.call(admin, 'PATCH', `${base}/${carla.customerNumber}`, {
      customer: newName,
      email: `carlotta.${token}@shop.test`,
      contact: '+34 600 000 000',
      status: 'Suspended',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerDetail>()).toMatchObject({
      customer: newName,
      contact: '+34 600 000 000',
      status: 'Suspended',
      version: 2,
      country: 'Spain',
    });
    const orders = (await t.call(admin, 'GET', `/api/apps/ecommerce/orders?q=carlotta.${token}`)).json<OrderList>();
    expect(orders.total).toBe(2);
    expect(orders.orders.every((o) => o.customer === newName && o.email === `carlotta.${token}@shop.test`)).toBe(true);
    expect(
      (await t.call(admin, 'GET', `/api/apps/ecommerce/orders?q=${encodeURIComponent(carla.email)}`)).json<OrderList>()
        .total,
    ).toBe(0);
    const one = (
      await t.call(admin, 'GET', `/api/apps/ecommerce/orders/${orders.orders[0]!.order}`)
    ).json<OrderDetail>();
    expect(one.customer).toBe(newName);
    expect(names(await list(`q=carlotta`))).toContain('Carlotta');

    const stale = await t.call(admin, 'PATCH', `${base}/${carla.customerNumber}`, { contact: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: CUSTOMER_TEXT.stale });
    const taken = await t.call(admin, 'PATCH', `${base}/${carla.customerNumber}`, {
      email: customers[3]!.email.toUpperCase(),
      version: 2,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: { email: [CUSTOMER_TEXT.emailTaken] } });
    const bad = await t.call(admin, 'PATCH', `${base}/${carla.customerNumber}`, { email: 'not-an-email', version: 2 });
    expect(bad.statusCode).toBe(400);
    expect((await t.call(admin, 'PATCH', `${base}/999999999`, { version: 1 })).statusCode).toBe(404);
  });
});
