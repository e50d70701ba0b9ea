import { Avatar, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { EcommerceDashboard } from '@mizan/contracts';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { PlainList } from '@/components/plain-list';
import { DashboardCard } from './dashboard-charts';
import { CountryLabel, useCountryName } from './ecommerce-country';
import { OrderStatusBadge, PaymentBadge } from './ecommerce-badges';
import { AnchorLink } from '@/components/router-links';
import { useEcommerceFormat } from './ecommerce-format';
import { ThumbnailTitle } from './thumbnail-title';

function NoData() {
  const { t } = useTranslation('ecommerce');
  return (
    <Text size="sm" c="dimmed" ta="center" py="lg">
      {t('common.noData')}
    </Text>
  );
}

export function TopProducts({ data }: { data: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(data.currency);
  return (
    <DashboardCard title={t('dashboard.topProducts.title')}>
      {data.topProducts.length === 0 ? (
        <NoData />
      ) : (
        <PlainList label={t('dashboard.topProducts.title')}>
          {data.topProducts.map((product) => (
            <Group key={product.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <ThumbnailTitle
                thumbnail={
                  <Avatar src={product.image} alt="" radius="sm" size={40} color="gray">
                    <IconPackage size={20} aria-hidden />
                  </Avatar>
                }
                title={product.name}
                subtitle={product.brand}
                fw={600}
              />
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={600}>
                  {format.money(product.revenue)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dashboard.topProducts.units', { count: product.units, value: format.number(product.units) })}
                </Text>
              </Stack>
            </Group>
          ))}
        </PlainList>
      )}
    </DashboardCard>
  );
}

export function SalesByCountry({ data }: { data: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(data.currency);
  const countryName = useCountryName();
  const top = Math.max(0, ...data.salesByCountry.map((row) => row.revenue));
  return (
    <DashboardCard title={t('dashboard.byCountry.title')}>
      {data.salesByCountry.length === 0 ? (
        <NoData />
      ) : (
        <PlainList label={t('dashboard.byCountry.title')}>
          {data.salesByCountry.map((row) => (
            <Stack key={row.countryCode || row.country} gap={4} component="li">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <CountryLabel code={row.countryCode} name={row.country} size="sm" fw={500} truncate />
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {format.money(row.revenue)}
                </Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Progress
                  value={top > 0 ? (row.revenue / top) * 100 : 0}
                  size="sm"
                  flex={1}
                  aria-label={countryName(row.countryCode, row.country)}
                />
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('dashboard.byCountry.orders', { count: row.orders, value: format.number(row.orders) })}
                </Text>
              </Group>
            </Stack>
          ))}
        </PlainList>
      )}
    </DashboardCard>
  );
}

export function RecentOrders({ data }: { data: EcommerceDashboard }) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(data.currency);
  return (
    <DashboardCard
      title={t('dashboard.recentOrders.title')}
      action={
        <AnchorLink to="/apps/ecommerce/order/list" size="sm">
          {t('dashboard.recentOrders.viewAll')}
        </AnchorLink>
      }
    >
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('dashboard.recentOrders.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.recentOrders.order')}</Table.Th>
              <Table.Th>{t('dashboard.recentOrders.customer')}</Table.Th>
              <Table.Th>{t('dashboard.recentOrders.date')}</Table.Th>
              <Table.Th>{t('dashboard.recentOrders.payment')}</Table.Th>
              <Table.Th>{t('dashboard.recentOrders.status')}</Table.Th>
              <Table.Th ta="end">{t('dashboard.recentOrders.spent')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.recentOrders.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6} ta="center" c="dimmed" py="xl">
                  {t('common.noData')}
                </Table.Td>
              </Table.Tr>
            ) : (
              data.recentOrders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <AnchorLink
                      to="/apps/ecommerce/order/details/$id"
                      params={{ id: String(order.order) }}
                      size="sm"
                      fw={600}
                    >
                      <Ltr>#{order.order}</Ltr>
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar
                        src={order.avatar || null}
                        alt=""
                        size={30}
                        radius="xl"
                        name={order.customer}
                        color="initials"
                      />
                      <Stack gap={0} miw={0}>
                        <Text size="sm" truncate>
                          {order.customer}
                        </Text>
                        <Text size="xs" c="dimmed" dir="ltr" truncate>
                          {order.email}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {format.date(order.date)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <PaymentBadge value={order.payment} />
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge value={order.status} />
                  </Table.Td>
                  <Table.Td ta="end">
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {format.money(order.spent)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DashboardCard>
  );
}
