import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/schema/column-types.ts';
import { chatMessages } from './chat.table.ts';

/**
 * A message's files, stored as a kanban card's are: metadata here, the bytes in `chat_attachment_files` (bytea) so the
 * reads of messages never load them. They go with their message (cascade); who may read one is who may read its chat.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256, hex: the download's ETag. */
    checksum: text('checksum').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every read of messages fetches a page's files in one lookup by message ids; the download finds its message.
    index('chat_attachments_message_idx').on(t.messageId, t.id),
  ],
);

export const chatAttachmentFiles = pgTable('chat_attachment_files', {
  attachmentId: integer('attachment_id')
    .primaryKey()
    .references(() => chatAttachments.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
