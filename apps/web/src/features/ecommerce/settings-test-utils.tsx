import { MantineProvider } from '@mantine/core';
import type { StoreSettings } from '@mizan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { session } from '@/lib/session';

/**
 * The store settings and dashboard tests' harness: a settings fixture, a fake API recording its calls, an admin
 * session and rendering in a small router (the page header links home). Toasts are left to `vi.mock`.
 */

export const settingsFixture = (extra: Partial<StoreSettings> = {}): StoreSettings => ({
  store: {
    name: 'Mizan Store',
    phone: '+966 11 000 0000',
    email: 'shop@mizan.test',
    currency: 'USD',
    taxRate: '15',
    pricesIncludeTax: false,
    timeZone: 'Asia/Riyadh',
    weightUnit: 'kg',
    orderPrefix: '#',
  },
  payments: { providers: { card: true, paypal: true, cashOnDelivery: false, bankTransfer: false }, captureOnOrder: true },
  checkout: { contact: 'email', fullName: 'firstAndLast', companyName: 'optional', addressLine2: 'optional', shippingPhone: 'required', guestCheckout: true },
  shipping: {
    zones: [{ name: 'Gulf', countries: ['SA', 'AE'], rates: [{ name: 'Standard', price: '10', freeAbove: '200' }] }],
    defaultRate: '25',
  },
  locations: [{ name: 'Riyadh warehouse', line1: 'King Fahd Road 1', city: 'Riyadh', countryCode: 'SA', fulfilsOnline: true, isDefault: true }],
  notifications: {
    newOrder: { email: true, app: true },
    orderCancelled: { email: true, app: false },
    lowStock: { email: false, app: true },
    newReview: { email: false, app: false },
    newCustomer: { email: false, app: false },
    refundRequest: { email: true, app: true },
  },
  version: 4,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

/** Stubs `fetch`: answers with `handler`'s `{ status, body }`, else 200 `{}`; returns the calls, JSON bodies parsed. */
export function fakeServer(handler: Handler) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const call = { method, path: url.pathname, body };
      calls.push(call);
      const answer = handler(call);
      return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** English labels once; an admin session before each test; `fetch` and the session cleared after. */
export function setUpEcommerceTests() {
  beforeAll(async () => {
    const { initI18n } = await import('@/lib/i18n');
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('ecommerce');
  });
  beforeEach(() =>
    session.set({
      userData: { id: 9, fullName: 'Admin Person', username: 'admin', email: 'admin@demo.com', avatar: null, role: 'admin' },
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });
}

/** `page` at `/` of a small router (with a catch-all for the links), Mantine in test mode and a fresh query client. */
export function renderPage(page: () => ReactNode) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: page }),
      createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>elsewhere</p> }),
    ]),
  });
  window.scrollTo = () => {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
