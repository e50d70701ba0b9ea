import {
  CHAT_EVENTS,
  CHAT_MESSAGE_MAX,
  CHAT_PAGE_SIZE,
  CHAT_SEARCH_LIMIT,
  CHAT_TEXT,
  USER_ERRORS,
  normalizeSearchText,
  type Chat,
  type ChatGroup,
  type ChatGroupBody,
  type ChatListResponse,
  type ChatMessagesQuery,
  type ChatOpenResponse,
  type ChatSearchResponse,
  type ChatSendBody,
  type ChatSendResponse,
} from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { checkUpload } from '../../lib/file-types.ts';
import type { LivePublisher } from '../../lib/live-port.ts';
import { attachmentFile, attachmentsOf } from './chat.attachments.ts';
import { createChatGroups, type ChatActor, type ChatCases } from './chat.groups.ts';
import { createChatPeople, noPresence, type ChatPresence } from './chat.people.ts';
import {
  chatOf,
  chatsByIds,
  chatsOf,
  directChatId,
  directKey,
  membersOf,
  messagePage,
  searchMessages,
  toMessage,
  unseenCount,
  unseenTotal,
  withFeedback,
} from './chat.read.ts';
import { findOrMakeDirect, moveReceipt, storeMessage, type Receipt } from './chat.write.ts';

/** A multipart message: its one file and its text (empty when none was typed). */
export interface ChatUpload {
  fileName: string;
  bytes: Buffer;
  message: string;
}

export interface ChatDeps {
  /** Where the area's events go (the live layer's port, given in app.ts). */
  live: LivePublisher;
  /** Who is online, busy or away (the live layer's presence); everyone else offline without it. */
  presence?: ChatPresence;
  /** The legal cases' port: a case's people, for its group chat (none: no case groups). */
  cases?: ChatCases;
}

/**
 * The chat area. Every call acts as the signed-in user (`me`): one reads and writes only chats one is a member of
 * (another's answers 404 like one that doesn't exist); rights on the subject don't widen that.
 */
export function createChatService(db: Db, deps: ChatDeps) {
  const { live } = deps;
  const people = createChatPeople(db, deps.presence ?? noPresence);
  const groups = createChatGroups(db, live, people, deps.cases);

  /** Someone one may chat with (active, allowed to chat, not oneself); 404 as spec §8's "User not found". */
  const contactOf = async (me: number, userId: number) => {
    const contact = userId === me ? undefined : await people.one(userId);
    if (!contact) throw notFound(USER_ERRORS.notFound);
    return contact;
  };

  return {
    /** Spec §7 `GET …/chats-and-contacts?q=`. */
    /** `GET /api/apps/chat/unseen`: how many messages the user has yet to see, in all their chats. */
    unseen: async (me: number) => ({ unseen: await unseenTotal(db, me) }),

    async list(me: number, q?: string): Promise<ChatListResponse> {
      // One query for the chats (their members and last messages' receipts with them), one for their files, three for
      // the people (partners, others, oneself) and one presence lookup for all of them.
      const mine = await chatsOf(db, me);
      const partnerOf = (chat: (typeof mine)[number]) => chat.memberIds.find((userId) => userId !== me);
      const direct = mine.filter((chat) => chat.kind === 'direct');
      const [{ partners, contacts, profileUser }, files] = await Promise.all([
        people.forList(
          me,
          direct.flatMap((chat) => partnerOf(chat) ?? []),
          q,
        ),
        attachmentsOf(
          db,
          mine.flatMap((chat) => (chat.last ? [chat.last.id] : [])),
        ),
      ]);
      const summary = (chat: (typeof mine)[number]) => ({
        id: chat.id,
        unseenMsgs: chat.unseen,
        lastMessage: chat.last ? withFeedback(chat.last, chat.feedback, files) : null,
      });
      const text = q ? normalizeSearchText(q) : '';
      const matches = (name: string) => !text || normalizeSearchText(name).includes(text);
      const chatsContacts = direct.flatMap((chat) => {
        const contact = partners.get(partnerOf(chat) ?? 0);
        return contact && matches(contact.fullName) ? [{ ...contact, chat: summary(chat) }] : [];
      });
      const groupList: ChatGroup[] = mine
        .filter((chat) => chat.kind === 'group' && matches(chat.title ?? ''))
        .map((chat) => ({
          id: chat.id,
          title: chat.title ?? '',
          teamId: chat.teamId,
          caseId: chat.caseId,
          memberIds: chat.memberIds,
          chat: summary(chat),
        }));
      return { chatsContacts, contacts, profileUser, groups: groupList };
    },

    /** Spec §7 `GET …/chats/{userId}`: the direct chat with them (its last page), marked seen (unseenMsgs → 0). */
    async open(me: number, userId: number): Promise<ChatOpenResponse> {
      const contact = await contactOf(me, userId);
      const chatId = await directChatId(db, me, userId);
      if (chatId === undefined) return { chat: null, contact };
      const chat = await db.transaction(async (tx) => {
        const page = await messagePage(tx, chatId, CHAT_PAGE_SIZE);
        const lastId = page.rows.at(-1)?.id;
        if (lastId !== undefined) await moveReceipt(tx, live, { chatId, userId: me, receipt: 'seen', upTo: lastId });
        const members = (await membersOf(tx, [chatId])).get(chatId) ?? [];
        const files = await attachmentsOf(
          tx,
          page.rows.map((row) => row.id),
        );
        return {
          id: chatId,
          userId,
          unseenMsgs: 0,
          messages: page.rows.map((row) => toMessage(row, members, files)),
          hasMore: page.hasMore,
        } satisfies Chat;
      });
      return { chat, contact };
    },

    /**
     * Spec §7 `POST …/chats/{userId}`: a message from the signed-in user (a `senderId` of anyone else → 403), the
     * chat with it when this message starts it. Starts sent, not delivered, not seen (spec §4).
     */
    async send(me: number, userId: number, body: ChatSendBody): Promise<ChatSendResponse> {
      if (body.senderId !== undefined && body.senderId !== me) throw new HttpError(403, CHAT_TEXT.notYourMessage);
      await contactOf(me, userId);
      return db.transaction(async (tx) => {
        const chat = await findOrMakeDirect(tx, directKey(me, userId), me, userId);
        const { msg } = await storeMessage(tx, live, { id: chat.id, kind: 'direct' }, me, body.message);
        if (!chat.isNew) return { msg };
        return { msg, chat: { id: chat.id, userId, unseenMsgs: 0, messages: [msg], hasMore: false } };
      });
    },

    /** A page of a chat's messages older than `before` (none: the last page); marks nothing. */
    async messages(me: number, chatId: number, query: ChatMessagesQuery) {
      await chatOf(db, me, chatId);
      const page = await messagePage(db, chatId, query.limit, query.before);
      const [members, files] = await Promise.all([
        membersOf(db, [chatId]),
        attachmentsOf(
          db,
          page.rows.map((row) => row.id),
        ),
      ]);
      return {
        messages: page.rows.map((row) => toMessage(row, members.get(chatId) ?? [], files)),
        hasMore: page.hasMore,
      };
    },

    /** The user's client has received (delivered) or shown (seen) the chat up to a message. */
    async receipt(me: number, chatId: number, receipt: Receipt, upTo: number) {
      await chatOf(db, me, chatId);
      const at = await db.transaction((tx) => moveReceipt(tx, live, { chatId, userId: me, receipt, upTo }));
      return { chatId, upTo: at, unseenMsgs: await unseenCount(db, chatId, me) };
    },

    createGroup: (actor: ChatActor, body: ChatGroupBody) => groups.create(actor, body),

    /** A message to a group chat one is in. */
    async sendToGroup(me: number, chatId: number, message: string) {
      const chat = await chatOf(db, me, chatId);
      if (chat.kind !== 'group') throw notFound(CHAT_TEXT.notFound);
      return db.transaction(async (tx) => ({ msg: (await storeMessage(tx, live, chat, me, message)).msg }));
    },

    /**
     * A message with one file (`message` may be empty) to a chat one is in, stored and published in one transaction
     * as any message. To a direct chat only while the other may still chat (as a text message: 404 otherwise).
     */
    async sendFile(me: number, chatId: number, upload: ChatUpload) {
      const chat = await chatOf(db, me, chatId);
      if (chat.kind === 'direct') {
        const members = (await membersOf(db, [chatId])).get(chatId) ?? [];
        await contactOf(me, members.find((member) => member.userId !== me)?.userId ?? me);
      }
      const message = upload.message.trim();
      if (message.length > CHAT_MESSAGE_MAX) throw fieldError('message', CHAT_TEXT.messageTooLong);
      const file = checkUpload(upload);
      return db.transaction(async (tx) => ({ msg: (await storeMessage(tx, live, chat, me, message, [file])).msg }));
    },

    /** A file of a message, for a member of its chat (404 for anyone else). */
    attachment: (me: number, id: number) => attachmentFile(db, me, id),

    /** 404 unless one is a member of the chat (before an upload is read). */
    checkChat: async (me: number, chatId: number) => void (await chatOf(db, me, chatId)),

    /** Messages of one's chats holding q (Arabic letter variants ignored), newest first. */
    async search(me: number, q: string): Promise<ChatSearchResponse> {
      const text = normalizeSearchText(q);
      if (!text) return { results: [] };
      const rows = await searchMessages(db, me, text, CHAT_SEARCH_LIMIT);
      const chatIds = [...new Set(rows.map((row) => row.chatId))];
      const [members, files] = await Promise.all([
        membersOf(db, chatIds),
        attachmentsOf(
          db,
          rows.map((row) => row.id),
        ),
      ]);
      const mine = new Map((await chatsByIds(db, chatIds)).map((chat) => [chat.id, chat]));
      const partnerOf = (chatId: number) => members.get(chatId)?.find((member) => member.userId !== me)?.userId;
      const partners = await people.byIds(chatIds.flatMap((id) => partnerOf(id) ?? []));
      return {
        results: rows.map((row) => {
          const chat = mine.get(row.chatId);
          const partner = chat?.kind === 'direct' ? (partnerOf(row.chatId) ?? null) : null;
          return {
            chatId: row.chatId,
            kind: chat?.kind ?? 'group',
            title: chat?.kind === 'group' ? (chat.title ?? '') : (partners.get(partner ?? 0)?.fullName ?? ''),
            userId: partner,
            msg: toMessage(row, members.get(row.chatId) ?? [], files),
          };
        }),
      };
    },

    /** The user is typing in a chat: a passing signal to its other members. */
    async typing(me: number, chatId: number) {
      await chatOf(db, me, chatId);
      const others = ((await membersOf(db, [chatId])).get(chatId) ?? []).filter((member) => member.userId !== me);
      if (others.length > 0)
        await live.signal(
          others.map((member) => member.userId),
          CHAT_EVENTS.typing,
          { chatId, userId: me },
        );
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
