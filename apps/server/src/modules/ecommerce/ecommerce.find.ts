import { SEARCH_GROUP_LIMIT, type AppAbility, type SearchItem } from '@mizan/contracts';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecommerceCustomers, ecommerceOrders, ecommerceProducts } from './ecommerce.table.ts';
import { likePattern } from './shared.ts';

/** Shorter words would match most rows and can't use the trigram indexes. */
export const ECOMMERCE_FIND_MIN_LENGTH = 2;

/**
 * The global search's e-commerce records, each kind only for a user who may read it: an order by its number
 * ("5012" or "#5012"), products by name or SKU, customers by name, email or number. At most SEARCH_GROUP_LIMIT in
 * all, orders first (a number is the most precise thing a user types), no counts.
 */
export function createEcommerceSearchFinder(db: Db) {
  const orders = async (q: string, ability: AppAbility): Promise<SearchItem[]> => {
    const number = /^#?(\d{1,9})$/.exec(q)?.[1];
    if (!number || !ability.can('read', 'Order')) return [];
    const rows = await db
      .select({
        order: ecommerceOrders.orderNumber,
        customer: ecommerceOrders.customerName,
        status: ecommerceOrders.status,
      })
      .from(ecommerceOrders)
      .where(eq(ecommerceOrders.orderNumber, Number(number)));
    return rows.map((row) => ({
      url: `/apps/ecommerce/order/details/${row.order}`,
      icon: 'receipt',
      title: `#${row.order}`,
      description: `${row.customer} · ${row.status}`,
    }));
  };

  const products = async (q: string, ability: AppAbility): Promise<SearchItem[]> => {
    if (!ability.can('read', 'Product')) return [];
    const pattern = likePattern(q);
    const rows = await db
      .select({
        id: ecommerceProducts.id,
        name: ecommerceProducts.name,
        sku: ecommerceProducts.sku,
        brand: ecommerceProducts.brand,
      })
      .from(ecommerceProducts)
      .where(
        or(sql`lower(${ecommerceProducts.name}) like ${pattern}`, sql`lower(${ecommerceProducts.sku}) like ${pattern}`),
      )
      .orderBy(desc(ecommerceProducts.createdAt), desc(ecommerceProducts.id))
      .limit(SEARCH_GROUP_LIMIT);
    return rows.map((row) => ({
      url: `/apps/ecommerce/product/edit/${row.id}`,
      icon: 'package',
      title: row.name,
      description: [row.brand, row.sku].filter(Boolean).join(' · '),
    }));
  };

  const customers = async (q: string, ability: AppAbility): Promise<SearchItem[]> => {
    if (!ability.can('read', 'Customer')) return [];
    const rows = await db
      .select({
        number: ecommerceCustomers.customerNumber,
        name: ecommerceCustomers.name,
        email: ecommerceCustomers.email,
      })
      .from(ecommerceCustomers)
      .where(sql`${ecommerceCustomers.searchText} like ${likePattern(q)}`)
      .orderBy(desc(ecommerceCustomers.createdAt), desc(ecommerceCustomers.id))
      .limit(SEARCH_GROUP_LIMIT);
    return rows.map((row) => ({
      url: `/apps/ecommerce/customer/details/${row.number}`,
      icon: 'users',
      title: row.name,
      description: `#${row.number} · ${row.email}`,
    }));
  };

  const find = async (q: string, actor: { ability: AppAbility }): Promise<SearchItem[]> => {
    const text = q.trim();
    if (text.length < ECOMMERCE_FIND_MIN_LENGTH) return [];
    const found = await Promise.all([
      orders(text, actor.ability),
      products(text, actor.ability),
      customers(text, actor.ability),
    ]);
    return found.flat().slice(0, SEARCH_GROUP_LIMIT);
  };
  return { group: 'ecommerce' as const, find };
}
