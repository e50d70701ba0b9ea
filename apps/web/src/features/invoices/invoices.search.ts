/**
 * The invoice pages' state in the URL; imported by the route files, so it holds constants and the list kit's
 * `defineList` only (docs/recipes/lists.md).
 */
import { INVOICE_STATUSES, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@mizan/contracts';
import { defineList, param, type ListSearch } from '@/lib/list-search';

/**
 * `/apps/invoice/list?q=…&status=…&from=…&to=…&sortBy=…&orderBy=…&page=…&itemsPerPage=…&cols=…`. `from` and `to`
 * bound the issue date (the API's `selectedDateRange`); without `sortBy` the server lists the newest first.
 */
export const invoiceList = defineList({
  filters: { q: param.text(), status: param.oneOf(INVOICE_STATUSES), from: param.date(), to: param.date() },
  sorts: { id: 'desc', client: 'asc', total: 'desc', date: 'desc', balance: 'desc' },
  pageSizes: [...PAGE_SIZE_OPTIONS, -1],
  defaultPageSize: PAGE_SIZE_DEFAULT,
});
export type InvoiceListSearch = ListSearch<typeof invoiceList>;
