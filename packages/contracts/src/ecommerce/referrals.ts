import { z } from 'zod/mini';
import { blankAsMissing, listPagingFields, orderBySchema } from '../params.ts';
import { referralSortKeySchema, referralStatusSchema } from './domain.ts';
import { listTotalFields } from './money.ts';

/** `GET /api/apps/ecommerce/referrals` (spec §7); `status` is a filter beyond the spec. */
export const referralListQuerySchema = z.object({
  status: blankAsMissing(referralStatusSchema),
  sortBy: blankAsMissing(referralSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>;

/** A row of the referrals list (spec §3 Referral): `value` and `earning` as text with the currency symbol. */
export const referralSchema = z.object({
  id: z.int(),
  user: z.string(),
  email: z.string(),
  avatar: z.string(),
  /** The referred customer's number. */
  referredId: z.int(),
  status: referralStatusSchema,
  value: z.string(),
  earning: z.string(),
  valueAmount: z.number(),
  earningAmount: z.number(),
  createdAt: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralListSchema = z.object({ referrals: z.array(referralSchema), ...listTotalFields });
export type ReferralList = z.infer<typeof referralListSchema>;

/** The referrals page's stat cards. */
export const referralStatsSchema = z.object({
  referrals: z.int(),
  paidEarnings: z.number(),
  unpaidEarnings: z.number(),
  /** Share of referrals that led to a paid earning, 0-100 with one decimal. */
  conversionRate: z.number(),
  currency: z.string(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** The signed-in user's own referral link (`GET /api/apps/ecommerce/referrals/link`). */
export const referralLinkSchema = z.object({ code: z.string(), url: z.string() });
export type ReferralLink = z.infer<typeof referralLinkSchema>;
