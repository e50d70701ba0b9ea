import { Badge, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ChatContact, ChatGroup, ChatListResponse, ChatSummary } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/search-input';
import { useRoleName } from '@/lib/acl-names';
import { chatSearchQuery, type ChatTarget } from './chat.api';
import { MessageResults } from './chat-search-results';
import { Section } from './chat-sidebar-section';
import { StatusMenu } from './chat-status-menu';
import { ChatAvatar, GroupAvatar } from './chat-avatar';
import { ChatNewGroupButton } from './chat-group-dialog';
import { useChatTime } from './chat-format';
import { messagePreview } from './chat-message-attachments';
import classes from './chat.module.css';

export interface ChatSidebarProps {
  list: ChatListResponse | undefined;
  loading: boolean;
  q: string;
  open: ChatTarget | undefined;
  onSearch: (q: string) => void;
  onOpen: (target: ChatTarget) => void;
}

/** One's profile and status, the search, one's chats (last message first) and the office's other contacts. */
export function ChatSidebar({ list, loading, q, open, onSearch, onOpen }: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const profile = list?.profileUser;
  const found = useQuery(chatSearchQuery(q));
  const empty =
    list &&
    list.chatsContacts.length === 0 &&
    list.contacts.length === 0 &&
    list.groups.length === 0 &&
    (found.data?.results.length ?? 0) === 0;
  const openUserId = open && 'userId' in open ? open.userId : undefined;
  const openGroupId = open && 'groupId' in open ? open.groupId : undefined;
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
              <StatusMenu status={profile.status} />
            </div>
          </Group>
        )}
        <Group gap="xs" wrap="nowrap">
          <SearchInput
            className={classes.grow}
            value={q || undefined}
            onSearch={(next) => onSearch(next ?? '')}
            label={t('search')}
          />
          <ChatNewGroupButton list={list} onCreated={(groupId) => onOpen({ groupId })} />
        </Group>
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
                    onOpen={() => onOpen({ userId: contact.id })}
                  />
                ))}
              </Section>
            )}
            <MessageResults q={q} onOpen={onOpen} />
            {list && list.groups.length > 0 && (
              <Section title={t('groups')}>
                {list.groups.map((group) => (
                  <GroupRow
                    key={group.id}
                    group={group}
                    active={group.id === openGroupId}
                    onOpen={() => onOpen({ groupId: group.id })}
                  />
                ))}
              </Section>
            )}
            {list && list.contacts.length > 0 && (
              <Section title={t('contacts')}>
                {list.contacts.map((contact) => (
                  <ContactRow
                    key={contact.id}
                    contact={contact}
                    active={contact.id === openUserId}
                    onOpen={() => onOpen({ userId: contact.id })}
                  />
                ))}
              </Section>
            )}
          </Stack>
        )}
      </ScrollArea>
    </div>
  );
}

interface RowProps {
  active: boolean;
  onOpen: () => void;
}

/** A contact: avatar with status, name, and the last message and its time (or their role) with the unseen count. */
function ContactRow({ contact, chat, active, onOpen }: RowProps & { contact: ChatContact; chat?: ChatSummary }) {
  const roleName = useRoleName();
  return (
    <Row
      avatar={<ChatAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />}
      title={contact.fullName}
      chat={chat}
      fallback={contact.about || roleName(contact.role)}
      active={active}
      onOpen={onOpen}
    />
  );
}

/** A group chat: its title, last message and unseen count. */
function GroupRow({ group, active, onOpen }: RowProps & { group: ChatGroup }) {
  const { t } = useTranslation('chat');
  return (
    <Row
      avatar={<GroupAvatar />}
      title={group.title}
      chat={group.chat}
      fallback={t('members', { count: group.memberIds.length + 1 })}
      active={active}
      onOpen={onOpen}
    />
  );
}

interface ChatRowProps extends RowProps {
  avatar: React.ReactNode;
  title: string;
  chat: ChatSummary | undefined;
  /** What shows under the title before a first message. */
  fallback: string;
}

function Row({ avatar, title, chat, fallback, active, onOpen }: ChatRowProps) {
  const { t } = useTranslation('chat');
  const time = useChatTime();
  const last = chat?.lastMessage;
  const unseen = chat?.unseenMsgs ?? 0;
  return (
    <li>
      <UnstyledButton
        className={classes.row}
        data-active={active || undefined}
        aria-current={active ? 'true' : undefined}
        onClick={onOpen}
      >
        {avatar}
        <div className={classes.grow}>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" fw={unseen > 0 ? 700 : 500} truncate="end">
              <bdi>{title}</bdi>
            </Text>
            {last && (
              <Text size="xs" c="dimmed" className={classes.noShrink}>
                {time.short(last.time)}
              </Text>
            )}
          </Group>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate="end" dir="auto">
              {last ? messagePreview(last) : fallback}
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
