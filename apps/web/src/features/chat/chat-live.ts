import type { ChatListResponse, ChatMessage, ChatOpenResponse } from '@mizan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api';
import { useLiveEvent } from '@/lib/live';
import { useSessionUser } from '@/lib/session';
import { chatKeys, markSeen, withMessage, type Conversation } from './chat.api';

interface MessageEvent {
  chatId: number;
  msg: ChatMessage;
}
interface ReceiptEvent {
  chatId: number;
  userId: number;
  upTo: number;
}
interface PresenceEvent {
  userId: number;
  status: ChatListResponse['contacts'][number]['status'];
}

/** How long "typing…" shows after the last typing signal. */
const TYPING_SHOWS_MS = 4_000;

/**
 * The chat's live events while the page is open: a new message joins its chat (and is acknowledged as delivered, and
 * as seen when that chat is the one open), receipts turn one's ticks, presence moves the status dots, and who is
 * typing in the open chat. Answers the open chat's typing member, if any.
 */
export function useChatLive(openChatId: number | undefined) {
  const client = useQueryClient();
  const me = useSessionUser()?.id;
  const [typing, setTyping] = useState<{ chatId: number; userId: number; until: number } | null>(null);

  const patchChats = (patch: (current: Conversation) => Conversation) =>
    client.setQueriesData<Conversation>({ queryKey: chatKeys.conversations() }, (current) =>
      current ? patch(current) : current,
    );

  useLiveEvent('chat.message', (event) => {
    const { chatId, msg } = event.payload as MessageEvent;
    patchChats((current) => withMessage(current, msg) ?? current);
    void client.invalidateQueries({ queryKey: chatKeys.lists() });
    if (msg.senderId === me) return;
    if (typing?.chatId === chatId) setTyping(null);
    const seen = chatId === openChatId && document.visibilityState === 'visible';
    void (
      seen
        ? markSeen(chatId, msg.id)
        : api(`/apps/chat/chats/${chatId}/delivered`, { method: 'POST', body: { upTo: msg.id } })
    ).catch(() => undefined);
  });

  const receipt = (seen: boolean) => (event: { payload: unknown }) => {
    const { chatId, upTo } = event.payload as ReceiptEvent;
    patchChats((current) => {
      if (current.chat?.id !== chatId) return current;
      const messages = current.chat.messages.map((message) =>
        message.senderId === me && message.id > 0 && message.id <= upTo
          ? {
              ...message,
              feedback: { ...message.feedback, isDelivered: true, isSeen: seen || message.feedback.isSeen },
            }
          : message,
      );
      return { ...current, chat: { ...current.chat, messages } };
    });
  };
  useLiveEvent('chat.delivered', receipt(false));
  useLiveEvent('chat.seen', receipt(true));

  useLiveEvent('presence.changed', (event) => {
    const { userId, status } = event.payload as PresenceEvent;
    const moved = <T extends { id: number; status: PresenceEvent['status'] }>(contact: T) =>
      contact.id === userId ? { ...contact, status } : contact;
    client.setQueriesData<ChatListResponse>({ queryKey: chatKeys.lists() }, (current) =>
      current
        ? { ...current, chatsContacts: current.chatsContacts.map(moved), contacts: current.contacts.map(moved) }
        : current,
    );
    patchChats((current) =>
      'contact' in current ? { ...current, contact: moved((current as ChatOpenResponse).contact) } : current,
    );
  });

  // A group one was put in (by a colleague, or oneself in another tab): the lists show it.
  useLiveEvent('chat.created', () => void client.invalidateQueries({ queryKey: chatKeys.lists() }));

  useLiveEvent('chat.typing', (event) => {
    const { chatId, userId } = event.payload as ReceiptEvent;
    if (userId === me) return;
    const until = Date.now() + TYPING_SHOWS_MS;
    setTyping({ chatId, userId, until });
    setTimeout(
      () => setTyping((current) => (current && current.until <= Date.now() ? null : current)),
      TYPING_SHOWS_MS,
    );
  });

  return typing && typing.chatId === openChatId ? typing.userId : null;
}
