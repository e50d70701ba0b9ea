import type { AnyListDefinition, ListSearch, SortOrder } from '@/lib/list-search';

/** The sort a list shows: the URL's, else the definition's default (none when the server's order is no column's). */
function currentSort<D extends AnyListDefinition>(
  definition: D,
  search: ListSearch<D>,
): { key: string; order: SortOrder } | undefined {
  if (search.sortBy) return { key: search.sortBy, order: search.orderBy ?? definition.sorts[search.sortBy] ?? 'asc' };
  return definition.defaultSort;
}

/**
 * The URL's sort after a click on `key`: another column starts at its first direction, the first direction turns
 * round, and the other one goes back to the default order. The default sort itself stays out of the URL.
 */
function nextSort<D extends AnyListDefinition>(
  definition: D,
  search: ListSearch<D>,
  key: string,
): { sortBy?: string; orderBy?: SortOrder } {
  const first = definition.sorts[key] as SortOrder;
  const now = currentSort(definition, search);
  let order: SortOrder | undefined = first;
  if (now?.key === key) order = now.order === first ? (first === 'asc' ? 'desc' : 'asc') : undefined;
  return sortParams(definition, order && { key, order });
}

/** The URL's `sortBy` and `orderBy` for a sort (none: the default order, which stays out of the URL). */
function sortParams(definition: AnyListDefinition, sort: { key: string; order: SortOrder } | undefined) {
  const fallback = definition.defaultSort;
  if (!sort || (fallback?.key === sort.key && fallback.order === sort.order))
    return { sortBy: undefined, orderBy: undefined };
  return { sortBy: sort.key, orderBy: sort.order };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The URL writes of a list page, from its definition (`defineList`), the URL's state and the route's navigate. Each
 * change goes back to page 1 except paging, sorting and choosing columns; empty values leave the URL.
 */
export function useListState<D extends AnyListDefinition>(
  definition: D,
  search: ListSearch<D>,
  onSearchChange: (next: ListSearch<D>) => void,
) {
  type Search = ListSearch<D>;
  const query = definition.toQuery(search) as ReturnType<D['toQuery']>;
  const set = (patch: Partial<Search>, { keepPage = false } = {}) => {
    const next: Record<string, unknown> = { ...search, ...patch };
    if (!keepPage) delete next.page;
    for (const key of Object.keys(next)) if (isEmpty(next[key]) && key !== 'cols') delete next[key];
    if (next.cols === undefined) delete next.cols;
    onSearchChange(next as Search);
  };
  const values = search as Record<string, unknown>;
  const filterCount = (keys: readonly string[] = definition.filterKeys.filter((key) => key !== 'q')) =>
    keys.filter((key) => !isEmpty(values[key])).length;
  return {
    definition,
    search,
    query,
    /** Identifies the rows asked for: a selection is kept while it stays the same. */
    queryKey: JSON.stringify(query),
    set,
    sort: currentSort(definition, search),
    sorts: definition.sorts as Record<string, SortOrder>,
    /** A header's click (see `nextSort`). */
    toggleSort: (key: string) => set(nextSort(definition, search, key) as Partial<Search>, { keepPage: true }),
    /** A sort picked outright (the phone layout's sort menu); none is the default order. */
    setSort: (sort: { key: string; order: SortOrder } | undefined) =>
      set(sortParams(definition, sort) as Partial<Search>, { keepPage: true }),
    page: query.page as number,
    pageSize: query.itemsPerPage as number,
    pageSizes: definition.pageSizes,
    setPage: (page: number) => set({ page: page === 1 ? undefined : page } as Partial<Search>, { keepPage: true }),
    setPageSize: (size: number) =>
      set({ itemsPerPage: size === definition.defaultPageSize ? undefined : size } as Partial<Search>),
    /** How many filters are set among `keys` (default: every filter but the search box). */
    filterCount,
    /** Whether a filter or the search narrows the list. */
    filtered: filterCount(definition.filterKeys) > 0,
    /** Every filter and the search cleared; the sort, page size and columns stay. */
    clearFilters: () =>
      set(Object.fromEntries(definition.filterKeys.map((key) => [key, undefined])) as Partial<Search>),
    /** The search box's text (the URL's `q`). */
    searchText: values.q as string | undefined,
    setSearchText: (q: string | undefined) => set({ q } as unknown as Partial<Search>),
    /** The optional columns the reader chose (undefined: each column's default). */
    columns: search.cols,
    setColumns: (ids: string[] | undefined) => set({ cols: ids } as Partial<Search>, { keepPage: true }),
  };
}

/** What the kit's components read and write of a list's state (any list's `useListState`). */
export interface ListControls {
  sort: { key: string; order: SortOrder } | undefined;
  /** Every sort key with its first direction. */
  sorts: Readonly<Record<string, SortOrder>>;
  toggleSort(key: string): void;
  setSort(sort: { key: string; order: SortOrder } | undefined): void;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  setPage(page: number): void;
  setPageSize(size: number): void;
  filterCount(keys?: readonly string[]): number;
  filtered: boolean;
  clearFilters(): void;
  searchText: string | undefined;
  setSearchText(q: string | undefined): void;
  columns: readonly string[] | undefined;
  setColumns(ids: string[] | undefined): void;
}
