import { Alert, Button, Paper, Skeleton, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { INVOICE_ACTIONS, type InvoiceDetail } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/components/user-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { invoiceActivityQuery } from './invoice-preview.api';
import { useInvoiceMoney } from './invoice-shared';

const KNOWN = new Set<string>(INVOICE_ACTIONS);

/** The payments recorded on the invoice: when, how, how much. */
export function InvoicePayments({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const time = useOfficeTime();
  const money = useInvoiceMoney(invoice.currency);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoice-payments-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="invoice-payments-title">
          {t('side.payments')}
        </Title>
        {invoice.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('side.noPayments')}
          </Text>
        ) : (
          <Table verticalSpacing={6} aria-labelledby="invoice-payments-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payment.date')}</Table.Th>
                <Table.Th>{t('payment.method')}</Table.Th>
                <Table.Th ta="end">{t('payment.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{time.date(payment.date)}</Table.Td>
                  <Table.Td>{t(`paymentMethod.${payment.method}`, { defaultValue: payment.method })}</Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {money(payment.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** Who did what to the invoice and when, in the office's time, newest first as the server gives it. */
export function InvoiceActivityTimeline({ id }: { id: number }) {
  const { t } = useTranslation('invoices');
  const time = useOfficeTime();
  const activity = useQuery(invoiceActivityQuery(id));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoice-activity-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="invoice-activity-title">
          {t('side.activity')}
        </Title>
        {activity.isError ? (
          <Alert color="error" variant="light" title={t('side.activityError')}>
            <Button size="compact-sm" variant="light" color="error" onClick={() => void activity.refetch()}>
              {t('actionsBar.reload')}
            </Button>
          </Alert>
        ) : !activity.data ? (
          <Stack gap="xs" aria-busy>
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        ) : activity.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('side.noActivity')}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {activity.data.map((entry) => (
              <Timeline.Item
                key={entry.id}
                title={KNOWN.has(entry.action) ? t(`activity.${entry.action}`) : entry.action}
              >
                <Text size="xs" c="dimmed">
                  {entry.by ? (
                    <UserText span inherit>
                      {entry.by.fullName}
                    </UserText>
                  ) : (
                    t('side.system')
                  )}
                  {' · '}
                  {time.dateTime(entry.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
