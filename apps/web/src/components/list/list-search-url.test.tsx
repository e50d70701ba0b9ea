import { useQuery } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { lazyList, searchLoads } from '@/lib/lazy-search';
import { defineList, param, type ListSearch } from '@/lib/list-search';
import { ADMIN, fakeServer, renderListPage, renderRouter, setUpPageTests } from '@/test/harness';
import { ListFooter, ListTable, useListState, type ListColumn } from '.';
import { setScreenWidth } from './list-test-utils';

/*
 * What a hand-edited or stale address does to a list: a value the list's description refuses must be gone from
 * the address, the page and the API query alike — not only from what `validate` answers (the router lays that
 * over the address's own search, so a key left out would keep its raw value).
 */

const invoices = defineList({
  filters: { q: param.text(), status: param.many(['open', 'paid']) },
  sorts: { number: 'asc', total: 'desc' },
  pageSizes: [10, 25, -1],
  defaultPageSize: 10,
});
type InvoiceSearch = ListSearch<typeof invoices>;

interface Invoice {
  id: number;
  number: string;
}
const COLUMNS: ListColumn<Invoice>[] = [
  { id: 'number', header: 'Number', sortKey: 'number', required: true, cell: (row) => row.number },
];

function InvoiceList({
  search,
  onSearchChange,
}: {
  search: InvoiceSearch;
  onSearchChange: (next: InvoiceSearch) => void;
}) {
  const list = useListState(invoices, search, onSearchChange);
  const rows = useQuery({
    queryKey: ['invoices', list.query],
    queryFn: () => api<{ invoices: Invoice[]; total: number }>('/invoices', { query: { ...list.query } }),
  });
  return (
    <>
      <ListTable
        state={list}
        label="Invoices"
        columns={COLUMNS}
        rows={rows.data?.invoices}
        query={rows}
        errorText="Not loaded"
        getRowId={(row) => row.id}
        rowLabel={(row) => row.number}
      />
      <ListFooter state={list} total={rows.data?.total} />
    </>
  );
}

const invoiceServer = () =>
  fakeServer({ 'GET /api/invoices': { body: { invoices: [{ id: 1, number: 'INV-1' }], total: 1 } } });
const reads = (server: ReturnType<typeof invoiceServer>) => server.callsTo('GET /api/invoices').map((c) => c.url);

const BAD = 'itemsPerPage=999&sortBy=constructor&orderBy=up&status=bogus&page=0&q=rent';

setUpPageTests({ user: ADMIN });
beforeEach(() => setScreenWidth(1440));

describe('a list address with values its description refuses', () => {
  it('drops them from the address and the API query, keeping the valid ones', async () => {
    const server = invoiceServer();
    const { router } = renderListPage<InvoiceSearch>({
      path: '/invoices',
      url: `/invoices?${BAD}`,
      validateSearch: invoices.validate,
      Page: InvoiceList,
    });
    expect(await screen.findByText('INV-1')).toBeInTheDocument();
    expect(reads(server)).toEqual(['/api/invoices?q=rent&page=1&itemsPerPage=10']);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'rent' }));
    expect(router.state.location.href).toBe('/invoices?q=rent');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('does the same when the description loads after the address was matched (a cold load)', async () => {
    const server = invoiceServer();
    const list = lazyList(
      () => Promise.resolve({ invoices }),
      (m) => m.invoices,
    );
    // As routes/__root.tsx does: load the searches the matched routes wait for, then match the address again.
    const root = createRootRoute({
      component: Outlet,
      beforeLoad: ({ matches, location }) => {
        const loads = searchLoads(matches);
        if (loads.length === 0) return;
        return Promise.all(loads.map((load) => load())).then(() => {
          throw redirect({ href: location.href, replace: true });
        });
      },
    });
    const route = createRoute({
      getParentRoute: () => root,
      path: '/invoices',
      validateSearch: list.validate,
      loaderDeps: list.deps,
      component: function InvoiceRoute() {
        const navigate = route.useNavigate();
        return (
          <InvoiceList search={route.useSearch()} onSearchChange={(next) => void navigate({ search: next as never })} />
        );
      },
    });
    const router = renderRouter(
      createRouter({
        routeTree: root.addChildren([route as unknown as AnyRoute]),
        history: createMemoryHistory({ initialEntries: [`/invoices?${BAD}`] }),
      }),
    );
    expect(await screen.findByText('INV-1')).toBeInTheDocument();
    expect(reads(server)).toEqual(['/api/invoices?q=rent&page=1&itemsPerPage=10']);
    await waitFor(() => expect(router.state.location.href).toBe('/invoices?q=rent'));
    expect(router.state.matches.at(-1)?.loaderDeps).toEqual(invoices.toQuery({ q: 'rent' }));
  });
});
