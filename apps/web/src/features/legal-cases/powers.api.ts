import type { PoaCreateBody, PoaList, PoaListQuery, PowerOfAttorney } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { casePartQuery, legalCasesKeys, useCaseWrite } from './legal-cases.api';

/** Powers of attorney matching a number, issuer or principal; a page at a time. */
export const powerSearchQuery = (query: Partial<PoaListQuery>) =>
  queryOptions({
    queryKey: legalCasesKeys.shared('powers', query),
    queryFn: ({ signal }) => api<PoaList>('/legal-powers', { query: { itemsPerPage: 20, ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** The powers of attorney linked to one case. */
export const casePowersQuery = (caseId: number) => casePartQuery<{ powers: PowerOfAttorney[] }>(caseId, 'powers');

export function useCreatePower() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PoaCreateBody) => api<PowerOfAttorney>('/legal-powers', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: legalCasesKeys.shared('powers') }),
  });
}

export const useLinkPower = (caseId: number) =>
  useCaseWrite(caseId, (poaId: number) =>
    api<PowerOfAttorney>(`/legal-cases/${caseId}/powers`, { method: 'POST', body: { poaId } }),
  );

export const useUnlinkPower = (caseId: number) =>
  useCaseWrite(caseId, (poaId: number) => api<void>(`/legal-cases/${caseId}/powers/${poaId}`, { method: 'DELETE' }));
