/*
 * Uploaded files, checked by their bytes: what a file is comes from its first bytes (magic numbers), never from its
 * name or the declared Content-Type, and a name whose extension claims another type is refused. Shared by the legal
 * cases' documents and the kanban's, e-mail's and chat's attachments.
 */
import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '@mizan/contracts';
import { fieldError } from './errors.ts';

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEXT_PLAIN = 'text/plain; charset=utf-8';

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
  [TEXT_PLAIN]: ['txt', 'text', 'csv', 'md', 'log'],
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
 * What a file is, from its first bytes (magic numbers) — the name and declared type are not trusted: PDF, PNG, JPEG,
 * GIF, WebP, DOCX, XLSX, DOC or UTF-8 text. DOCX and XLSX are zip archives told apart by the folder their parts live
 * in (`word/`, `xl/`), which the archive's directory at its end always names. Null for anything else.
 */
export function sniffFileType(bytes: Buffer): string | null {
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
  if (isPlainText(bytes)) return TEXT_PLAIN;
  return null;
}

/**
 * The accepted type of an upload named `fileName`: its sniffed type, when the name has no extension or one of that
 * type's. Null when the bytes are of no accepted type or the name claims another.
 */
export function acceptedFileType(fileName: string, bytes: Buffer): string | null {
  const mimeType = sniffFileType(bytes);
  if (!mimeType) return null;
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === undefined || EXTENSIONS[mimeType]!.includes(extension) ? mimeType : null;
}

/** The name as the user's file had it, without any folder part or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(0, 255) || 'document';
}

/**
 * `Content-Disposition: attachment` (or `inline`, for an image shown in the page) with the name twice: a plain-ASCII
 * `filename` for old clients and the exact UTF-8 name as RFC 5987 `filename*`, so Arabic names survive.
 */
export function attachmentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers of a stored file's bytes: its sniffed type (never guessed again by the browser: `nosniff`), the
 * UTF-8 name, and no script or style of its own should a browser open it. `inline` only for an image (the caller
 * checks: never HTML or SVG).
 */
export const fileHeaders = (
  file: { mimeType: string; fileName: string },
  disposition: 'attachment' | 'inline' = 'attachment',
) => ({
  'content-type': file.mimeType,
  'content-disposition': attachmentDisposition(file.fileName, disposition),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
});

/** An upload that passed `checkUpload`: its cleaned name, its sniffed type, its bytes and their SHA-256. */
export interface CheckedUpload {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  checksum: string;
}

/**
 * An upload checked as every area checks one: empty, over `maxBytes` or of a type not accepted (or whose name claims
 * another) → 400 on `file` (`tooLargeStatus` for one too large, where an area answers 413).
 */
export function checkUpload(
  upload: { fileName: string; bytes: Buffer },
  { maxBytes = UPLOAD_MAX_BYTES, tooLargeStatus }: { maxBytes?: number; tooLargeStatus?: number } = {},
): CheckedUpload {
  const fileName = cleanFileName(upload.fileName);
  const { bytes } = upload;
  if (bytes.length === 0) throw fieldError('file', UPLOAD_TEXT.empty);
  if (bytes.length > maxBytes) throw fieldError('file', UPLOAD_TEXT.tooLarge(fileName), tooLargeStatus);
  const mimeType = acceptedFileType(fileName, bytes);
  if (!mimeType) throw fieldError('file', UPLOAD_TEXT.type(fileName));
  return { fileName, mimeType, bytes, checksum: createHash('sha256').update(bytes).digest('hex') };
}
