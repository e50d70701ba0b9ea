/**
 * Files people upload — a case's documents, a kanban card's attachments, an e-mail's, a chat message's. Each area keeps
 * its own, and the server checks them alike, by their bytes: what a file is comes from its first bytes, never its name.
 */

/** The largest file any area takes: 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The image types a browser draws in an `<img>` (never SVG: it can carry script). */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const isImageType = (mimeType: string) => IMAGE_TYPES.includes(mimeType);

/** What the server says of a refused file, in every area (one translation for all). */
export const UPLOAD_TEXT = {
  missing: 'Choose a file to upload',
  empty: 'The file is empty',
  tooLarge: (fileName: string) => `“${fileName}” is larger than 10 MB`,
  type: (fileName: string) =>
    `“${fileName}” is not an accepted type (PDF, image, Word, Excel or text) or its content does not match its name`,
} as const;
