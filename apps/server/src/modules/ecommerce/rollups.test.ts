import type { OrderDetail } from '@mizan/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import {
  ecommerceCustomers,
  ecommerceOrderTallies,
  ecommerceProducts,
  ecommerceProductSales,
  ecommerceSalesByCountry,
  ecommerceSalesDaily,
} from './ecommerce.table.ts';
import { rebuildEcommerceRollups } from './rollups.ts';
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

/** Every roll-up row that counts something (a row taken back to zero is the same as no row) and every customer's totals. */
async function snapshot() {
  const db = t.db;
  const nonZero = (...columns: unknown[]) =>
    sql.join(
      columns.map((column) => sql`${column} <> 0`),
      sql` or `,
    );
  return {
    daily: await db
      .select()
      .from(ecommerceSalesDaily)
      .where(nonZero(ecommerceSalesDaily.orders, ecommerceSalesDaily.paidOrders, ecommerceSalesDaily.revenue))
      .orderBy(asc(ecommerceSalesDaily.day)),
    countries: await db
      .select()
      .from(ecommerceSalesByCountry)
      .where(nonZero(ecommerceSalesByCountry.orders, ecommerceSalesByCountry.revenue))
      .orderBy(asc(ecommerceSalesByCountry.countryCode)),
    products: await db
      .select()
      .from(ecommerceProductSales)
      .where(nonZero(ecommerceProductSales.units, ecommerceProductSales.revenue))
      .orderBy(asc(ecommerceProductSales.productId)),
    tallies: await db
      .select()
      .from(ecommerceOrderTallies)
      .where(nonZero(ecommerceOrderTallies.orders))
      .orderBy(asc(ecommerceOrderTallies.payment), asc(ecommerceOrderTallies.status)),
    customers: await db
      .select({
        id: ecommerceCustomers.id,
        orders: ecommerceCustomers.orderCount,
        spent: ecommerceCustomers.totalSpent,
      })
      .from(ecommerceCustomers)
      .orderBy(asc(ecommerceCustomers.id)),
  };
}

let customers: CustomerRow[];
let products: ProductRow[];

beforeAll(async () => {
  admin = await signIn(t.app);
  const categoryId = (await insertCategory(t.db)).id;
  customers = [
    await insertCustomer(t.db, { countryCode: 'DE', country: 'Germany' }),
    await insertCustomer(t.db, { countryCode: 'JP', country: 'Japan' }),
    await insertCustomer(t.db, { countryCode: 'BR', country: 'Brazil' }),
  ];
  products = [
    await insertProduct(t.db, { categoryId, price: '12.34', qty: 500 }),
    await insertProduct(t.db, { categoryId, price: '50.00', discountedPrice: '45.55', qty: 500, chargeTax: false }),
    await insertProduct(t.db, { categoryId, price: '0.99', qty: 500 }),
  ];
});

describe('roll-ups', () => {
  it('kept incrementally by creates, status and payment changes and deletes, equal a rebuild from the orders', async () => {
    const created: OrderDetail[] = [];
    for (const [i, customer] of customers.entries()) {
      for (const payment of [1, 2, 3, 4, 1]) {
        const response = await t.call(admin, 'POST', base, {
          customerId: customer.customerNumber,
          payment,
          items: [
            { productId: products[i % 3]!.id, qty: 1 + i },
            { productId: products[(i + 1) % 3]!.id, qty: payment },
          ],
        });
        expect(response.statusCode, response.body).toBe(201);
        created.push(response.json<OrderDetail>());
      }
    }
    // Orders of other days (written with the same roll-up function), one to a country nobody lives in.
    for (const [n, days] of [3, 40, 400].entries()) {
      await insertOrder(t.db, {
        customer: customers[n]!,
        payment: 1,
        status: 'Delivered',
        placedAt: new Date(Date.now() - days * 86_400_000),
        countryCode: n === 2 ? 'NZ' : undefined,
        items: [{ product: products[n]!, qty: 2 }],
      });
    }
    // Status moves, one skipping steps.
    for (const [i, order] of created.slice(0, 6).entries()) {
      const status = ['Out for Delivery', 'Delivered', 'Ready to Pickup'][i % 3];
      const response = await t.call(admin, 'POST', `${base}/${order.order}/status`, { status, version: order.version });
      expect(response.statusCode, response.body).toBe(200);
    }
    // Payment changes: unpaid to paid, paid to unpaid, unpaid to unpaid, and one with a status move; one deleted after.
    for (const [order, change] of [
      [created[6]!, { payment: 1 }],
      [created[9]!, { payment: 4 }],
      [created[7]!, { payment: 2 }],
      [created[12]!, { payment: 1, status: 'Delivered' }],
      [created[13]!, { payment: 1 }],
    ] as const) {
      const response = await t.call(admin, 'POST', `${base}/${order.order}/status`, {
        ...change,
        version: order.version,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await t.call(admin, 'DELETE', `${base}/${created[13]!.order}`)).statusCode).toBe(204);
    // Deletes: a moved one, a paid one, a pending one.
    for (const order of [created[0]!, created[4]!, created[8]!]) {
      expect((await t.call(admin, 'DELETE', `${base}/${order.order}`)).statusCode).toBe(204);
    }
    // A deleted product: its sales row goes, its order lines stay without it.
    await t.db.delete(ecommerceProducts).where(eq(ecommerceProducts.id, products[2]!.id));
    // A customer renamed (no roll-up moves).
    const renamed = await t.call(admin, 'PATCH', `/api/apps/ecommerce/customers/${customers[1]!.customerNumber}`, {
      customer: 'Renamed Person',
      version: (await t.call(admin, 'GET', `/api/apps/ecommerce/customers/${customers[1]!.customerNumber}`)).json<{
        version: number;
      }>().version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const incremental = await snapshot();
    await rebuildEcommerceRollups(t.db);
    const rebuilt = await snapshot();
    expect(incremental).toEqual(rebuilt);

    // And the figures are what they should be for the first customer: 5 orders − 2 deleted, paid ones only in the spend.
    const first = rebuilt.customers.find((c) => c.id === customers[0]!.id)!;
    expect(first.orders).toBe(4);
    const paidLeft = created.slice(1, 5).filter((o) => o.payment === 1 && o !== created[4]);
    const deliveredThreeDaysAgo = 2 * 12.34;
    const expected = paidLeft.reduce(
      (sum, o) => sum + Math.round(o.spent * 100),
      Math.round(deliveredThreeDaysAgo * 100),
    );
    expect(Math.round(Number(first.spent) * 100)).toBe(expected);
  });
});
