import { z } from 'zod/mini';
import { UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '../files.ts';
import { positiveIntSchema } from '../params.ts';
import { documentCategorySchema } from './domain.ts';

/** `/api/legal-cases/:id/documents/:docId`. */
export const caseDocumentParamsSchema = z.object({ id: positiveIntSchema, docId: positiveIntSchema });

/** Largest upload: 10 MB. */
export const CASE_DOCUMENT_MAX_BYTES = UPLOAD_MAX_BYTES;

/** مستند: metadata only (the bytes are downloaded separately). `mimeType` is what the bytes are, not what was claimed. */
export const caseDocumentSchema = z.object({
  id: z.int(),
  caseId: z.int(),
  category: documentCategorySchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.int(),
  /** SHA-256, hex; also the download's ETag. */
  checksum: z.string(),
  createdAt: z.string(),
  createdBy: z.nullable(z.int()),
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

/** Grouped by category (in DOCUMENT_CATEGORIES order), newest first within one. */
export const caseDocumentListSchema = z.object({ documents: z.array(caseDocumentSchema) });
export type CaseDocumentList = z.infer<typeof caseDocumentListSchema>;

export const CASE_DOCUMENT_TEXT = {
  ...UPLOAD_TEXT,
  category: 'Choose the document category',
  notFound: 'Document not found',
} as const;
