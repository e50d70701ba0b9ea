import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { AbilityRule, Language, Subject, UserData } from '@mizan/contracts';
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
import { changeLanguage, directionOf, i18n, initI18n } from '@/lib/i18n';
import { DEFAULT_PREFERENCES } from '@/lib/preferences';
import { session } from '@/lib/session';
import { createAppTheme, cssVariablesResolver } from '@/lib/theme';

/**
 * The web's one test harness (recipe: docs/recipes/web-tests.md): a signed-in user with chosen rules, the
 * interface in a chosen language, and a page rendered under a memory router with the app's providers. The API
 * is `fakeServer` (./fake-server.ts), re-exported here.
 */
export * from './fake-server';

// ---- The signed-in user ----

/** Who a test signs in as: any of the session's user fields, and the CASL rules (spec §6) the server would send. */
export type TestUser = Partial<UserData> & { rules?: AbilityRule[] };

export const ADMIN: TestUser = { rules: [{ action: 'manage', subject: 'all' }] };

/** A user who may only read `subjects`. */
export const readerOf = (...subjects: Subject[]): TestUser => ({
  id: 5,
  fullName: 'Reader',
  username: 'reader',
  email: 'reader@demo.com',
  role: 'client',
  rules: subjects.map((subject) => ({ action: 'read', subject })),
});

/** Signs `user` in (an admin who may do everything unless told) and returns the session's user. */
export function signIn({ rules = ADMIN.rules!, ...user }: TestUser = ADMIN): UserData {
  const userData: UserData = {
    id: 1,
    fullName: 'Admin Person',
    username: 'admin',
    email: 'admin@demo.com',
    avatar: null,
    role: 'admin',
    ...user,
  };
  session.set({ userData, userAbilityRules: rules.map((rule) => ({ ...rule })) });
  return userData;
}

// ---- The language ----

/** Switches the interface to `language` (lang and dir on `<html>`), with `namespaces` loaded. */
export async function setLanguage(language: Language, namespaces: string[] = []) {
  await changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
}

/**
 * A test file's hooks: i18n once, in `language` (English unless told) with `namespaces`, and back to it before each
 * test; `user` signed in before each test when given; after each, `fetch`, the session and the toasts cleared.
 */
export function setUpPageTests({
  namespaces = [],
  language = 'en',
  user,
}: { namespaces?: string[]; language?: Language; user?: TestUser } = {}) {
  beforeAll(async () => {
    await initI18n();
    await setLanguage(language, namespaces);
  });
  beforeEach(async () => {
    if (i18n.language !== language) await setLanguage(language, namespaces);
    if (user) signIn(user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
    notifications.clean();
  });
}

// ---- Rendering ----

export interface RenderOptions {
  /** Light unless told; the theme is the app's own. */
  colorScheme?: 'light' | 'dark';
}

const theme = createAppTheme(DEFAULT_PREFERENCES);

/**
 * Renders `router` as the app does: direction of the current language, the app's theme with Mantine in test mode
 * (no transitions, so menus and options show at once), the toasts and a fresh query client without retries.
 */
export function renderRouter<R extends AnyRouter>(router: R, { colorScheme = 'light' }: RenderOptions = {}): R {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <DirectionProvider initialDirection={directionOf(i18n.language as Language)} detectDirection={false}>
      <MantineProvider
        env="test"
        theme={theme}
        forceColorScheme={colorScheme}
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications />
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>,
  );
  return router;
}

const routerOf = (root: AnyRoute, routes: AnyRoute[], url: string) =>
  createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [url] }) });

/** Pages in a router of their own (path → page, `$` for any other path), opened at `url`; returns the router. */
export function renderRoutes(routes: Record<string, () => ReactNode>, url: string, options?: RenderOptions) {
  const root = createRootRoute({ component: Outlet });
  const children = Object.entries(routes).map(([path, component]) =>
    createRoute({ getParentRoute: () => root, path, component }),
  );
  return renderRouter(routerOf(root, children, url), options);
}

/** `page` at `/`, any other path showing "elsewhere" (where its links lead); returns the router. */
export const renderPage = (page: () => ReactNode, options?: RenderOptions) =>
  renderRoutes({ '/': page, $: () => <p>elsewhere</p> }, '/', options);

/**
 * A list page whose state is its URL, as its route gives it: `search` validated by the route's `validateSearch`,
 * `onSearchChange` replacing the URL. Opened at `url` (`path` unless told); other paths show "elsewhere".
 * `onChange` records each change and `last()` is the latest.
 */
export function renderListPage<S>(
  options: {
    path: string;
    url?: string;
    validateSearch: unknown;
    Page: ComponentType<{ search: S; onSearchChange: (next: S) => void }>;
  },
  renderOptions?: RenderOptions,
) {
  const onChange = vi.fn<(next: S) => void>();
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: options.path,
    validateSearch: options.validateSearch as never,
    component: function ListRoute() {
      const navigate = route.useNavigate();
      const change = (next: S) => {
        onChange(next);
        void navigate({ search: next as never, replace: true });
      };
      return <options.Page search={route.useSearch() as S} onSearchChange={change} />;
    },
  });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>elsewhere</p> });
  // A route with a search schema is typed by it; the tree needs none of that.
  const routes = [route as unknown as AnyRoute, elsewhere];
  const router = renderRouter(routerOf(root, routes, options.url ?? options.path), renderOptions);
  return { router, onChange, last: () => onChange.mock.calls.at(-1)?.[0] };
}
