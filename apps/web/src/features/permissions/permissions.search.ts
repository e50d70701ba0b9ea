/** The permissions page's state in the URL; imported by the route file, so it stays free of API code. */
import { PAGE_SIZE_DEFAULT, type PermissionListQuery } from '@mizan/contracts';
import { z } from 'zod/mini';

/** Page sizes (spec §9) and "All" (-1). */

export const PERMISSION_PAGE_SIZES = [5, 10, 20, 25, 50, 100, -1] as const;

/** `/apps/permissions?q=…&sortBy=name&orderBy=…&page=…&itemsPerPage=…`. Malformed values mean "not set". */
export const permissionsSearchSchema = z.object({
  q: z.catch(z.optional(z.string()), undefined),
  sortBy: z.catch(z.optional(z.enum(['name'])), undefined),
  orderBy: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  page: z.catch(z.optional(z.int().check(z.positive())), undefined),
  itemsPerPage: z.catch(
    z.optional(z.int().check(z.refine((n) => (PERMISSION_PAGE_SIZES as readonly number[]).includes(n)))),
    undefined,
  ),
});
export type PermissionsSearch = z.infer<typeof permissionsSearchSchema>;

export const toPermissionListQuery = (search: PermissionsSearch): PermissionListQuery => ({
  q: search.q?.trim() || undefined,
  sortBy: search.sortBy,
  orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
  page: search.page ?? 1,
  itemsPerPage: search.itemsPerPage ?? PAGE_SIZE_DEFAULT,
});
