import { integer, pgTable, primaryKey, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/schema/column-types.ts';
import { users } from '../../db/schema/users.ts';

/** Uploaded profile pictures, in the database so they survive restarts and work on PGlite and PostgreSQL alike. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Part of the served URL, so browsers may cache an image forever. */
  etag: text('etag').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which notifications a user wants, per event kind and channel; a missing row means "on". */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);
