import {
  Avatar,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PRODUCT_STATUSES, type Product } from '@mizan/contracts';
import { IconDownload, IconPencil, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SearchInput } from '@/components/search-input';
import { PlainTh, SortableTh } from '@/components/sortable-th';
import { TableFooter } from '@/components/table-footer';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { ability } from '@/lib/session';
import { ProductStatusBadge } from './ecommerce-badges';
import { useListSearchState } from './ecommerce-list-state';
import { toListQuery, type ProductListSearch } from './ecommerce.search';
import { useEcommerceFormat } from './ecommerce-format';
import { ActionIconLink, AnchorLink, ButtonLink } from './ecommerce-links';
import { DeleteRowAction } from './ecommerce-row-action';
import { useProductErrorText } from './product-errors';
import { downloadProductsCsv } from './product-list-csv';
import { categoryOptionsQuery, productListQuery, useBulkDeleteProducts, useDeleteProduct } from './products.api';

const COLUMNS = 9;

type Deleting = { kind: 'one'; product: Product } | { kind: 'many'; ids: number[] };

export function ProductTable({
  search,
  onSearchChange,
}: {
  search: ProductListSearch;
  onSearchChange: (next: ProductListSearch) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const errorText = useProductErrorText();
  const format = useEcommerceFormat();
  const query = toListQuery(search);
  const list = useQuery(productListQuery(search));
  const categories = useQuery(categoryOptionsQuery());
  const removeOne = useDeleteProduct();
  const removeMany = useBulkDeleteProducts();
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [exporting, setExporting] = useState(false);
  const canCreate = ability.can('create', 'Product');
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');

  // Adjusted while rendering (not in an effect): a new page or filter starts a new selection.
  const listKey = JSON.stringify(query);
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelected([]);
  }

  const { update, toggleSort, pager } = useListSearchState(search, onSearchChange);

  const rows = list.data?.products ?? [];
  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const someChecked = rows.some((row) => selected.includes(row.id));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const count = await downloadProductsCsv(search);
      notifications.show({ color: 'success', message: t('products.exported', { n: count }) });
    } catch (error) {
      notifications.show({
        color: 'error',
        title: t('products.exportFailed'),
        message: errorText((error as Error).message),
      });
    } finally {
      setExporting(false);
    }
  };

  const failed = (error: Error) =>
    notifications.show({ color: 'error', message: t('common.deleteFailed', { message: errorText(error.message) }) });

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'one') {
      removeOne.mutate(deleting.product.id, {
        onSuccess: () => {
          notifications.show({
            color: 'success',
            message: t('products.deletedOne', { name: deleting.product.productName }),
          });
          setSelected((current) => current.filter((id) => id !== deleting.product.id));
          setDeleting(null);
        },
        onError: failed,
      });
    } else {
      removeMany.mutate(deleting.ids, {
        onSuccess: ({ deleted }) => {
          notifications.show({ color: 'success', message: t('products.deletedMany', { n: deleted }) });
          setSelected([]);
          setDeleting(null);
        },
        onError: failed,
      });
    }
  };

  const stockValue = search.stock === undefined ? null : String(search.stock);

  return (
    <>
      <Stack gap="md" p="lg">
        <Text fw={600}>{t('products.filters')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            aria-label={t('products.filterStatus')}
            placeholder={t('products.filterStatus')}
            data={PRODUCT_STATUSES.map((value) => ({ value, label: t(`productStatus.${value}`) }))}
            value={search.status ?? null}
            onChange={(value) => update({ status: (value as ProductListSearch['status']) ?? undefined })}
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
            onChange={(value) => update({ category: value ?? undefined })}
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
            value={stockValue}
            onChange={(value) => update({ stock: value === null ? undefined : value === 'true' })}
            clearable
          />
        </SimpleGrid>
      </Stack>
      <Divider />
      <Group justify="space-between" p="lg" gap="sm" wrap="wrap">
        <SearchInput
          label={t('products.search')}
          value={search.q}
          onSearch={(q) => update({ q })}
          miw={200}
          style={{ flexGrow: 1, maxWidth: 320 }}
        />
        <Group gap="sm" wrap="wrap">
          {selected.length > 0 && canDelete && (
            <Button
              color="error"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting({ kind: 'many', ids: selected })}
            >
              {t('products.deleteSelected', { n: selected.length })}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {t('products.export')}
          </Button>
          {canCreate && (
            <ButtonLink to="/apps/ecommerce/product/add" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('products.add')}
            </ButtonLink>
          )}
        </Group>
      </Group>

      {list.isError && !list.data ? (
        <LoadErrorAlert m="lg" title={t('products.loadError')} onRetry={() => void list.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="sm" highlightOnHover aria-busy={list.isFetching} aria-label={t('products.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('products.selectAll')}
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    onChange={() =>
                      setSelected(
                        allChecked
                          ? selected.filter((id) => !rows.some((row) => row.id === id))
                          : [...new Set([...selected, ...rows.map((row) => row.id)])],
                      )
                    }
                  />
                </Table.Th>
                <SortableTh sortKey="product" sort={search} onSort={toggleSort}>
                  {t('products.columns.product')}
                </SortableTh>
                <SortableTh sortKey="category" sort={search} onSort={toggleSort}>
                  {t('products.columns.category')}
                </SortableTh>
                <PlainTh>{t('products.columns.stock')}</PlainTh>
                <SortableTh sortKey="sku" sort={search} onSort={toggleSort}>
                  {t('products.columns.sku')}
                </SortableTh>
                <SortableTh sortKey="price" sort={search} onSort={toggleSort}>
                  {t('products.columns.price')}
                </SortableTh>
                <SortableTh sortKey="qty" sort={search} onSort={toggleSort}>
                  {t('products.columns.qty')}
                </SortableTh>
                <SortableTh sortKey="status" sort={search} onSort={toggleSort}>
                  {t('products.columns.status')}
                </SortableTh>
                <PlainTh>{t('common.actions')}</PlainTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!list.data && <TableLoadingRows columns={COLUMNS} />}
              {list.data && rows.length === 0 && <TableEmptyRow columns={COLUMNS} />}
              {rows.map((product) => (
                <Table.Tr
                  key={product.id}
                  bg={selected.includes(product.id) ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={t('products.select', { name: product.productName })}
                      checked={selected.includes(product.id)}
                      onChange={() =>
                        setSelected((current) =>
                          current.includes(product.id)
                            ? current.filter((id) => id !== product.id)
                            : [...current, product.id],
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar
                        src={product.image ?? undefined}
                        radius="md"
                        size={38}
                        alt=""
                        color="gray"
                        variant="light"
                      >
                        <IconPhoto size={20} aria-hidden />
                      </Avatar>
                      <Stack gap={0} miw={0} maw={260}>
                        {canUpdate ? (
                          <AnchorLink
                            to="/apps/ecommerce/product/edit/$id"
                            params={{ id: String(product.id) }}
                            fw={500}
                            size="sm"
                            truncate
                          >
                            {product.productName}
                          </AnchorLink>
                        ) : (
                          <Text fw={500} size="sm" truncate>
                            {product.productName}
                          </Text>
                        )}
                        <Text size="xs" c="dimmed" truncate>
                          {product.productBrand}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{product.category}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={product.stock ? 'success' : 'gray'} radius="sm">
                      {t(`stock.${product.stock}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" component="bdi" dir="ltr">
                      {product.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" component="bdi" dir="ltr">
                      {product.price}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{format.number(product.qty)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ProductStatusBadge value={product.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      {canUpdate && (
                        <Tooltip label={t('common.edit')}>
                          <ActionIconLink
                            variant="subtle"
                            color="gray"
                            to="/apps/ecommerce/product/edit/$id"
                            params={{ id: String(product.id) }}
                            aria-label={t('products.editOne', { name: product.productName })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIconLink>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <DeleteRowAction
                          label={t('products.deleteOne', { name: product.productName })}
                          onClick={() => setDeleting({ kind: 'one', product })}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <TableFooter {...pager} total={list.data?.total ?? 0} totalCapped={list.data?.totalCapped} />

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
