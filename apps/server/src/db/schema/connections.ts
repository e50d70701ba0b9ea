import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One person connected to another (spec §3 Profile connections); stored once per direction. */
export const connections = pgTable(
  'connections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedUserId: integer('connected_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.connectedUserId] }),
    index('connections_connected_user_id_idx').on(t.connectedUserId),
  ],
);
