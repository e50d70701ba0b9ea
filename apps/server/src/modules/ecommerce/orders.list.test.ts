import type { OrderList, OrderStats } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { orderSearchText } from './shared.ts';
import { rebuildEcommerceRollups } from './rollups.ts';
import {
  insertCategory,
  insertCustomer,
  insertOrder,
  insertProduct,
  shopToken,
  type CustomerRow,
  type OrderRow,
} from './test-shop.ts';

const t = setupTestApp();
const base = '/api/apps/ecommerce/orders';
const token = shopToken('ol');

let admin: SignedIn;
let alice: CustomerRow;
let bob: CustomerRow;
/** Mine, oldest first. */
const orders: OrderRow[] = [];

beforeAll(async () => {
  admin = await signIn(t.app);
  const categoryId = (await insertCategory(t.db)).id;
  alice = await insertCustomer(t.db, { name: `Alice ${token}`, email: `alice.${token}@shop.test` });
  bob = await insertCustomer(t.db, { name: `Bob ${token}`, email: `bob.${token}@shop.test` });
  const cheap = await insertProduct(t.db, { categoryId, price: '3.00' });
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9, 30));
  const plan = [
    { customer: bob, qty: 5, payment: 1, status: 'Delivered', placedAt: day(1) },
    { customer: alice, qty: 1, payment: 2, status: 'Dispatched', placedAt: day(2) },
    { customer: bob, qty: 3, payment: 1, status: 'Out for Delivery', placedAt: day(3) },
    { customer: alice, qty: 7, payment: 4, status: 'Ready to Pickup', placedAt: day(4) },
    { customer: alice, qty: 2, payment: 1, status: 'Dispatched', placedAt: day(5) },
  ] as const;
  for (const step of plan) {
    orders.push(await insertOrder(t.db, { ...step, items: [{ product: cheap, qty: step.qty }] }));
  }
});

const list = async (query: string, who = admin) => {
  const response = await t.call(who, 'GET', `${base}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderList>();
};
const numbers = (result: OrderList) => result.orders.map((order) => order.order);
const mine = (pick: (order: OrderRow) => boolean = () => true) => orders.filter(pick);
const newestFirst = (rows: OrderRow[]) => [...rows].reverse().map((order) => order.orderNumber);

describe('orders list', () => {
  it('searches order number, name or email, case-insensitively; newest first by default', async () => {
    const all = await list(`q=${token.toUpperCase()}`);
    expect(all.total).toBe(5);
    expect(all.totalCapped).toBeUndefined();
    expect(numbers(all)).toEqual(newestFirst(orders));
    expect(all.orders[0]).toMatchObject({
      customer: alice.name,
      customerId: alice.customerNumber,
      email: alice.email,
      payment: 1,
      status: 'Dispatched',
      spent: 6,
      method: 'mastercard',
      methodNumber: '4242',
      date: '2025-01-05T09:30:00.000Z',
      time: '09:30',
    });
    expect(numbers(await list(`q=${encodeURIComponent(`bob.${token}@`)}`))).toEqual(
      newestFirst(mine((o) => o.customerId === bob.id)),
    );
    expect(numbers(await list(`q=${encodeURIComponent(`alice ${token}`)}`))).toHaveLength(3);
    expect(numbers(await list(`q=${encodeURIComponent(alice.email.toUpperCase())}`))).toEqual(
      newestFirst(mine((o) => o.customerId === alice.id)),
    );
    expect((await list(`q=${encodeURIComponent(`alice.${token}@elsewhere.test`)}`)).total).toBe(0);
    const byNumber = await list(`q=${orders[2]!.orderNumber}&itemsPerPage=-1`);
    expect(numbers(byNumber)).toContain(orders[2]!.orderNumber);
    expect((await list(`q=${token}%25`)).total).toBe(0);
  });

  it('filters by status, payment and customer number, also together', async () => {
    expect(numbers(await list(`q=${token}&status=Dispatched`))).toEqual(
      newestFirst(mine((o) => o.status === 'Dispatched')),
    );
    expect(numbers(await list(`q=${token}&payment=1`))).toEqual(newestFirst(mine((o) => o.payment === 1)));
    expect(numbers(await list(`q=${token}&payment=4`))).toEqual(newestFirst(mine((o) => o.payment === 4)));
    const bobs = await list(`customerId=${bob.customerNumber}`);
    expect(bobs.total).toBe(2);
    expect(numbers(bobs)).toEqual(newestFirst(mine((o) => o.customerId === bob.id)));
    const both = await list(`customerId=${alice.customerNumber}&status=Dispatched&payment=1`);
    expect(numbers(both)).toEqual([orders[4]!.orderNumber]);
    expect(both.total).toBe(1);
    expect((await list(`customerId=999999999`)).total).toBe(0);
    expect((await t.call(admin, 'GET', `${base}?payment=7`)).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', `${base}?status=Lost`)).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', `${base}?sortBy=nope`)).statusCode).toBe(400);
  });

  it('totals without a search come from the tallies and agree with the stats', async () => {
    const stats = (await t.call(admin, 'GET', `${base}/stats`)).json<OrderStats>();
    expect((await list('')).total).toBe(stats.total);
    expect((await list('status=Dispatched')).total).toBe(stats.byStatus.Dispatched);
    expect((await list('payment=1')).total).toBe(stats.byPayment[1]);
    expect(stats.total).toBeGreaterThanOrEqual(5);
  });

  it('sorts by every key in both directions', async () => {
    const expectSorted = async (sortBy: string, compare: (a: OrderRow, b: OrderRow) => number) => {
      const asc = [...orders].sort(compare).map((o) => o.orderNumber);
      expect(numbers(await list(`q=${token}&sortBy=${sortBy}&orderBy=asc`)), `${sortBy} asc`).toEqual(asc);
      const desc = [...orders].sort((a, b) => compare(b, a)).map((o) => o.orderNumber);
      expect(numbers(await list(`q=${token}&sortBy=${sortBy}&orderBy=desc`)), `${sortBy} desc`).toEqual(desc);
    };
    await expectSorted('order', (a, b) => a.orderNumber - b.orderNumber);
    await expectSorted('date', (a, b) => a.placedAt.getTime() - b.placedAt.getTime());
    await expectSorted('spent', (a, b) => Number(a.total) - Number(b.total));
    // Ties (Alice's three orders, Bob's two) stay newest first in both directions.
    const [o1, o2, o3, o4, o5] = orders.map((o) => o.orderNumber);
    expect(numbers(await list(`q=${token}&sortBy=customers&orderBy=asc`))).toEqual([o5, o4, o2, o3, o1]);
    expect(numbers(await list(`q=${token}&sortBy=customers&orderBy=desc`))).toEqual([o3, o1, o5, o4, o2]);
    // Status: alphabetical (Delivered, Dispatched ×2, Out for Delivery, Ready to Pickup), within a status the newest first.
    expect(numbers(await list(`q=${token}&sortBy=status&orderBy=asc`))).toEqual([o1, o5, o2, o3, o4]);
    expect(numbers(await list(`q=${token}&sortBy=status&orderBy=desc`))).toEqual([o4, o3, o5, o2, o1]);
    // Unsearched, the status sort reads its segments by the tallies: the first page is the first status.
    const unsearched = await list('sortBy=status&orderBy=desc&itemsPerPage=-1');
    const statuses = unsearched.orders.map((o) => o.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
    expect(unsearched.orders).toHaveLength(unsearched.total);
  });

  it('pages: sizes, page past the end, -1 for all, bad values fall back to the defaults', async () => {
    const all = newestFirst(orders);
    expect(numbers(await list(`q=${token}&itemsPerPage=2&page=1`))).toEqual(all.slice(0, 2));
    expect(numbers(await list(`q=${token}&itemsPerPage=2&page=3`))).toEqual(all.slice(4));
    const past = await list(`q=${token}&itemsPerPage=2&page=9`);
    expect(past).toEqual({ orders: [], total: 5, currency: 'USD' });
    expect(numbers(await list(`q=${token}&itemsPerPage=-1`))).toEqual(all);
    for (const page of ['0', '-1', 'abc', '1.5']) {
      expect(numbers(await list(`q=${token}&itemsPerPage=2&page=${page}`)), `page=${page}`).toEqual(all.slice(0, 2));
    }
    for (const size of ['abc', '0', '-2', '5000']) {
      const result = await list(`itemsPerPage=${size}`);
      expect(result.orders.length, `itemsPerPage=${size}`).toBe(Math.min(10, result.total));
    }
    const unsearchedPast = await list('page=99999&itemsPerPage=100');
    expect(unsearchedPast.orders).toEqual([]);
    expect(unsearchedPast.total).toBeGreaterThanOrEqual(5);
  });

  it('reads pages past the middle from the other end, with the same rows as from the front', async () => {
    for (const sort of [
      '',
      'sortBy=order&orderBy=asc',
      'sortBy=customers&orderBy=desc',
      'sortBy=date&orderBy=asc',
      'sortBy=spent&orderBy=desc',
      'sortBy=spent&orderBy=asc',
      'sortBy=customers&orderBy=asc',
    ]) {
      const all = numbers(await list(`itemsPerPage=-1&${sort}`));
      const size = 7;
      const lastPage = Math.ceil(all.length / size);
      for (const page of [lastPage, lastPage - 1, Math.ceil(lastPage / 2) + 1]) {
        expect(numbers(await list(`itemsPerPage=${size}&page=${page}&${sort}`)), `${sort} page ${page}`).toEqual(
          all.slice((page - 1) * size, page * size),
        );
      }
      const mineAll = numbers(await list(`customerId=${alice.customerNumber}&itemsPerPage=-1&${sort}`));
      expect(mineAll).toHaveLength(3);
      for (const page of [1, 2, 3]) {
        expect(numbers(await list(`customerId=${alice.customerNumber}&itemsPerPage=1&page=${page}&${sort}`))).toEqual([
          mineAll[page - 1],
        ]);
      }
    }
  });

  it('every order of the first pages (demo data included) opens in details', async () => {
    for (const sortBy of ['date', 'spent']) {
      for (const order of (await list(`sortBy=${sortBy}&orderBy=desc&itemsPerPage=15`)).orders) {
        const response = await t.call(admin, 'GET', `${base}/${order.order}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ ...order });
      }
    }
  });

  it('caps the count of a broad search at 1,000 (totalCapped) and still pages through it', async () => {
    const many = await insertCustomer(t.db, { name: `Many ${token}x`, email: `many.${token}@shop.test` });
    // 1,005 orders written in one statement (then the roll-ups rebuilt from them).
    await t.db.execute(sql`
      insert into ecommerce_orders (order_number, customer_id, customer_name, customer_email, country_code, status, payment,
        method, currency, subtotal, total, shipping_address, billing_address, placed_at, search_text)
      select m.n + g, ${many.id}, ${many.name}, ${many.email}, 'FR', 'Dispatched', 2, 'mastercard', 'USD', 1, 1, '{}'::jsonb, '{}'::jsonb,
        timestamptz '2024-01-01' + g * interval '1 minute',
        lower((m.n + g)::text || ' ' || ${many.name} || ' ' || ${many.email})
      from generate_series(1, 1005) g, (select coalesce(max(order_number), 0) as n from ecommerce_orders) m`);
    await rebuildEcommerceRollups(t.db);
    const capped = await list(`q=${encodeURIComponent(`many ${token}`)}&itemsPerPage=10`);
    expect(capped.total).toBe(1000);
    expect(capped.totalCapped).toBe(true);
    expect(capped.orders).toHaveLength(10);
    expect(capped.orders[0]!.date).toBe(new Date(Date.UTC(2024, 0, 1) + 1005 * 60_000).toISOString());
    const deep = await list(
      `q=${encodeURIComponent(`many ${token}`)}&itemsPerPage=10&page=50&sortBy=order&orderBy=asc`,
    );
    expect(deep.orders).toHaveLength(10);
    expect(deep.orders[0]!.customer).toBe(many.name);
    const byStatus = await list(
      `q=${encodeURIComponent(`many ${token}`)}&itemsPerPage=10&page=2&sortBy=status&orderBy=asc`,
    );
    expect(byStatus).toMatchObject({ total: 1000, totalCapped: true });
    expect(byStatus.orders.map((o) => o.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + (995 - i) * 60_000).toISOString()),
    );
    const exact = await list(`q=${token}&itemsPerPage=1`);
    expect(exact.totalCapped).toBe(true);
    expect(orderSearchText(1, 'A', 'B')).toBe('1 a b');
  });
});
