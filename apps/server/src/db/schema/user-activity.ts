import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What happened to a person's account, newest first on their view page: created, role changed, suspended,
 * password changed, two-step verification turned on… Written through `lib/activity.ts` by any module.
 */
export const userActivity = pgTable(
  'user_activity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it; null for the system or a deleted account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activity_user_id_created_at_idx').on(t.userId, t.createdAt)],
);
