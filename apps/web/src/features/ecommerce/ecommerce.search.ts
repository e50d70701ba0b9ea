/** The e-commerce pages' state in the URL; imported by the route files, so it holds constants and zod/mini only. */
import {
  CATEGORY_SORT_KEYS,
  CUSTOMER_SORT_KEYS,
  CUSTOMER_TABS,
  ORDER_SORT_KEYS,
  ORDER_STATUSES,
  PAGE_SIZE_OPTIONS,
  PRODUCT_SORT_KEYS,
  PRODUCT_STATUSES,
  REFERRAL_SORT_KEYS,
  REFERRAL_STATUSES,
  REVIEW_SORT_KEYS,
  REVIEW_STATUS_FILTERS,
} from '@mizan/contracts';
import { z } from 'zod/mini';

const optional = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);
const positiveInt = z.int().check(z.positive());
/** Spec §9's page sizes, and -1 for "All" (spec §8: the footer offers it). */
const pageSize = z.int().check(z.refine((n) => n === -1 || (PAGE_SIZE_OPTIONS as readonly number[]).includes(n)));

/** Anything malformed falls back to "not set", so a hand-edited or old link still opens the page. */
const paging = {
  q: optional(z.string()),
  orderBy: optional(z.enum(['asc', 'desc'])),
  page: optional(positiveInt),
  itemsPerPage: optional(pageSize),
};

export const productListSearchSchema = z.object({
  ...paging,
  status: optional(z.enum(PRODUCT_STATUSES)),
  category: optional(z.string()),
  stock: optional(z.boolean()),
  sortBy: optional(z.enum(PRODUCT_SORT_KEYS)),
});
export type ProductListSearch = z.infer<typeof productListSearchSchema>;

export const categoryListSearchSchema = z.object({ ...paging, sortBy: optional(z.enum(CATEGORY_SORT_KEYS)) });
export type CategoryListSearch = z.infer<typeof categoryListSearchSchema>;

export const orderListSearchSchema = z.object({
  ...paging,
  status: optional(z.enum(ORDER_STATUSES)),
  payment: optional(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
  sortBy: optional(z.enum(ORDER_SORT_KEYS)),
});
export type OrderListSearch = z.infer<typeof orderListSearchSchema>;

export const customerListSearchSchema = z.object({ ...paging, sortBy: optional(z.enum(CUSTOMER_SORT_KEYS)) });
export type CustomerListSearch = z.infer<typeof customerListSearchSchema>;

export const customerDetailsSearchSchema = z.object({ tab: optional(z.enum(CUSTOMER_TABS)) });

export const reviewListSearchSchema = z.object({
  ...paging,
  status: optional(z.enum(REVIEW_STATUS_FILTERS)),
  rating: optional(z.int().check(z.minimum(1), z.maximum(5))),
  sortBy: optional(z.enum(REVIEW_SORT_KEYS)),
});
export type ReviewListSearch = z.infer<typeof reviewListSearchSchema>;

export const referralListSearchSchema = z.object({
  orderBy: paging.orderBy,
  page: paging.page,
  itemsPerPage: paging.itemsPerPage,
  status: optional(z.enum(REFERRAL_STATUSES)),
  sortBy: optional(z.enum(REFERRAL_SORT_KEYS)),
});
export type ReferralListSearch = z.infer<typeof referralListSearchSchema>;

export const SETTINGS_TABS = ['store', 'payments', 'checkout', 'shipping', 'locations', 'notifications'] as const;
export const settingsSearchSchema = z.object({ tab: optional(z.enum(SETTINGS_TABS)) });
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The API query of a list's URL state: defaults filled in, blank text dropped. */
export function toListQuery<S extends { q?: string; page?: number; itemsPerPage?: number }>(search: S) {
  return {
    ...search,
    q: search.q?.trim() || undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? 10,
  };
}
