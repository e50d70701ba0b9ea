import { PRODUCT_TEXT, type ProductDetail, type ProductInput, type ProductListQuery } from '@mizan/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { ecommerceCategories, ecommerceProductImages, ecommerceProducts } from './ecommerce.table.ts';
import { ecommerceImageUrl, missingImageIds } from './images.service.ts';
import { sanitizeProductHtml } from './product-html.ts';
import { listProducts, productRowColumns, productStats, toProduct } from './products.list.ts';
import { readStoreSettings } from './store.ts';

const p = ecommerceProducts;
const cat = ecommerceCategories;

/** Exact cents of a decimal text ("12.5" → 1250n): compared without floats. */
const cents = (decimal: string) => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};

const detailColumns = {
  ...productRowColumns,
  barcode: p.barcode,
  description: p.description,
  basePrice: p.basePrice,
  discountedPrice: p.discountedPrice,
  chargeTax: p.chargeTax,
  variants: p.variants,
  restockOn: p.restockOn,
  shipping: p.shipping,
  collection: p.collection,
  tags: p.tags,
  scheduledAt: p.scheduledAt,
  updatedAt: p.updatedAt,
  version: p.version,
};

/** A duplicate SKU (the unique index) as the 400 naming `sku`. */
function duplicate(error: unknown): HttpError | undefined {
  return uniqueViolation(error) === undefined ? undefined : fieldError('sku', PRODUCT_TEXT.skuTaken);
}

/** The row's columns from the form's fields (description sanitised, `scheduledAt` only for Scheduled products). */
const columnsOf = (body: ProductInput) => ({
  name: body.productName,
  brand: body.productBrand,
  sku: body.sku,
  barcode: body.barcode,
  description: sanitizeProductHtml(body.description),
  categoryId: body.categoryId,
  collection: body.collection,
  status: body.status,
  scheduledAt: body.status === 'Scheduled' && body.scheduledAt ? new Date(body.scheduledAt) : null,
  tags: body.tags,
  basePrice: body.basePrice,
  discountedPrice: body.discountedPrice,
  chargeTax: body.chargeTax,
  // Nothing to sell is out of stock whatever the switch says (an order that sells the last one does the same).
  inStock: body.inStock && body.qty > 0,
  qty: body.qty,
  restockOn: body.restockOn,
  variants: body.variants,
  shipping: body.shipping,
});

/** Products (spec §3 Product): list and stats, the add/edit form's detail, create, change, delete. */
export function createProductsService(db: Db) {
  async function detail(tx: Db, id: number): Promise<ProductDetail> {
    const [row] = await tx.select(detailColumns).from(p).innerJoin(cat, eq(cat.id, p.categoryId)).where(eq(p.id, id));
    if (!row) throw notFound(PRODUCT_TEXT.notFound);
    const { store } = await readStoreSettings(tx);
    const images = await tx
      .select({ id: ecommerceProductImages.imageId })
      .from(ecommerceProductImages)
      .where(eq(ecommerceProductImages.productId, id))
      .orderBy(asc(ecommerceProductImages.position));
    return {
      ...toProduct(row, store.currency),
      barcode: row.barcode,
      description: row.description,
      basePrice: row.basePrice,
      discountedPrice: row.discountedPrice,
      chargeTax: row.chargeTax,
      images: images.map((image) => ({ id: image.id, url: ecommerceImageUrl(image.id) })),
      variants: row.variants,
      restockOn: row.restockOn,
      shipping: row.shipping,
      collection: row.collection,
      tags: row.tags,
      scheduledAt: row.scheduledAt ? row.scheduledAt.toISOString() : null,
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    };
  }

  /** The cross-field rules the body's schema can't check alone. */
  async function check(tx: Db, body: ProductInput, id?: number) {
    if (body.status === 'Scheduled' && !body.scheduledAt)
      throw fieldError('scheduledAt', PRODUCT_TEXT.scheduledAtMissing);
    if (body.discountedPrice !== null && cents(body.discountedPrice) >= cents(body.basePrice)) {
      throw fieldError('discountedPrice', PRODUCT_TEXT.discountTooHigh);
    }
    const [category] = await tx.select({ id: cat.id }).from(cat).where(eq(cat.id, body.categoryId));
    if (!category) throw fieldError('categoryId', PRODUCT_TEXT.categoryMissing);
    if ((await missingImageIds(tx, body.imageIds)).length > 0) throw fieldError('imageIds', PRODUCT_TEXT.imageMissing);
    const [sameSku] = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(sql`lower(${p.sku}) = lower(${body.sku})`, id === undefined ? undefined : ne(p.id, id)));
    if (sameSku) throw fieldError('sku', PRODUCT_TEXT.skuTaken);
  }

  /** The product's pictures, replaced by `imageIds` in their order (a repeated id counts once). */
  async function setImages(tx: Db, productId: number, imageIds: readonly number[]) {
    await tx.delete(ecommerceProductImages).where(eq(ecommerceProductImages.productId, productId));
    const ordered = [...new Set(imageIds)];
    if (ordered.length > 0) {
      await tx
        .insert(ecommerceProductImages)
        .values(ordered.map((imageId, position) => ({ productId, imageId, position })));
    }
  }

  return {
    list: (query: ProductListQuery) => listProducts(db, query),
    stats: () => productStats(db),
    get: (id: number) => detail(db, id),

    async create(body: ProductInput): Promise<ProductDetail> {
      return db.transaction(async (tx) => {
        await check(tx, body);
        try {
          const [row] = await tx.insert(p).values(columnsOf(body)).returning({ id: p.id });
          await setImages(tx, row!.id, body.imageIds);
          return detail(tx, row!.id);
        } catch (error) {
          throw duplicate(error) ?? error;
        }
      });
    },

    async update(id: number, body: ProductInput & { version: number }): Promise<ProductDetail> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ version: p.version }).from(p).where(eq(p.id, id)).for('update');
        if (!current) throw notFound(PRODUCT_TEXT.notFound);
        if (current.version !== body.version) throw new HttpError(409, PRODUCT_TEXT.stale);
        await check(tx, body, id);
        try {
          await tx
            .update(p)
            .set({ ...columnsOf(body), updatedAt: new Date(), version: sql`${p.version} + 1` })
            .where(eq(p.id, id));
        } catch (error) {
          throw duplicate(error) ?? error;
        }
        await setImages(tx, id, body.imageIds);
        return detail(tx, id);
      });
    },

    /** False when there is no such product (order items keep their copy; reviews and wishlists go with it). */
    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
      return deleted.length > 0;
    },

    async removeMany(ids: readonly number[]): Promise<{ deleted: number }> {
      const deleted = await db
        .delete(p)
        .where(inArray(p.id, [...new Set(ids)]))
        .returning({ id: p.id });
      return { deleted: deleted.length };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
