import type { InvoiceCreated } from '@mizan/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A draft invoice of the order's lines for its customer (the invoices' call); answers its id. */
export const useCreateOrderInvoice = (order: number) =>
  useMutation({
    mutationFn: () => api<InvoiceCreated>(`/apps/invoice/from-order/${order}`, { method: 'POST' }),
  });
