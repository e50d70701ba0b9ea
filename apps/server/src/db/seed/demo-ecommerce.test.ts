import { SEED_CATEGORIES } from '@mizan/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildEcommerceRollups } from '../../modules/ecommerce/rollups.ts';
import { createTestDatabase } from '../../test/db.ts';
import { bootstrap } from '../bootstrap.ts';
import type { Database } from '../client.ts';
import { seedDemoEcommerce } from './demo-ecommerce.ts';

/** A demo database (bootstrapped as the app does) and a second, empty one the seed alone is timed on. */
let demo: Database;
let timed: Database;
let seedMs = 0;
beforeAll(async () => {
  [demo, timed] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await bootstrap(demo.db, { demoData: true });
  const started = performance.now();
  await timed.db.transaction(async (tx) => seedDemoEcommerce(tx));
  seedMs = performance.now() - started;
});
afterAll(async () => {
  await demo?.close();
  await timed?.close();
});

const rows = async <T>(database: Database, query: SQL) => {
  const result = (await database.db.execute(query)) as unknown as { rows?: T[] } & T[];
  return (result.rows ?? [...result]) as T[];
};
const one = async <T>(database: Database, query: SQL) => (await rows<T>(database, query))[0]!;

describe('demo e-commerce data', () => {
  it('seeds quickly', () => {
    console.info(`seedDemoEcommerce: ${seedMs.toFixed(0)} ms`);
    // Wall time on a shared, loaded machine varies a lot: this only catches a pathological seed (~200 ms idle).
    expect(seedMs).toBeLessThan(15_000);
  });

  it('seeds the six categories with descriptions and ~40 products across them', async () => {
    const categories = await rows<{ name: string; description: string; products: number }>(
      demo,
      sql`select c.name, c.description, count(p.id)::int as products from ecommerce_categories c
          left join ecommerce_products p on p.category_id = c.id group by c.id order by c.id`,
    );
    expect(categories.map((c) => c.name)).toEqual([...SEED_CATEGORIES]);
    for (const c of categories) {
      expect(c.description.length).toBeGreaterThan(10);
      expect(c.products).toBeGreaterThanOrEqual(5);
    }
    const products = await one<{
      n: number;
      published: number;
      inactive: number;
      scheduled: number;
      future: number;
      out: number;
      low: number;
      discounted: number;
      pictured: number;
      bad_prices: number;
    }>(
      demo,
      sql`select count(*)::int as n,
            count(*) filter (where status = 'Published')::int as published,
            count(*) filter (where status = 'Inactive')::int as inactive,
            count(*) filter (where status = 'Scheduled')::int as scheduled,
            count(*) filter (where status = 'Scheduled' and scheduled_at > now())::int as future,
            count(*) filter (where qty = 0 and not in_stock)::int as out,
            count(*) filter (where qty between 1 and 9)::int as low,
            count(*) filter (where discounted_price < base_price)::int as discounted,
            count(*) filter (where exists (select 1 from ecommerce_product_images i where i.product_id = p.id and i.position = 0))::int as pictured,
            count(*) filter (where qty not between 0 and 200 or base_price <= 0)::int as bad_prices
          from ecommerce_products p`,
    );
    expect(products.n).toBeGreaterThanOrEqual(36);
    expect(products.n).toBeLessThanOrEqual(45);
    expect(products.published).toBeGreaterThan(products.n * 0.75);
    expect(products.inactive).toBeGreaterThanOrEqual(2);
    expect(products.scheduled).toBe(2);
    expect(products.future).toBe(2);
    expect(products.out).toBeGreaterThanOrEqual(3);
    expect(products.low).toBeGreaterThanOrEqual(3);
    expect(products.discounted).toBeGreaterThanOrEqual(5);
    expect(products.pictured).toBe(products.n);
    expect(products.bad_prices).toBe(0);
    const png = await one<{ magic: string }>(
      demo,
      sql`select encode(substring(bytes from 1 for 8), 'hex') as magic from ecommerce_images limit 1`,
    );
    expect(png.magic).toBe('89504e470d0a1a0a');
  });

  it('seeds 100 customers from several countries with unique 6-digit numbers and complete notification settings', async () => {
    const c = await one<{
      n: number;
      numbers: number;
      six: number;
      emails: number;
      countries: number;
      codes: number;
      arabic: number;
      french: number;
      full: number;
    }>(
      demo,
      sql`select count(*)::int as n, count(distinct customer_number)::int as numbers,
            count(*) filter (where customer_number between 100000 and 999999)::int as six,
            count(distinct lower(email))::int as emails,
            count(distinct country)::int as countries,
            count(*) filter (where country_code ~ '^[A-Z]{2}$' and address->>'countryCode' = country_code)::int as codes,
            count(*) filter (where country_code in ('SA', 'AE', 'EG'))::int as arabic,
            count(*) filter (where country_code = 'FR')::int as french,
            count(*) filter (where (select count(*) from jsonb_each(notifications) e, jsonb_each(e.value)) = 12)::int as full
          from ecommerce_customers`,
    );
    expect(c).toMatchObject({ n: 100, numbers: 100, six: 100, emails: 100, codes: 100, full: 100 });
    expect(c.countries).toBeGreaterThanOrEqual(8);
    expect(c.arabic).toBeGreaterThanOrEqual(20);
    expect(c.french).toBeGreaterThanOrEqual(10);
  });

  it('seeds ~400 orders over the last year, growing towards now, numbered from 5001, with consistent totals', async () => {
    const o = await one<{
      n: number;
      first: number;
      last: number;
      oldest: number;
      newer: number;
      older: number;
      future: number;
      bad_items: number;
      bad_total: number;
      bad_tax: number;
      paid: number;
      others: number;
    }>(
      demo,
      sql`select count(*)::int as n, min(order_number) as first, max(order_number) as last,
            extract(day from now() - min(placed_at))::int as oldest,
            count(*) filter (where placed_at > now() - interval '6 months')::int as newer,
            count(*) filter (where placed_at <= now() - interval '6 months')::int as older,
            count(*) filter (where placed_at > now())::int as future,
            count(*) filter (where (select count(*) from ecommerce_order_items i where i.order_id = o.id) not between 1 and 4)::int as bad_items,
            count(*) filter (where total <> subtotal + tax + shipping_fee - discount
              or subtotal <> (select sum(price * qty) from ecommerce_order_items i where i.order_id = o.id))::int as bad_total,
            count(*) filter (where tax <> round((select coalesce(sum(i.price * i.qty), 0) from ecommerce_order_items i
              join ecommerce_products p on p.id = i.product_id where i.order_id = o.id and p.charge_tax) * 0.15, 2))::int as bad_tax,
            count(*) filter (where payment = 1)::int as paid,
            count(distinct payment)::int as others
          from ecommerce_orders o`,
    );
    expect(o.n).toBeGreaterThanOrEqual(380);
    expect(o.n).toBeLessThanOrEqual(420);
    expect(o.first).toBe(5001);
    expect(o.last).toBe(5000 + o.n);
    expect(o.oldest).toBeLessThanOrEqual(366);
    expect(o.oldest).toBeGreaterThan(300);
    expect(o.newer).toBeGreaterThan(o.older);
    expect(o).toMatchObject({ future: 0, bad_items: 0, bad_total: 0, bad_tax: 0, others: 4 });
    expect(o.paid).toBeGreaterThan(o.n * 0.7);
    // Sequential numbers follow the time they were placed.
    const misordered = await one<{ n: number }>(
      demo,
      sql`select count(*)::int as n from ecommerce_orders a join ecommerce_orders b on b.order_number = a.order_number + 1 where b.placed_at < a.placed_at`,
    );
    expect(misordered.n).toBe(0);
    // Older orders are delivered; recent ones are on their way.
    const statuses = await one<{ old_open: number; recent_open: number }>(
      demo,
      sql`select count(*) filter (where placed_at < now() - interval '15 days' and status <> 'Delivered')::int as old_open,
            count(*) filter (where placed_at > now() - interval '7 days' and status <> 'Delivered')::int as recent_open
          from ecommerce_orders`,
    );
    expect(statuses.old_open).toBe(0);
    expect(statuses.recent_open).toBeGreaterThan(0);
  });

  it('gives every order a timeline consistent with its status: placed, then each step, at increasing times', async () => {
    const events = await rows<{ order_id: number; status: string; placed: string; steps: string[]; ats: string[] }>(
      demo,
      sql`select o.id as order_id, o.status, o.placed_at::text as placed,
            array_agg(e.status order by e.at, e.id) as steps, array_agg(e.at::text order by e.at, e.id) as ats
          from ecommerce_orders o join ecommerce_order_events e on e.order_id = o.id group by o.id`,
    );
    expect(events.length).toBeGreaterThanOrEqual(380);
    const flow = ['placed', 'Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'];
    for (const order of events) {
      expect(order.steps).toEqual(flow.slice(0, flow.indexOf(order.status) + 1));
      expect(order.ats[0]).toBe(order.placed);
      const times = order.ats.map((at) => new Date(at).getTime());
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
      expect(times[times.length - 1]).toBeLessThanOrEqual(Date.now());
    }
  });

  it('seeds ~80 reviews skewed positive with some pending, ~30 referrals and a few wishlists', async () => {
    const r = await one<{ n: number; avg: number; pending: number; low: number }>(
      demo,
      sql`select count(*)::int as n, avg(rating)::float as avg, count(*) filter (where status = 'Pending')::int as pending,
            count(*) filter (where rating <= 2)::int as low from ecommerce_reviews`,
    );
    expect(r.n).toBeGreaterThanOrEqual(70);
    expect(r.n).toBeLessThanOrEqual(90);
    expect(r.avg).toBeGreaterThan(3.6);
    expect(r.pending).toBeGreaterThanOrEqual(3);
    expect(r.low).toBeGreaterThanOrEqual(1);
    const f = await one<{ n: number; statuses: number; unknown: number; referred: number }>(
      demo,
      sql`select count(*)::int as n, count(distinct status)::int as statuses,
            count(*) filter (where referred_id not in (select customer_number from ecommerce_customers))::int as unknown,
            count(distinct referred_id)::int as referred
          from ecommerce_referrals`,
    );
    expect(f.n).toBeGreaterThanOrEqual(25);
    expect(f.n).toBeLessThanOrEqual(35);
    expect(f).toMatchObject({ statuses: 3, unknown: 0, referred: f.n });
    const w = await one<{ n: number }>(demo, sql`select count(*)::int as n from ecommerce_wishlist`);
    expect(w.n).toBeGreaterThan(0);
  });

  it('leaves roll-ups equal to a rebuild and to the orders', async () => {
    const snapshot = async () =>
      Promise.all([
        rows(demo, sql`select day::text, orders, paid_orders, revenue::text from ecommerce_sales_daily order by day`),
        rows(demo, sql`select country_code, orders, revenue::text from ecommerce_sales_by_country order by 1`),
        rows(demo, sql`select product_id, units, revenue::text from ecommerce_product_sales order by 1`),
        rows(demo, sql`select payment, status, orders from ecommerce_order_tallies where orders <> 0 order by 1, 2`),
        rows(demo, sql`select id, order_count, total_spent::text from ecommerce_customers order by id`),
      ]);
    const before = await snapshot();
    expect(before[0].length).toBeGreaterThan(100);
    await rebuildEcommerceRollups(demo.db);
    expect(await snapshot()).toEqual(before);
    const check = await one<{ revenue_ok: boolean; counts_ok: boolean }>(
      demo,
      sql`select (select sum(revenue) from ecommerce_sales_daily) = (select sum(total) from ecommerce_orders where payment = 1) as revenue_ok,
            (select sum(order_count) from ecommerce_customers) = (select count(*) from ecommerce_orders) as counts_ok`,
    );
    expect(check).toEqual({ revenue_ok: true, counts_ok: true });
  });

  it('is the same store on every run (names, numbers, totals)', async () => {
    const fingerprint = (database: Database) =>
      rows(
        database,
        sql`select (select string_agg(name || sku || base_price::text || status, ',' order by id) from ecommerce_products) as products,
              (select string_agg(name || email || customer_number::text, ',' order by id) from ecommerce_customers) as customers,
              (select string_agg(order_number::text || customer_email || total::text || status || payment::text, ',' order by id) from ecommerce_orders) as orders,
              (select string_agg(rating::text || head || status, ',' order by id) from ecommerce_reviews) as reviews`,
      );
    expect(await fingerprint(timed)).toEqual(await fingerprint(demo));
  });
});
