import type { CaseNote, CaseNoteList, CaseNoteUpdateBody } from '@mizan/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys, useInvalidateCase } from './legal-cases.api';

export const caseNotesQuery = (caseId: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, 'notes'),
    queryFn: ({ signal }) => api<CaseNoteList>(`/legal-cases/${caseId}/notes`, { signal }),
  });

export function useCreateCaseNote(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (body: { body: string; pinned?: boolean }) =>
      api<CaseNote>(`/legal-cases/${caseId}/notes`, { method: 'POST', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useUpdateCaseNote(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ noteId, body }: { noteId: number; body: CaseNoteUpdateBody }) =>
      api<CaseNote>(`/legal-cases/${caseId}/notes/${noteId}`, { method: 'PATCH', body }),
    onSuccess: () => invalidate(caseId),
  });
}

export function useDeleteCaseNote(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (noteId: number) => api<void>(`/legal-cases/${caseId}/notes/${noteId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(caseId),
  });
}
