import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@mizan/contracts';
import { nextSort, type SortState } from '@/components/sortable-th';
import type { ListPager } from './ecommerce-list-body';

/** The page sizes of the e-commerce lists: the usual ones and "all". */
const LIST_PAGE_SIZES = [...PAGE_SIZE_OPTIONS, -1] as const;

/** What every e-commerce list keeps in its URL besides its own filters. */
interface ListSearch extends SortState<string> {
  page?: number;
  itemsPerPage?: number;
}

/**
 * The URL writes of a list page. `update` merges a change, drops empty keys (undefined, null, '') and goes back to
 * the first page unless `keepPage`; `toggleSort` applies a header click; `pager` is the `TableFooter`'s paging props.
 */
export function useListSearchState<S extends ListSearch>(search: S, onSearchChange: (next: S) => void) {
  const update = (patch: Partial<S>, keepPage = false) => {
    const next: Partial<S> = { ...search, ...patch, ...(keepPage ? {} : { page: undefined }) };
    for (const key of Object.keys(next) as (keyof S)[]) {
      const value: unknown = next[key];
      if (value === undefined || value === null || value === '') delete next[key];
    }
    onSearchChange(next as S);
  };
  return {
    update,
    toggleSort: (key: NonNullable<S['sortBy']>) => update(nextSort(search, key) as Partial<S>, true),
    pager: {
      sizes: LIST_PAGE_SIZES,
      size: search.itemsPerPage ?? PAGE_SIZE_DEFAULT,
      page: search.page ?? 1,
      onSizeChange: (size: number) =>
        update({ itemsPerPage: size === PAGE_SIZE_DEFAULT ? undefined : size } as Partial<S>),
      onPageChange: (page: number) => update({ page: page === 1 ? undefined : page } as Partial<S>, true),
    } satisfies ListPager,
  };
}
