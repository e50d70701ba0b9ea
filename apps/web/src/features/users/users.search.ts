/** The users pages' state in the URL; imported by the route files, so it stays free of API code. */
import { PAGE_SIZE_DEFAULT, USER_PLANS, USER_STATUSES } from '@mizan/contracts';
import { z } from 'zod/mini';
import { defineList, param, type ListSearch } from '@/lib/list-search';

/**
 * The list's state in the URL: `/apps/user/list?q=…&role=…&plan=…&status=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…`
 * (and `cols=…` once the reader chooses columns). Names and e-mails sort A→Z first.
 */
export const userList = defineList({
  filters: { q: param.text(), role: param.text(), plan: param.oneOf(USER_PLANS), status: param.oneOf(USER_STATUSES) },
  sorts: { user: 'asc', email: 'asc', role: 'asc', plan: 'asc', billing: 'asc', status: 'asc' },
  // Spec §9's sizes and "All" (-1).
  pageSizes: [5, 10, 20, 25, 50, 100, -1],
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type UserListSearch = ListSearch<typeof userList>;

export const USER_VIEW_TABS = ['account', 'security', 'billing-plans', 'notifications', 'connections'] as const;
export type UserViewTab = (typeof USER_VIEW_TABS)[number];
export const userViewSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(USER_VIEW_TABS)), undefined),
});
