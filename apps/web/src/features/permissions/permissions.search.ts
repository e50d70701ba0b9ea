/** The permissions page's state in the URL; imported by the route file, so it stays free of API code. */
import { PAGE_SIZE_DEFAULT } from '@mizan/contracts';
import { defineList, param, type ListSearch } from '@/lib/list-search';

/** `/apps/permissions?q=…&sortBy=name&orderBy=…&page=…&itemsPerPage=…`; names sort A→Z first. */
export const permissionList = defineList({
  filters: { q: param.text() },
  sorts: { name: 'asc' },
  // Spec §9's sizes and "All" (-1).
  pageSizes: [5, 10, 20, 25, 50, 100, -1],
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type PermissionsSearch = ListSearch<typeof permissionList>;
