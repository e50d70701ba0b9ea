import { z } from 'zod/mini';
import { UPLOAD_MAX_BYTES, UPLOAD_TEXT } from '../files.ts';
import { positiveInt, positiveIntSchema } from '../params.ts';

/**
 * A kanban card's attachments (`/api/apps/kanban/item/{id}/attachments`): files checked by their bytes like the legal
 * cases' documents, one of whose images may be the card's cover (the card's `image` is then its URL).
 */

/** Largest attachment: 10 MB. */
export const KANBAN_ATTACHMENT_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The server's messages about attachments (plain English, translated by the error handler). */
export const KANBAN_ATTACHMENT_TEXT = {
  ...UPLOAD_TEXT,
  notFound: 'No attachment found with this id',
  notImage: 'Only an image (PNG, JPEG, GIF or WebP) can be the cover',
} as const;

/** `/api/apps/kanban/item/{id}/attachments/{attachmentId}`. */
export const kanbanAttachmentParamsSchema = z.object({ id: positiveIntSchema, attachmentId: positiveIntSchema });

/** An attachment's metadata; `mimeType` is what the bytes are, not what was claimed; `url` serves its bytes. */
export const kanbanAttachmentSchema = z.object({
  id: z.int(),
  itemId: z.int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.int(),
  /** SHA-256, hex. */
  checksum: z.string(),
  url: z.string(),
  /** Whether it is the card's cover. */
  cover: z.boolean(),
  createdAt: z.string(),
  createdBy: z.nullable(z.int()),
});
export type KanbanAttachment = z.infer<typeof kanbanAttachmentSchema>;

/** A card's attachments, newest first. */
export const kanbanAttachmentListSchema = z.object({ attachments: z.array(kanbanAttachmentSchema) });
export type KanbanAttachmentList = z.infer<typeof kanbanAttachmentListSchema>;

/** `PUT /api/apps/kanban/item/{id}/cover` `{ attachmentId }`: one of the card's images becomes its cover. */
export const kanbanCoverBodySchema = z.object({ attachmentId: positiveInt });
/** The card's cover after a change: its `image` ('' when none). */
export const kanbanCoverSchema = z.object({ image: z.string() });

/** The URL serving an attachment's bytes (also the card's `image` when it is the cover). */
export const kanbanAttachmentUrl = (itemId: number, attachmentId: number) =>
  `/api/apps/kanban/item/${itemId}/attachments/${attachmentId}`;
