import type { CaseFee, CaseFeeList, FeeEntryKind } from '@mizan/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys, useInvalidateCase } from './legal-cases.api';

export const caseFeesQuery = (caseId: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, 'fees'),
    queryFn: ({ signal }) => api<CaseFeeList>(`/legal-cases/${caseId}/fees`, { signal }),
  });

/** What the form sends: the amount as the text typed (the server normalises Arabic-Indic digits, never a float). */
export interface CaseFeeInput {
  kind: FeeEntryKind;
  amount: string;
  description: string;
  occurredOn: string;
}

export function useCreateCaseFee(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (body: CaseFeeInput) => api<CaseFee>(`/legal-cases/${caseId}/fees`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useDeleteCaseFee(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (feeId: number) => api<void>(`/legal-cases/${caseId}/fees/${feeId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(caseId),
  });
}

/**
 * An exact decimal text (`1500.5`, `-20.00`) grouped in the reader's language with two decimals. Intl formats a
 * numeric string exactly (no float on the way); a runtime without that falls back to the text as it is.
 */
export function formatAmount(amount: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  const format = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format as (value: string) => string;
  const text = format(amount);
  return text === 'NaN' ? amount : text;
}
