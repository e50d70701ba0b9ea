import { ActionIcon, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ChatMessage, ChatOpenResponse } from '@mizan/contracts';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { RecordNotFound } from '@/components/record-not-found';
import { RoleBadge } from '@/components/role-badge';
import { ApiError } from '@/lib/api';
import { useSessionUser } from '@/lib/session';
import { chatDirectQuery, chatKeys, fetchOlder } from './chat.api';
import { ChatAvatar } from './chat-avatar';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import classes from './chat.module.css';

export interface ChatConversationProps {
  userId: number;
  /** They are typing (a live signal). */
  typing?: boolean;
  /** On a narrow window: back to the list. */
  onBack?: () => void;
}

/** The direct chat with a user: who they are, the messages by day with their receipts, and the composer. */
export function ChatConversation({ userId, typing = false, onBack }: ChatConversationProps) {
  const { t, i18n } = useTranslation('chat');
  const client = useQueryClient();
  const me = useSessionUser()?.id;
  const query = useQuery(chatDirectQuery(userId));
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState<boolean | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const chat = query.data?.chat ?? null;
  const messages = [...older, ...(chat?.messages ?? [])];
  const last = messages.at(-1)?.id;

  // Opened, and each new message: the newest in view (loading older ones keeps the reader where they were).
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [last]);

  // Opening the chat marked it seen on the server: the list's unseen count follows.
  useEffect(() => {
    if (query.isSuccess) void client.invalidateQueries({ queryKey: chatKeys.lists() });
  }, [client, query.isSuccess, query.dataUpdatedAt]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!chat || !first) return;
    const box = scroller.current;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    setLoadingOlder(true);
    try {
      const page = await fetchOlder(chat.id, first.id);
      setOlder((current) => [...page.messages, ...current]);
      setHasMore(page.hasMore);
      requestAnimationFrame(() => {
        if (box) box.scrollTop = box.scrollHeight - fromBottom;
      });
    } finally {
      setLoadingOlder(false);
    }
  };

  if (query.isPending) {
    return (
      <Center className={classes.conversation}>
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <div className={classes.conversation}>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <RecordNotFound title={t('notFound')} backTo="/apps/chat" backLabel={t('backToChats')} />
        ) : (
          <LoadErrorAlert m="md" title={t('loadError')} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const { contact } = query.data as ChatOpenResponse;
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <section className={classes.conversation} aria-label={t('chatWith', { name: contact.fullName })}>
      <Group className={classes.conversationHead} gap="sm" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('back')}>
            <Back size={18} />
          </ActionIcon>
        )}
        <ChatAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />
        <div className={classes.grow}>
          <Text fw={600} truncate="end">
            <bdi>{contact.fullName}</bdi>
          </Text>
          <Text size="xs" c={typing ? 'primary' : 'dimmed'} aria-live="polite">
            {typing ? t('typing') : t(`status.${contact.status}`)}
          </Text>
        </div>
        <RoleBadge role={contact.role} visibleFrom="sm" />
      </Group>
      <div className={classes.messages} ref={scroller}>
        {(hasMore ?? chat?.hasMore) && (
          <Center py="xs">
            <Button variant="subtle" size="compact-sm" loading={loadingOlder} onClick={() => void loadOlder()}>
              {t('older')}
            </Button>
          </Center>
        )}
        {messages.length === 0 ? (
          <Stack align="center" justify="center" h="100%">
            <Text size="sm" c="dimmed">
              {t('noMessages', { name: contact.fullName })}
            </Text>
          </Stack>
        ) : (
          <ChatMessages messages={messages} me={me} />
        )}
      </div>
      <ChatComposer userId={userId} chatId={chat?.id} />
    </section>
  );
}
