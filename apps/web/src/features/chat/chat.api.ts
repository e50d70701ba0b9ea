import type {
  Chat,
  ChatListResponse,
  ChatMessage,
  ChatMessagesResponse,
  ChatOpenResponse,
  ChatReceiptResponse,
  ChatSearchResponse,
  ChatSendResponse,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the chat area: a write or a live event refreshes `chatKeys.all`, the lists or one conversation. */
export const chatKeys = {
  all: queryRoots.chat,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  conversations: () => [...chatKeys.all, 'conversation'] as const,
  direct: (userId: number) => [...chatKeys.conversations(), 'direct', userId] as const,
  group: (chatId: number) => [...chatKeys.conversations(), 'group', chatId] as const,
  search: (q: string) => [...chatKeys.all, 'search', q] as const,
  unseen: () => [...chatKeys.all, 'unseen'] as const,
};

/** What an open conversation caches: its chat (null before a direct chat's first message) with its last page. */
export interface Conversation {
  chat: Chat | null;
}

/** Spec §7: the chats (last message first), the other contacts and one's own profile; q filters by name. */
export const chatListQuery = (q: string) =>
  queryOptions({
    queryKey: chatKeys.list(q),
    queryFn: ({ signal }) =>
      api<ChatListResponse>(`/apps/chat/chats-and-contacts${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Spec §7: the direct chat with a user (its last page) and them; opening it marks it seen on the server. */
export const chatDirectQuery = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.direct(userId),
    queryFn: ({ signal }) => api<ChatOpenResponse>(`/apps/chat/chats/${userId}`, { signal }),
  });

/** A group chat's last page; what it shows is then marked seen. */
export const chatGroupQuery = (chatId: number) =>
  queryOptions({
    queryKey: chatKeys.group(chatId),
    queryFn: async ({ signal }): Promise<Conversation> => {
      const page = await api<ChatMessagesResponse>(`/apps/chat/chats/${chatId}/messages`, { signal });
      const last = page.messages.at(-1);
      if (last) await markSeen(chatId, last.id).catch(() => undefined);
      return { chat: { id: chatId, userId: 0, unseenMsgs: 0, messages: page.messages, hasMore: page.hasMore } };
    },
  });

/** Messages of one's chats holding q (Arabic letter variants ignored), newest first. */
export const chatSearchQuery = (q: string) =>
  queryOptions({
    queryKey: chatKeys.search(q),
    queryFn: ({ signal }) => api<ChatSearchResponse>(`/apps/chat/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length >= 2,
  });

/** A page of older messages of a chat. */
export const fetchOlder = (chatId: number, before: number) =>
  api<ChatMessagesResponse>(`/apps/chat/chats/${chatId}/messages?before=${before}`);

/** Where a message goes: to a user (the direct chat, made by its first message) or into a group chat. */
export type ChatTarget = { userId: number } | { groupId: number };

/** The cache key of the conversation a target names. */
export const keyOf = (target: ChatTarget) =>
  'userId' in target ? chatKeys.direct(target.userId) : chatKeys.group(target.groupId);

/**
 * Sends in the signed-in user's name. The message shows at once, not yet sent (a clock), and is replaced by the
 * server's when it answers; a failed send takes it back out (the composer keeps its text).
 */
export function useSendMessage(target: ChatTarget, me: number | undefined) {
  const client = useQueryClient();
  const key = keyOf(target);
  return useMutation({
    mutationFn: (message: string) =>
      'userId' in target
        ? api<ChatSendResponse>(`/apps/chat/chats/${target.userId}`, { method: 'POST', body: { message } })
        : api<ChatSendResponse>(`/apps/chat/groups/${target.groupId}/messages`, { method: 'POST', body: { message } }),
    onMutate: async (message: string) => {
      await client.cancelQueries({ queryKey: key });
      const chatId = client.getQueryData<Conversation>(key)?.chat?.id;
      if (chatId === undefined || me === undefined) return { pending: undefined };
      const pending: ChatMessage = {
        id: -Date.now(),
        chatId,
        message,
        time: new Date().toISOString(),
        senderId: me,
        feedback: { isSent: false, isDelivered: false, isSeen: false },
        attachments: [],
      };
      client.setQueryData<Conversation>(key, (current) => withMessage(current, pending));
      return { pending: pending.id };
    },
    onSuccess: ({ msg, chat }, _message, context) => {
      client.setQueryData<Conversation>(key, (current) => {
        if (!current) return current;
        if (!current.chat) return { ...current, chat: chat ?? null };
        return withMessage(withoutMessage(current, context?.pending), msg);
      });
    },
    onError: (_error, _message, context) =>
      client.setQueryData<Conversation>(key, (current) => withoutMessage(current, context?.pending)),
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}

/** Tells the server the messages up to `upTo` were seen (the chat is open in front of the user). */
export const markSeen = (chatId: number, upTo: number) =>
  api<ChatReceiptResponse>(`/apps/chat/chats/${chatId}/seen`, { method: 'POST', body: { upTo } });

/** Adds a message to a cached conversation once (a live event and the send's answer may both bring it). */
export function withMessage<T extends Conversation>(current: T | undefined, msg: ChatMessage): T | undefined {
  if (!current?.chat || current.chat.id !== msg.chatId) return current;
  const messages = current.chat.messages;
  const known = messages.findIndex((other) => other.id === msg.id);
  const next = known >= 0 ? messages.map((other, index) => (index === known ? msg : other)) : [...messages, msg];
  return { ...current, chat: { ...current.chat, messages: next } };
}

function withoutMessage<T extends Conversation>(current: T | undefined, id: number | undefined): T | undefined {
  if (!current?.chat || id === undefined) return current;
  return { ...current, chat: { ...current.chat, messages: current.chat.messages.filter((other) => other.id !== id) } };
}
