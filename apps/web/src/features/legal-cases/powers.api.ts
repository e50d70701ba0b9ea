import type { PoaCreateBody, PoaList, PoaListQuery, PowerOfAttorney } from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys, useInvalidateCase } from './legal-cases.api';

/** Powers of attorney matching a number, issuer or principal; a page at a time. */
export const powerSearchQuery = (query: Partial<PoaListQuery>) =>
  queryOptions({
    queryKey: legalCasesKeys.shared('powers', query),
    queryFn: ({ signal }) => api<PoaList>('/legal-powers', { query: { itemsPerPage: 20, ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** The powers of attorney linked to one case. */
export const casePowersQuery = (caseId: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, 'powers'),
    queryFn: ({ signal }) => api<{ powers: PowerOfAttorney[] }>(`/legal-cases/${caseId}/powers`, { signal }),
  });

export function useCreatePower() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PoaCreateBody) => api<PowerOfAttorney>('/legal-powers', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: legalCasesKeys.shared('powers') }),
  });
}

export function useLinkPower(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (poaId: number) =>
      api<PowerOfAttorney>(`/legal-cases/${caseId}/powers`, { method: 'POST', body: { poaId } }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useUnlinkPower(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (poaId: number) => api<void>(`/legal-cases/${caseId}/powers/${poaId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(caseId),
  });
}
