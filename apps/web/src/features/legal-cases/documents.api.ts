import type { CaseDocument, CaseDocumentList, DocumentCategory } from '@mizan/contracts';
import { api } from '@/lib/api';
import { casePartQuery, useCaseWrite } from './legal-cases.api';

export const caseDocumentsQuery = (caseId: number) => casePartQuery<CaseDocumentList>(caseId, 'documents');

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

export const useUploadCaseDocument = (caseId: number) =>
  useCaseWrite(caseId, ({ file, category }: { file: File; category: DocumentCategory }) =>
    uploadCaseDocument(caseId, file, category),
  );

export const useDeleteCaseDocument = (caseId: number) =>
  useCaseWrite(caseId, (documentId: number) =>
    api<void>(`/legal-cases/${caseId}/documents/${documentId}`, { method: 'DELETE' }),
  );
