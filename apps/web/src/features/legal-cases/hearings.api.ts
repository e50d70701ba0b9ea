import type {
  HearingCreateBody,
  HearingList,
  HearingOutcomeBody,
  HearingOutcomeResult,
  HearingSaved,
  HearingUpdateBody,
} from '@mizan/contracts';
import { api } from '@/lib/api';
import { casePartQuery, useCaseWrite } from './legal-cases.api';

/** A case's hearings, by stage then time (the postponement chain linked through previous/next ids). */
export const caseHearingsQuery = (caseId: number) => casePartQuery<HearingList>(caseId, 'hearings');

/** Every hearing write changes the case's derived next hearing: refresh the case, its hearings and the lists. */
export const useCreateHearing = (caseId: number) =>
  useCaseWrite(caseId, (body: HearingCreateBody) =>
    api<HearingSaved>(`/legal-cases/${caseId}/hearings`, { method: 'POST', body }),
  );

export const useUpdateHearing = (caseId: number) =>
  useCaseWrite(caseId, ({ hearingId, body }: { hearingId: number; body: HearingUpdateBody }) =>
    api<HearingSaved>(`/legal-cases/${caseId}/hearings/${hearingId}`, { method: 'PATCH', body }),
  );

export const useCancelHearing = (caseId: number) =>
  useCaseWrite(caseId, (hearingId: number) =>
    api<void>(`/legal-cases/${caseId}/hearings/${hearingId}`, { method: 'DELETE' }),
  );

/** تسجيل قرار الجلسة: the result, and with a next date the next hearing — one call, one transaction. */
export const useRecordHearingOutcome = (caseId: number) =>
  useCaseWrite(caseId, ({ hearingId, body }: { hearingId: number; body: HearingOutcomeBody }) =>
    api<HearingOutcomeResult>(`/legal-cases/${caseId}/hearings/${hearingId}/outcome`, { method: 'POST', body }),
  );
