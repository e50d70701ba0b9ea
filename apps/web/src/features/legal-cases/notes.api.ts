import type { CaseNote, CaseNoteList, CaseNoteUpdateBody } from '@mizan/contracts';
import { api } from '@/lib/api';
import { casePartQuery, useCaseWrite } from './legal-cases.api';

export const caseNotesQuery = (caseId: number) => casePartQuery<CaseNoteList>(caseId, 'notes');

export const useCreateCaseNote = (caseId: number) =>
  useCaseWrite(caseId, (body: { body: string; pinned?: boolean }) =>
    api<CaseNote>(`/legal-cases/${caseId}/notes`, { method: 'POST', body }),
  );

export const useUpdateCaseNote = (caseId: number) =>
  useCaseWrite(caseId, ({ noteId, body }: { noteId: number; body: CaseNoteUpdateBody }) =>
    api<CaseNote>(`/legal-cases/${caseId}/notes/${noteId}`, { method: 'PATCH', body }),
  );

export const useDeleteCaseNote = (caseId: number) =>
  useCaseWrite(caseId, (noteId: number) => api<void>(`/legal-cases/${caseId}/notes/${noteId}`, { method: 'DELETE' }));
