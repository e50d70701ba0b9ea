/*
 * The files the server accepts as uploads (documents of a case, a kanban card's attachments), as a dropzone's `accept`
 * and a check of the name before anything is sent. The server checks the bytes too (apps/server/src/lib/file-types.ts).
 */

/** The images a browser draws (a cover). */
export const IMAGE_ACCEPT: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg', '.jfif'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** PDF, images, Word, Excel, plain text. */
export const UPLOAD_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  ...IMAGE_ACCEPT,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/msword': ['.doc'],
  'text/plain': ['.txt', '.text', '.log'],
  'text/csv': ['.csv'],
  'text/markdown': ['.md'],
};

const EXTENSIONS = Object.values(UPLOAD_ACCEPT).flat();

/** Whether a file's name ends with an extension of an accepted type. */
export const hasAcceptedExtension = (name: string) =>
  EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));
