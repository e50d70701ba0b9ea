import {
  CASE_DOCUMENT_MAX_BYTES,
  CASE_DOCUMENT_TEXT,
  DOCUMENT_CATEGORIES,
  type CaseDocument,
  type DocumentCategory,
} from '@mizan/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseDocuments, legalDocumentFiles } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { checkUpload } from '../../lib/file-types.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';

export interface DocumentUpload {
  fileName: string;
  category: DocumentCategory;
  bytes: Buffer;
}

type Row = typeof legalCaseDocuments.$inferSelect;
const toDocument = (row: Row): CaseDocument => ({
  id: row.id,
  caseId: row.caseId,
  category: row.category,
  fileName: row.fileName,
  mimeType: row.mimeType,
  size: row.size,
  checksum: row.checksum,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** المستندات of a case: metadata in `legal_case_documents`, bytes in `legal_document_files` (bytea). */
export function createCaseDocumentsService(db: Db) {
  async function one(tx: Db, caseId: number, docId: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(legalCaseDocuments)
      .where(and(eq(legalCaseDocuments.id, docId), eq(legalCaseDocuments.caseId, caseId)));
    if (!row) throw notFound(CASE_DOCUMENT_TEXT.notFound);
    return row;
  }

  return {
    async list(caseId: number, actor: CaseActor): Promise<CaseDocument[]> {
      await findCaseFor(db, caseId, actor);
      const rows = await db
        .select()
        .from(legalCaseDocuments)
        .where(eq(legalCaseDocuments.caseId, caseId))
        .orderBy(desc(legalCaseDocuments.createdAt), desc(legalCaseDocuments.id));
      const rank = (category: DocumentCategory) => DOCUMENT_CATEGORIES.indexOf(category);
      // A stable sort keeps newest-first inside each category.
      return rows.sort((a, b) => rank(a.category) - rank(b.category)).map(toDocument);
    },

    /** 404 unless the actor may see the case (before an upload is read). */
    async checkCase(caseId: number, actor: CaseActor): Promise<void> {
      await findCaseFor(db, caseId, actor);
    },

    async upload(caseId: number, upload: DocumentUpload, actor: CaseActor): Promise<CaseDocument> {
      const { fileName, mimeType, bytes, checksum } = checkUpload(upload, {
        maxBytes: CASE_DOCUMENT_MAX_BYTES,
        tooLargeStatus: 413,
      });

      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const [row] = await tx
          .insert(legalCaseDocuments)
          .values({
            caseId,
            category: upload.category,
            fileName,
            mimeType,
            size: bytes.length,
            checksum,
            createdBy: actor.id,
          })
          .returning();
        await tx.insert(legalDocumentFiles).values({ documentId: row!.id, bytes });
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'document.uploaded',
          details: { documentId: row!.id, fileName, category: upload.category, size: bytes.length, checksum },
        });
        return toDocument(row!);
      });
    },

    /** The document and its exact bytes. */
    async download(caseId: number, docId: number, actor: CaseActor): Promise<CaseDocument & { bytes: Buffer }> {
      await findCaseFor(db, caseId, actor);
      const row = await one(db, caseId, docId);
      const [file] = await db
        .select({ bytes: legalDocumentFiles.bytes })
        .from(legalDocumentFiles)
        .where(eq(legalDocumentFiles.documentId, docId));
      if (!file) throw notFound(CASE_DOCUMENT_TEXT.notFound);
      return { ...toDocument(row), bytes: file.bytes };
    },

    async remove(caseId: number, docId: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const row = await one(tx, caseId, docId);
        await tx.delete(legalCaseDocuments).where(eq(legalCaseDocuments.id, docId)); // the bytes go with it (cascade)
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'document.removed',
          details: { documentId: docId, fileName: row.fileName, category: row.category, checksum: row.checksum },
        });
      });
    },
  };
}

export type CaseDocumentsService = ReturnType<typeof createCaseDocumentsService>;
