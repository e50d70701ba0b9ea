import type { ChatKind } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';

/**
 * A conversation (spec §3 Chat): `direct` between two users (one per pair, `direct_key` = "low:high" user ids, so two
 * first messages sent at once make one chat), or a `group` with a title, made from chosen users, a team or a case.
 */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<ChatKind>().notNull(),
    /** A group's title; null for a direct chat (its title is the other member's name). */
    title: text('title'),
    directKey: text('direct_key'),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The legal case a group chat is about (no foreign key: modules never reach into another's tables). */
    caseId: integer('case_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its last message was sent (its creation before any): the chat list's order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its last message, kept on write: the list reads 500 chats' last messages without 500 index probes. */
    lastMessageId: integer('last_message_id'),
  },
  (t) => [
    uniqueIndex('chats_direct_key_idx')
      .on(t.directKey)
      .where(sql`${t.directKey} is not null`),
  ],
);

/**
 * Who is in a chat, and how far each has received and read it. A message's receipts (spec §3 feedback isDelivered,
 * isSeen) are derived from the other members' two ids, never stored per message; unseenMsgs counts others' messages
 * after `last_read_message_id` (sending one moves the sender's ids to it: one has read what one answers).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastDeliveredMessageId: integer('last_delivered_message_id').notNull().default(0),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /**
     * Spec §3 unseenMsgs, kept on write (+1 for the others on each message, recounted when the member's read
     * receipt moves): counting on read cost 500 index range scans for a list of 500 chats.
     */
    unseenCount: integer('unseen_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_members_chat_user_idx').on(t.chatId, t.userId),
    // A user's chats (the list, the search's scope): an index-only walk of their rows.
    index('chat_members_user_idx').on(t.userId, t.chatId),
  ],
);

/** One message (spec §3 Message). Paged newest first by id within its chat. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** `normalizeSearchText(body)`: Arabic letter variants folded, for the search across chats. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Plain ascending: read backwards it is `order by id desc` (NULLS FIRST), which an index on `id desc` (NULLS LAST) is not.
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    index('chat_messages_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
