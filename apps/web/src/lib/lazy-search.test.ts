import { describe, expect, it, vi } from 'vitest';
import { lazyList, lazySchema, SearchNotLoaded, searchLoads } from './lazy-search';
import { defineList, param } from './list-search';

const invoiceList = defineList({
  filters: { q: param.text(), status: param.oneOf(['draft', 'paid']) },
  sorts: { number: 'asc', total: 'desc' },
  pageSizes: [10, 25],
  defaultPageSize: 10,
});
const searchModule = {
  invoiceList,
  tabSchema: { parse: (input: unknown) => ({ tab: (input as { tab?: string }).tab ?? 'x' }) },
};

/** What the router keeps of an error thrown by `validateSearch`: wrapped, the thrown one as its cause. */
const asRouterKeepsIt = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { searchError: Object.assign(new Error('wrapped'), { cause: error }) };
  }
  return { searchError: undefined };
};

describe('lazyList', () => {
  it('fails with SearchNotLoaded until its module is loaded, then validates and builds the query', async () => {
    const load = vi.fn(async () => searchModule);
    const list = lazyList(load, (m) => m.invoiceList);
    const match = asRouterKeepsIt(() => list.validate({ status: 'paid', page: '2' }));
    expect((match.searchError?.cause as Error) instanceof SearchNotLoaded).toBe(true);
    expect(() => list.deps({ search: {} })).toThrow(SearchNotLoaded);

    const loads = searchLoads([{ searchError: undefined }, match]);
    expect(loads).toHaveLength(1);
    await Promise.all(loads.map((next) => next()));

    expect(list.validate({ status: 'paid', page: '2', sortBy: 'nope' })).toEqual({ status: 'paid', page: 2 });
    expect(list.deps({ search: { status: 'paid' } })).toEqual({ status: 'paid', page: 1, itemsPerPage: 10 });
    expect(searchLoads([asRouterKeepsIt(() => list.validate({}))])).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(searchModule);
    const list = lazyList(load, (m: typeof searchModule) => m.invoiceList);
    const [first] = searchLoads([asRouterKeepsIt(() => list.validate({}))]);
    await expect(first!()).rejects.toThrow('offline');
    const [second] = searchLoads([asRouterKeepsIt(() => list.validate({}))]);
    await second!();
    expect(list.validate({ q: ' rent ' })).toEqual({ q: 'rent' });
  });
});

describe('lazySchema', () => {
  it('parses with the schema once it has loaded', async () => {
    const schema = lazySchema(
      async () => searchModule,
      (m) => m.tabSchema,
    );
    expect(() => schema.parse({})).toThrow(SearchNotLoaded);
    const [load] = searchLoads([asRouterKeepsIt(() => schema.parse({}))]);
    await load!();
    expect(schema.parse({ tab: 'notes' })).toEqual({ tab: 'notes' });
  });
});
