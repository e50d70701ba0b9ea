import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Order, OrderDetail } from '@mizan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { session } from '@/lib/session';

/** The order pages' tests' harness: fixtures, a fake API recording its calls, the session, rendering in a router. */

export const orderRow = (order: number, customer: string, extra: Partial<Order> = {}): Order => ({
  id: order - 5000,
  order,
  customer,
  customerId: 40 + (order % 10),
  email: `${customer.toLowerCase().replace(/ /g, '.')}@example.com`,
  avatar: '',
  payment: 1,
  status: 'Dispatched',
  spent: 120.5,
  method: 'mastercard',
  date: '2026-03-04T09:30:00.000Z',
  time: '09:30',
  methodNumber: '4242',
  ...extra,
});

export const orderDetail = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderRow(5434, 'Gabrielle Feyer'),
  customerId: 81,
  status: 'Dispatched',
  spent: 2093,
  currency: 'USD',
  items: [
    { id: 1, productId: 3, productName: 'Wooden Chair', sku: 'WCH-001', image: null, price: 841, qty: 2, total: 1682 },
    { id: 2, productId: 4, productName: 'Oneplus 10', sku: 'OP10-128', image: null, price: 396, qty: 1, total: 396 },
  ],
  subtotal: 2078,
  discount: 20,
  tax: 28,
  shippingFee: 7,
  shippingAddress: { name: 'Gabrielle Feyer', line1: '45 Roker Terrace', line2: '', city: 'Latheronwheel', state: '', postcode: 'KW5 8NW', countryCode: 'GB', phone: '+44 20 7946 0000' },
  billingAddress: { name: 'Gabrielle Feyer', line1: '45 Roker Terrace', line2: '', city: 'Latheronwheel', state: '', postcode: 'KW5 8NW', countryCode: 'GB', phone: '' },
  contact: '+1 (609) 972-22-22',
  customerOrders: 12,
  timeline: [
    { status: 'placed', at: '2026-03-04T09:30:00.000Z', by: null, note: '' },
    { status: 'Dispatched', at: '2026-03-05T10:00:00.000Z', by: { id: 9, fullName: 'Admin Person' }, note: 'Left the warehouse' },
  ],
  version: 3,
  ...extra,
});

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
type Handler = (call: Call & { url: URL }) => { status?: number; body?: unknown } | undefined;

/** Stubs `fetch`: answers with `handler`'s `{ status, body }` (204: no body), else 200 `{}`; returns the calls. */
export function fakeServer(handler: Handler) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const call = { method, path: url.pathname, search: url.search, body };
      calls.push(call);
      const answer = handler({ ...call, url });
      const status = answer?.status ?? 200;
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify(answer?.body ?? {}), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const USERS = {
  admin: {
    userData: { id: 9, fullName: 'Admin Person', username: 'admin', email: 'admin@demo.com', avatar: null, role: 'admin' },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  },
  reader: {
    userData: { id: 5, fullName: 'Reader', username: 'reader', email: 'reader@demo.com', avatar: null, role: 'client' },
    userAbilityRules: [{ action: 'read', subject: 'Order' }],
  },
} satisfies Record<string, Parameters<typeof session.set>[0]>;

export const signInAs = (user: keyof typeof USERS) => session.set(structuredClone(USERS[user]));

/** English labels once; an admin session before each test; `fetch` and the session cleared after. */
export function setUpOrderTests() {
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

/** Pages in a small router of their own, opened at `url`, with Mantine (test mode), toasts and a fresh query client. */
export function renderInRouter(routes: Record<string, () => ReactNode>, url: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    routeTree: rootRoute.addChildren(
      Object.entries(routes).map(([path, component]) => createRoute({ getParentRoute: () => rootRoute, path, component })),
    ),
  });
  window.scrollTo = () => {};
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
