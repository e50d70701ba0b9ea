import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CaseDetail, Contact } from '@mizan/contracts';
import { vi } from 'vitest';

/** Test fixtures and a fake API for the create / edit / parties tests. */

export const contact = (id: number, nameAr: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  kind: 'person',
  nameAr,
  nameEn: '',
  aliases: [],
  idType: 'nationalId',
  idNumber: `10000000${id}`.slice(0, 10),
  commercialRegistration: null,
  phone: '0500000000',
  email: '',
  address: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

export const CONTACTS = [
  contact(1, 'أحمد محمد علي الزهراني', { nameEn: 'Ahmad Zahrani' }),
  contact(2, 'شركة النخيل للمقاولات', { kind: 'organization', nameEn: 'Palm Contracting', idType: null, idNumber: null }),
  contact(3, 'سارة خالد سعد القحطاني', { nameEn: 'Sara Qahtani' }),
];

export const OPTIONS = {
  lawyers: [
    { id: 9, fullName: 'Admin Lawyer' },
    { id: 4, fullName: 'Noura Salem' },
  ],
  courts: [{ id: 1, nameAr: 'المحكمة العمالية بالرياض', nameEn: 'Riyadh Labour Court', city: 'Riyadh' }],
};

export const caseDetail = (extra: Partial<CaseDetail> = {}): CaseDetail => ({
  id: 5,
  fileNumber: '2026/0005',
  title: 'Unpaid wages claim',
  clientNames: '',
  opponentNames: '',
  currentCourtName: '',
  currentCircuit: '',
  currentCourtCaseNumber: '',
  currentCourtCaseYear: null,
  currentStageType: null,
  status: 'intake',
  outcome: 'pending',
  nextHearingAt: null,
  lastDecision: '',
  responsibleLawyer: { id: 9, fullName: 'Admin Lawyer' },
  priority: 'normal',
  updatedAt: '2026-02-01T00:00:00.000Z',
  claimAmount: '1250.50',
  currency: 'SAR',
  description: '',
  legalBasis: '',
  category: 'labour',
  subType: '',
  tags: [],
  closeReason: null,
  openedAt: '2026-01-10',
  closedAt: null,
  teamOnly: false,
  team: [],
  judgedAmount: null,
  limitationDate: null,
  najizReference: '',
  conflictCheck: 'clear',
  conflictCheckResult: null,
  parties: [],
  stages: [],
  powerOfAttorneyIds: [],
  currentStageId: null,
  currentCourtId: null,
  openTaskCount: 0,
  appealDeadline: null,
  poaExpiresAt: null,
  createdAt: '2026-01-10T00:00:00.000Z',
  createdBy: 9,
  updatedBy: 9,
  version: 3,
  ...extra,
});

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (call: Call & { url: URL }) => { status?: number; body?: unknown } | undefined;

/** Answers `fetch` with the first handler that returns something (else the defaults); records every call. */
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
      return new Response(JSON.stringify(answer?.body ?? {}), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function defaults({ method, path, url }: Call & { url: URL }): { status?: number; body?: unknown } | undefined {
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

/** English labels for the form tests. */
export async function setUpFormTests() {
  const { initI18n } = await import('@/lib/i18n');
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('legal-cases');
}

/** Like `renderRoutes` (src/test), with Mantine in test mode (no transitions, so dropdown options are visible). */
export function renderFormRoutes(routes: Record<string, () => ReactNode>, url: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    routeTree: rootRoute.addChildren(
      Object.entries(routes).map(([path, component]) => createRoute({ getParentRoute: () => rootRoute, path, component })),
    ),
  });
  window.scrollTo = () => {};
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
