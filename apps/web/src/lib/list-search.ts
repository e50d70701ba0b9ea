/**
 * A list page's state in its URL — filters, sort, page, page size and the columns shown — described once per list
 * (`defineList`) in the feature's `<domain>.search.ts`. Route files import that description for `validateSearch`
 * and `loaderDeps`, so everything here is in every page's first load: plain functions, no zod, no React.
 */

export type SortOrder = 'asc' | 'desc';

/** Reads one URL value: the value, or undefined for "not set" (a malformed one too, so an edited link still opens). */
export type Param<T> = (raw: unknown) => T | undefined;

const MAX_INT = 2 ** 31 - 1;

/** The router parses `?q=12` as the number 12 and `?q="12"` as text: both are the search "12". */
const textOf = (raw: unknown) => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : undefined);
const intOf = (raw: unknown) => {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_INT ? value : undefined;
};

/** The kinds of filter a list keeps in its URL. */
export const param = {
  /** Free text, trimmed; blank is "not set". */
  text: (): Param<string> => (raw) => textOf(raw)?.trim() || undefined,
  /** One of `values`. */
  oneOf:
    <const V extends string | number>(values: readonly V[]): Param<V> =>
    (raw) =>
      values.find((value) => value === raw || String(value) === textOf(raw)),
  /** Any number of `values` (`?status=["active","closed"]`, or `active,closed` typed by hand); none is "not set". */
  many:
    <const V extends string>(values: readonly V[]): Param<V[]> =>
    (raw) => {
      const items = Array.isArray(raw) ? raw : (textOf(raw)?.split(',') ?? []);
      const chosen = values.filter((value) => items.includes(value));
      return chosen.length > 0 ? chosen : undefined;
    },
  /** A positive whole number that fits an `integer` column (an id). */
  id: (): Param<number> => intOf,
  /** `true` or `false`. */
  bool: (): Param<boolean> => (raw) =>
    raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined,
  /** A real calendar date, `YYYY-MM-DD`. */
  date: (): Param<string> => (raw) => {
    const text = textOf(raw);
    const day = text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
    return day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text!) ? text : undefined;
  },
};

export interface ListDescription<F extends Record<string, Param<unknown>>, S extends string> {
  /** The filters, in the order the API query lists them; `q` is the search box. */
  filters: F;
  /** Every sort key with the direction its first click asks for (names A→Z, newest or largest first…). */
  sorts: Record<S, SortOrder>;
  /** The order the server uses when the URL names none, when it is one of the sorts (its header shows it active). */
  defaultSort?: { key: NoInfer<S>; order: SortOrder };
  /** The page sizes offered; -1 is "All". */
  pageSizes: readonly number[];
  /** The page size when the URL names none (it then stays out of the URL). */
  defaultPageSize: number;
}

type FilterValues<F> = { [K in keyof F]?: F[K] extends Param<infer T> ? T : never };

/** What the URL holds besides the filters. */
export interface ListPaging<S extends string = string> {
  sortBy?: S;
  orderBy?: SortOrder;
  page?: number;
  itemsPerPage?: number;
  /** The ids of the optional columns shown, when the reader chose them (absent: each column's default). */
  cols?: string[];
}

export type ListSearchOf<F, S extends string> = FilterValues<F> & ListPaging<S>;

/** The API query of a list: its filters, then the sort (with its direction resolved), page and page size. */
export type ListQuery<F, S extends string> = FilterValues<F> & {
  sortBy?: S;
  orderBy?: SortOrder;
  page: number;
  itemsPerPage: number;
};

export interface ListDefinition<
  F extends Record<string, Param<unknown>> = Record<string, Param<unknown>>,
  S extends string = string,
> extends ListDescription<F, S> {
  filterKeys: (keyof F & string)[];
  /** The route's `validateSearch`: every known key, valid or `undefined` (which drops it from the address). */
  validate: (input: Record<string, unknown>) => ListSearchOf<F, S>;
  /** The route's `loaderDeps` and the page's query: defaults filled in, the URL's extras (`cols`) left out. */
  toQuery: (search: ListSearchOf<F, S>) => ListQuery<F, S>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition, whatever its filters and sorts
export type AnyListDefinition = ListDefinition<any, any>;

/** A list's URL state, as `validate` answers it. */
export type ListSearch<D extends AnyListDefinition> = ReturnType<D['validate']>;

const COLUMN_ID = /^[A-Za-z][\w-]{0,39}$/;

/** Describes a list's URL state once; see `ListDescription`. */
export function defineList<const F extends Record<string, Param<unknown>>, const S extends string>(
  description: ListDescription<F, S>,
): ListDefinition<F, S> {
  const filterKeys = Object.keys(description.filters) as (keyof F & string)[];
  const isSort = (raw: unknown): raw is S => typeof raw === 'string' && Object.hasOwn(description.sorts, raw);
  const validate = (input: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const key of filterKeys) out[key] = description.filters[key]!(input[key]);
    out.sortBy = isSort(input.sortBy) ? input.sortBy : undefined;
    out.orderBy = input.orderBy === 'asc' || input.orderBy === 'desc' ? input.orderBy : undefined;
    out.page = intOf(input.page);
    const size = Number(input.itemsPerPage);
    out.itemsPerPage = description.pageSizes.includes(size) ? size : undefined;
    const cols = Array.isArray(input.cols) ? input.cols : textOf(input.cols)?.split(',');
    out.cols = cols?.filter((id): id is string => typeof id === 'string' && COLUMN_ID.test(id)).slice(0, 40);
    // Every known key stays, `undefined` when absent or malformed: the router lays this over the address's own
    // search (`{ ...raw, ...validated }`, for the page, its loader and the address it shows), so a key left out
    // would let the raw `?itemsPerPage=999` through to the API query.
    return out as ListSearchOf<F, S>;
  };
  const toQuery = (search: ListSearchOf<F, S>) => {
    const query: Record<string, unknown> = {};
    for (const key of filterKeys) query[key] = (search as Record<string, unknown>)[key];
    query.sortBy = search.sortBy;
    query.orderBy = search.sortBy ? (search.orderBy ?? description.sorts[search.sortBy]) : undefined;
    query.page = search.page ?? 1;
    query.itemsPerPage = search.itemsPerPage ?? description.defaultPageSize;
    return query as ListQuery<F, S>;
  };
  return { ...description, filterKeys, validate, toQuery };
}
