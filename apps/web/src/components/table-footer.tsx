import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from './page-size-select';
import { TablePagination } from './table-pagination';

export interface TableFooterProps {
  sizes: readonly number[];
  size: number;
  onSizeChange: (size: number) => void;
  /** How many rows there are, and the page shown (1-based). */
  total: number;
  /** The server stopped counting at `total` (a broad search): shown as "1,000+". */
  totalCapped?: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Under a server-paged table: the page size, the rows shown, and the page buttons when there is more than one page.
 *
 * @deprecated Use the list kit's `ListFooter` (components/list); kept until the shop and cases lists move to it.
 */
export function TableFooter({
  sizes,
  size,
  onSizeChange,
  total,
  totalCapped = false,
  page: wanted,
  onPageChange,
}: TableFooterProps) {
  const { t, i18n } = useTranslation();
  const pages = size === -1 ? 1 : Math.max(1, Math.ceil(total / size));
  const page = Math.min(wanted, pages);
  const first = total === 0 ? 0 : size === -1 ? 1 : (page - 1) * size + 1;
  const last = size === -1 ? total : Math.min(page * size, total);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <Group p="md" justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('table.itemsPerPage')}
        </Text>
        <PageSizeSelect
          aria-label={t('table.itemsPerPage')}
          size="xs"
          w={80}
          sizes={sizes}
          value={size}
          onChange={onSizeChange}
        />
        <Text size="sm" c="dimmed">
          {t('table.range', {
            first: number(first),
            last: number(last),
            total: totalCapped ? `${number(total)}+` : number(total),
          })}
        </Text>
      </Group>
      {pages > 1 && <TablePagination total={pages} value={page} onChange={onPageChange} />}
    </Group>
  );
}
