import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A table's page buttons, their labels (first/previous/next/last page) in the interface language.
 *
 * @deprecated Use the list kit's `ListFooter` (components/list); kept while `TableFooter` and the case activity use it.
 */
export function TablePagination(props: Omit<PaginationProps, 'getControlProps'>) {
  const { t } = useTranslation();
  return (
    <Pagination
      size="sm"
      getControlProps={(control) => ({ 'aria-label': t(`table.pagination.${control}`) })}
      {...props}
    />
  );
}
