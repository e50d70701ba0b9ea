import { em, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { chatDirectQuery, chatListQuery } from './chat.api';
import { useChatLive } from './chat-live';
import { ChatConversation } from './chat-conversation';
import { ChatSidebar } from './chat-sidebar';
import classes from './chat.module.css';

/** `/apps/chat?with=&q=`: whose chat is open and the sidebar's search live in the URL. */
export interface ChatSearch {
  with?: number;
  q?: string;
}

export interface ChatPageProps {
  search: ChatSearch;
  onSearchChange: (next: ChatSearch, options?: { replace?: boolean }) => void;
}

/** Below this width the chat list and the open chat are two screens. */
const NARROW = `(max-width: ${em(899)})`;

/** The chat (spec §2, fixed height): one's chats and the office's contacts beside the open conversation. */
export function ChatPage({ search, onSearchChange }: ChatPageProps) {
  const { t } = useTranslation('chat');
  const narrow = useMediaQuery(NARROW) ?? false;
  const list = useQuery(chatListQuery(search.q ?? ''));
  const open = search.with;
  const direct = useQuery({ ...chatDirectQuery(open ?? 0), enabled: open !== undefined });
  const typing = useChatLive(open !== undefined ? (direct.data?.chat?.id ?? undefined) : undefined);
  const showList = !narrow || open === undefined;
  const showChat = !narrow || open !== undefined;

  return (
    <div className={classes.page}>
      <PageHeader section="appsPages" area="chat" title={t('title')} />
      {list.isError && !list.data ? (
        <LoadErrorAlert title={t('loadError')} onRetry={() => void list.refetch()} />
      ) : (
        <div className={classes.chat} data-narrow={narrow || undefined}>
          {showList && (
            <ChatSidebar
              list={list.data}
              loading={list.isPending}
              q={search.q ?? ''}
              openUserId={open}
              onSearch={(q) => onSearchChange({ ...search, q: q || undefined }, { replace: true })}
              onOpen={(userId) => onSearchChange({ ...search, with: userId })}
            />
          )}
          {showChat &&
            (open !== undefined ? (
              <ChatConversation
                key={open}
                userId={open}
                typing={typing !== null}
                onBack={narrow ? () => onSearchChange({ ...search, with: undefined }) : undefined}
              />
            ) : (
              <Stack className={classes.placeholder} align="center" justify="center" gap="sm">
                <ThemeIcon size={64} radius="xl" variant="light">
                  <IconMessages size={34} />
                </ThemeIcon>
                <Paper px="md" py={6} radius="xl" withBorder>
                  <Text size="sm">{t('pickContact')}</Text>
                </Paper>
              </Stack>
            ))}
        </div>
      )}
    </div>
  );
}
