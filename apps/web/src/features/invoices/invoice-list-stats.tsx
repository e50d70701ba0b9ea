import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { InvoiceStats } from '@mizan/contracts';
import { IconCash, IconFileInvoice, IconReceipt2, IconUsers, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { formatCurrency } from '@/lib/currency';
import { invoiceStatsQuery } from './invoices.api';

type StatKey = Exclude<keyof InvoiceStats, 'currency'>;

const CARDS: { key: StatKey; icon: Icon; color: string; money?: boolean }[] = [
  { key: 'clients', icon: IconUsers, color: 'primary' },
  { key: 'invoices', icon: IconFileInvoice, color: 'info' },
  { key: 'paid', icon: IconCash, color: 'success', money: true },
  { key: 'unpaid', icon: IconReceipt2, color: 'warning', money: true },
];

/** Four cards above the invoice list: distinct clients, invoices, received, still owed (the store's currency). */
export function InvoiceStatCards() {
  const { t, i18n } = useTranslation('invoices');
  const stats = useQuery(invoiceStatsQuery());
  const text = (key: StatKey, data: InvoiceStats) =>
    typeof data[key] === 'string'
      ? formatCurrency(i18n.language, Number(data[key]), { currency: data.currency })
      : new Intl.NumberFormat(i18n.language).format(data[key]);
  return (
    <Stack gap="xs">
      {stats.isError && <LoadErrorAlert title={t('stats.loadError')} onRetry={() => void stats.refetch()} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {CARDS.map(({ key, icon: IconComponent, color }) => (
          <Card key={key} withBorder radius="md" padding="lg" data-testid={`stat-${key}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} miw={0}>
                <Text size="sm" c="dimmed">
                  {t(`stats.${key}`)}
                </Text>
                {stats.data ? (
                  <Text fw={600} size="xl" style={{ overflowWrap: 'anywhere' }}>
                    {text(key, stats.data)}
                  </Text>
                ) : stats.isError ? (
                  <Text c="dimmed">—</Text>
                ) : (
                  <Skeleton height={24} width={80} data-testid={`stat-${key}-loading`} />
                )}
                <Text size="xs" c="dimmed">
                  {t(`stats.${key}Hint`)}
                </Text>
              </Stack>
              <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
                <IconComponent size={24} />
              </ThemeIcon>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
