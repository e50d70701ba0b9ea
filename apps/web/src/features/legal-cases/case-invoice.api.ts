import type { CaseUnbilled, InvoiceCreated } from '@mizan/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys } from './legal-cases.api';

/** What the case has left to invoice (the invoices' call; 404 for a case the reader can't open). */
export const caseUnbilledQuery = (caseId: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, 'unbilled'),
    queryFn: ({ signal }) => api<CaseUnbilled>(`/apps/invoice/from-case/${caseId}`, { signal }),
  });

/** A draft invoice of the case's unbilled fees; answers its id (the page then opens the invoice's editor). */
export function useCreateCaseInvoice(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<InvoiceCreated>(`/apps/invoice/from-case/${caseId}`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: legalCasesKeys.part(caseId, 'unbilled') }),
  });
}
