import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { EcommerceDashboard } from '@mizan/contracts';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconCash,
  IconReceipt,
  IconShoppingBag,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEcommerceFormat } from './ecommerce-format';

/** This month against the last in percent, rounded to one decimal; null when last month had nothing to compare. */
export function growthPercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

function GrowthBadge({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('ecommerce');
  if (value === null) return null;
  const up = value >= 0;
  const text = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100);
  return (
    <Badge
      variant="light"
      color={up ? 'success' : 'error'}
      leftSection={up ? <IconArrowUpRight size={12} aria-hidden /> : <IconArrowDownRight size={12} aria-hidden />}
      title={t('dashboard.kpi.vsLastMonth')}
    >
      {text}
    </Badge>
  );
}

function KpiCard({
  label,
  value,
  hint,
  growth,
  icon,
  color,
}: {
  label: string;
  value: string;
  hint: string;
  growth?: number | null;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.2}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon variant="light" color={color} size={42} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      <Group gap="xs" mt="sm" wrap="wrap">
        {growth !== undefined && <GrowthBadge value={growth} />}
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Group>
    </Card>
  );
}

/** Revenue, orders, customers and average order value, with this month's growth where the API gives both months. */
export function DashboardKpis({ data }: { data: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(data.currency);
  const { totals, thisMonth, lastMonth } = data;
  /** A figure the API gives for both months: the total, this month's part, and its growth on the last. */
  const monthly = (key: 'revenue' | 'orders', show: (value: number) => string) => ({
    label: t(`dashboard.kpi.${key}`),
    value: show(totals[key]),
    growth: growthPercent(thisMonth[key], lastMonth[key]),
    hint: t('dashboard.kpi.thisMonth', { value: show(thisMonth[key]) }),
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <KpiCard {...monthly('revenue', format.money)} icon={<IconCash size={24} aria-hidden />} color="success" />
      <KpiCard {...monthly('orders', format.number)} icon={<IconShoppingBag size={24} aria-hidden />} color="primary" />
      <KpiCard
        label={t('dashboard.kpi.customers')}
        value={format.number(totals.customers)}
        hint={t('dashboard.kpi.products', { count: totals.products, value: format.number(totals.products) })}
        icon={<IconUsers size={24} aria-hidden />}
        color="info"
      />
      <KpiCard
        label={t('dashboard.kpi.averageOrderValue')}
        value={format.money(totals.averageOrderValue)}
        hint={t('dashboard.kpi.paidOrders', { count: totals.paidOrders, value: format.number(totals.paidOrders) })}
        icon={<IconReceipt size={24} aria-hidden />}
        color="warning"
      />
    </SimpleGrid>
  );
}

export function DashboardKpisSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="md">
          <Skeleton height={12} width="50%" />
          <Skeleton height={26} width="70%" mt="sm" />
          <Skeleton height={10} width="40%" mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
