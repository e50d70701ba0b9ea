/** The roles page's state in the URL; imported by the route file, so it stays free of API code. */
import { PAGE_SIZE_DEFAULT } from '@mizan/contracts';
import { defineList, param, type ListSearch } from '@/lib/list-search';

/** `/apps/roles?role=…&q=…&sortBy=…&page=…&itemsPerPage=…`: the holders list's state (the users API's sorts). */
export const roleUsersList = defineList({
  filters: { role: param.text(), q: param.text() },
  sorts: { user: 'asc', email: 'asc', role: 'asc', status: 'asc' },
  // Spec §9's sizes.
  pageSizes: [5, 10, 20, 25, 50, 100],
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type RolesSearch = ListSearch<typeof roleUsersList>;
export type RoleUsersQuery = ReturnType<typeof roleUsersList.toQuery>;
