import type { EcommerceDashboard } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { lastMonths } from './dashboard.service.ts';
import { insertCategory, insertCustomer, insertOrder, insertProduct } from './test-shop.ts';

const t = setupTestApp();
const url = '/api/dashboard/ecommerce';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app);
});

const dashboard = async () => {
  const response = await t.call(admin, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EcommerceDashboard>();
};
const cents = (n: number) => Math.round(n * 100);

describe('e-commerce dashboard', () => {
  it('answers 401 signed out and 403 without read Order', async () => {
    expect((await t.call(null, 'GET', url)).statusCode).toBe(401);
    expect((await t.call(await t.userWithRole('subscriber'), 'GET', url)).statusCode).toBe(403);
  });

  it('has 12 months and 7 days ending now, oldest first', async () => {
    const body = await dashboard();
    const now = new Date();
    expect(body.monthly.map((m) => m.month)).toEqual(lastMonths(now, 12));
    expect(body.monthly.at(-1)!.month).toBe(now.toISOString().slice(0, 7));
    expect(body.daily).toHaveLength(7);
    expect(body.daily.at(-1)!.day).toBe(now.toISOString().slice(0, 10));
    expect(body.currency).toBe('USD');
    expect(lastMonths(new Date('2026-01-15T00:00:00Z'), 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('adds each new order to totals, months, days, statuses, payments, products, countries and recent orders', async () => {
    const before = await dashboard();
    const categoryId = (await insertCategory(t.db)).id;
    const star = await insertProduct(t.db, { categoryId, price: '99999.99', qty: 100, brand: 'Starbrand' });
    const customer = await insertCustomer(t.db, { country: 'Iceland', countryCode: 'IS' });
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 12));
    await insertOrder(t.db, {
      customer,
      payment: 1,
      status: 'Delivered',
      placedAt: lastMonth,
      items: [{ product: star, qty: 10 }],
    });
    await insertOrder(t.db, {
      customer,
      payment: 2,
      status: 'Dispatched',
      placedAt: new Date(now.getTime() - 60_000),
      items: [{ product: star, qty: 1 }],
    });
    const newest = await insertOrder(t.db, {
      customer,
      payment: 1,
      status: 'Dispatched',
      placedAt: now,
      items: [{ product: star, qty: 1 }],
    });
    const after = await dashboard();

    expect(after.totals.orders - before.totals.orders).toBe(3);
    expect(after.totals.paidOrders - before.totals.paidOrders).toBe(2);
    expect(cents(after.totals.revenue) - cents(before.totals.revenue)).toBe(9999999 * 11);
    expect(after.totals.customers - before.totals.customers).toBe(1);
    expect(after.totals.products - before.totals.products).toBe(1);
    expect(cents(after.totals.averageOrderValue)).toBe(
      Math.round(cents(after.totals.revenue) / after.totals.paidOrders),
    );

    expect(after.thisMonth.orders - before.thisMonth.orders).toBe(2);
    expect(cents(after.thisMonth.revenue) - cents(before.thisMonth.revenue)).toBe(9999999);
    expect(after.lastMonth.orders - before.lastMonth.orders).toBe(1);
    expect(cents(after.lastMonth.revenue) - cents(before.lastMonth.revenue)).toBe(99999990);
    // Last month's figures cover its same days so far (its 1st is always in); the chart's month covers all of it.
    expect(after.monthly.at(-2)!.month).toBe(lastMonths(now, 2)[0]);
    expect(after.monthly.at(-2)!.orders).toBeGreaterThanOrEqual(after.lastMonth.orders);
    const today = now.toISOString().slice(0, 10);
    const dayOf = (body: EcommerceDashboard) => body.daily.find((d) => d.day === today)!;
    expect(dayOf(after).orders - dayOf(before).orders).toBe(2);

    const status = (body: EcommerceDashboard, s: string) => body.ordersByStatus.find((x) => x.status === s)!.orders;
    const payment = (body: EcommerceDashboard, p: number) => body.ordersByPayment.find((x) => x.payment === p)!.orders;
    expect(after.ordersByStatus.map((s) => s.status)).toEqual([
      'Dispatched',
      'Out for Delivery',
      'Ready to Pickup',
      'Delivered',
    ]);
    expect(status(after, 'Dispatched') - status(before, 'Dispatched')).toBe(2);
    expect(status(after, 'Delivered') - status(before, 'Delivered')).toBe(1);
    expect(after.ordersByPayment.map((p) => p.payment)).toEqual([1, 2, 3, 4]);
    expect(payment(after, 1) - payment(before, 1)).toBe(2);
    expect(payment(after, 2) - payment(before, 2)).toBe(1);

    expect(after.topProducts.length).toBeLessThanOrEqual(5);
    expect(after.topProducts[0]).toEqual({
      id: star.id,
      name: star.name,
      brand: 'Starbrand',
      image: null,
      units: 11,
      revenue: 1099999.89,
    });
    expect(after.salesByCountry.length).toBeLessThanOrEqual(6);
    expect(after.salesByCountry[0]).toMatchObject({
      countryCode: 'IS',
      country: 'Iceland',
      orders: 3,
      revenue: 1099999.89,
    });

    expect(after.recentOrders.length).toBe(Math.min(6, after.totals.orders));
    expect(after.recentOrders[0]).toMatchObject({
      order: newest.orderNumber,
      customer: customer.name,
      spent: 99999.99,
    });
  });
});
