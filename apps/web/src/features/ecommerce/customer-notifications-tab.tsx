import { Button, Card, Checkbox, Group, Table, Text, Title } from '@mantine/core';
import {
  CUSTOMER_NOTIFICATION_CHANNELS,
  CUSTOMER_NOTIFICATION_EVENTS,
  type CustomerNotifications,
} from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerEditing } from './customer-shared';

/** Every event × channel, unset ones off: the matrix is always sent whole. */
export function fullMatrix(current: Partial<CustomerNotifications> | undefined): CustomerNotifications {
  return Object.fromEntries(
    CUSTOMER_NOTIFICATION_EVENTS.map((event) => [
      event,
      Object.fromEntries(
        CUSTOMER_NOTIFICATION_CHANNELS.map((channel) => [channel, current?.[event]?.[channel] === true]),
      ),
    ]),
  ) as CustomerNotifications;
}

/** Notifications: which messages the customer gets on which channel. */
export function CustomerNotificationsTab() {
  const { detail } = useCustomerEditing();
  return <NotificationsForm key={detail.version} />;
}

function NotificationsForm() {
  const { t } = useTranslation('ecommerce');
  const { detail, save, saving, stale, canUpdate } = useCustomerEditing();
  const [matrix, setMatrix] = useState(() => fullMatrix(detail.notifications));
  const changed = JSON.stringify(matrix) !== JSON.stringify(fullMatrix(detail.notifications));
  return (
    <Card withBorder radius="md" padding={0}>
      <Group p="lg" pb="xs" justify="space-between">
        <div>
          <Title order={3} size="h5">
            {t('customerDetails.notifications.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('customerDetails.notifications.hint')}
          </Text>
        </div>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm" aria-label={t('customerDetails.notifications.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customerDetails.notifications.type')}</Table.Th>
              {CUSTOMER_NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {t(`customerDetails.notifications.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CUSTOMER_NOTIFICATION_EVENTS.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>
                  <Text size="sm">{t(`customerDetails.notifications.events.${event}`)}</Text>
                </Table.Td>
                {CUSTOMER_NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      disabled={!canUpdate}
                      aria-label={t('customerDetails.notifications.cell', {
                        event: t(`customerDetails.notifications.events.${event}`),
                        channel: t(`customerDetails.notifications.channels.${channel}`),
                      })}
                      checked={matrix[event][channel]}
                      onChange={(change) => {
                        const checked = change.currentTarget.checked;
                        setMatrix((current) => ({ ...current, [event]: { ...current[event], [channel]: checked } }));
                      }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canUpdate && (
        <Group justify="flex-end" p="lg" gap="sm">
          <Button variant="default" disabled={!changed} onClick={() => setMatrix(fullMatrix(detail.notifications))}>
            {t('customerDetails.discard')}
          </Button>
          <Button loading={saving} disabled={stale} onClick={() => save({ notifications: matrix })}>
            {t('common.save')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
