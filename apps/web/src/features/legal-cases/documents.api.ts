import type { CaseDocument, CaseDocumentList, DocumentCategory } from '@mizan/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { legalCasesKeys, useInvalidateCase } from './legal-cases.api';

export const caseDocumentsQuery = (caseId: number) =>
  queryOptions({
    queryKey: legalCasesKeys.part(caseId, 'documents'),
    queryFn: ({ signal }) => api<CaseDocumentList>(`/legal-cases/${caseId}/documents`, { signal }),
  });

/** Where the browser downloads a document's bytes (the server names the file). */
export const caseDocumentHref = (caseId: number, documentId: number) =>
  `/api/legal-cases/${caseId}/documents/${documentId}/download`;

/** Uploads one file (multipart: `category` first, then `file`); the server checks type, size and checksum. */
export function uploadCaseDocument(caseId: number, file: File, category: DocumentCategory) {
  const form = new FormData();
  form.append('category', category);
  form.append('file', file, file.name);
  return api<CaseDocument>(`/legal-cases/${caseId}/documents`, { method: 'POST', body: form });
}

export function useUploadCaseDocument(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: ({ file, category }: { file: File; category: DocumentCategory }) =>
      uploadCaseDocument(caseId, file, category),
    onSuccess: () => invalidate(caseId),
  });
}

export function useDeleteCaseDocument(caseId: number) {
  const invalidate = useInvalidateCase();
  return useMutation({
    mutationFn: (documentId: number) =>
      api<void>(`/legal-cases/${caseId}/documents/${documentId}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(caseId),
  });
}
