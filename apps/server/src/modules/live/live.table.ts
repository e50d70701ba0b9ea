import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

/**
 * A durable live event for one user: written in the writer's transaction, so it exists only if the write committed,
 * and kept (a day) for a client that reconnects and asks for everything after its last event id.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'null'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The catch-up reads one user's events after an id; the prune deletes by age.
  (t) => [index('live_events_user_id_idx').on(t.userId, t.id), index('live_events_created_at_idx').on(t.createdAt)],
);

/**
 * One open socket, on whichever server instance holds it. Its instance refreshes `heartbeat_at`; a row whose heartbeat
 * is stale belongs to an instance that died and is ignored (then pruned).
 */
export const liveConnections = pgTable(
  'live_connections',
  {
    id: text('id').primaryKey(),
    serverId: text('server_id').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_connections_user_id_idx').on(t.userId),
    index('live_connections_heartbeat_idx').on(t.heartbeatAt),
  ],
);

/** What outlives a connection: the status the user chose (busy) and when they were last seen. */
export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  busy: boolean('busy').notNull().default(false),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});
