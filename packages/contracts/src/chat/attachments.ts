import { z } from 'zod/mini';
import { UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '../files.ts';
import { positiveIntSchema } from '../params.ts';

/**
 * A chat message's attached file (`POST /api/apps/chat/chats/{chatId}/attachments`): checked by its bytes like a kanban
 * card's attachments, readable only by the members of its chat (`GET /api/apps/chat/attachments/{id}`).
 */

/** Largest file a message may carry: 10 MB. */
export const CHAT_ATTACHMENT_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The server's messages about a message's file. */
export const CHAT_ATTACHMENT_TEXT = {
  ...UPLOAD_TEXT,
  notFound: 'No attachment found with this id',
} as const;

/** A file of a message: what its bytes are (`mimeType`, sniffed, not claimed), its name as sent, its size in bytes. */
export const chatAttachmentSchema = z.object({
  id: z.int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** `GET /api/apps/chat/attachments/{id}?inline=1`: `inline` shows an image in the page (any other file downloads). */
export const chatAttachmentParamsSchema = z.object({ id: positiveIntSchema });
export const chatAttachmentQuerySchema = z.object({ inline: z.optional(z.enum(['0', '1'])) });

/** The URL serving a message's file: to download it, or (`inline`) to show an image. */
export const chatAttachmentUrl = (id: number, inline = false) =>
  `/api/apps/chat/attachments/${id}${inline ? '?inline=1' : ''}`;
