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
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { lazyList, searchLoads } from '@/lib/lazy-search';
import { fakeServer, renderListPage, renderRouter } from '@/test/harness';
import { useListState } from '.';
import { ROWS, setUpListTests, things, ThingsList, type Thing, type ThingSearch } from './list-test-fixtures';

/*
 * What a hand-edited or stale address does to a list: a value the list's description refuses must be gone from
 * the address, the page and the API query alike — not only from what `validate` answers (the router lays that
 * over the address's own search, so a key left out would keep its raw value).
 */

function ThingsFromApi({
  search,
  onSearchChange,
}: {
  search: ThingSearch;
  onSearchChange: (next: ThingSearch) => void;
}) {
  const list = useListState(things, search, onSearchChange);
  const rows = useQuery({
    queryKey: ['things', list.query],
    queryFn: () => api<{ things: Thing[]; total: number }>('/things', { query: { ...list.query } }),
  });
  return <ThingsList state={list} total={rows.data?.total} rows={rows.data?.things} query={rows} />;
}

const thingServer = () => fakeServer({ 'GET /api/things': { body: { things: [ROWS[0]], total: 1 } } });
const reads = (server: ReturnType<typeof thingServer>) => server.callsTo('GET /api/things').map((c) => c.url);

const BAD = 'itemsPerPage=999&sortBy=constructor&orderBy=up&status=bogus&page=0&q=rent';

setUpListTests();

describe('a list address with values its description refuses', () => {
  it('drops them from the address and the API query, keeping the valid ones', async () => {
    const server = thingServer();
    const { router } = renderListPage<ThingSearch>({
      path: '/things',
      url: `/things?${BAD}`,
      validateSearch: things.validate,
      Page: ThingsFromApi,
    });
    expect(await screen.findByText('Lease')).toBeInTheDocument();
    expect(reads(server)).toEqual(['/api/things?q=rent&page=1&itemsPerPage=10']);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'rent' }));
    expect(router.state.location.href).toBe('/things?q=rent');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('does the same when the description loads after the address was matched (a cold load)', async () => {
    const server = thingServer();
    const list = lazyList(
      () => Promise.resolve({ things }),
      (m) => m.things,
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
      path: '/things',
      validateSearch: list.validate,
      loaderDeps: list.deps,
      component: function ThingsRoute() {
        const navigate = route.useNavigate();
        return (
          <ThingsFromApi
            search={route.useSearch()}
            onSearchChange={(next) => void navigate({ search: next as never })}
          />
        );
      },
    });
    const router = renderRouter(
      createRouter({
        routeTree: root.addChildren([route as unknown as AnyRoute]),
        history: createMemoryHistory({ initialEntries: [`/things?${BAD}`] }),
      }),
    );
    expect(await screen.findByText('Lease')).toBeInTheDocument();
    expect(reads(server)).toEqual(['/api/things?q=rent&page=1&itemsPerPage=10']);
    await waitFor(() => expect(router.state.location.href).toBe('/things?q=rent'));
    expect(router.state.matches.at(-1)?.loaderDeps).toEqual(things.toQuery({ q: 'rent' }));
  });
});
