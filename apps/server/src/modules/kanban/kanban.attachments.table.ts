import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/schema/column-types.ts';
import { users } from '../../db/schema/users.ts';
import { kanbanItems } from './kanban.table.ts';

/**
 * A card's attachments, stored as the legal cases' documents are: metadata here, the bytes in
 * `kanban_attachment_files` (bytea) so listing and counting never read them. At most one per card is its cover
 * (an image); deleting it clears the cover.
 */
export const kanbanAttachments = pgTable(
  'kanban_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => kanbanItems.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256, hex. */
    checksum: text('checksum').notNull(),
    cover: boolean('cover').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The kanban's read counts a card's attachments and finds its cover through this index.
    index('kanban_attachments_item_idx').on(t.itemId, t.cover),
    uniqueIndex('kanban_attachments_cover_idx')
      .on(t.itemId)
      .where(sql`${t.cover}`),
  ],
);

export const kanbanAttachmentFiles = pgTable('kanban_attachment_files', {
  attachmentId: integer('attachment_id')
    .primaryKey()
    .references(() => kanbanAttachments.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
