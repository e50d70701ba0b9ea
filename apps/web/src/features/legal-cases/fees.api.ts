import type { CaseFee, CaseFeeList, FeeEntryKind } from '@mizan/contracts';
import { api } from '@/lib/api';
import { casePartQuery, useCaseWrite } from './legal-cases.api';

export const caseFeesQuery = (caseId: number) => casePartQuery<CaseFeeList>(caseId, 'fees');

/** What the form sends: the amount as the text typed (the server normalises Arabic-Indic digits, never a float). */
export interface CaseFeeInput {
  kind: FeeEntryKind;
  amount: string;
  description: string;
  occurredOn: string;
}

export const useCreateCaseFee = (caseId: number) =>
  useCaseWrite(caseId, (body: CaseFeeInput) => api<CaseFee>(`/legal-cases/${caseId}/fees`, { method: 'POST', body }));

export const useDeleteCaseFee = (caseId: number) =>
  useCaseWrite(caseId, (feeId: number) => api<void>(`/legal-cases/${caseId}/fees/${feeId}`, { method: 'DELETE' }));

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
