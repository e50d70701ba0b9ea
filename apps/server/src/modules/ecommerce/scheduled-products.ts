import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecommerceProducts } from './ecommerce.table.ts';

/**
 * Puts on sale the Scheduled products whose date has come: they become Published, keeping the date they went on sale
 * (one statement; the version moves, so an edit opened before then answers 409 instead of undoing it). Resolves how
 * many went on sale.
 */
export async function publishDueProducts(db: Db, now: Date): Promise<number> {
  const published = await db
    .update(ecommerceProducts)
    .set({ status: 'Published', updatedAt: now, version: sql`${ecommerceProducts.version} + 1` })
    .where(and(eq(ecommerceProducts.status, 'Scheduled'), lte(ecommerceProducts.scheduledAt, now)))
    .returning({ id: ecommerceProducts.id });
  return published.length;
}
