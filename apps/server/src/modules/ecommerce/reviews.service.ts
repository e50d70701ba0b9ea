import type { Review, ReviewList, ReviewListQuery, ReviewStatus, ReviewSummary } from '@mizan/contracts';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ecommerceCustomers, ecommerceProducts, ecommerceReviews } from './ecommerce.table.ts';
import { likePattern, pageWindow, sortedNewestFirst } from './shared.ts';

const r = ecommerceReviews;
const p = ecommerceProducts;
const c = ecommerceCustomers;

/** The product's first picture (lowest position), served by the images route. */
const firstImageId = sql<
  number | null
>`(select pi.image_id from ecommerce_product_images pi where pi.product_id = ${p.id} order by pi.position limit 1)`;

const columns = {
  id: r.id,
  productId: r.productId,
  product: p.name,
  companyName: p.brand,
  imageId: firstImageId,
  customerId: r.customerId,
  reviewer: c.name,
  email: c.email,
  avatar: c.avatar,
  createdAt: r.createdAt,
  status: r.status,
  rating: r.rating,
  head: r.head,
  para: r.para,
};

type Row = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

const selectReviews = (db: Db) =>
  db.select(columns).from(r).innerJoin(p, eq(p.id, r.productId)).innerJoin(c, eq(c.id, r.customerId));

const toReview = (row: Row): Review => ({
  id: row.id,
  productId: row.productId,
  product: row.product,
  companyName: row.companyName,
  productImage: row.imageId == null ? null : `/api/apps/ecommerce/images/${row.imageId}`,
  customerId: row.customerId,
  reviewer: row.reviewer,
  email: row.email,
  avatar: row.avatar,
  date: row.createdAt.toISOString(),
  status: row.status,
  review: row.rating,
  head: row.head,
  para: row.para,
});

const SORT_COLUMNS = {
  product: sql`lower(${p.name})`,
  reviewer: sql`lower(${c.name})`,
  date: r.createdAt,
  status: r.status,
} as const;

/** Product reviews (spec §3 Review): the list with its filters, the page's widgets, moderation and deletion. */
export function createReviewsService(db: Db) {
  const base = () => selectReviews(db);

  async function one(id: number): Promise<Review> {
    const [row] = await base().where(eq(r.id, id));
    if (!row) throw notFound('Review not found');
    return toReview(row);
  }

  return {
    async list(query: ReviewListQuery): Promise<ReviewList> {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        filters.push(
          sql`(lower(${p.name}) like ${pattern} or lower(${c.name}) like ${pattern} or lower(${c.email}) like ${pattern}
            or lower(${r.head}) like ${pattern} or lower(${r.para}) like ${pattern})`,
        );
      }
      if (query.status && query.status !== 'All') filters.push(eq(r.status, query.status));
      if (query.rating !== undefined) filters.push(eq(r.rating, query.rating));
      const where = filters.length ? and(...filters) : undefined;

      const [counted] = await db
        .select({ n: count() })
        .from(r)
        .innerJoin(p, eq(p.id, r.productId))
        .innerJoin(c, eq(c.id, r.customerId))
        .where(where);
      const order = sortedNewestFirst(SORT_COLUMNS, query, r.createdAt, r.id);
      const { offset, limit } = pageWindow(query);
      const listed = base()
        .where(where)
        .orderBy(...order)
        .offset(offset);
      const rows = limit === undefined ? await listed : await listed.limit(limit);
      return { reviews: rows.map(toReview), total: counted?.n ?? 0 };
    },

    async summary(): Promise<ReviewSummary> {
      const int = (expr: SQL) => sql<number>`${expr}::int`;
      const [row] = await db
        .select({
          total: int(sql`count(*)`),
          average: sql<string | null>`round(avg(${r.rating})::numeric, 2)::text`,
          r1: int(sql`count(*) filter (where ${r.rating} = 1)`),
          r2: int(sql`count(*) filter (where ${r.rating} = 2)`),
          r3: int(sql`count(*) filter (where ${r.rating} = 3)`),
          r4: int(sql`count(*) filter (where ${r.rating} = 4)`),
          r5: int(sql`count(*) filter (where ${r.rating} = 5)`),
          published: int(sql`count(*) filter (where ${r.status} = 'Published')`),
          pending: int(sql`count(*) filter (where ${r.status} = 'Pending')`),
          lastWeek: int(sql`count(*) filter (where ${r.createdAt} >= now() - interval '7 days')`),
        })
        .from(r);
      if (!row) throw new Error('An aggregate always answers one row');
      return {
        total: row.total,
        average: row.average == null ? 0 : Number(row.average),
        distribution: { 1: row.r1, 2: row.r2, 3: row.r3, 4: row.r4, 5: row.r5 },
        published: row.published,
        pending: row.pending,
        lastWeek: row.lastWeek,
      };
    },

    async setStatus(id: number, status: ReviewStatus): Promise<Review> {
      const updated = await db.update(r).set({ status }).where(eq(r.id, id)).returning({ id: r.id });
      if (!updated.length) throw notFound('Review not found');
      return one(id);
    },

    /** False when no review has this id. */
    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(r).where(eq(r.id, id)).returning({ id: r.id });
      return deleted.length > 0;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
