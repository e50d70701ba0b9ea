import { Badge, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ChatContact, ChatListResponse, ChatSummary } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { useRoleName } from '@/lib/acl-names';
import { ChatAvatar } from './chat-avatar';
import { useChatTime } from './chat-format';
import classes from './chat.module.css';

export interface ChatSidebarProps {
  list: ChatListResponse | undefined;
  loading: boolean;
  q: string;
  openUserId: number | undefined;
  onSearch: (q: string) => void;
  onOpen: (userId: number) => void;
}

/** One's profile and status, the search, one's chats (last message first) and the office's other contacts. */
export function ChatSidebar({ list, loading, q, openUserId, onSearch, onOpen }: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const profile = list?.profileUser;
  const empty = list && list.chatsContacts.length === 0 && list.contacts.length === 0;
  return (
    <div className={classes.sidebar}>
      <div className={classes.sidebarHead}>
        {profile && (
          <Group gap="sm" wrap="nowrap" mb="sm">
            <ChatAvatar name={profile.fullName} avatar={profile.avatar} status={profile.status} />
            <div className={classes.grow}>
              <Text fw={600} size="sm" truncate="end">
                <bdi>{profile.fullName}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {t(`status.${profile.status}`)}
              </Text>
            </div>
          </Group>
        )}
        <SearchInput value={q || undefined} onSearch={(next) => onSearch(next ?? '')} label={t('search')} />
      </div>
      <ScrollArea className={classes.sidebarList} type="auto">
        {loading ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('loading')} />
          </Group>
        ) : empty ? (
          <Text size="sm" c="dimmed" ta="center" p="lg">
            {q ? t('noMatch', { q }) : t('noContacts')}
          </Text>
        ) : (
          <Stack gap={0} pb="sm">
            {list && list.chatsContacts.length > 0 && (
              <Section title={t('chats')}>
                {list.chatsContacts.map((contact) => (
                  <ContactRow
                    key={contact.id}
                    contact={contact}
                    chat={contact.chat}
                    active={contact.id === openUserId}
                    onOpen={onOpen}
                  />
                ))}
              </Section>
            )}
            {list && list.contacts.length > 0 && (
              <Section title={t('contacts')}>
                {list.contacts.map((contact) => (
                  <ContactRow key={contact.id} contact={contact} active={contact.id === openUserId} onOpen={onOpen} />
                ))}
              </Section>
            )}
          </Stack>
        )}
      </ScrollArea>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pt="md" pb={4}>
        {title}
      </Text>
      <ul className={classes.rows}>{children}</ul>
    </section>
  );
}

interface ContactRowProps {
  contact: ChatContact;
  chat?: ChatSummary;
  active: boolean;
  onOpen: (userId: number) => void;
}

/** A contact: avatar with status, name, and the last message and its time (or their role) with the unseen count. */
function ContactRow({ contact, chat, active, onOpen }: ContactRowProps) {
  const { t } = useTranslation('chat');
  const time = useChatTime();
  const roleName = useRoleName();
  const last = chat?.lastMessage;
  const unseen = chat?.unseenMsgs ?? 0;
  return (
    <li>
      <UnstyledButton
        className={classes.row}
        data-active={active || undefined}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(contact.id)}
      >
        <ChatAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />
        <div className={classes.grow}>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" fw={unseen > 0 ? 700 : 500} truncate="end">
              <bdi>{contact.fullName}</bdi>
            </Text>
            {last && (
              <Text size="xs" c="dimmed" className={classes.noShrink}>
                {time.short(last.time)}
              </Text>
            )}
          </Group>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate="end" dir="auto">
              {last ? last.message : contact.about || roleName(contact.role)}
            </Text>
            {unseen > 0 && (
              <Badge size="sm" circle aria-label={t('unseen', { count: unseen })}>
                {unseen > 99 ? '99+' : unseen}
              </Badge>
            )}
          </Group>
        </div>
      </UnstyledButton>
    </li>
  );
}
