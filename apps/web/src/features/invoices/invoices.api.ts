import type { InvoiceList, InvoiceStats, InvoiceWithPaymentDetails } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invoicesKeys } from './invoices.keys';
import type { invoiceList } from './invoices.search';

export type InvoiceListQuery = ReturnType<typeof invoiceList.toQuery>;

/** The list's URL query as the API takes it: `from`/`to` become `selectedDateRange`, JSON `{start, end}` (spec §7). */
export function toApiQuery({ from, to, ...rest }: InvoiceListQuery): Record<string, string | number | undefined> {
  const range = from || to ? JSON.stringify({ ...(from && { start: from }), ...(to && { end: to }) }) : undefined;
  return { ...rest, selectedDateRange: range };
}

export const invoiceListQuery = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoicesKeys.list(query),
    queryFn: ({ signal }) => api<InvoiceList>('/apps/invoice', { query: toApiQuery(query), signal }),
    placeholderData: keepPreviousData,
  });

/** Every invoice of the filter and sort (the CSV export), not only the page shown. */
export const fetchAllInvoices = (query: InvoiceListQuery) =>
  api<InvoiceList>('/apps/invoice', { query: { ...toApiQuery(query), page: 1, itemsPerPage: -1 } });

/**
 * The list's stat cards (kept on write by the server), in the store's currency — also the currency a new invoice is
 * in. Every invoice write invalidates them with `invoicesKeys.all`.
 */
export const invoiceStatsQuery = () =>
  queryOptions({
    queryKey: invoicesKeys.stats(),
    queryFn: ({ signal }) => api<InvoiceStats>('/apps/invoice/stats', { signal }),
  });

export const invoiceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: invoicesKeys.detail(id),
    queryFn: ({ signal }) => api<InvoiceWithPaymentDetails>(`/apps/invoice/${id}`, { signal }),
  });

/** Deletes drafts one after the other; answers those that could not be deleted (a finalized one answers 409). */
export function useDeleteInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const failed: { id: number; error: unknown }[] = [];
      for (const id of ids) {
        try {
          await api<void>(`/apps/invoice/${id}`, { method: 'DELETE' });
        } catch (error) {
          failed.push({ id, error });
        }
      }
      return failed;
    },
    onSettled: (_failed, _error, ids) => {
      // Not the deleted invoices' own entries: refetching them would only answer 404.
      const gone = new Set(ids.map((id) => JSON.stringify(invoicesKeys.detail(id))));
      return client.invalidateQueries({
        queryKey: invoicesKeys.all,
        predicate: (query) => !gone.has(JSON.stringify(query.queryKey)),
      });
    },
  });
}
