import { ActionIcon, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ChatGroup, ChatMessage, ChatOpenResponse } from '@mizan/contracts';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { RecordNotFound } from '@/components/record-not-found';
import { RoleBadge } from '@/components/role-badge';
import { ApiError } from '@/lib/api';
import { useSessionUser } from '@/lib/session';
import { chatDirectQuery, chatGroupQuery, chatKeys, fetchOlder, type ChatTarget } from './chat.api';
import { ChatAvatar, GroupAvatar } from './chat-avatar';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import classes from './chat.module.css';

export interface ChatConversationProps {
  target: ChatTarget;
  /** The group chat open (its title and members), when the target is a group. */
  group?: ChatGroup;
  /** The office's people by id: who wrote each message of a group. */
  names: ReadonlyMap<number, string>;
  /** They are typing (a live signal). */
  typing?: boolean;
  /** On a narrow window: back to the list. */
  onBack?: () => void;
}

/**
 * A conversation: the direct chat with a user (who they are) or a group chat (its title and members), the messages by
 * day with their receipts, older pages on demand, and the composer.
 */
export function ChatConversation({ target, group, names, typing = false, onBack }: ChatConversationProps) {
  const { t, i18n } = useTranslation('chat');
  const client = useQueryClient();
  const me = useSessionUser()?.id;
  const direct = 'userId' in target;
  const directQuery = useQuery({ ...chatDirectQuery(direct ? target.userId : 0), enabled: direct });
  const groupQuery = useQuery({ ...chatGroupQuery(direct ? 0 : target.groupId), enabled: !direct });
  const query = direct ? directQuery : groupQuery;
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
  const contact = 'contact' in query.data ? (query.data as ChatOpenResponse).contact : undefined;
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const title = contact?.fullName ?? group?.title ?? '';

  return (
    <section className={classes.conversation} aria-label={t('chatWith', { name: title })}>
      <Group className={classes.conversationHead} gap="sm" wrap="nowrap">
        {onBack && (
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('back')}>
            <Back size={18} />
          </ActionIcon>
        )}
        {contact ? (
          <ChatAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />
        ) : (
          <GroupAvatar />
        )}
        <div className={classes.grow}>
          <Text fw={600} truncate="end">
            <bdi>{title}</bdi>
          </Text>
          <Text size="xs" c={typing ? 'primary' : 'dimmed'} aria-live="polite">
            {typing
              ? t('typing')
              : contact
                ? t(`status.${contact.status}`)
                : t('members', { count: (group?.memberIds.length ?? 0) + 1 })}
          </Text>
        </div>
        {contact && <RoleBadge role={contact.role} visibleFrom="sm" />}
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
              {contact ? t('noMessages', { name: contact.fullName }) : t('noGroupMessages')}
            </Text>
          </Stack>
        ) : (
          <ChatMessages messages={messages} me={me} names={group ? names : undefined} />
        )}
      </div>
      <ChatComposer target={target} chatId={chat?.id} />
    </section>
  );
}
