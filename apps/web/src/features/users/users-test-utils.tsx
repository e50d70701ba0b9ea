import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { UserDetail } from '@mizan/contracts';
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
import { afterEach, beforeAll, vi } from 'vitest';
import { session } from '@/lib/session';

/**
 * The users pages' tests' harness (not a `.test.` file): a fake API recording its calls, sessions of the readers
 * the rules tell apart, English labels, and a page rendered under a router with Mantine, toasts and a fresh query client.
 */

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
export type Answer = { status?: number; body?: unknown } | undefined;

const json = (body: unknown, status: number) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` with `handler`'s answers (none: 404); returns the calls made. */
export function fakeServer(handler: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method: init.method ?? 'GET', path: new URL(input, 'http://test').pathname, body };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
      return json(answer.body ?? {}, answer.status ?? 200);
    }),
  );
  return calls;
}

/** The calls other than reads. */
export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

const READERS = {
  admin: { id: 1, role: 'admin', rules: [{ action: 'manage', subject: 'all' }] },
  /** May edit users (reset links) but not manage them: no one else's sessions or notifications. */
  editor: {
    id: 2,
    role: 'editor',
    rules: [
      { action: 'read', subject: 'User' },
      { action: 'update', subject: 'User' },
    ],
  },
  /** A lawyer: reads the users, changes nothing. */
  author: { id: 3, role: 'author', rules: [{ action: 'read', subject: 'User' }] },
} as const;

export function signInAs(reader: keyof typeof READERS) {
  const { id, role, rules } = READERS[reader];
  session.set({
    userData: { id, fullName: `The ${role}`, username: role, email: `${role}@demo.com`, avatar: null, role },
    userAbilityRules: rules.map((rule) => ({ ...rule })),
  });
}

/** English labels once; `fetch`, the session and the toasts (a store outside React) cleared after each test. */
export function setUpUsersTests() {
  beforeAll(async () => {
    const { initI18n } = await import('@/lib/i18n');
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('users');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
    notifications.clean();
  });
}

/** `page` at `/`, with a catch-all route for its links. */
export function renderPage(page: () => ReactNode) {
  window.scrollTo = () => {};
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: page }),
      createRoute({ getParentRoute: () => root, path: '$', component: () => <p>elsewhere</p> }),
    ]),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

export const userDetail = (extra: Partial<UserDetail> = {}): UserDetail => ({
  id: 7,
  fullName: 'Salma Haddad',
  company: 'Office',
  role: 'author',
  username: 'salma',
  country: 'Lebanon',
  contact: '',
  email: 'salma@example.com',
  currentPlan: 'basic',
  status: 'active',
  avatar: null,
  billing: 'Auto debit',
  createdAt: '2026-01-01T00:00:00.000Z',
  taskDone: 0,
  projectDone: 0,
  taxId: null,
  language: 'en',
  timeZone: 'UTC',
  currency: 'USD',
  designation: '',
  location: '',
  lastSignInAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

/** The view page's reads of `user`: its detail and every tab's list, empty. */
export function viewReads(user: UserDetail, call: Call): Answer {
  const base = `/api/apps/users/${user.id}`;
  if (call.method !== 'GET') return undefined;
  if (call.path === base) return { body: user };
  if (call.path === `${base}/sessions`) return { body: { sessions: [] } };
  if (call.path === `${base}/notifications`) return { body: { notifications: [] } };
  if (call.path === `${base}/projects`) return { body: { projects: [] } };
  if (call.path === `${base}/connections`) return { body: { connections: [] } };
  if (call.path === `${base}/activity`) return { body: { activity: [], total: 0, page: 1 } };
  if (call.path === '/api/apps/users/roles') return { body: { roles: ['admin', 'author', 'editor'] } };
  return undefined;
}
