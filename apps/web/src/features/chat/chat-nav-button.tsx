import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import type { ChatUnseenResponse } from '@mizan/contracts';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { useLiveEvent } from '@/lib/live';
import { ability, useSessionUser } from '@/lib/session';
import { chatKeys } from './chat.api';

/** Past this many, the badge says "99+". */
const MAX_SHOWN = 99;

/**
 * The navbar's way to the chat, with the messages one has yet to see; the count follows live (a message arrives, a
 * chat is read here or in another tab). Not shown to those who may not chat.
 */
export function ChatNavButton() {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  const allowed = user !== null && ability.can('read', 'Chat');
  const query = useQuery({
    queryKey: chatKeys.unseen(),
    queryFn: ({ signal }) => api<ChatUnseenResponse>('/apps/chat/unseen', { signal }),
    enabled: allowed,
  });
  const refetch = () => void query.refetch();
  useLiveEvent('chat.message', refetch);
  useLiveEvent('chat.seen', refetch);
  if (!allowed) return null;

  const unseen = query.data?.unseen ?? 0;
  const name =
    unseen > MAX_SHOWN
      ? t('chat.labelOver', { max: MAX_SHOWN })
      : unseen > 0
        ? t('chat.labelUnread', { count: unseen })
        : t('chat.label');
  return (
    <Tooltip label={t('chat.label')}>
      <ActionIcon
        component={Link}
        to="/apps/chat"
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={name}
      >
        <Indicator
          disabled={unseen === 0}
          label={unseen > MAX_SHOWN ? `${MAX_SHOWN}+` : unseen}
          size={16}
          color="error"
          offset={2}
          aria-hidden
        >
          <IconMessages size={22} aria-hidden />
        </Indicator>
      </ActionIcon>
    </Tooltip>
  );
}
