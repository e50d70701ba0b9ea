import { Group, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatSearchQuery, type ChatTarget } from './chat.api';
import { useChatTime } from './chat-format';
import { Section } from './chat-sidebar-section';
import classes from './chat.module.css';

/** The messages holding the search, each opening its chat. */
export function MessageResults({ q, onOpen }: { q: string; onOpen: (target: ChatTarget) => void }) {
  const { t } = useTranslation('chat');
  const time = useChatTime();
  const found = useQuery(chatSearchQuery(q));
  const results = found.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <Section title={t('messages')}>
      {results.map((result) => (
        <li key={result.msg.id}>
          <UnstyledButton
            className={classes.row}
            onClick={() => onOpen(result.userId !== null ? { userId: result.userId } : { groupId: result.chatId })}
          >
            <div className={classes.grow}>
              <Group justify="space-between" gap={6} wrap="nowrap">
                <Text size="sm" fw={500} truncate="end">
                  <bdi>{result.title}</bdi>
                </Text>
                <Text size="xs" c="dimmed" className={classes.noShrink}>
                  {time.short(result.msg.time)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2} dir="auto">
                {result.msg.message}
              </Text>
            </div>
          </UnstyledButton>
        </li>
      ))}
    </Section>
  );
}
