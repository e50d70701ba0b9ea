import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOW_STOCK_QTY, PRODUCT_STATUSES, type Product, type ProductStats } from '@mizan/contracts';
import {
  IconAlertTriangle,
  IconBox,
  IconCircleCheck,
  IconCash,
  IconPackageOff,
  IconPlus,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListFooter, ListTable, ListToolbar, useListState, useRowSelection } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { ability } from '@/lib/session';
import { productList, type ProductListSearch } from './ecommerce.search';
import { useEcommerceFormat } from './ecommerce-format';
import { ButtonLink } from '@/components/router-links';
import { useProductErrorText } from './product-errors';
import { downloadProductsCsv } from './product-list-csv';
import { ProductRowActions, useProductColumns } from './product-list-table';
import {
  categoryOptionsQuery,
  productListQuery,
  productStatsQuery,
  useBulkDeleteProducts,
  useDeleteProduct,
} from './products.api';

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
        <ProductList search={search} onSearchChange={onSearchChange} />
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

type Deleting = { kind: 'one'; product: Product } | { kind: 'many'; ids: number[] };

function ProductList({ search, onSearchChange }: ProductListPageProps) {
  const { t } = useTranslation('ecommerce');
  const errorText = useProductErrorText();
  const list = useListState(productList, search, onSearchChange);
  const products = useQuery(productListQuery(list.query));
  const selection = useRowSelection(list.queryKey);
  const removeOne = useDeleteProduct();
  const removeMany = useBulkDeleteProducts();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const canCreate = ability.can('create', 'Product');
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');
  const columns = useProductColumns(canUpdate);

  const exportCsv = async () => {
    try {
      // Every row of the current filter and sort, not only this page.
      return await downloadProductsCsv(list.query);
    } catch (error) {
      throw new Error(errorText((error as Error).message));
    }
  };

  const failed = (error: Error) =>
    notifications.show({ color: 'error', message: t('common.deleteFailed', { message: errorText(error.message) }) });

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'one') {
      const { product } = deleting;
      removeOne.mutate(product.id, {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('products.deletedOne', { name: product.productName }) });
          selection.keep(selection.ids.filter((id) => id !== product.id));
          setDeleting(null);
        },
        onError: failed,
      });
    } else {
      removeMany.mutate(deleting.ids, {
        onSuccess: ({ deleted }) => {
          notifications.show({ color: 'success', message: t('products.deletedMany', { n: deleted }) });
          selection.clear();
          setDeleting(null);
        },
        onError: failed,
      });
    }
  };

  return (
    <>
      <ListToolbar
        state={list}
        searchLabel={t('products.search')}
        filters={<ProductFilters search={search} set={list.set} />}
        columns={columns}
        exportCsv={{ run: exportCsv }}
        actions={
          canCreate && (
            <ButtonLink to="/apps/ecommerce/product/add" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('products.add')}
            </ButtonLink>
          )
        }
      />
      <ListTable
        state={list}
        label={t('products.title')}
        columns={columns}
        rows={products.data?.products}
        query={products}
        errorText={t('products.loadError')}
        getRowId={(product) => product.id}
        rowLabel={(product) => product.productName}
        rowActions={
          canUpdate || canDelete
            ? (product) => (
                <ProductRowActions
                  product={product}
                  canUpdate={canUpdate}
                  onDelete={canDelete ? (one) => setDeleting({ kind: 'one', product: one }) : undefined}
                />
              )
            : undefined
        }
        selection={canDelete ? selection : undefined}
        bulkActions={
          <Button
            color="error"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting({ kind: 'many', ids: selection.ids as number[] })}
          >
            {t('products.deleteSelected', { n: selection.count })}
          </Button>
        }
      />
      <ListFooter state={list} total={products.data?.total} totalCapped={products.data?.totalCapped} />

      <ConfirmModal
        opened={deleting !== null}
        title={t(deleting?.kind === 'many' ? 'products.deleteManyTitle' : 'products.deleteOneTitle')}
        message={
          deleting?.kind === 'one'
            ? t('products.confirmOne', { name: deleting.product.productName })
            : t('products.confirmMany', { n: deleting?.kind === 'many' ? deleting.ids.length : 0 })
        }
        confirmLabel={t('common.delete')}
        loading={removeOne.isPending || removeMany.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function ProductFilters({
  search,
  set,
}: {
  search: ProductListSearch;
  set: (patch: Partial<ProductListSearch>) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const categories = useQuery(categoryOptionsQuery());
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        aria-label={t('products.filterStatus')}
        placeholder={t('products.filterStatus')}
        data={PRODUCT_STATUSES.map((value) => ({ value, label: t(`productStatus.${value}`) }))}
        value={search.status ?? null}
        onChange={(value) => set({ status: (value as ProductListSearch['status']) ?? undefined })}
        clearable
      />
      <Select
        aria-label={t('products.filterCategory')}
        placeholder={t('products.filterCategory')}
        data={[
          ...new Set([
            ...(categories.data?.categories ?? []).map((category) => category.name),
            ...(search.category ? [search.category] : []),
          ]),
        ]}
        value={search.category ?? null}
        onChange={(value) => set({ category: value ?? undefined })}
        searchable
        clearable
      />
      <Select
        aria-label={t('products.filterStock')}
        placeholder={t('products.filterStock')}
        data={[
          { value: 'true', label: t('stock.true') },
          { value: 'false', label: t('stock.false') },
        ]}
        value={search.stock === undefined ? null : String(search.stock)}
        onChange={(value) => set({ stock: value === null ? undefined : value === 'true' })}
        clearable
      />
    </SimpleGrid>
  );
}
