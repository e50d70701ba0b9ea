import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { LOW_STOCK_QTY, type ProductStats } from '@mizan/contracts';
import { IconAlertTriangle, IconBox, IconCircleCheck, IconCash, IconPackageOff, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import type { ProductListSearch } from './ecommerce.search';
import { useEcommerceFormat } from './ecommerce-format';
import { ProductTable } from './product-list-table';
import { productStatsQuery } from './products.api';

export interface ProductListPageProps {
  search: ProductListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: ProductListSearch) => void;
}

/** `/apps/ecommerce/product/list`: stat widgets, filters, search, a server-paged sortable table, bulk delete, CSV. */
export function ProductListPage({ search, onSearchChange }: ProductListPageProps) {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap="lg">
      <PageHeader section="appsPages" area="ecommerceProducts" title={t('products.title')} />
      <ProductStatCards />
      <Card withBorder radius="md" padding={0}>
        <ProductTable search={search} onSearchChange={onSearchChange} />
      </Card>
    </Stack>
  );
}

function ProductStatCards() {
  const { t } = useTranslation('ecommerce');
  const stats = useQuery(productStatsQuery());
  const format = useEcommerceFormat(stats.data?.currency);
  const cards: { key: Exclude<keyof ProductStats, 'currency'>; icon: Icon; color: string; money?: boolean }[] = [
    { key: 'total', icon: IconBox, color: 'primary' },
    { key: 'published', icon: IconCircleCheck, color: 'success' },
    { key: 'outOfStock', icon: IconPackageOff, color: 'error' },
    { key: 'lowStock', icon: IconAlertTriangle, color: 'warning' },
    { key: 'inventoryValue', icon: IconCash, color: 'info', money: true },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {cards.map(({ key, icon: IconComponent, color, money }) => (
        <Card key={key} withBorder radius="md" padding="lg" data-testid={`stat-${key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} miw={0}>
              <Text size="sm" c="dimmed">
                {t(`products.stats.${key}`)}
              </Text>
              {stats.data ? (
                <Text fw={600} size="xl">
                  {money ? format.money(stats.data[key]) : format.number(stats.data[key])}
                </Text>
              ) : stats.isError ? (
                <Text c="dimmed">—</Text>
              ) : (
                <Skeleton height={24} width={60} />
              )}
              {key === 'lowStock' && (
                <Text size="xs" c="dimmed">
                  {t('products.stats.lowStockHint', { n: LOW_STOCK_QTY })}
                </Text>
              )}
            </Stack>
            <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
              <IconComponent size={24} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
