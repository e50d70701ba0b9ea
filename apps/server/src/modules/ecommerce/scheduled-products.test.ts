import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { ecommerceCategories, ecommerceProducts } from './ecommerce.table.ts';
import { publishDueProducts } from './scheduled-products.ts';

const ctx = setupTestApp();
const shipping = { fulfilledBy: 'company' as const, weightGrams: null, freeShipping: false };

describe('scheduled products', () => {
  it('go on sale when their date has come, and not before', async () => {
    const now = new Date('2027-03-01T09:00:00Z');
    const [category] = await ctx.db
      .insert(ecommerceCategories)
      .values({ name: 'Schedule test', slug: 'schedule-test' })
      .returning();
    const base = { categoryId: category!.id, basePrice: '10.00', qty: 1, shipping };
    const rows = await ctx.db
      .insert(ecommerceProducts)
      .values([
        { ...base, name: 'Due', sku: 'SCH-DUE', status: 'Scheduled', scheduledAt: new Date('2027-03-01T08:59:00Z') },
        {
          ...base,
          name: 'Later',
          sku: 'SCH-LATER',
          status: 'Scheduled',
          scheduledAt: new Date('2027-03-01T09:01:00Z'),
        },
        { ...base, name: 'Off', sku: 'SCH-OFF', status: 'Inactive' },
      ])
      .returning({ id: ecommerceProducts.id, name: ecommerceProducts.name });

    expect(await publishDueProducts(ctx.db, now)).toBeGreaterThanOrEqual(1);
    const after = await ctx.db
      .select({ name: ecommerceProducts.name, status: ecommerceProducts.status, version: ecommerceProducts.version })
      .from(ecommerceProducts)
      .where(
        inArray(
          ecommerceProducts.id,
          rows.map((row) => row.id),
        ),
      );
    const byName = Object.fromEntries(after.map((row) => [row.name, row]));
    expect(byName.Due).toMatchObject({ status: 'Published', version: 2 });
    expect(byName.Later).toMatchObject({ status: 'Scheduled', version: 1 });
    expect(byName.Off).toMatchObject({ status: 'Inactive', version: 1 });

    // Once on sale it stays so: a second run changes nothing of it.
    await publishDueProducts(ctx.db, now);
    const [due] = await ctx.db
      .select({ version: ecommerceProducts.version })
      .from(ecommerceProducts)
      .where(eq(ecommerceProducts.name, 'Due'));
    expect(due!.version).toBe(2);
  });
});
