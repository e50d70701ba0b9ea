import {
  ActionIcon,
  type ActionIconProps,
  Anchor,
  type AnchorProps,
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
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS, PRODUCT_STATUSES, type Product, type ProductSortKey } from '@mizan/contracts';
import { IconChevronDown, IconChevronUp, IconDownload, IconPencil, IconPhoto, IconPlus, IconSelector, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { useState, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SearchInput } from '@/components/search-input';
import { TableFooter } from '@/components/table-footer';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { ability } from '@/lib/session';
import { ProductStatusBadge } from './ecommerce-badges';
import { toListQuery, type ProductListSearch } from './ecommerce.search';
import { useEcommerceFormat } from './ecommerce-format';
import { useProductErrorText } from './product-errors';
import { downloadProductsCsv } from './product-list-csv';
import { categoryOptionsQuery, productListQuery, useBulkDeleteProducts, useDeleteProduct } from './products.api';

// Mantine's polymorphic components lose their props through createLink; plain wrappers keep them typed.
const AnchorLink = createLink((props: AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>) => <Anchor {...props} />);
const ActionIconLink = createLink((props: ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <ActionIcon component="a" {...props} />
));
const ButtonLink = createLink((props: AnchorHTMLAttributes<HTMLAnchorElement> & { leftSection?: React.ReactNode }) => (
  <Button component="a" {...props} />
));

export const PRODUCT_PAGE_SIZES = [...PAGE_SIZE_OPTIONS, -1] as const;

const SORTABLE: Partial<Record<ProductSortKey, string>> = {
  product: 'products.columns.product',
  category: 'products.columns.category',
  sku: 'products.columns.sku',
  price: 'products.columns.price',
  qty: 'products.columns.qty',
  status: 'products.columns.status',
};
const COLUMNS = 9;

/** The next sort of a header click: ascending, then descending, then the server's default (newest first). */
export function nextSort(search: ProductListSearch, key: ProductSortKey): Pick<ProductListSearch, 'sortBy' | 'orderBy'> {
  if (search.sortBy !== key) return { sortBy: key, orderBy: 'asc' };
  if ((search.orderBy ?? 'asc') === 'asc') return { sortBy: key, orderBy: 'desc' };
  return { sortBy: undefined, orderBy: undefined };
}

type Deleting = { kind: 'one'; product: Product } | { kind: 'many'; ids: number[] };

export function ProductTable({ search, onSearchChange }: { search: ProductListSearch; onSearchChange: (next: ProductListSearch) => void }) {
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

  const update = (patch: Partial<ProductListSearch>, keepPage = false) => {
    const next: ProductListSearch = { ...search, ...patch, ...(keepPage ? {} : { page: undefined }) };
    for (const key of Object.keys(next) as (keyof ProductListSearch)[]) if (next[key] === '' || next[key] === null) next[key] = undefined;
    onSearchChange(next);
  };

  const rows = list.data?.products ?? [];
  const allChecked = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const someChecked = rows.some((row) => selected.includes(row.id));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const count = await downloadProductsCsv(search);
      notifications.show({ color: 'success', message: t('products.exported', { n: count }) });
    } catch (error) {
      notifications.show({ color: 'error', title: t('products.exportFailed'), message: errorText((error as Error).message) });
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
          notifications.show({ color: 'success', message: t('products.deletedOne', { name: deleting.product.productName }) });
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
            data={[...new Set([...(categories.data?.categories ?? []).map((category) => category.name), ...(search.category ? [search.category] : [])])]}
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
        <SearchInput label={t('products.search')} value={search.q} onSearch={(q) => update({ q })} miw={200} style={{ flexGrow: 1, maxWidth: 320 }} />
        <Group gap="sm" wrap="wrap">
          {selected.length > 0 && canDelete && (
            <Button color="error" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting({ kind: 'many', ids: selected })}>
              {t('products.deleteSelected', { n: selected.length })}
            </Button>
          )}
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
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
                      setSelected(allChecked ? selected.filter((id) => !rows.some((row) => row.id === id)) : [...new Set([...selected, ...rows.map((row) => row.id)])])
                    }
                  />
                </Table.Th>
                <SortableTh sortKey="product" search={search} onSort={(key) => update(nextSort(search, key), true)} />
                <SortableTh sortKey="category" search={search} onSort={(key) => update(nextSort(search, key), true)} />
                <Table.Th tt="uppercase">{t('products.columns.stock')}</Table.Th>
                <SortableTh sortKey="sku" search={search} onSort={(key) => update(nextSort(search, key), true)} />
                <SortableTh sortKey="price" search={search} onSort={(key) => update(nextSort(search, key), true)} />
                <SortableTh sortKey="qty" search={search} onSort={(key) => update(nextSort(search, key), true)} />
                <SortableTh sortKey="status" search={search} onSort={(key) => update(nextSort(search, key), true)} />
                <Table.Th tt="uppercase">{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!list.data && <TableLoadingRows columns={COLUMNS} />}
              {list.data && rows.length === 0 && <TableEmptyRow columns={COLUMNS} />}
              {rows.map((product) => (
                <Table.Tr key={product.id} bg={selected.includes(product.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('products.select', { name: product.productName })}
                      checked={selected.includes(product.id)}
                      onChange={() =>
                        setSelected((current) => (current.includes(product.id) ? current.filter((id) => id !== product.id) : [...current, product.id]))
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={product.image ?? undefined} radius="md" size={38} alt="" color="gray" variant="light">
                        <IconPhoto size={20} aria-hidden />
                      </Avatar>
                      <Stack gap={0} miw={0} maw={260}>
                        {canUpdate ? (
                          <AnchorLink to="/apps/ecommerce/product/edit/$id" params={{ id: String(product.id) }} fw={500} size="sm" truncate>
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
                            <IconPencil size={18} />
                          </ActionIconLink>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <Tooltip label={t('common.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="error"
                            onClick={() => setDeleting({ kind: 'one', product })}
                            aria-label={t('products.deleteOne', { name: product.productName })}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <TableFooter
        sizes={PRODUCT_PAGE_SIZES}
        size={query.itemsPerPage}
        onSizeChange={(size) => update({ itemsPerPage: size !== PAGE_SIZE_DEFAULT ? size : undefined })}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped}
        page={query.page}
        onPageChange={(page) => update({ page: page === 1 ? undefined : page }, true)}
      />

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

function SortableTh({ sortKey, search, onSort }: { sortKey: ProductSortKey; search: ProductListSearch; onSort: (key: ProductSortKey) => void }) {
  const { t } = useTranslation('ecommerce');
  const active = search.sortBy === sortKey;
  const order = search.orderBy ?? 'asc';
  const SortIcon = active ? (order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        style={{ display: 'flex', alignItems: 'center', gap: 4, fontWeight: 600, fontSize: 'inherit', textTransform: 'uppercase' }}
      >
        {t(SORTABLE[sortKey] ?? sortKey)}
        <SortIcon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
