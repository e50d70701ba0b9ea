import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { DEMO_COUNTRIES, DEMO_PRODUCTS } from '../../apps/server/src/db/seed/demo-ecommerce-data.ts';
import { rebuildEcommerceRollups } from '../../apps/server/src/modules/ecommerce/rollups.ts';

export interface EcommerceBenchSeed {
  orders: number;
  items: number;
  customers: number;
  products: number;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A SQL text array literal of fixed fragments (no user input), to pick from by modulo. */
const textArray = (list: readonly string[]) => `(array[${list.map(quote).join(',')}]::text[])`;
/** `list[expr mod len]` in SQL (1-based arrays). */
const pick = (list: readonly string[], expr: string) => `${textArray(list)}[1 + ((${expr}) % ${list.length})]`;
/** A deterministic uniform number in [0, 1) of an integer expression. */
const unit = (expr: string) => `((hashint4((${expr})::int) & 2147483647)::float8 / 2147483648.0)`;

const FIRST = [...new Set(DEMO_COUNTRIES.flatMap((country) => country.first))];
const FAMILY = [...new Set(DEMO_COUNTRIES.flatMap((country) => country.last))];
const PRODUCT_NAMES = DEMO_PRODUCTS.flat().map((product) => product.name);
const BRANDS = DEMO_PRODUCTS.flat().map((product) => product.brand);
/** One in four customers (and their orders) lives in each of these, the rest spread over the others. */
const CODES = DEMO_COUNTRIES.map((country) => country.code);
const NAMES = DEMO_COUNTRIES.map((country) => country.name);
/** A family name that the bench searches for (`q=`). */
export const BENCH_FAMILY_NAME = 'Lefèvre';

const STATUS_RECENT = `(array['Dispatched','Out for Delivery','Ready to Pickup','Delivered'])[1 + (g % 4)]`;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * `orders` orders (1-3 items each) for `customers` customers over `products` products, set-based (INSERT … SELECT
 * over generate_series, deterministic through hashint4), on a database that already holds the demo data. Orders
 * spread over the last year with more recent ones; three in four older than two weeks are Delivered; payment 1 in
 * 85%, then 2, 3, 4. `search_text` as the app writes it (lower-cased "number name email"). Secondary indexes are
 * dropped for the load and built again after it; then the roll-ups are rebuilt from the orders.
 */
export async function seedEcommerceOrders(
  db: Db,
  options: { orders: number; customers?: number; products?: number },
): Promise<EcommerceBenchSeed> {
  const { orders, customers = 20_000, products = 200 } = options;
  const [bases] = rowsOf<{
    product: number;
    customer: number;
    number: number;
    order: number;
    ordernumber: number;
    category: number;
    categories: number;
  }>(
    await db.execute(sql`select
      coalesce((select max(id) from ecommerce_products), 0)::int as product,
      coalesce((select max(id) from ecommerce_customers), 0)::int as customer,
      coalesce((select max(customer_number) from ecommerce_customers), 100000)::int as number,
      coalesce((select max(id) from ecommerce_orders), 0)::int as "order",
      coalesce((select max(order_number) from ecommerce_orders), 5000)::int as ordernumber,
      (select min(id) from ecommerce_categories)::int as category,
      (select count(*) from ecommerce_categories)::int as categories`),
  );
  if (!bases?.category) throw new Error('Seed the demo data first: the bench needs the categories');
  const {
    product: productBase,
    customer: customerBase,
    number: numberBase,
    order: orderBase,
    ordernumber: orderNumberBase,
  } = bases;

  const tables = ['ecommerce_orders', 'ecommerce_order_items', 'ecommerce_customers'];
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
        and indexname not like '%_pkey' and indexname not in ('ecommerce_customers_number_idx', 'ecommerce_customers_email_idx', 'ecommerce_orders_number_idx')`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));

  // Products: price in cents = 990 + a spread up to 1,500.00; all taxable.
  const price = (p: string) => `((990 + ((${p}) * 7919) % 150000)::numeric / 100)`;
  await db.execute(
    sql.raw(`insert into ecommerce_products (id, name, brand, sku, category_id, status, base_price, qty, in_stock, shipping, created_at)
      select ${productBase} + g, ${pick(PRODUCT_NAMES, 'g')} || ' ' || g, ${pick(BRANDS, 'g')}, 'BENCH-' || g,
        ${bases.category} + g % ${bases.categories}, 'Published', ${price('g')}, g % 150, g % 150 > 0,
        '{"fulfilledBy":"company","weightGrams":500,"freeShipping":false}'::jsonb, now() - interval '400 days'
      from generate_series(1, ${products}) g`),
  );

  // Customers: first × family names, one country each.
  const country = `(g % ${CODES.length})`;
  await db.execute(
    sql.raw(`insert into ecommerce_customers (id, customer_number, name, email, country, country_code, address, billing, notifications, search_text, created_at)
      select ${customerBase} + g, ${numberBase} + g, n.name, n.email, ${pick(NAMES, country)}, ${pick(CODES, country)},
        jsonb_build_object('name', n.name, 'line1', g || ' Main Street', 'line2', '', 'city', 'City', 'state', '', 'postcode', '10000', 'countryCode', ${pick(CODES, country)}, 'phone', ''),
        jsonb_build_object('name', n.name, 'line1', g || ' Main Street', 'line2', '', 'city', 'City', 'state', '', 'postcode', '10000', 'countryCode', ${pick(CODES, country)}, 'phone', '', 'companyName', '', 'taxId', ''),
        '{"orderUpdates":{"email":true,"sms":false,"app":true},"promotions":{"email":false,"sms":false,"app":false},"newsletter":{"email":false,"sms":false,"app":false},"reviewReplies":{"email":true,"sms":false,"app":true}}'::jsonb,
        lower(n.name || ' ' || n.email || ' ' || ${pick(NAMES, country)} || ' ' || (${numberBase} + g)),
        now() - interval '400 days' + (g % 365) * interval '1 day'
      from generate_series(1, ${customers}) g
      cross join lateral (select ${pick(FIRST, 'g')} || ' ' || ${pick(FAMILY, `g / ${FIRST.length} + g`)} as name,
        'bench' || g || '@example.com' as email) n`),
  );

  // Items: 1-3 per order (g % 3 + 1), product and quantity from hashes of (order, line).
  const lines = `generate_series(1, 1 + g % 3) j`;
  const productOf = `(1 + (hashint4(g * 4 + j) & 2147483647) % ${products})`;
  const qtyOf = `(1 + (hashint4(g * 4 + j + 2) & 2147483647) % 3 / 2)`;
  // Days ago: 365 × (1 - √u), more orders towards now.
  const placed = `now() - (365 * (1 - sqrt(${unit('g')}))) * interval '1 day'`;
  await db.execute(
    sql.raw(`insert into ecommerce_orders (id, order_number, customer_id, customer_name, customer_email, country_code, status, payment, method,
        method_number, currency, subtotal, tax, shipping_fee, total, shipping_address, billing_address, placed_at, search_text)
      select ${orderBase} + g, ${orderNumberBase} + g, c.id, c.name, c.email, c.country_code,
        case when o.placed_at < now() - interval '14 days' and g % 4 <> 0 then 'Delivered' else ${STATUS_RECENT} end,
        case when g % 100 < 85 then 1 when g % 100 < 93 then 2 when g % 100 < 97 then 3 else 4 end,
        case when g % 5 < 3 then 'mastercard' else 'paypalLogo' end, case when g % 5 < 3 then lpad((g % 10000)::text, 4, '0') else '' end,
        'USD', s.subtotal, round(s.subtotal * 0.15, 2), case when s.subtotal >= 100 then 0 else 10 end,
        s.subtotal + round(s.subtotal * 0.15, 2) + case when s.subtotal >= 100 then 0 else 10 end,
        c.address, c.address, o.placed_at, lower((${orderNumberBase} + g) || ' ' || c.name || ' ' || c.email)
      from generate_series(1, ${orders}) g
      cross join lateral (select ${placed} as placed_at) o
      cross join lateral (select sum(${price(productOf)} * ${qtyOf}) as subtotal from ${lines}) s
      join ecommerce_customers c on c.id = ${customerBase} + 1 + (hashint4(g + 17) & 2147483647) % ${customers}`),
  );
  await db.execute(
    sql.raw(`insert into ecommerce_order_items (order_id, product_id, product_name, sku, price, qty)
      select ${orderBase} + g, ${productBase} + ${productOf}, p.name, p.sku, p.base_price, ${qtyOf}
      from generate_series(1, ${orders}) g cross join lateral ${lines}
      join ecommerce_products p on p.id = ${productBase} + ${productOf}`),
  );
  for (const [table, column] of [
    ['ecommerce_products', 'id'],
    ['ecommerce_customers', 'id'],
    ['ecommerce_orders', 'id'],
  ] as const) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`),
    );
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await rebuildEcommerceRollups(db);

  const [counts] = rowsOf<{ items: number }>(
    await db.execute(sql`select count(*)::int as items from ecommerce_order_items where order_id > ${orderBase}`),
  );
  return { orders, items: counts!.items, customers, products };
}
