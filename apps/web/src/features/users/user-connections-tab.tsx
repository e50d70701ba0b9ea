import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { UserDetail } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '@/components/role-badge';
import { SectionCard } from '@/components/section-card';
import { userConnectionsQuery } from './users.api';
import { Empty, QueryState, useFormat } from './user-view-shared';

export function ConnectionsTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const list = useQuery(userConnectionsQuery(user.id));
  return (
    <SectionCard level={3} title={t('connections.title')}>
      {list.data ? (
        list.data.connections.length === 0 ? (
          <Empty />
        ) : (
          <Stack gap="sm">
            {list.data.connections.map((person) => (
              <Group key={person.id} wrap="nowrap" gap="sm">
                <Avatar src={person.avatar ?? undefined} name={person.fullName} color="initials" radius="xl" alt="" />
                <Stack gap={0} style={{ flex: 1 }} miw={0}>
                  <Text size="sm" fw={500} truncate>
                    {person.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate dir="ltr">
                    {person.email}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <RoleBadge role={person.role} size="sm" />
                  <Text size="xs" c="dimmed">
                    {t('connections.since', { date: format.date(person.connectedAt) })}
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
