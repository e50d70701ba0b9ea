import type { CaseConflict, Party, PartyCreateBody, PartyUpdateBody, PartyWriteResult } from '@mizan/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys, useInvalidateCase } from './legal-cases.api';

/** A case's parties with their contact's kind, ID and phone. */
export const casePartiesQuery = (caseId: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, 'parties'),
    queryFn: ({ signal }) => api<{ parties: Party[] }>(`/legal-cases/${caseId}/parties`, { signal }),
  });

export function useAddParty(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (body: PartyCreateBody) =>
      api<PartyWriteResult>(`/legal-cases/${caseId}/parties`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useUpdateParty(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ partyId, body }: { partyId: number; body: PartyUpdateBody }) =>
      api<PartyWriteResult>(`/legal-cases/${caseId}/parties/${partyId}`, { method: 'PATCH', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useRemoveParty(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (partyId: number) => api<void>(`/legal-cases/${caseId}/parties/${partyId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useWaiveConflict(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (note: string) =>
      api<CaseConflict>(`/legal-cases/${caseId}/conflict-check/waive`, { method: 'POST', body: { note } }),
    onSuccess: () => invalidate(caseId),
  });
}
