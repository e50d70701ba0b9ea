/** The users pages' state in the URL; imported by the route files, so it stays free of API code. */
import { PAGE_SIZE_DEFAULT, USER_PLANS, USER_SORT_KEYS, USER_STATUSES, type UserListQuery } from '@mizan/contracts';
import { z } from 'zod/mini';

/** Page sizes of the list (spec §9) and "All" (-1). */
export const USER_PAGE_SIZES = [5, 10, 20, 25, 50, 100, -1] as const;

/**
 * The list's state in the URL: `/apps/user/list?q=…&role=…&plan=…&status=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…`.
 * Anything malformed falls back to "not set" so a hand-edited URL still opens the page.
 */
export const userListSearchSchema = z.object({
  q: z.catch(z.optional(z.string()), undefined),
  role: z.catch(z.optional(z.string()), undefined),
  plan: z.catch(z.optional(z.enum(USER_PLANS)), undefined),
  status: z.catch(z.optional(z.enum(USER_STATUSES)), undefined),
  sortBy: z.catch(z.optional(z.enum(USER_SORT_KEYS)), undefined),
  orderBy: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  page: z.catch(z.optional(z.int().check(z.positive())), undefined),
  itemsPerPage: z.catch(
    z.optional(z.int().check(z.refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n)))),
    undefined,
  ),
});
export type UserListSearch = z.infer<typeof userListSearchSchema>;

export const USER_VIEW_TABS = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const;
export type UserViewTab = (typeof USER_VIEW_TABS)[number];
export const userViewSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(USER_VIEW_TABS)), undefined),
});

/** The API query of a URL state: defaults filled in, empty text dropped. */
export function toListQuery(search: UserListSearch): UserListQuery {
  return {
    q: search.q?.trim() || undefined,
    role: search.role || undefined,
    plan: search.plan,
    status: search.status,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? PAGE_SIZE_DEFAULT,
  };
}
