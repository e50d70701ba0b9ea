import type { CaseConflict, Party, PartyCreateBody, PartyUpdateBody, PartyWriteResult } from '@mizan/contracts';
import { api } from '@/lib/api';
import { casePartQuery, useCaseWrite } from './legal-cases.api';

/** A case's parties with their contact's kind, ID and phone. */
export const casePartiesQuery = (caseId: number) => casePartQuery<{ parties: Party[] }>(caseId, 'parties');

export const useAddParty = (caseId: number) =>
  useCaseWrite(caseId, (body: PartyCreateBody) =>
    api<PartyWriteResult>(`/legal-cases/${caseId}/parties`, { method: 'POST', body }),
  );

export const useUpdateParty = (caseId: number) =>
  useCaseWrite(caseId, ({ partyId, body }: { partyId: number; body: PartyUpdateBody }) =>
    api<PartyWriteResult>(`/legal-cases/${caseId}/parties/${partyId}`, { method: 'PATCH', body }),
  );

export const useRemoveParty = (caseId: number) =>
  useCaseWrite(caseId, (partyId: number) =>
    api<void>(`/legal-cases/${caseId}/parties/${partyId}`, { method: 'DELETE' }),
  );

export const useWaiveConflict = (caseId: number) =>
  useCaseWrite(caseId, (note: string) =>
    api<CaseConflict>(`/legal-cases/${caseId}/conflict-check/waive`, { method: 'POST', body: { note } }),
  );
