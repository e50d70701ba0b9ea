import { z } from 'zod/mini';
import { blankAsMissing, listPagingFields, orderBySchema } from '../params.ts';
import { reviewSortKeySchema, reviewStatusFilterSchema, reviewStatusSchema } from './domain.ts';
import { listTotalFields } from './money.ts';

/**
 * `GET /api/apps/ecommerce/reviews` (spec §7): `status` is exact unless `All`; `q` matches product, reviewer,
 * email or the review's text. Newest first before sorting. `rating` (1-5) is a filter beyond the spec.
 */
export const reviewListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: blankAsMissing(reviewStatusFilterSchema),
  rating: blankAsMissing(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(5)))),
  sortBy: blankAsMissing(reviewSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** A row of the reviews list (spec §3 Review). `review` is the rating, 1-5. */
export const reviewSchema = z.object({
  id: z.int(),
  productId: z.int(),
  product: z.string(),
  /** The product's brand. */
  companyName: z.string(),
  productImage: z.nullable(z.string()),
  customerId: z.int(),
  reviewer: z.string(),
  email: z.string(),
  avatar: z.string(),
  /** ISO instant. */
  date: z.string(),
  status: reviewStatusSchema,
  review: z.int(),
  head: z.string(),
  para: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({ reviews: z.array(reviewSchema), ...listTotalFields });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The reviews page's widgets: average rating, how many of each rating, pending ones, this week's. */
export const reviewSummarySchema = z.object({
  total: z.int(),
  /** Mean rating rounded to 2 decimals; 0 with no reviews. */
  average: z.number(),
  distribution: z.object({ 1: z.int(), 2: z.int(), 3: z.int(), 4: z.int(), 5: z.int() }),
  published: z.int(),
  pending: z.int(),
  /** Reviews written in the last 7 days. */
  lastWeek: z.int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** `PATCH /api/apps/ecommerce/reviews/{id}`: approve (Published) or unpublish (Pending). */
export const reviewStatusBodySchema = z.object({ status: reviewStatusSchema });
export type ReviewStatusBody = z.infer<typeof reviewStatusBodySchema>;
