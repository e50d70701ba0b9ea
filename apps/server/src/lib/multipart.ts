import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors.ts';

/** What an upload says when its file is missing or too large, in the area's words. */
export interface UploadTexts {
  missing: string;
  tooLarge: (fileName: string) => string;
  /** The status of a file over the size limit (400 unless the area says otherwise). */
  tooLargeStatus?: number;
}

/**
 * A multipart form with one part `file` and text fields, in any order (the route registers @fastify/multipart with its
 * size limit). No file, or a body that is no multipart form → 400 on `file` (`missing`); a file over the limit → on
 * `file` too (`tooLarge`).
 */
export async function readUploadForm(
  request: FastifyRequest,
  texts: UploadTexts,
): Promise<{ fileName: string; bytes: Buffer; fields: Map<string, unknown> }> {
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, part.value);
        continue;
      }
      try {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError('file', texts.tooLarge(part.filename), texts.tooLargeStatus);
        }
        throw error;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw fieldError('file', texts.missing);
    }
    throw error;
  }
  if (!file) throw fieldError('file', texts.missing);
  return { ...file, fields };
}
