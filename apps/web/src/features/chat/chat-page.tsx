import { em, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import frame from '@/components/app-frame.module.css';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { chatDirectQuery, chatListQuery, type ChatTarget } from './chat.api';
import { useChatLive } from './chat-live';
import { ChatConversation } from './chat-conversation';
import { ChatSidebar } from './chat-sidebar';
import classes from './chat.module.css';

/** `/apps/chat?with=|group=&q=`: whose chat (a user's id) or which group chat is open, and the search, in the URL. */
export interface ChatSearch {
  with?: number;
  group?: number;
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
  const target: ChatTarget | undefined =
    search.with !== undefined
      ? { userId: search.with }
      : search.group !== undefined
        ? { groupId: search.group }
        : undefined;
  const direct = useQuery({ ...chatDirectQuery(search.with ?? 0), enabled: search.with !== undefined });
  const typing = useChatLive(search.group ?? direct.data?.chat?.id ?? undefined);
  const showList = !narrow || target === undefined;
  const showChat = !narrow || target !== undefined;
  const names = useMemo(() => {
    const found = new Map<number, string>();
    for (const person of [...(list.data?.chatsContacts ?? []), ...(list.data?.contacts ?? [])]) {
      found.set(person.id, person.fullName);
    }
    return found;
  }, [list.data]);
  const group = list.data?.groups.find((candidate) => candidate.id === search.group);
  const close = narrow ? () => onSearchChange({ q: search.q }) : undefined;

  return (
    <div className={frame.page}>
      <PageHeader section="appsPages" area="chat" title={t('title')} />
      {list.isError && !list.data ? (
        <LoadErrorAlert title={t('loadError')} onRetry={() => void list.refetch()} />
      ) : (
        <div className={frame.frame} data-narrow={narrow || undefined}>
          {showList && (
            <ChatSidebar
              list={list.data}
              loading={list.isPending}
              q={search.q ?? ''}
              open={target}
              onSearch={(q) => onSearchChange({ ...search, q: q || undefined }, { replace: true })}
              onOpen={(next) =>
                onSearchChange({ q: search.q, ...('userId' in next ? { with: next.userId } : { group: next.groupId }) })
              }
            />
          )}
          {showChat &&
            (target !== undefined ? (
              <ChatConversation
                key={JSON.stringify(target)}
                target={target}
                group={group}
                names={names}
                typing={typing !== null}
                onBack={close}
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
