import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title, useDirection } from '@mantine/core';
import {
  ORDER_STATUSES,
  PAYMENT_CODES,
  PAYMENT_LABELS,
  type EcommerceDashboard,
  type OrderStatus,
  type PaymentCode,
} from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '@/components/chart-table';
import { ORDER_STATUS_COLOR, PAYMENT_COLOR } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';

/** A dashboard card with its title (the charts' accessible name). */
export function DashboardCard({
  title,
  subtitle,
  children,
  action,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <Stack gap={0}>
          <Title order={2} size="h5">
            {title}
          </Title>
          {subtitle && (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** Recharts draws left to right; in Arabic the time axis runs from the right and the amounts sit on the right. */
function useAxes() {
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  return {
    xAxisProps: { reversed: rtl },
    // Arabic's compact amounts ("22.5 ألف US$") are longer than English ones ("US$22.5K").
    yAxisProps: rtl
      ? {
          orientation: 'right' as const,
          width: 88,
          tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' },
        }
      : {},
  };
}

function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

function useDayLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

export function RevenueChart({ data }: { data: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(data.currency);
  const monthLabel = useMonthLabel();
  const axes = useAxes();
  const rows = data.monthly.map((row) => ({ month: monthLabel(row.month), revenue: row.revenue, orders: row.orders }));
  const total = data.monthly.reduce((sum, row) => sum + row.revenue, 0);
  return (
    <DashboardCard
      title={t('dashboard.revenue12.title')}
      subtitle={t('dashboard.revenue12.total', { value: format.money(total) })}
    >
      <BarChart
        h={280}
        data={rows}
        dataKey="month"
        series={[{ name: 'revenue', label: t('dashboard.revenue'), color: 'primary.6' }]}
        valueFormatter={(value) => format.money(value)}
        {...axes}
        yAxisProps={{ width: 72, ...axes.yAxisProps, tickFormatter: (value: number) => format.compactMoney(value) }}
        tickLine="none"
        gridAxis="y"
        maxBarWidth={28}
        role="img"
        aria-label={t('dashboard.revenue12.title')}
      />
      <ChartTable
        caption={t('dashboard.revenue12.title')}
        head={[t('dashboard.month'), t('dashboard.revenue')]}
        rows={rows.map((row) => [row.month, format.money(row.revenue)])}
      />
    </DashboardCard>
  );
}

export function LastDaysChart({ data }: { data: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(data.currency);
  const dayLabel = useDayLabel();
  const axes = useAxes();
  const rows = data.daily.map((row) => ({ day: dayLabel(row.day), revenue: row.revenue, orders: row.orders }));
  const revenue = data.daily.reduce((sum, row) => sum + row.revenue, 0);
  const orders = data.daily.reduce((sum, row) => sum + row.orders, 0);
  return (
    <DashboardCard title={t('dashboard.last7.title')}>
      <Group gap="xl" mb="sm">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('dashboard.revenue')}
          </Text>
          <Text fw={700}>{format.money(revenue)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('dashboard.orders')}
          </Text>
          <Text fw={700}>{format.number(orders)}</Text>
        </Stack>
      </Group>
      <AreaChart
        h={160}
        data={rows}
        dataKey="day"
        series={[{ name: 'revenue', label: t('dashboard.revenue'), color: 'success.6' }]}
        valueFormatter={(value) => format.money(value)}
        curveType="monotone"
        withYAxis={false}
        gridAxis="none"
        tickLine="none"
        withDots={false}
        {...axes}
        role="img"
        aria-label={t('dashboard.last7.title')}
      />
      <ChartTable
        caption={t('dashboard.last7.title')}
        head={[t('dashboard.day'), t('dashboard.revenue')]}
        rows={rows.map((row) => [row.day, format.money(row.revenue)])}
      />
    </DashboardCard>
  );
}

/** Orders per status as a donut with its legend, and the split by payment as bars. */
export function OrdersBreakdown({ data }: { data: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(data.currency);
  const byStatus = new Map(data.ordersByStatus.map((row) => [row.status, row.orders]));
  const statuses = ORDER_STATUSES.map((status: OrderStatus) => ({
    name: t(`orderStatus.${status}`),
    value: byStatus.get(status) ?? 0,
    color: `${ORDER_STATUS_COLOR[status]}.6`,
  }));
  const statusTotal = statuses.reduce((sum, row) => sum + row.value, 0);
  const byPayment = new Map(data.ordersByPayment.map((row) => [row.payment, row.orders]));
  const paymentTotal = PAYMENT_CODES.reduce((sum, code) => sum + (byPayment.get(code) ?? 0), 0);

  return (
    <DashboardCard title={t('dashboard.byStatus.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack align="center" gap="xs">
          <DonutChart
            data={
              statusTotal > 0
                ? statuses
                : [{ name: t('common.noData'), value: 1, color: 'var(--mantine-color-default-border)' }]
            }
            withTooltip={statusTotal > 0}
            chartLabel={format.number(statusTotal)}
            size={150}
            thickness={22}
            valueFormatter={(value) => format.number(value)}
            role="img"
            aria-label={t('dashboard.byStatus.title')}
          />
          <ChartTable
            caption={t('dashboard.byStatus.title')}
            head={[t('dashboard.status'), t('dashboard.orders')]}
            rows={[
              ...statuses.map((row) => [row.name, format.number(row.value)] as const),
              [t('dashboard.total'), format.number(statusTotal)],
            ]}
          />
        </Stack>
        {/* The legend repeats the table's figures for the eye; screen readers get them once, from the table. */}
        <Stack gap={6} justify="center" aria-hidden>
          {statuses.map((row) => (
            <Group key={row.name} justify="space-between" gap="xs" wrap="nowrap">
              <Group gap={6} wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 10,
                    background: `var(--mantine-color-${row.color.replace('.', '-')})`,
                  }}
                />
                <Text size="sm">{row.name}</Text>
              </Group>
              <Text size="sm" fw={600}>
                {format.number(row.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
      <Title order={3} size="h6" mt="lg" mb="xs">
        {t('dashboard.byPayment.title')}
      </Title>
      <Stack gap="xs">
        {PAYMENT_CODES.map((code: PaymentCode) => {
          const count = byPayment.get(code) ?? 0;
          const share = paymentTotal > 0 ? (count / paymentTotal) * 100 : 0;
          const label = t(`payment.${PAYMENT_LABELS[code]}`);
          return (
            <Stack key={code} gap={2}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{label}</Text>
                <Text size="sm" c="dimmed">
                  {format.number(count)}
                </Text>
              </Group>
              <Progress value={share} color={PAYMENT_COLOR[code]} size="sm" aria-label={label} />
            </Stack>
          );
        })}
      </Stack>
    </DashboardCard>
  );
}
