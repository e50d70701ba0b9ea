import type {
  HearingCreateBody,
  HearingList,
  HearingOutcomeBody,
  HearingOutcomeResult,
  HearingSaved,
  HearingUpdateBody,
} from '@mizan/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys, useInvalidateCase } from './legal-cases.api';

/** A case's hearings, by stage then time (the postponement chain linked through previous/next ids). */
export const caseHearingsQuery = (caseId: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, 'hearings'),
    queryFn: ({ signal }) => api<HearingList>(`/legal-cases/${caseId}/hearings`, { signal }),
  });

/** Every hearing write changes the case's derived next hearing: refresh the case, its hearings and the lists. */
export function useCreateHearing(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (body: HearingCreateBody) =>
      api<HearingSaved>(`/legal-cases/${caseId}/hearings`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useUpdateHearing(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ hearingId, body }: { hearingId: number; body: HearingUpdateBody }) =>
      api<HearingSaved>(`/legal-cases/${caseId}/hearings/${hearingId}`, { method: 'PATCH', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useCancelHearing(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (hearingId: number) => api<void>(`/legal-cases/${caseId}/hearings/${hearingId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(caseId),
  });
}

/** تسجيل قرار الجلسة: the result, and with a next date the next hearing — one call, one transaction. */
export function useRecordHearingOutcome(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ hearingId, body }: { hearingId: number; body: HearingOutcomeBody }) =>
      api<HearingOutcomeResult>(`/legal-cases/${caseId}/hearings/${hearingId}/outcome`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}
