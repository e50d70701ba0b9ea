import type {
  InvoiceActivity,
  InvoiceDetail,
  InvoiceEmailBody,
  InvoicePaymentBody,
  InvoiceSettings,
  InvoiceSettingsUpdateBody,
} from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invoicesKeys } from './invoices.keys';

/** `GET /api/apps/invoice/settings`: who issues the invoices (seller, VAT number) and where they are paid. */
export const invoiceSettingsQuery = () =>
  queryOptions({
    queryKey: [...invoicesKeys.all, 'settings'] as const,
    queryFn: ({ signal }) => api<InvoiceSettings>('/apps/invoice/settings', { signal }),
  });

/** `GET /api/apps/invoice/{id}/activity`: under the invoice's own key, so every write refetches it. */
export const invoiceActivityQuery = (id: number) =>
  queryOptions({
    queryKey: [...invoicesKeys.detail(id), 'activity'] as const,
    queryFn: ({ signal }) =>
      api<{ activity: InvoiceActivity[] }>(`/apps/invoice/${id}/activity`, { signal }).then((r) => r.activity),
  });

/** One write on an invoice; every write refetches the invoices' queries (lists, stats, this detail, its activity). */
function useInvoiceWrite<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}

/** `PUT /api/apps/invoice/settings` with the version read (409 when someone saved since). */
export const useSaveInvoiceSettings = () =>
  useInvoiceWrite((body: InvoiceSettingsUpdateBody) =>
    api<InvoiceSettings>('/apps/invoice/settings', { method: 'PUT', body }),
  );

export const useFinalizeInvoice = (id: number) =>
  useInvoiceWrite(() => api<InvoiceDetail>(`/apps/invoice/${id}/finalize`, { method: 'POST' }));

export const useMarkInvoiceSent = (id: number) =>
  useInvoiceWrite(() => api<InvoiceDetail>(`/apps/invoice/${id}/send`, { method: 'POST' }));

export const useRecordInvoicePayment = (id: number) =>
  useInvoiceWrite((body: InvoicePaymentBody) =>
    api<InvoiceDetail>(`/apps/invoice/${id}/payments`, { method: 'POST', body }),
  );

export const useCreditInvoice = (id: number) =>
  useInvoiceWrite((reason: string) =>
    api<InvoiceDetail>(`/apps/invoice/${id}/credit-note`, { method: 'POST', body: { reason } }),
  );

export const useEmailInvoice = (id: number) =>
  useInvoiceWrite((body: InvoiceEmailBody) => api<unknown>(`/apps/invoice/${id}/email`, { method: 'POST', body }));

export const useCreateInvoiceLink = (id: number) =>
  useInvoiceWrite(() => api<{ token: string; path: string }>(`/apps/invoice/${id}/link`, { method: 'POST' }));

export const useRevokeInvoiceLink = (id: number) =>
  useInvoiceWrite(() => api<void>(`/apps/invoice/${id}/link`, { method: 'DELETE' }));

/** Where the invoice's files download, in a language. */
export const invoicePdfHref = (id: number, language: string) =>
  `/api/apps/invoice/${id}/pdf?lang=${encodeURIComponent(language)}`;
export const invoiceXmlHref = (id: number) => `/api/apps/invoice/${id}/xml`;
