import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { UserDetail } from '@mizan/contracts';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { userNotificationsQuery } from './users.api';
import { Empty, QueryState, useFormat } from './user-view-shared';

/** What the user was told recently: only for the owner and those who may manage users (the server enforces it). */
export function NotificationsTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const list = useQuery(userNotificationsQuery(user.id));
  return (
    <SectionCard level={3} title={t('notifications.title')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications.hint')}
      </Text>
      {list.data ? (
        list.data.notifications.length === 0 ? (
          <Empty />
        ) : (
          <Stack gap="sm">
            {list.data.notifications.map((item) => (
              <Group key={item.id} wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon variant="light" radius="xl" color={item.color ?? 'primary'} aria-hidden>
                  <IconBell size={16} />
                </ThemeIcon>
                <Stack gap={0} style={{ flex: 1 }} miw={0}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500} truncate>
                      {item.title}
                    </Text>
                    {!item.readAt && (
                      <Badge size="xs" variant="light">
                        {t('notifications.unread')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {item.subtitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(item.createdAt)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )
      ) : (
        <QueryState error={list.error} loading onRetry={() => void list.refetch()} />
      )}
    </SectionCard>
  );
}
