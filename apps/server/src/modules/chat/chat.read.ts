import { CHAT_TEXT, type ChatFeedback, type ChatKind, type ChatMessage } from '@mizan/contracts';
import { and, desc, eq, getTableName, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import type { FilesByMessage } from './chat.attachments.ts';
import { chatMembers, chatMessages, chats } from './chat.table.ts';

/** How far a member has received and read a chat. */
export interface ChatMemberState {
  userId: number;
  delivered: number;
  read: number;
}

export interface ChatRow {
  id: number;
  kind: ChatKind;
  title: string | null;
  teamId: number | null;
  caseId: number | null;
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  senderId: chatMessages.senderId,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
};
export type MessageRow = { id: number; chatId: number; senderId: number | null; body: string; createdAt: Date };

const chatColumns = { id: chats.id, kind: chats.kind, title: chats.title, teamId: chats.teamId, caseId: chats.caseId };

/** A member's receipts, with the chat they belong to. */
const memberStateColumns = {
  chatId: chatMembers.chatId,
  userId: chatMembers.userId,
  delivered: chatMembers.lastDeliveredMessageId,
  read: chatMembers.lastReadMessageId,
};

function byChat(rows: readonly (ChatMemberState & { chatId: number })[]): Map<number, ChatMemberState[]> {
  const found = new Map<number, ChatMemberState[]>();
  for (const { chatId, ...member } of rows) {
    const list = found.get(chatId);
    if (list) list.push(member);
    else found.set(chatId, [member]);
  }
  return found;
}

/**
 * Spec §3 feedback, derived: delivered (seen) once every member but the sender has received (read) up to it. A
 * message nobody else could receive (a group left with its sender only) stays sent.
 */
export function feedbackOf(message: { id: number; senderId: number | null }, members: readonly ChatMemberState[]) {
  const others = members.filter((member) => member.userId !== message.senderId);
  const all = (reached: (member: ChatMemberState) => number) =>
    others.length > 0 && others.every((member) => reached(member) >= message.id);
  return {
    isSent: true,
    isDelivered: all((member) => member.delivered),
    isSeen: all((member) => member.read),
  } satisfies ChatFeedback;
}

/** A message as the API answers it, with its files (`attachmentsOf` of the page, list or search it is in). */
export const toMessage = (row: MessageRow, members: readonly ChatMemberState[], files: FilesByMessage): ChatMessage =>
  withFeedback(row, feedbackOf(row, members), files);

/** The same, its feedback already derived (by `chatsOf`, in SQL). */
export const withFeedback = (row: MessageRow, feedback: ChatFeedback, files: FilesByMessage): ChatMessage => ({
  id: row.id,
  chatId: row.chatId,
  message: row.body,
  time: row.createdAt.toISOString(),
  senderId: row.senderId,
  feedback,
  attachments: files.get(row.id) ?? [],
});

/** The members of these chats with their receipts, by chat. */
export async function membersOf(db: Db, chatIds: readonly number[]): Promise<Map<number, ChatMemberState[]>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select(memberStateColumns)
    .from(chatMembers)
    .where(inArray(chatMembers.chatId, [...new Set(chatIds)]))
    .orderBy(chatMembers.chatId, chatMembers.userId);
  return byChat(rows);
}

/** A chat `userId` is a member of; 404 otherwise (another's chat is as unknown as one that doesn't exist). */
export async function chatOf(db: Db, userId: number, chatId: number): Promise<ChatRow> {
  const [row] = await db
    .select(chatColumns)
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, userId)))
    .where(eq(chats.id, chatId));
  if (!row) throw notFound(CHAT_TEXT.notFound);
  return row;
}

/** These chats (the caller checked membership), by id. */
export const chatsByIds = (db: Db, ids: readonly number[]): Promise<ChatRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(chatColumns)
        .from(chats)
        .where(inArray(chats.id, [...ids]));

/** The direct chat of two users, if they have one. */
export const directKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
export async function directChatId(db: Db, a: number, b: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(eq(chats.directKey, directKey(a, b)));
  return row?.id;
}

/** A page of a chat's messages before `before` (none: the last page), oldest first, and whether older ones exist. */
export async function messagePage(db: Db, chatId: number, limit: number, before?: number) {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/** How many messages of others a member has not seen (kept on write). */
export async function unseenCount(db: Db, chatId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: chatMembers.unseenCount })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  return row?.count ?? 0;
}

/** Every message a user has yet to see, across their chats (the navbar's count). */
export async function unseenTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${chatMembers.unseenCount}), 0)::int` })
    .from(chatMembers)
    .where(eq(chatMembers.userId, userId));
  return row?.total ?? 0;
}

/**
 * A user's chats, last message first, each with its unseen count and last message (both kept on write), its members'
 * ids (by id) and the last message's feedback — derived in SQL as `feedbackOf` does, over the other members' receipts
 * of the same rows: one query for the whole list, instead of the members' 1,000 rows of 500 chats read, mapped and
 * walked in JavaScript.
 */
export async function chatsOf(db: Db, userId: number) {
  const mine = alias(chatMembers, 'mine');
  // The last message, named in full inside the members' subquery (where drizzle leaves its one table's columns bare).
  const last = (column: AnyColumn) => sql`${sql.identifier(getTableName(chatMessages))}.${sql.identifier(column.name)}`;
  const reached = (receipt: AnyColumn) =>
    sql<boolean>`coalesce(bool_and(${receipt} >= ${last(chatMessages.id)})
      filter (where ${chatMembers.userId} is distinct from ${last(chatMessages.senderId)}), false)`;
  // Each chat's members through the (chat, user) index, aggregated apart: grouping the 500 wide rows instead cost a
  // sort of them all.
  const members = db
    .select({
      memberIds: sql<number[]>`array_agg(${chatMembers.userId} order by ${chatMembers.userId})`.as('member_ids'),
      isDelivered: reached(chatMembers.lastDeliveredMessageId).as('is_delivered'),
      isSeen: reached(chatMembers.lastReadMessageId).as('is_seen'),
    })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chats.id))
    .as('members');
  // One JSON value for the whole list: the embedded database decodes 500 wide rows field by field in JavaScript, which
  // cost more than the query (PGlite: 16 ms against 5); one JSON array is parsed natively.
  const [found] = await db
    .select({
      rows: sql<ListRow[]>`coalesce(json_agg(json_build_array(${chats.id}, ${chats.kind}, ${chats.title},
        ${chats.teamId}, ${chats.caseId}, ${mine.unseenCount}, ${members.memberIds}, ${members.isDelivered},
        ${members.isSeen}, ${chatMessages.id}, ${chatMessages.senderId}, ${chatMessages.body}, ${chatMessages.createdAt})
        order by ${chats.lastMessageAt} desc, ${chats.id} desc), '[]'::json)`,
    })
    .from(mine)
    .innerJoin(chats, eq(chats.id, mine.chatId))
    .leftJoin(chatMessages, eq(chatMessages.id, chats.lastMessageId))
    .crossJoinLateral(members)
    .where(eq(mine.userId, userId));
  return (found?.rows ?? []).map(
    ([id, kind, title, teamId, caseId, unseen, memberIds, isDelivered, isSeen, lastId, senderId, body, createdAt]) => ({
      id,
      kind,
      title,
      teamId,
      caseId,
      unseen,
      memberIds,
      last:
        lastId === null
          ? null
          : ({ id: lastId, chatId: id, senderId, body: body!, createdAt: new Date(createdAt!) } satisfies MessageRow),
      feedback: { isSent: true, isDelivered, isSeen } satisfies ChatFeedback,
    }),
  );
}

/** A row of `chatsOf`'s JSON, in the order it builds it. */
type ListRow = [
  id: number,
  kind: ChatKind,
  title: string | null,
  teamId: number | null,
  caseId: number | null,
  unseen: number,
  memberIds: number[],
  isDelivered: boolean,
  isSeen: boolean,
  lastId: number | null,
  senderId: number | null,
  body: string | null,
  createdAt: string | null,
];

/** Messages of the user's chats holding `text` (normalised), newest first. */
export async function searchMessages(db: Db, userId: number, text: string, limit: number): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.chatId,
          db.select({ id: chatMembers.chatId }).from(chatMembers).where(eq(chatMembers.userId, userId)),
        ),
        sql`${chatMessages.searchText} like ${containsPattern(text)}`,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}
