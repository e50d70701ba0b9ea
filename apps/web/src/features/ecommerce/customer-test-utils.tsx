import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Customer, CustomerDetail, Order, Product } from '@mizan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { session } from '@/lib/session';

/** The customer pages' tests' harness (not a `.test.` file): fixtures, a fake API recording calls, rendering. */

export const customerRow = (extra: Partial<Customer> = {}): Customer => ({
  id: 1,
  customer: 'Yasmin Haddad',
  customerId: 879861,
  email: 'yasmin@example.com',
  country: 'France',
  countryFlag: '🇫🇷',
  countryCode: 'FR',
  order: 12,
  totalSpent: 2450.5,
  avatar: '',
  ...extra,
});

export const customerDetail = (extra: Partial<CustomerDetail> = {}): CustomerDetail => ({
  ...customerRow(),
  currency: 'USD',
  status: 'Active',
  contact: '+33 6 12 34 56 78',
  language: 'French',
  createdAt: '2025-03-04T10:00:00.000Z',
  twoFactorEnabled: false,
  address: { name: 'Yasmin Haddad', line1: '12 rue de Rivoli', line2: '', city: 'Paris', state: '', postcode: '75001', countryCode: 'FR', phone: '' },
  billing: {
    name: 'Yasmin Haddad',
    line1: '12 rue de Rivoli',
    line2: '',
    city: 'Paris',
    state: '',
    postcode: '75001',
    countryCode: 'FR',
    phone: '',
    companyName: 'Haddad SARL',
    taxId: 'FR123',
  },
  notifications: {
    orderUpdates: { email: true, sms: false, app: true },
    promotions: { email: false, sms: false, app: false },
    newsletter: { email: true, sms: false, app: false },
    reviewReplies: { email: false, sms: false, app: true },
  },
  wishlist: 1,
  rewardPoints: 2450,
  version: 4,
  ...extra,
});

export const orderRow = (extra: Partial<Order> = {}): Order => ({
  id: 31,
  order: 5434,
  customer: 'Yasmin Haddad',
  customerId: 879861,
  email: 'yasmin@example.com',
  avatar: '',
  payment: 1,
  status: 'Delivered',
  spent: 99.9,
  method: 'mastercard',
  date: '2026-05-01T09:30:00.000Z',
  time: '09:30',
  methodNumber: '4242',
  ...extra,
});

export const productRow = (extra: Partial<Product> = {}): Product => ({
  id: 3,
  productName: 'Air Jordan',
  productBrand: 'Nike',
  category: 'Shoes',
  categoryId: 3,
  stock: true,
  sku: 'AJ-1',
  price: '$125.00',
  priceAmount: 125,
  qty: 4,
  status: 'Published',
  image: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status?: number; body?: unknown } | undefined;

/** Stubs `fetch` with `handler` (unanswered calls: 404); returns the calls made. */
export function fakeServer(handler: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** English labels; an admin session before each test; fetch and session cleared after. */
export function setUpCustomerTests() {
  beforeAll(async () => {
    const { initI18n } = await import('@/lib/i18n');
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('ecommerce');
  });
  beforeEach(() =>
    session.set({
      userData: { id: 1, fullName: 'Admin', username: 'admin', email: 'admin@demo.com', avatar: null, role: 'admin' },
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });
}

/** `routes` (path → page) in a memory router opened at `url`, with Mantine (test mode), toasts and a fresh query client. */
export function renderRoutes(routes: Record<string, () => ReactNode>, url: string) {
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
