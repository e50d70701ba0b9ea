import {
  CATEGORY_TEXT,
  ECOMMERCE_IMAGE_TEXT,
  type Category,
  type CategoryInput,
  type CategoryList,
  type CategoryListQuery,
} from '@mizan/contracts';
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { storeCurrency } from './store.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { ecommerceCategories, ecommerceImages, ecommerceProducts, ecommerceProductSales } from './ecommerce.table.ts';
import { ecommerceImageUrl } from './images.service.ts';
import { amount, likePattern, pageWindow, sortedNewestFirst } from './shared.ts';

const c = ecommerceCategories;
const parent = alias(ecommerceCategories, 'parent');

/** Products in the category. */
const productCount = sql<number>`(select count(*)::int from ${ecommerceProducts} where ${ecommerceProducts.categoryId} = ${c.id})`;
/** Paid sales of its products (the roll-up `ecommerce_product_sales`), exact decimal text. */
const earningsText = sql<string>`(select coalesce(sum(s.revenue), 0)::text from ${ecommerceProductSales} s join ${ecommerceProducts} p on p.id = s.product_id where p.category_id = ${c.id})`;
const earningsSort = sql`(select coalesce(sum(s.revenue), 0) from ${ecommerceProductSales} s join ${ecommerceProducts} p on p.id = s.product_id where p.category_id = ${c.id})`;

const SORT_COLUMNS = {
  name: sql`lower(${c.name})`,
  products: productCount,
  earnings: earningsSort,
} as const;

const columns = {
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  parentId: c.parentId,
  parentName: parent.name,
  imageId: c.imageId,
  products: productCount,
  earnings: earningsText,
  version: c.version,
};

const selectCategories = (tx: Db) => tx.select(columns).from(c).leftJoin(parent, eq(parent.id, c.parentId));
type Row = Awaited<ReturnType<typeof selectCategories>>[number];

const toCategory = (row: Row): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  parentId: row.parentId,
  parentName: row.parentName ?? null,
  imageId: row.imageId,
  image: row.imageId === null ? null : ecommerceImageUrl(row.imageId),
  products: Number(row.products),
  earnings: amount(row.earnings),
  version: row.version,
});

/** "Home Décor!" → "home-decor": lower-case ASCII words joined by hyphens; empty when the name has none. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A duplicate name or slug (the unique indexes) as the 400 naming the field. */
function duplicate(error: unknown): HttpError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('slug')) return fieldError('slug', CATEGORY_TEXT.slugTaken);
  return fieldError('name', CATEGORY_TEXT.nameTaken);
}

/** Product categories: list with product counts and earnings, create, change, delete (moving products elsewhere). */
export function createCategoriesService(db: Db) {
  async function one(tx: Db, id: number): Promise<Category> {
    const [row] = await selectCategories(tx).where(eq(c.id, id));
    if (!row) throw notFound(CATEGORY_TEXT.notFound);
    return toCategory(row);
  }

  async function slugTaken(tx: Db, slug: string, exceptId?: number) {
    const [row] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.slug, slug), exceptId === undefined ? undefined : ne(c.id, exceptId)));
    return row !== undefined;
  }

  /** The given slug, or one derived from the name (numbered when taken; `category-<n>` for a name without latin letters). */
  async function resolveSlug(tx: Db, body: CategoryInput, exceptId?: number): Promise<string> {
    if (body.slug) {
      if (await slugTaken(tx, body.slug, exceptId)) throw fieldError('slug', CATEGORY_TEXT.slugTaken);
      return body.slug;
    }
    const base = slugOf(body.name);
    if (base) {
      for (let n = 1; ; n++) {
        const candidate = n === 1 ? base : `${base.slice(0, 75)}-${n}`;
        if (!(await slugTaken(tx, candidate, exceptId))) return candidate;
      }
    }
    const [row] = await tx.select({ n: sql<number>`(coalesce(max(${c.id}), 0) + 1)::int` }).from(c);
    for (let n = Number(row?.n ?? 1); ; n++) {
      const candidate = `category-${n}`;
      if (!(await slugTaken(tx, candidate, exceptId))) return candidate;
    }
  }

  async function checkFields(tx: Db, body: CategoryInput, id?: number) {
    const [sameName] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(sql`lower(${c.name}) = lower(${body.name})`, id === undefined ? undefined : ne(c.id, id)));
    if (sameName) throw fieldError('name', CATEGORY_TEXT.nameTaken);
    if (body.parentId !== null) {
      if (body.parentId === id) throw fieldError('parentId', CATEGORY_TEXT.parentSelf);
      const [found] = await tx.select({ id: c.id }).from(c).where(eq(c.id, body.parentId));
      if (!found) throw fieldError('parentId', CATEGORY_TEXT.parentMissing);
      if (id !== undefined) {
        // The new parent may not sit anywhere under this category.
        const [loop] = await tx
          .select({ id: c.id })
          .from(c)
          .where(
            and(
              eq(c.id, body.parentId),
              sql`${c.id} in (
                with recursive below(id) as (
                  select id from ecommerce_categories where parent_id = ${id}
                  union
                  select e.id from ecommerce_categories e join below b on e.parent_id = b.id
                )
                select id from below)`,
            ),
          );
        if (loop) throw fieldError('parentId', CATEGORY_TEXT.parentSelf);
      }
    }
    if (body.imageId !== null) {
      const [image] = await tx
        .select({ id: ecommerceImages.id })
        .from(ecommerceImages)
        .where(eq(ecommerceImages.id, body.imageId));
      if (!image) throw fieldError('imageId', ECOMMERCE_IMAGE_TEXT.notFound);
    }
  }

  return {
    async list(query: CategoryListQuery): Promise<CategoryList> {
      const pattern = query.q ? likePattern(query.q) : undefined;
      const where = pattern ? or(sql`lower(${c.name}) like ${pattern}`, sql`${c.slug} like ${pattern}`) : undefined;
      const [counted] = await db.select({ n: count() }).from(c).where(where);
      const order = sortedNewestFirst(SORT_COLUMNS, query, c.createdAt, c.id);
      const { offset, limit } = pageWindow(query);
      const listed = selectCategories(db)
        .where(where)
        .orderBy(...order)
        .offset(offset);
      const rows = limit === undefined ? await listed : await listed.limit(limit);
      return { categories: rows.map(toCategory), total: counted?.n ?? 0, currency: await storeCurrency(db) };
    },

    get: (id: number) => one(db, id),

    async create(body: CategoryInput): Promise<Category> {
      return db.transaction(async (tx) => {
        await checkFields(tx, body);
        const slug = await resolveSlug(tx, body);
        try {
          const [row] = await tx
            .insert(c)
            .values({
              name: body.name,
              slug,
              description: body.description,
              parentId: body.parentId,
              imageId: body.imageId,
            })
            .returning({ id: c.id });
          return one(tx, row!.id);
        } catch (error) {
          throw duplicate(error) ?? error;
        }
      });
    },

    async update(id: number, body: CategoryInput & { version: number }): Promise<Category> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ version: c.version }).from(c).where(eq(c.id, id)).for('update');
        if (!current) throw notFound(CATEGORY_TEXT.notFound);
        if (current.version !== body.version) throw new HttpError(409, CATEGORY_TEXT.stale);
        await checkFields(tx, body, id);
        const slug = await resolveSlug(tx, body, id);
        try {
          await tx
            .update(c)
            .set({
              name: body.name,
              slug,
              description: body.description,
              parentId: body.parentId,
              imageId: body.imageId,
              updatedAt: new Date(),
              version: sql`${c.version} + 1`,
            })
            .where(eq(c.id, id));
        } catch (error) {
          throw duplicate(error) ?? error;
        }
        return one(tx, id);
      });
    },

    /** Deletes a category; its products move to `moveTo` first (required when it has any); subcategories lose their parent. */
    async remove(id: number, moveTo: number | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ id: c.id }).from(c).where(eq(c.id, id)).for('update');
        if (!current) throw notFound(CATEGORY_TEXT.notFound);
        if (moveTo !== undefined) {
          if (moveTo === id) throw fieldError('moveTo', CATEGORY_TEXT.moveToSelf);
          const [target] = await tx.select({ id: c.id }).from(c).where(eq(c.id, moveTo)).for('update');
          if (!target) throw fieldError('moveTo', CATEGORY_TEXT.moveToMissing);
        }
        const [used] = await tx
          .select({ n: count() })
          .from(ecommerceProducts)
          .where(eq(ecommerceProducts.categoryId, id));
        const products = used?.n ?? 0;
        if (products > 0) {
          if (moveTo === undefined) throw fieldError('moveTo', CATEGORY_TEXT.inUse(products), 409);
          await tx
            .update(ecommerceProducts)
            .set({ categoryId: moveTo, updatedAt: new Date(), version: sql`${ecommerceProducts.version} + 1` })
            .where(eq(ecommerceProducts.categoryId, id));
        }
        await tx
          .update(c)
          .set({ parentId: null, updatedAt: new Date(), version: sql`${c.version} + 1` })
          .where(eq(c.parentId, id));
        await tx.delete(c).where(eq(c.id, id));
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
