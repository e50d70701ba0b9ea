import { Divider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { TableFooter, type TableFooterProps } from '@/components/table-footer';

/** The paging half of the footer's props (`useListSearchState`'s `pager`). */
export type ListPager = Omit<TableFooterProps, 'total' | 'totalCapped'>;

/**
 * The body of a list card: the table (`children`), or an error with retry when the first load failed; under it the
 * footer once the list has rows.
 */
export function ListBody({
  list,
  errorTitle,
  pager,
  children,
}: {
  list: UseQueryResult<{ total: number; totalCapped?: boolean }>;
  errorTitle: string;
  pager: ListPager;
  children: ReactNode;
}) {
  return (
    <>
      {list.isError && !list.data ? (
        <LoadErrorAlert m="md" title={errorTitle} onRetry={() => void list.refetch()} />
      ) : (
        children
      )}
      {list.data && list.data.total > 0 && (
        <>
          <Divider />
          <TableFooter {...pager} total={list.data.total} totalCapped={list.data.totalCapped} />
        </>
      )}
    </>
  );
}
