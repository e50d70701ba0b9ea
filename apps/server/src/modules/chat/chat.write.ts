import { CHAT_EVENTS, CHAT_TEXT, normalizeSearchText, type ChatKind, type ChatMessage } from '@mizan/contracts';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { LivePublisher } from '../../lib/live-port.ts';
import type { CheckedUpload } from '../../lib/file-types.ts';
import { insertFiles } from './chat.attachments.ts';
import { membersOf, toMessage, type ChatMemberState } from './chat.read.ts';
import { chatMembers, chatMessages, chats } from './chat.table.ts';

/**
 * Stores a message in a chat (in the caller's transaction) with its files, if any (checked by `checkUpload`), and
 * publishes it to every member. The chat's row is locked first: a chat's messages then take their ids in the order
 * they commit, so a receipt "up to id n" never covers a message still being written. The sender's own receipts move
 * to it (one has read what one answers).
 */
export async function storeMessage(
  tx: Db,
  live: LivePublisher,
  chat: { id: number; kind: ChatKind },
  senderId: number,
  body: string,
  files: readonly CheckedUpload[] = [],
): Promise<{ msg: ChatMessage; members: ChatMemberState[] }> {
  await tx.select({ id: chats.id }).from(chats).where(eq(chats.id, chat.id)).for('no key update');
  const [row] = await tx
    .insert(chatMessages)
    .values({ chatId: chat.id, senderId, body, searchText: normalizeSearchText(body) })
    .returning();
  const message = row!;
  const attachments = await insertFiles(tx, message.id, files);
  await tx
    .update(chats)
    .set({ lastMessageAt: message.createdAt, lastMessageId: message.id })
    .where(eq(chats.id, chat.id));
  await tx
    .update(chatMembers)
    .set({ unseenCount: sql`${chatMembers.unseenCount} + 1` })
    .where(and(eq(chatMembers.chatId, chat.id), ne(chatMembers.userId, senderId)));
  await tx
    .update(chatMembers)
    .set({
      lastDeliveredMessageId: sql`greatest(${chatMembers.lastDeliveredMessageId}, ${message.id})`,
      lastReadMessageId: sql`greatest(${chatMembers.lastReadMessageId}, ${message.id})`,
      unseenCount: 0,
    })
    .where(and(eq(chatMembers.chatId, chat.id), eq(chatMembers.userId, senderId)));
  const members = (await membersOf(tx, [chat.id])).get(chat.id) ?? [];
  const msg = toMessage(message, members, new Map([[message.id, attachments]]));
  await live.publish(
    tx,
    members.map((member) => member.userId),
    CHAT_EVENTS.message,
    { chatId: chat.id, kind: chat.kind, msg },
  );
  return { msg, members };
}

export type Receipt = 'delivered' | 'seen';

/** A member's receipt of one kind moved up to a message of the chat. */
export interface ReceiptMove {
  chatId: number;
  userId: number;
  receipt: Receipt;
  upTo: number;
}

/**
 * Moves a member's receipt forward to `upTo` (a message of the chat; 400 on `upTo` otherwise); seen implies
 * delivered. Publishes it to the other members when it moved. Answers where the receipt now stands.
 */
export async function moveReceipt(tx: Db, live: LivePublisher, move: ReceiptMove): Promise<number> {
  const { chatId, userId, receipt, upTo } = move;
  const [message] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, upTo)));
  if (!message) throw fieldError('upTo', CHAT_TEXT.upTo);
  const column = receipt === 'seen' ? chatMembers.lastReadMessageId : chatMembers.lastDeliveredMessageId;
  const moved = await tx
    .update(chatMembers)
    .set({
      lastDeliveredMessageId: sql`greatest(${chatMembers.lastDeliveredMessageId}, ${upTo})`,
      ...(receipt === 'seen'
        ? {
            lastReadMessageId: upTo,
            unseenCount: sql`(select count(*)::int from ${chatMessages} m where m.chat_id = ${chatId}
              and m.id > ${upTo} and m.sender_id is distinct from ${userId})`,
          }
        : {}),
    })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId), lt(column, upTo)))
    .returning({ chatId: chatMembers.chatId });
  if (moved.length > 0) await publishReceipt(tx, live, move);
  const [row] = await tx
    .select({ upTo: column })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)));
  return row?.upTo ?? upTo;
}

/** Tells a chat's other members how far `userId` has received or read it. */
async function publishReceipt(tx: Db, live: LivePublisher, { chatId, userId, receipt, upTo }: ReceiptMove) {
  const others = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), sql`${chatMembers.userId} <> ${userId}`));
  if (others.length === 0) return;
  await live.publish(
    tx,
    others.map((other) => other.userId),
    receipt === 'seen' ? CHAT_EVENTS.seen : CHAT_EVENTS.delivered,
    { chatId, userId, upTo },
  );
}

/** The direct chat of two users, made on the first message: two first messages sent at once make one chat. */
export async function findOrMakeDirect(tx: Db, key: string, a: number, b: number) {
  const [made] = await tx
    .insert(chats)
    .values({ kind: 'direct', directKey: key, createdBy: a })
    .onConflictDoNothing()
    .returning({ id: chats.id });
  if (made) {
    await tx.insert(chatMembers).values([
      { chatId: made.id, userId: a },
      { chatId: made.id, userId: b },
    ]);
    return { id: made.id, isNew: true };
  }
  const [found] = await tx.select({ id: chats.id }).from(chats).where(eq(chats.directKey, key));
  return { id: found!.id, isNew: false };
}
