import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { SectionCard } from '@/components/section-card';
import { accountConnectionsQuery, useDisconnect } from './account-settings.api';
import { SectionError, SectionSkeleton, useDateTime, useFailureToast } from './account-settings-shared';

/** The people the user is connected to inside the office; no third-party accounts are linked. */
export function ConnectionTab() {
  const { t } = useTranslation('account-settings');
  const dateTime = useDateTime();
  const failed = useFailureToast();
  const list = useQuery(accountConnectionsQuery());
  const disconnect = useDisconnect();
  const [target, setTarget] = useState<{ id: number; fullName: string } | null>(null);
  if (list.isPending) return <SectionSkeleton rows={5} />;
  if (list.isError) return <SectionError onRetry={() => void list.refetch()} />;
  const people = list.data.connections;

  return (
    <SectionCard level={2} title={t('connection.title')} description={t('connection.subtitle')}>
      {people.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <IconUsers size={40} stroke={1.5} aria-hidden />
          <Text c="dimmed">{t('connection.empty')}</Text>
        </Stack>
      ) : (
        people.map((person) => (
          <Group key={person.id} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar src={person.avatar} name={person.fullName} color="initials" radius="xl" />
              <div style={{ minWidth: 0 }}>
                <Text fw={500} size="sm" truncate>
                  {person.fullName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[person.designation, t('connection.since', { date: dateTime(person.connectedAt, false) })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
            </Group>
            <Button size="xs" variant="default" color="red" onClick={() => setTarget(person)}>
              {t('connection.disconnect')}
            </Button>
          </Group>
        ))
      )}
      <ConfirmModal
        opened={target !== null}
        title={t('connection.disconnectTitle')}
        message={t('connection.disconnectText', { name: target?.fullName ?? '' })}
        confirmLabel={t('connection.disconnect')}
        loading={disconnect.isPending}
        onClose={() => setTarget(null)}
        onConfirm={() =>
          target &&
          disconnect.mutate(target.id, {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('connection.disconnected', { name: target.fullName }) }),
            onError: (error) => failed(error),
            onSettled: () => setTarget(null),
          })
        }
      />
    </SectionCard>
  );
}
