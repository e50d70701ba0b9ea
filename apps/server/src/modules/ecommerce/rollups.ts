import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PAYMENT_PAID, type OrderStatus } from '@mizan/contracts';

/** What the roll-ups need of an order: its day, country, payment, status, total, customer and paid items. */
export interface OrderFigures {
  placedAt: Date;
  countryCode: string;
  payment: number;
  status: OrderStatus;
  /** Exact decimal text. */
  total: string;
  /** The customer's row id. */
  customerId: number;
  items: Array<{ productId: number | null; qty: number; price: string }>;
}

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/**
 * Adds (`sign` 1) or takes away (`sign` -1) one order's share of every roll-up: the day's and the country's sales,
 * its products' sales, the payment × status tallies and the customer's running totals. Call it in the order
 * write's transaction: a placed order adds, a deleted one takes away, a changed one takes away its old figures
 * and adds its new ones. Revenue, product sales and `total_spent` count paid orders (payment 1) only.
 */
export async function applyOrderToRollups(tx: Db, order: OrderFigures, sign: 1 | -1): Promise<void> {
  const paid = order.payment === PAYMENT_PAID;
  const revenue = paid ? (sign === 1 ? order.total : negate(order.total)) : '0';
  const day = order.placedAt.toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into ecommerce_sales_daily (day, orders, paid_orders, revenue)
    values (${day}, ${sign}, ${paid ? sign : 0}, ${revenue}::numeric)
    on conflict (day) do update set
      orders = ecommerce_sales_daily.orders + excluded.orders,
      paid_orders = ecommerce_sales_daily.paid_orders + excluded.paid_orders,
      revenue = ecommerce_sales_daily.revenue + excluded.revenue`);
  await tx.execute(sql`
    insert into ecommerce_sales_by_country (country_code, orders, revenue)
    values (${order.countryCode}, ${sign}, ${revenue}::numeric)
    on conflict (country_code) do update set
      orders = ecommerce_sales_by_country.orders + excluded.orders,
      revenue = ecommerce_sales_by_country.revenue + excluded.revenue`);
  await tx.execute(sql`
    insert into ecommerce_order_tallies (payment, status, orders) values (${order.payment}, ${order.status}, ${sign})
    on conflict (payment, status) do update set orders = ecommerce_order_tallies.orders + excluded.orders`);
  await tx.execute(sql`
    update ecommerce_customers set order_count = order_count + ${sign}, total_spent = total_spent + ${revenue}::numeric
    where id = ${order.customerId}`);
  if (paid) await applyProductSales(tx, order.items, sign);
}

/** Takes one order from one tally cell and adds it to another, both rows in one statement. */
async function moveTally(
  tx: Db,
  from: { payment: number; status: OrderStatus },
  to: { payment: number; status: OrderStatus },
): Promise<void> {
  if (from.payment === to.payment && from.status === to.status) return;
  // The two rows in one order whatever the direction, so two opposite moves cannot deadlock.
  const key = (cell: { payment: number; status: OrderStatus }) => `${cell.payment}:${cell.status}`;
  const rows = [
    { ...from, delta: -1 },
    { ...to, delta: 1 },
  ].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  await tx.execute(sql`
    insert into ecommerce_order_tallies (payment, status, orders)
    values ${sql.join(
      rows.map((row) => sql`(${row.payment}, ${row.status}, ${row.delta})`),
      sql`, `,
    )}
    on conflict (payment, status) do update set orders = ecommerce_order_tallies.orders + excluded.orders`);
}

/** Moves one order between two statuses in the tallies (the only roll-up a status change touches). */
export async function moveOrderTally(tx: Db, payment: number, from: OrderStatus, to: OrderStatus): Promise<void> {
  await moveTally(tx, { payment, status: from }, { payment, status: to });
}

/**
 * Moves one order (its figures as stored) to payment code `to.payment` and status `to.status`: the tallies always;
 * when it becomes paid or stops being paid, also the day's and the country's revenue, the customer's spend and its
 * products' sales. The rows are written in `applyOrderToRollups`'s order (day, country, tallies, customer,
 * products), each once, so this and an order's creation or delete lock them alike and cannot deadlock.
 */
export async function moveOrderPayment(
  tx: Db,
  order: OrderFigures,
  to: { payment: number; status: OrderStatus },
): Promise<void> {
  const wasPaid = order.payment === PAYMENT_PAID;
  const sign = wasPaid === (to.payment === PAYMENT_PAID) ? 0 : wasPaid ? -1 : 1;
  const revenue = sign === 1 ? order.total : negate(order.total);
  if (sign !== 0) {
    await tx.execute(sql`
      insert into ecommerce_sales_daily (day, orders, paid_orders, revenue)
      values (${order.placedAt.toISOString().slice(0, 10)}, 0, ${sign}, ${revenue}::numeric)
      on conflict (day) do update set
        paid_orders = ecommerce_sales_daily.paid_orders + excluded.paid_orders,
        revenue = ecommerce_sales_daily.revenue + excluded.revenue`);
    await tx.execute(sql`
      insert into ecommerce_sales_by_country (country_code, orders, revenue)
      values (${order.countryCode}, 0, ${revenue}::numeric)
      on conflict (country_code) do update set revenue = ecommerce_sales_by_country.revenue + excluded.revenue`);
  }
  await moveTally(tx, { payment: order.payment, status: order.status }, to);
  if (sign === 0) return;
  await tx.execute(sql`
    update ecommerce_customers set total_spent = total_spent + ${revenue}::numeric where id = ${order.customerId}`);
  await applyProductSales(tx, order.items, sign);
}

/** Adds (`sign` 1) or takes away (-1) paid items' units and revenue, in product order (no deadlock between writes). */
async function applyProductSales(tx: Db, items: OrderFigures['items'], sign: 1 | -1): Promise<void> {
  const sorted = [...items].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
  for (const item of sorted) {
    if (item.productId === null) continue;
    await tx.execute(sql`
      insert into ecommerce_product_sales (product_id, units, revenue)
      values (${item.productId}, ${sign * item.qty}, ${sign}::numeric * ${item.price}::numeric * ${item.qty})
      on conflict (product_id) do update set
        units = ecommerce_product_sales.units + excluded.units,
        revenue = ecommerce_product_sales.revenue + excluded.revenue`);
  }
}

/**
 * Recomputes every roll-up and every customer's running totals from the orders, set-based: after a bulk load
 * (demo data, benchmarks) that wrote orders without `applyOrderToRollups`, and as the reference the tests
 * compare the incremental roll-ups with.
 */
export async function rebuildEcommerceRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ecommerce_sales_daily`);
    await tx.execute(sql`delete from ecommerce_sales_by_country`);
    await tx.execute(sql`delete from ecommerce_product_sales`);
    await tx.execute(sql`delete from ecommerce_order_tallies`);
    await tx.execute(sql`
      insert into ecommerce_sales_daily (day, orders, paid_orders, revenue)
      select (placed_at at time zone 'UTC')::date, count(*), count(*) filter (where payment = ${PAYMENT_PAID}),
        coalesce(sum(total) filter (where payment = ${PAYMENT_PAID}), 0)
      from ecommerce_orders group by 1`);
    await tx.execute(sql`
      insert into ecommerce_sales_by_country (country_code, orders, revenue)
      select country_code, count(*), coalesce(sum(total) filter (where payment = ${PAYMENT_PAID}), 0)
      from ecommerce_orders group by 1`);
    await tx.execute(sql`
      insert into ecommerce_order_tallies (payment, status, orders)
      select payment, status, count(*) from ecommerce_orders group by 1, 2`);
    await tx.execute(sql`
      insert into ecommerce_product_sales (product_id, units, revenue)
      select i.product_id, sum(i.qty), sum(i.price * i.qty)
      from ecommerce_order_items i join ecommerce_orders o on o.id = i.order_id
      where o.payment = ${PAYMENT_PAID} and i.product_id is not null group by 1`);
    await tx.execute(sql`update ecommerce_customers set order_count = 0, total_spent = 0`);
    await tx.execute(sql`
      update ecommerce_customers c set order_count = t.orders, total_spent = coalesce(t.spent, 0)
      from (
        select customer_id, count(*) as orders, sum(total) filter (where payment = ${PAYMENT_PAID}) as spent
        from ecommerce_orders group by 1
      ) t
      where t.customer_id = c.id`);
  });
}
