import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { officeTimeZoneQuery } from '@/lib/office-time-hooks';
import { session } from '@/lib/session';
import { CONTACTS, OFFICE_TIME_ZONE, OPTIONS } from './legal-cases-test-fixtures';

/**
 * The old private harness, kept only while case-activity-tab.test.tsx (another change's file) still imports it:
 * every other legal-cases test uses the web's one harness (src/test/harness.tsx) and the fixtures in
 * legal-cases-test-fixtures.ts. Delete this file once that test has moved too.
 */

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (call: Call & { url: URL }) => { status?: number; body?: unknown } | undefined;

/**
 * Stubs `fetch`: answers with `handler`'s `{ status, body }` (204: no body), else the defaults (the office's zone,
 * options, contacts, powers, conflict check), else 200 `{}`; returns the calls, JSON bodies parsed (FormData kept as is).
 */
export function fakeServer(handler: Handler = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const call = { method, path: url.pathname, body };
      calls.push(call);
      const answer = handler({ ...call, url }) ?? defaults({ ...call, url });
      const status = answer?.status ?? 200;
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify(answer?.body ?? {}), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function defaults({ method, path, url }: Call & { url: URL }): { status?: number; body?: unknown } | undefined {
  if (path === '/api/office/time-zone') return { body: { timeZone: OFFICE_TIME_ZONE } };
  if (path === '/api/legal-cases/options') return { body: OPTIONS };
  if (path === '/api/legal-contacts' && method === 'GET') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const contacts = CONTACTS.filter((item) => !q || item.nameAr.includes(q) || item.nameEn.toLowerCase().includes(q));
    return { body: { contacts, total: contacts.length, page: 1, totalPages: 1 } };
  }
  if (path === '/api/legal-powers') return { body: { powers: [], total: 0, page: 1, totalPages: 0 } };
  if (path === '/api/legal-cases/conflict-check') return { body: { hits: [] } };
  return undefined;
}

/** English labels and the legal-cases namespace. */
export async function setUpI18n() {
  const { initI18n } = await import('@/lib/i18n');
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('legal-cases');
}

const USERS: Record<'admin' | 'reader', Parameters<typeof session.set>[0]> = {
  admin: {
    userData: {
      id: 9,
      fullName: 'Admin Lawyer',
      username: 'admin',
      email: 'admin@demo.com',
      avatar: null,
      role: 'admin',
    },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  },
  reader: {
    userData: { id: 5, fullName: 'Reader', username: 'reader', email: 'reader@demo.com', avatar: null, role: 'client' },
    userAbilityRules: [{ action: 'read', subject: 'LegalCase' }],
  },
};

/** Signs in as an admin (may do everything) or a reader (may only read cases). */
export const signInAs = (user: keyof typeof USERS) => session.set(structuredClone(USERS[user]));

/**
 * A test file's hooks: English labels once; before each test an admin session (unless `signedIn` is false);
 * after each, `fetch` unstubbed and the session cleared.
 */
export function setUpLegalCasesTests({ signedIn = true }: { signedIn?: boolean } = {}) {
  beforeAll(setUpI18n);
  if (signedIn) beforeEach(() => signInAs('admin'));
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });
}

/**
 * Renders `ui` with Mantine in test mode (no transitions, so dropdown options are visible), a fresh query client
 * without retries that knows the office's zone (`OFFICE_TIME_ZONE`) and, unless `toasts` is false (for files that mock `@mantine/notifications`), the toasts.
 */
export function renderWithProviders(ui: ReactElement, { toasts = true }: { toasts?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Known from the start, as after the app's first page: a test's own fake server needn't answer it.
  client.setQueryData(officeTimeZoneQuery().queryKey, { timeZone: OFFICE_TIME_ZONE });
  return render(
    <MantineProvider env="test">
      {toasts && <Notifications />}
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
