/** The roles page's state in the URL; imported by the route file, so it stays free of API code. */
import { PAGE_SIZE_DEFAULT } from '@mizan/contracts';
import { z } from 'zod/mini';

/** Page sizes of the holders table (spec §9). */

export const ROLE_USERS_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/** `/apps/roles?role=…&q=…&page=…&itemsPerPage=…`: the holders table's state. Malformed values mean "not set". */
export const rolesSearchSchema = z.object({
  role: z.catch(z.optional(z.string()), undefined),
  q: z.catch(z.optional(z.string()), undefined),
  page: z.catch(z.optional(z.int().check(z.positive())), undefined),
  itemsPerPage: z.catch(
    z.optional(z.int().check(z.refine((n) => (ROLE_USERS_PAGE_SIZES as readonly number[]).includes(n)))),
    undefined,
  ),
});
export type RolesSearch = z.infer<typeof rolesSearchSchema>;

export interface RoleUsersQuery {
  role: string | undefined;
  q: string | undefined;
  page: number;
  itemsPerPage: number;
}

export const toRoleUsersQuery = (search: RolesSearch): RoleUsersQuery => ({
  role: search.role || undefined,
  q: search.q?.trim() || undefined,
  page: search.page ?? 1,
  itemsPerPage: search.itemsPerPage ?? PAGE_SIZE_DEFAULT,
});
