import { NOTIFICATION_CHANNELS, type NotificationPreference } from '@mizan/contracts';
import { Button, Checkbox, Group, ScrollArea, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { notificationPreferencesQuery, useSaveNotificationPreferences } from './account-settings.api';
import { SectionError, SectionSkeleton, useFailureToast } from './account-settings-shared';

export function NotificationTab() {
  const preferences = useQuery(notificationPreferencesQuery());
  if (preferences.isPending) return <SectionSkeleton rows={5} />;
  if (preferences.isError) return <SectionError onRetry={() => void preferences.refetch()} />;
  return <PreferencesCard key={preferences.dataUpdatedAt} initial={preferences.data.preferences} />;
}

function PreferencesCard({ initial }: { initial: NotificationPreference[] }) {
  const { t } = useTranslation('account-settings');
  const failed = useFailureToast();
  const save = useSaveNotificationPreferences();
  const [values, setValues] = useState(initial);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const toggle = (kind: string, channel: (typeof NOTIFICATION_CHANNELS)[number], checked: boolean) =>
    setValues((list) => list.map((row) => (row.kind === kind ? { ...row, [channel]: checked } : row)));

  return (
    <SectionCard level={2} title={t('notification.title')} description={t('notification.subtitle')}>
      <ScrollArea type="auto">
        <Table miw={480} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notification.type')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {t(`notification.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Td>{t(`notification.kinds.${row.kind}`)}</Table.Td>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        checked={row[channel]}
                        onChange={(event) => toggle(row.kind, channel, event.currentTarget.checked)}
                        aria-label={`${t(`notification.kinds.${row.kind}`)} — ${t(`notification.channels.${channel}`)}`}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group gap="sm">
        <Button
          loading={save.isPending}
          disabled={!dirty}
          onClick={() =>
            save.mutate(values, {
              onSuccess: () => notifications.show({ color: 'green', message: t('notification.saved') }),
              onError: (error) => failed(error),
            })
          }
        >
          {t('common:actions.save')}
        </Button>
        <Button variant="default" disabled={!dirty} onClick={() => setValues(initial)}>
          {t('account.discard')}
        </Button>
      </Group>
    </SectionCard>
  );
}
