import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { positiveInt, positiveIntSchema } from '../params.ts';
import { chatAttachmentSchema } from './attachments.ts';

/**
 * The chat of spec §3/§4/§7: direct chats between two office users and group chats (chosen users, a team), with
 * receipts derived from how far each member has received and read a chat.
 */

export const CHAT_KINDS = ['direct', 'group'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
/** Spec §3 Contact status. */
export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The longest message, in characters. */
export const CHAT_MESSAGE_MAX = 4000;
/** How many messages a chat's page holds (the last page when a chat opens, then older ones). */
export const CHAT_PAGE_SIZE = 50;
/** How many messages a search answers. */
export const CHAT_SEARCH_LIMIT = 20;
/** The most members a group chat may have. */
export const CHAT_GROUP_MAX = 500;

/** The server's messages of the area (plain English, translated by the error handler). */
export const CHAT_TEXT = {
  notFound: 'No chat found with this id',
  /** A `senderId` other than the signed-in user's own (403). */
  notYourMessage: 'Messages are sent in your own name only',
  messageEmpty: 'Write a message',
  messageTooLong: 'Keep the message under 4,000 characters',
  members: 'Choose active users of the office',
  group: 'Choose the members, a team or a case',
  notYourCase: 'Choose a case you may open',
  title: 'Give the group a title',
  notInTeam: 'Choose a team you are in',
  upTo: 'No message of this chat has this id',
} as const;

/** Spec §3 feedback: sent once stored; delivered and seen once every other member's client has it or opened it. */
export const chatFeedbackSchema = z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() });
export type ChatFeedback = z.infer<typeof chatFeedbackSchema>;

/**
 * Spec §3 Message (`time` ISO); added: `id` (paging, receipts), `chatId` and `attachments` (its files; `message` may
 * then be empty). `senderId` null once the sender is gone.
 */
export const chatMessageSchema = z.object({
  id: z.int(),
  chatId: z.int(),
  message: z.string(),
  time: z.string(),
  senderId: z.nullable(z.int()),
  feedback: chatFeedbackSchema,
  attachments: z.array(chatAttachmentSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Spec §3 Contact: an office user one may chat with. */
export const chatContactSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.nullable(z.string()),
  status: z.enum(CHAT_STATUSES),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** What the list shows of a chat: spec §7's chat id, unseenMsgs and lastMessage. */
export const chatSummarySchema = z.object({
  id: z.int(),
  unseenMsgs: z.int(),
  lastMessage: z.nullable(chatMessageSchema),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/** A group chat in the list (added to spec §7's answer): its title, members and summary. */
export const chatGroupSchema = z.object({
  id: z.int(),
  title: z.string(),
  teamId: z.nullable(z.int()),
  caseId: z.nullable(z.int()),
  memberIds: z.array(z.int()),
  chat: chatSummarySchema,
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

/** Spec §3 profileUser: the signed-in user as the chat's sidebar shows them. */
export const chatProfileUserSchema = z.object({
  id: z.int(),
  avatar: z.nullable(z.string()),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  status: z.enum(CHAT_STATUSES),
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
});
export type ChatProfileUser = z.infer<typeof chatProfileUserSchema>;

/** `GET /api/apps/chat/unseen`: the messages one has yet to see, in all one's chats (the navbar's count). */
export const chatUnseenResponseSchema = z.object({ unseen: z.int() });
export type ChatUnseenResponse = z.infer<typeof chatUnseenResponseSchema>;

/** `GET /api/apps/chat/chats-and-contacts?q=`: q filters every list by name. */
export const chatListQuerySchema = z.object({ q: z.optional(trimmedString(0, 100)) });
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

/**
 * Spec §7: `chatsContacts` (the contacts one has a direct chat with, last message first, each with its `chat`),
 * `contacts` (the other office users one may chat with, by name), `profileUser`; added: `groups` (one's group chats,
 * last message first).
 */
export const chatListResponseSchema = z.object({
  chatsContacts: z.array(z.object({ ...chatContactSchema.shape, chat: chatSummarySchema })),
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileUserSchema,
  groups: z.array(chatGroupSchema),
});
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;

/**
 * Spec §3 Chat: id, userId (the other member), unseenMsgs, messages (the last page, oldest first); added: `hasMore`
 * (older messages exist: `GET …/chats/{chatId}/messages?before=`).
 */
export const chatSchema = z.object({
  id: z.int(),
  userId: z.int(),
  unseenMsgs: z.int(),
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatUserParamsSchema = z.object({ userId: positiveIntSchema });
export const chatIdParamsSchema = z.object({ chatId: positiveIntSchema });

/** `GET /api/apps/chat/chats/{userId}`: the direct chat with that user (null before a first message) and them. */
export const chatOpenResponseSchema = z.object({ chat: z.nullable(chatSchema), contact: chatContactSchema });
export type ChatOpenResponse = z.infer<typeof chatOpenResponseSchema>;

const messageText = trimmedString(1, CHAT_MESSAGE_MAX, { min: CHAT_TEXT.messageEmpty, max: CHAT_TEXT.messageTooLong });

/** `POST /api/apps/chat/chats/{userId}`: spec §7's `{ message, senderId }`; senderId, when given, must be one's own. */
export const chatSendBodySchema = z.object({ message: messageText, senderId: z.optional(positiveInt) });
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;
/** 201: the message, and the chat when this message started it. */
export const chatSendResponseSchema = z.object({ msg: chatMessageSchema, chat: z.optional(chatSchema) });
export type ChatSendResponse = z.infer<typeof chatSendResponseSchema>;

/** `POST /api/apps/chat/groups/{chatId}/messages`. */
export const chatGroupSendBodySchema = z.object({ message: messageText });
export const chatGroupSendResponseSchema = z.object({ msg: chatMessageSchema });

/** `GET /api/apps/chat/chats/{chatId}/messages?before=&limit=`: a page older than `before` (none: the last page). */
export const chatMessagesQuerySchema = z.object({
  before: z.optional(positiveIntSchema),
  limit: z.catch(
    z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(200))), CHAT_PAGE_SIZE),
    CHAT_PAGE_SIZE,
  ),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;
/** Oldest first; `hasMore`: still older ones. */
export const chatMessagesResponseSchema = z.object({ messages: z.array(chatMessageSchema), hasMore: z.boolean() });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** `POST …/chats/{chatId}/delivered|seen`: every message up to this id has reached the client, or been seen. */
export const chatReceiptBodySchema = z.object({ upTo: positiveInt });
export const chatReceiptResponseSchema = z.object({ chatId: z.int(), upTo: z.int(), unseenMsgs: z.int() });
export type ChatReceiptResponse = z.infer<typeof chatReceiptResponseSchema>;

/**
 * `POST /api/apps/chat/groups`: a title and members (besides oneself), a team one is in (its members, its name) or a
 * case one may open (its lawyer and team, its file number and title); members given are added to those.
 */
export const chatGroupBodySchema = z
  .object({
    title: z.optional(trimmedString(0, 200)),
    memberIds: z.optional(z.array(positiveInt).check(z.maxLength(CHAT_GROUP_MAX))),
    teamId: z.optional(positiveInt),
    caseId: z.optional(positiveInt),
  })
  .check(
    z.refine((body) => (body.memberIds?.length ?? 0) > 0 || body.teamId !== undefined || body.caseId !== undefined, {
      error: CHAT_TEXT.group,
      path: ['memberIds'],
    }),
  );
export type ChatGroupBody = z.infer<typeof chatGroupBodySchema>;
export const chatGroupResponseSchema = z.object({ group: chatGroupSchema });

/** `GET /api/apps/chat/search?q=`: messages of one's chats holding q (Arabic letter variants ignored), newest first. */
export const chatSearchQuerySchema = z.object({ q: trimmedString(0, 200) });
export const chatSearchResponseSchema = z.object({
  results: z.array(
    z.object({
      chatId: z.int(),
      kind: z.enum(CHAT_KINDS),
      /** The group's title, or the other member's name. */
      title: z.string(),
      /** A direct chat's other member (`GET …/chats/{userId}` opens it); null for a group. */
      userId: z.nullable(z.int()),
      msg: chatMessageSchema,
    }),
  ),
});
export type ChatSearchResponse = z.infer<typeof chatSearchResponseSchema>;

/** `POST /api/apps/chat/typing`: the user is typing in that chat (a passing signal to its other members). */
export const chatTypingBodySchema = z.object({ chatId: positiveInt });

/**
 * The live events of the area (the live layer's `type` and `payload`): `chat.message` to every member (the sender's
 * other tabs too), `chat.delivered`/`chat.seen` to the other members, `chat.typing` (a signal) likewise,
 * `chat.created` to a new group's members.
 */
export const CHAT_EVENTS = {
  message: 'chat.message',
  delivered: 'chat.delivered',
  seen: 'chat.seen',
  typing: 'chat.typing',
  created: 'chat.created',
} as const;
export const chatMessageEventSchema = z.object({ chatId: z.int(), kind: z.enum(CHAT_KINDS), msg: chatMessageSchema });
export const chatReceiptEventSchema = z.object({ chatId: z.int(), userId: z.int(), upTo: z.int() });
export const chatTypingEventSchema = z.object({ chatId: z.int(), userId: z.int() });
export const chatCreatedEventSchema = z.object({ chatId: z.int(), kind: z.enum(CHAT_KINDS) });
