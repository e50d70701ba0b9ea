import { Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Placeholder rows while a table's first page loads.
 *
 * @deprecated The list kit's `ListTable` (components/list) draws these states; kept until the shop and cases lists move to it.
 */
export function TableLoadingRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <Table.Tr key={index}>
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The one row of a table with nothing to show. */
export function TableEmptyRow({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center" c="dimmed" py="xl">
        {t('states.empty')}
      </Table.Td>
    </Table.Tr>
  );
}
