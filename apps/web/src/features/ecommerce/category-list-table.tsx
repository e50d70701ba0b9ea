import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Category } from '@mizan/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list';
import { useEcommerceFormat } from './ecommerce-format';
import { DeleteRowAction, RowAction } from './ecommerce-row-action';

/** The categories list's columns (money in the store's `currency`). */
export function useCategoryColumns(currency: string | undefined): ListColumn<Category>[] {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat(currency);
  return [
    {
      id: 'name',
      header: t('categories.columns.category'),
      sortKey: 'name',
      required: true,
      card: 'title',
      minWidth: 260,
      cell: (category) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
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
      ),
    },
    {
      id: 'parent',
      header: t('categories.columns.parent'),
      cell: (category) => (
        <Text size="sm" c={category.parentName ? undefined : 'dimmed'}>
          {category.parentName ?? '—'}
        </Text>
      ),
    },
    {
      id: 'products',
      header: t('categories.columns.products'),
      sortKey: 'products',
      align: 'end',
      nowrap: true,
      cell: (category) => <Text size="sm">{format.number(category.products)}</Text>,
    },
    {
      id: 'earnings',
      header: t('categories.columns.earnings'),
      sortKey: 'earnings',
      align: 'end',
      nowrap: true,
      cell: (category) => (
        <Text size="sm" fw={500}>
          {format.money(category.earnings)}
        </Text>
      ),
    },
  ];
}

/** A row's edit and delete buttons (each only when given). */
export function CategoryRowActions({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: ((category: Category) => void) | undefined;
  onDelete: ((category: Category) => void) | undefined;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <>
      {onEdit && (
        <RowAction
          tip={t('common.edit')}
          label={t('categories.editNamed', { name: category.name })}
          icon={IconPencil}
          onClick={() => onEdit(category)}
        />
      )}
      {onDelete && (
        <DeleteRowAction
          label={t('categories.deleteNamed', { name: category.name })}
          onClick={() => onDelete(category)}
        />
      )}
    </>
  );
}
