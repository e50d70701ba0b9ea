import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/db.ts';
import { ecommerceOrders } from './ecommerce.table.ts';
import { knownOverCap } from './orders.list.ts';
import { rebuildEcommerceRollups } from './rollups.ts';
import { insertCustomer } from './test-shop.ts';

// The sample runs only on large tables (over 250,000 orders); `sampleFrom: 0` applies its rule to 40,000.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const customer = await insertCustomer(database.db);
  // 40,000 orders, one a minute; "recent" in every 200th of the newest 10,000 (50), "ancient" in every 200th before.
  await database.db.execute(sql`
    insert into ecommerce_orders (order_number, customer_id, customer_name, customer_email, country_code, status, payment,
      method, currency, subtotal, total, shipping_address, billing_address, placed_at, search_text)
    select g, ${customer.id}, 'n', 'e', 'FR', 'Dispatched', 2, 'mastercard', 'USD', 1, 1, '{}'::jsonb, '{}'::jsonb,
      timestamptz '2024-01-01' + g * interval '1 minute',
      g::text || case when g % 200 <> 0 then '' when g > 30000 then ' recent' else ' ancient' end
    from generate_series(1, 40000) g`);
  await rebuildEcommerceRollups(database.db);
}, 60_000);

afterAll(() => database?.close());

const matching = (word: string) => sql`${ecommerceOrders.searchText} like ${`%${word}%`}`;

describe('knownOverCap (the newest-orders sample of a search)', () => {
  it('answers yes when the sample alone holds more than the cap', async () => {
    expect(await knownOverCap(database.db, matching('recent'), { cap: 40, sampleFrom: 0 })).toBe(true);
  });

  it('answers yes when the sample’s share projects to three times the cap over the table', async () => {
    // 50 of the newest 10,000 → 200 of 40,000: over 3 × 60, not over 3 × 70.
    expect(await knownOverCap(database.db, matching('recent'), { cap: 60, sampleFrom: 0 })).toBe(true);
    expect(await knownOverCap(database.db, matching('recent'), { cap: 70, sampleFrom: 0 })).toBe(false);
  });

  it('answers no for a word absent from the newest orders, leaving it to the exact count', async () => {
    expect(await knownOverCap(database.db, matching('ancient'), { cap: 60, sampleFrom: 0 })).toBe(false);
  });

  it('skips the sample on a table no larger than the threshold', async () => {
    expect(await knownOverCap(database.db, matching('recent'), { cap: 40 })).toBe(false);
  });
});
