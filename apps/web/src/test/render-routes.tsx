import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** Answers every `fetch` with this status and JSON body; returns the mock to inspect the calls. */
export function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the first call made through a `stubFetch` mock. */
export const bodyOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;

/**
 * Pages in a small router of their own (path → component), opened at `url`, with Mantine and a fresh query
 * client, so a test can observe where a page navigates. Call `initI18n()` once in the file's `beforeAll`.
 */
export function renderRoutes(routes: Record<string, () => ReactNode>, url: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    routeTree: rootRoute.addChildren(
      Object.entries(routes).map(([path, component]) =>
        createRoute({ getParentRoute: () => rootRoute, path, component }),
      ),
    ),
  });
  // jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
  window.scrollTo = () => {};
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
