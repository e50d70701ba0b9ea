import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { session } from '@/lib/session';

/**
 * The e-commerce pages' tests' harness (not a `.test.` file): a fake API recording its calls, the session, English
 * labels, and pages rendered under a real router with Mantine (test mode), toasts and a fresh query client.
 */

/** One request the page sent. */
export interface Call {
  method: string;
  /** Path and query as sent, e.g. `/api/apps/ecommerce/categories?page=1&itemsPerPage=10`. */
  url: string;
  path: string;
  /** The query with its `?` (empty when none). */
  search: string;
  query: URLSearchParams;
  /** A JSON body parsed; any other body (FormData) as sent. */
  body: unknown;
}

export type Answer = { status?: number; body?: unknown } | undefined;

const NOT_FOUND: Answer = { status: 404, body: { message: 'Not found' } };

/** A JSON response (204: no body). */
export const json = (body: unknown, status = 200) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs `fetch`: answers with `handler`'s `{ status, body }` (no body: `{}`), or `otherwise` when it returns nothing
 * (a 404 unless told); returns the calls made.
 */
export function fakeServer(handler: (call: Call) => Answer, { otherwise = NOT_FOUND }: { otherwise?: Answer } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://test');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const call = {
        method: init.method ?? 'GET',
        url: input,
        path: url.pathname,
        search: url.search,
        query: url.searchParams,
        body,
      };
      calls.push(call);
      const answer = handler(call) ?? otherwise;
      return json(answer?.body ?? {}, answer?.status ?? 200);
    }),
  );
  return calls;
}

/** The urls of the GETs sent to `path`. */
export const getUrls = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).map((call) => call.url);

const USERS = {
  admin: {
    userData: {
      id: 9,
      fullName: 'Admin Person',
      username: 'admin',
      email: 'admin@demo.com',
      avatar: null,
      role: 'admin',
    },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  },
  reader: {
    userData: { id: 5, fullName: 'Reader', username: 'reader', email: 'reader@demo.com', avatar: null, role: 'client' },
    userAbilityRules: [{ action: 'read', subject: 'Order' }],
  },
} satisfies Record<string, Parameters<typeof session.set>[0]>;

export const signInAs = (user: keyof typeof USERS) => session.set(structuredClone(USERS[user]));

/** English labels once; an admin session before each test; `fetch` and the session cleared after. */
export function setUpEcommerceTests() {
  beforeAll(async () => {
    const { initI18n } = await import('@/lib/i18n');
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('ecommerce');
  });
  beforeEach(() => signInAs('admin'));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });
}

/** Renders `router` with Mantine (test mode), toasts (unless `toasts: false`, for tests that mock them) and a fresh query client. */
export function renderRouter<R extends AnyRouter>(router: R, { toasts = true }: { toasts?: boolean } = {}) {
  window.scrollTo = () => {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      {toasts && <Notifications />}
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

/** `routes` (path → page) in a memory router opened at `url`. */
export function renderRoutes(routes: Record<string, () => ReactNode>, url: string, options?: { toasts?: boolean }) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    routeTree: rootRoute.addChildren(
      Object.entries(routes).map(([path, component]) =>
        createRoute({ getParentRoute: () => rootRoute, path, component }),
      ),
    ),
  });
  return renderRouter(router, options);
}

/** `page` at `/`, with a catch-all route for its links; toasts are left to `vi.mock`. */
export const renderPage = (page: () => ReactNode) =>
  renderRoutes({ '/': page, $: () => <p>elsewhere</p> }, '/', { toasts: false });

/** A list page at `path` whose URL is its state (`validateSearch`: the route's schema); `last()` is the last URL write. */
export function renderListPage<S>(options: {
  path: string;
  initial?: string;
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
  renderRouter(router);
  return { router, onChange, last: () => onChange.mock.calls.at(-1)?.[0] };
}
