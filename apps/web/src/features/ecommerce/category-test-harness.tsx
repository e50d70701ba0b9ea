import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

/**
 * The categories, reviews and referrals pages' test harness (not a `.test.` file): a fake API recording its calls,
 * and a page under a real router whose URL is the page's state.
 */
export interface Call {
  method: string;
  /** Path and query, e.g. `/api/apps/ecommerce/categories?page=1&itemsPerPage=10`. */
  url: string;
  body: unknown;
}

export type Handler = (call: Call, pathname: string) => { status?: number; body?: unknown } | undefined;

export const json = (body: unknown, status = 200) =>
  status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubApi(handler: Handler) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = { method: init.method ?? 'GET', url, body };
      calls.push(call);
      const answer = handler(call, new URL(url, 'http://test').pathname);
      if (!answer) return json({ message: 'Not found' }, 404);
      return json(answer.body, answer.status ?? 200);
    }),
  );
  return {
    calls,
    /** The GET urls sent to a path. */
    gets: (path: string) => calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === path).map((call) => call.url),
  };
}

export function renderListPage<S>(options: {
  path: string;
  initial?: string;
  /** The route's URL schema (zod/mini). */
  validateSearch: unknown;
  Page: ComponentType<{ search: S; onSearchChange: (next: S) => void }>;
}) {
  const onChange = vi.fn<(next: S) => void>();
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: options.path,
    validateSearch: options.validateSearch as never,
    component: function Page() {
      const search = route.useSearch() as S;
      const navigate = route.useNavigate();
      return (
        <options.Page
          search={search}
          onSearchChange={(next) => {
            onChange(next);
            void navigate({ search: next as never, replace: true });
          }}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([route as unknown as AnyRoute]),
    history: createMemoryHistory({ initialEntries: [options.initial ?? options.path] }),
  });
  window.scrollTo = () => {};
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Notifications />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, onChange, last: () => onChange.mock.calls.at(-1)?.[0] };
}
