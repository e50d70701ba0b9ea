import {
  formatPrice,
  LOW_STOCK_QTY,
  type Product,
  type ProductList,
  type ProductListQuery,
  type ProductStats,
} from '@mizan/contracts';
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecommerceCategories, ecommerceProductImages, ecommerceProducts } from './ecommerce.table.ts';
import { ecommerceImageUrl } from './images.service.ts';
import { amount, likePattern, pageWindow, sortedNewestFirst } from './shared.ts';
import { readStoreSettings, storeCurrency } from './store.ts';

const p = ecommerceProducts;
const cat = ecommerceCategories;

/** What the product sells for: the discounted price when set, else the base price. */
export const effectivePrice = sql`coalesce(${p.discountedPrice}, ${p.basePrice})`;

const SORT_COLUMNS = {
  product: sql`lower(${p.name})`,
  category: sql`lower(${cat.name})`,
  status: p.status,
  price: effectivePrice,
  qty: p.qty,
  sku: sql`lower(${p.sku})`,
} as const;

/** The columns of a list row (and the start of the detail). */
export const productRowColumns = {
  id: p.id,
  name: p.name,
  brand: p.brand,
  category: cat.name,
  categoryId: p.categoryId,
  inStock: p.inStock,
  sku: p.sku,
  price: sql<string>`${effectivePrice}::text`,
  qty: p.qty,
  status: p.status,
  imageId: sql<
    number | null
  >`(select ${ecommerceProductImages.imageId} from ${ecommerceProductImages} where ${ecommerceProductImages.productId} = ${p.id} order by ${ecommerceProductImages.position} limit 1)`,
  createdAt: p.createdAt,
};

const selectProducts = (db: Db) => db.select(productRowColumns).from(p).innerJoin(cat, eq(cat.id, p.categoryId));
export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export const toProduct = (row: ProductRow, currency: Parameters<typeof formatPrice>[1]): Product => ({
  id: row.id,
  productName: row.name,
  productBrand: row.brand,
  category: row.category,
  categoryId: row.categoryId,
  stock: row.inStock,
  sku: row.sku,
  price: formatPrice(row.price, currency),
  priceAmount: amount(row.price),
  qty: row.qty,
  status: row.status,
  image: row.imageId === null ? null : ecommerceImageUrl(Number(row.imageId)),
  createdAt: row.createdAt.toISOString(),
});

function filters(query: ProductListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        sql`lower(${p.name}) like ${pattern}`,
        sql`lower(${p.brand}) like ${pattern}`,
        sql`lower(${p.sku}) like ${pattern}`,
      ),
    );
  }
  if (query.stock !== undefined) conditions.push(eq(p.inStock, query.stock));
  if (query.category) conditions.push(sql`lower(${cat.name}) = lower(${query.category})`);
  if (query.status) conditions.push(eq(p.status, query.status));
  return and(...conditions);
}

/** The products list (spec §7): filters, sort and paging in SQL; newest first before sorting. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  const where = filters(query);
  const { store } = await readStoreSettings(db);
  const counting = db.select({ n: count() }).from(p);
  const [counted] = query.category
    ? await counting.innerJoin(cat, eq(cat.id, p.categoryId)).where(where)
    : await counting.where(where);
  const order = sortedNewestFirst(SORT_COLUMNS, query, p.createdAt, p.id);
  const { offset, limit } = pageWindow(query);
  const listed = selectProducts(db)
    .where(where)
    .orderBy(...order)
    .offset(offset);
  const rows = limit === undefined ? await listed : await listed.limit(limit);
  return {
    products: rows.map((row) => toProduct(row, store.currency)),
    total: counted?.n ?? 0,
    currency: store.currency,
  };
}

/** The list's stat widgets, counted in SQL. */
export async function productStats(db: Db): Promise<ProductStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${p.status} = 'Published'))::int`,
      scheduled: sql<number>`(count(*) filter (where ${p.status} = 'Scheduled'))::int`,
      outOfStock: sql<number>`(count(*) filter (where not ${p.inStock}))::int`,
      lowStock: sql<number>`(count(*) filter (where ${p.inStock} and ${p.qty} <= ${LOW_STOCK_QTY}))::int`,
      inventoryValue: sql<string>`coalesce(sum(${effectivePrice} * ${p.qty}), 0)::text`,
    })
    .from(p);
  return {
    total: row?.total ?? 0,
    published: row?.published ?? 0,
    scheduled: row?.scheduled ?? 0,
    outOfStock: row?.outOfStock ?? 0,
    lowStock: row?.lowStock ?? 0,
    inventoryValue: amount(row?.inventoryValue),
    currency: await storeCurrency(db),
  };
}
