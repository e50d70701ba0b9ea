import { createHash } from 'node:crypto';
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
import { fieldError, notFound } from '../../lib/errors.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEXT = 'text/plain; charset=utf-8';

/** The extensions a file of each recognised type may carry (a name claiming another type is refused). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  [DOCX]: ['docx'],
  [XLSX]: ['xlsx'],
  'application/msword': ['doc'],
  [TEXT]: ['txt', 'text', 'csv', 'md', 'log'],
};

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An ASCII control character other than tab, line feed, form feed and carriage return. */
const isControl = (code: number) =>
  code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d);

/** UTF-8 text without control characters (in UTF-8 those bytes never occur inside another character). */
function isPlainText(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !bytes.some(isControl);
}

/**
 * What a file is, from its first bytes (magic numbers) — the name and declared type are not trusted.
 * DOCX and XLSX are zip archives told apart by the folder their parts live in (`word/`, `xl/`), which the
 * archive's directory at its end always names. Null for anything not allowed.
 */
export function sniffDocumentType(bytes: Buffer): string | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (bytes.includes('word/')) return DOCX;
    if (bytes.includes('xl/')) return XLSX;
    return null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (isPlainText(bytes)) return TEXT;
  return null;
}

/** The name as the user's file had it, without any folder part or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(0, 255) || 'document';
}

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
      const fileName = cleanFileName(upload.fileName);
      const { bytes } = upload;
      if (bytes.length === 0) throw fieldError('file', CASE_DOCUMENT_TEXT.empty);
      if (bytes.length > CASE_DOCUMENT_MAX_BYTES) throw fieldError('file', CASE_DOCUMENT_TEXT.tooLarge(fileName), 413);
      const mimeType = sniffDocumentType(bytes);
      const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
      if (!mimeType || (extension !== undefined && !EXTENSIONS[mimeType]!.includes(extension))) {
        throw fieldError('file', CASE_DOCUMENT_TEXT.type(fileName));
      }
      const checksum = createHash('sha256').update(bytes).digest('hex');

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
