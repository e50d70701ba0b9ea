import { Avatar, Group, Stack, Table, Text } from '@mantine/core';
import type { Category } from '@mizan/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableEmptyRow, TableLoadingRows } from '@/components/table-state-rows';
import { PlainTh, SortableTh } from '@/components/sortable-th';
import type { CategoryListSearch } from './ecommerce.search';
import { useEcommerceFormat } from './ecommerce-format';
import { DeleteRowAction, RowAction } from './ecommerce-row-action';

const COLUMNS = 5;

type CategorySortKey = NonNullable<CategoryListSearch['sortBy']>;

export interface CategoryListTableProps {
  /** Undefined while the first page loads. */
  rows: Category[] | undefined;
  search: CategoryListSearch;
  currency: string;
  canUpdate: boolean;
  canDelete: boolean;
  onSort: (key: CategorySortKey) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/** The categories table; it scrolls sideways on a phone, the name column staying readable. */
export function CategoryListTable({
  rows,
  search,
  currency,
  canUpdate,
  canDelete,
  onSort,
  onEdit,
  onDelete,
}: CategoryListTableProps) {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(currency);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableTh sortKey="name" sort={search} onSort={onSort} miw={260}>
              {t('categories.columns.category')}
            </SortableTh>
            <PlainTh>{t('categories.columns.parent')}</PlainTh>
            <SortableTh sortKey="products" sort={search} onSort={onSort}>
              {t('categories.columns.products')}
            </SortableTh>
            <SortableTh sortKey="earnings" sort={search} onSort={onSort}>
              {t('categories.columns.earnings')}
            </SortableTh>
            <PlainTh>{t('common.actions')}</PlainTh>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            <TableLoadingRows columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <TableEmptyRow columns={COLUMNS} />
          ) : (
            rows.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar
                      src={category.image ?? undefined}
                      name={category.name}
                      color="initials"
                      radius="sm"
                      size={40}
                      alt=""
                    />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500} truncate>
                        {category.name}
                      </Text>
                      {category.description && (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                          {category.description}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={category.parentName ? undefined : 'dimmed'}>
                    {category.parentName ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{format.number(category.products)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {format.money(category.earnings)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    {canUpdate && (
                      <RowAction
                        tip={t('common.edit')}
                        label={t('categories.editNamed', { name: category.name })}
                        icon={IconPencil}
                        onClick={() => onEdit(category)}
                      />
                    )}
                    {canDelete && (
                      <DeleteRowAction
                        label={t('categories.deleteNamed', { name: category.name })}
                        onClick={() => onDelete(category)}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
