import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListControls } from './use-list-state';

/**
 * The sort of a list without headers (the phone cards): a choice of the sortable columns and the direction. No
 * choice is the list's default order.
 */
export function ListSortSelect({
  state,
  options,
}: {
  state: Pick<ListControls, 'sort' | 'sorts' | 'setSort'>;
  /** The sort keys offered, with their labels (the columns' headers). */
  options: readonly { key: string; label: string }[];
}) {
  const { t } = useTranslation();
  const sort = state.sort;
  if (options.length === 0) return null;
  const OrderIcon = sort?.order === 'desc' ? IconSortDescending : IconSortAscending;
  const orderLabel = t(sort?.order === 'desc' ? 'list.sortDesc' : 'list.sortAsc');
  return (
    <Group gap={4} wrap="nowrap" px="sm" pt="sm">
      <Select
        aria-label={t('list.sortBy')}
        placeholder={t('list.sortDefault')}
        size="xs"
        style={{ flex: 1 }}
        data={options.map(({ key, label }) => ({ value: key, label }))}
        value={sort?.key ?? null}
        clearable
        onChange={(key) => state.setSort(key ? { key, order: state.sorts[key] ?? 'asc' } : undefined)}
      />
      <Tooltip label={orderLabel}>
        <ActionIcon
          variant="default"
          size="input-xs"
          disabled={!sort}
          aria-label={`${t('list.sortOrder')}: ${orderLabel}`}
          onClick={() => sort && state.setSort({ key: sort.key, order: sort.order === 'asc' ? 'desc' : 'asc' })}
        >
          <OrderIcon size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
