import { useState } from 'react';
import type { SortOrder } from '@/lib/list-search';
import type { ListControls } from './use-list-state';

type Sort = { key: string; order: SortOrder };

/** What `ListTable` and `ListFooter` read and write, for a list whose state stays in the component. */
export type LocalListControls = Pick<
  ListControls,
  | 'sort'
  | 'sorts'
  | 'toggleSort'
  | 'setSort'
  | 'page'
  | 'pageSize'
  | 'pageSizes'
  | 'setPage'
  | 'setPageSize'
  | 'filtered'
  | 'clearFilters'
  | 'columns'
>;

/**
 * The state of a list inside a page rather than a page of its own (a customer's orders, a case's activity): page,
 * page size and sort in the component, so opening a tab doesn't write the URL. Headers sort as a URL list's do: another
 * column starts at its first direction, the first direction turns round, and a third click goes back to `defaultSort`.
 * No filters: such a list shows one record's rows.
 */
export function useLocalList({
  pageSizes,
  defaultPageSize,
  sorts = {},
  defaultSort,
}: {
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Every sort key with its first direction. */
  sorts?: Readonly<Record<string, SortOrder>>;
  defaultSort?: Sort;
}): LocalListControls {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sort, setSort] = useState<Sort | undefined>(defaultSort);
  const toggleSort = (key: string) => {
    const first = sorts[key] ?? 'asc';
    if (sort?.key !== key) return setSort({ key, order: first });
    setSort(sort.order === first ? { key, order: first === 'asc' ? 'desc' : 'asc' } : defaultSort);
  };
  return {
    page,
    pageSize,
    pageSizes,
    setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    sort,
    sorts,
    toggleSort,
    setSort: (next) => setSort(next ?? defaultSort),
    filtered: false,
    clearFilters: () => {},
    columns: undefined,
  };
}
