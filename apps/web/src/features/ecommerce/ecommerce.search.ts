/**
 * The e-commerce pages' state in the URL; imported by the route files, so it holds constants, zod/mini and the list kit's
 * `defineList` only (docs/recipes/lists.md).
 */
import {
  CUSTOMER_TABS,
  ORDER_STATUSES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
  PAYMENT_CODES,
  PRODUCT_STATUSES,
  REFERRAL_STATUSES,
  REVIEW_STATUS_FILTERS,
} from '@mizan/contracts';
import { z } from 'zod/mini';
import { defineList, param, type ListSearch } from '@/lib/list-search';

/** A malformed value falls back to "not set", so a hand-edited or old link still opens the page. */
const optional = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Spec §9's page sizes and "All" (-1), as every e-commerce list offers them. */
const LIST_PAGE_SIZES = [...PAGE_SIZE_OPTIONS, -1];

/** `/apps/ecommerce/order/list?q=…&status=…&payment=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…&cols=…` */
export const orderList = defineList({
  filters: { q: param.text(), status: param.oneOf(ORDER_STATUSES), payment: param.oneOf(PAYMENT_CODES) },
  sorts: { order: 'asc', date: 'asc', customers: 'asc', status: 'asc', spent: 'asc' },
  pageSizes: LIST_PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type OrderListSearch = ListSearch<typeof orderList>;

/** `/apps/ecommerce/product/list?q=…&status=…&category=…&stock=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…&cols=…` */
export const productList = defineList({
  filters: { q: param.text(), status: param.oneOf(PRODUCT_STATUSES), category: param.text(), stock: param.bool() },
  sorts: { product: 'asc', category: 'asc', status: 'asc', price: 'asc', qty: 'asc', sku: 'asc' },
  pageSizes: LIST_PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type ProductListSearch = ListSearch<typeof productList>;

/** `/apps/ecommerce/product/category-list?q=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…&cols=…` */
export const categoryList = defineList({
  filters: { q: param.text() },
  sorts: { name: 'asc', products: 'asc', earnings: 'asc' },
  pageSizes: LIST_PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type CategoryListSearch = ListSearch<typeof categoryList>;

/** `/apps/ecommerce/customer/list?q=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…&cols=…` */
export const customerList = defineList({
  filters: { q: param.text() },
  sorts: { customer: 'asc', country: 'asc', customerId: 'asc', orders: 'asc', totalSpent: 'asc' },
  pageSizes: LIST_PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type CustomerListSearch = ListSearch<typeof customerList>;

export const customerDetailsSearchSchema = z.object({ tab: optional(z.enum(CUSTOMER_TABS)) });

/** `/apps/ecommerce/manage-review?q=…&status=…&rating=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…&cols=…` */
export const reviewList = defineList({
  filters: { q: param.text(), status: param.oneOf(REVIEW_STATUS_FILTERS), rating: param.oneOf([1, 2, 3, 4, 5]) },
  sorts: { product: 'asc', reviewer: 'asc', date: 'asc', status: 'asc' },
  pageSizes: LIST_PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type ReviewListSearch = ListSearch<typeof reviewList>;

/** `/apps/ecommerce/referrals?status=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…&cols=…` (no search box). */
export const referralList = defineList({
  filters: { status: param.oneOf(REFERRAL_STATUSES) },
  sorts: { users: 'asc', 'referred-id': 'asc', earning: 'asc', value: 'asc', status: 'asc' },
  pageSizes: LIST_PAGE_SIZES,
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
/** A plain object type (not an interface), so the API client takes it as a query. */
export type ReferralListSearch = { [K in keyof ListSearch<typeof referralList>]: ListSearch<typeof referralList>[K] };

export const SETTINGS_TABS = ['store', 'payments', 'checkout', 'shipping', 'locations', 'notifications'] as const;
export const settingsSearchSchema = z.object({ tab: optional(z.enum(SETTINGS_TABS)) });
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** An API query's values (what `api`'s `query` takes). */
type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/**
 * The API query of a list's URL state: defaults filled in, blank text dropped (the URL's `cols` is no API parameter).
 * A list's `toQuery` output passes through unchanged.
 */
export function toListQuery<S extends { q?: string; page?: number; itemsPerPage?: number; cols?: string[] }>(
  search: S,
): Record<string, QueryValue> {
  const { cols: _cols, ...rest } = search;
  return {
    ...(rest as Record<string, QueryValue>),
    q: search.q?.trim() || undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? PAGE_SIZE_DEFAULT,
  };
}
