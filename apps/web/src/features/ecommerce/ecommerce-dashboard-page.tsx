import '@mantine/charts/styles.css';
import { Card, Grid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { LastDaysChart, OrdersBreakdown, RevenueChart } from './dashboard-charts';
import { DashboardKpis, DashboardKpisSkeleton } from './dashboard-kpis';
import { RecentOrders, SalesByCountry, TopProducts } from './dashboard-lists';
import { ecommerceDashboardQuery } from './dashboard.api';

function CardSkeleton({ height }: { height: number }) {
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Skeleton height={14} width="40%" mb="md" />
      <Skeleton height={height} />
    </Card>
  );
}

/**
 * The e-commerce dashboard (`/dashboards/ecommerce` and `/apps/ecommerce/dashboard`): figures, charts and lists
 * from one call; the grid stacks to one column on phones.
 */
export function EcommerceDashboardPage(_props: Record<string, never>) {
  const { t } = useTranslation('ecommerce');
  const dashboard = useQuery(ecommerceDashboardQuery());
  const data = dashboard.data;

  return (
    <Stack gap="lg">
      <PageHeader section="dashboards" area="dashboardsEcommerce" title={t('dashboard.title')} />
      {dashboard.isError && !data ? (
        <LoadErrorAlert title={t('dashboard.loadError')} onRetry={() => void dashboard.refetch()} />
      ) : !data ? (
        <Stack gap="md" aria-busy="true" aria-label={t('dashboard.loading')}>
          <DashboardKpisSkeleton />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <CardSkeleton height={280} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <CardSkeleton height={220} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CardSkeleton height={220} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CardSkeleton height={220} />
            </Grid.Col>
          </Grid>
        </Stack>
      ) : (
        <Stack gap="md">
          <DashboardKpis data={data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <RevenueChart data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <LastDaysChart data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
              <OrdersBreakdown data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
              <TopProducts data={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 12, lg: 4 }}>
              <SalesByCountry data={data} />
            </Grid.Col>
            <Grid.Col span={12}>
              <RecentOrders data={data} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </Stack>
  );
}
