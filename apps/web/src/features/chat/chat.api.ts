import type {
  ChatListResponse,
  ChatMessage,
  ChatMessagesResponse,
  ChatOpenResponse,
  ChatReceiptResponse,
  ChatSendResponse,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the chat area: a write or a live event refreshes `chatKeys.all` or one chat. */
export const chatKeys = {
  all: queryRoots.chat,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  direct: (userId: number) => [...chatKeys.all, 'direct', userId] as const,
  older: (chatId: number, before: number) => [...chatKeys.all, 'older', chatId, before] as const,
};

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

/** A page of older messages of a chat. */
export const fetchOlder = (chatId: number, before: number) =>
  api<ChatMessagesResponse>(`/apps/chat/chats/${chatId}/messages?before=${before}`);

/**
 * Sends in the signed-in user's name. The message shows at once, not yet sent (no tick), and is replaced by the
 * server's when it answers; a failed send takes it back out (the composer keeps its text).
 */
export function useSendMessage(userId: number, me: number | undefined) {
  const client = useQueryClient();
  const key = chatKeys.direct(userId);
  return useMutation({
    mutationFn: (message: string) =>
      api<ChatSendResponse>(`/apps/chat/chats/${userId}`, { method: 'POST', body: { message } }),
    onMutate: async (message: string) => {
      await client.cancelQueries({ queryKey: key });
      const chatId = client.getQueryData<ChatOpenResponse>(key)?.chat?.id;
      if (chatId === undefined || me === undefined) return { pending: undefined };
      const pending: ChatMessage = {
        id: -Date.now(),
        chatId,
        message,
        time: new Date().toISOString(),
        senderId: me,
        feedback: { isSent: false, isDelivered: false, isSeen: false },
      };
      client.setQueryData<ChatOpenResponse>(key, (current) => withMessage(current, pending));
      return { pending: pending.id };
    },
    onSuccess: ({ msg, chat }, _message, context) => {
      client.setQueryData<ChatOpenResponse>(key, (current) => {
        if (!current) return current;
        if (!current.chat) return { ...current, chat: chat ?? null };
        return withMessage(withoutMessage(current, context?.pending), msg);
      });
    },
    onError: (_error, _message, context) =>
      client.setQueryData<ChatOpenResponse>(key, (current) => withoutMessage(current, context?.pending)),
    onSettled: () => client.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}

/** Tells the server the messages up to `upTo` were seen (the chat is open in front of the user). */
export const markSeen = (chatId: number, upTo: number) =>
  api<ChatReceiptResponse>(`/apps/chat/chats/${chatId}/seen`, { method: 'POST', body: { upTo } });

/** Adds a message to a cached chat once (a live event and the send's answer may both bring it). */
export function withMessage(current: ChatOpenResponse | undefined, msg: ChatMessage) {
  if (!current?.chat || current.chat.id !== msg.chatId) return current;
  const messages = current.chat.messages;
  const known = messages.findIndex((other) => other.id === msg.id);
  const next = known >= 0 ? messages.map((other, index) => (index === known ? msg : other)) : [...messages, msg];
  return { ...current, chat: { ...current.chat, messages: next } };
}

function withoutMessage(current: ChatOpenResponse | undefined, id: number | undefined) {
  if (!current?.chat || id === undefined) return current;
  return { ...current, chat: { ...current.chat, messages: current.chat.messages.filter((other) => other.id !== id) } };
}
