import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { CaseDetail, CaseStage, Contact, Hearing } from '@mizan/contracts';
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
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { officeTimeZoneQuery } from '@/lib/office-time-hooks';
import { session } from '@/lib/session';

/**
 * The legal-cases tests' one harness: fixtures, a fake API recording its calls, the session, and rendering with
 * Mantine (test mode), toasts and a fresh query client. Not a `.test.` file, so vitest doesn't collect it.
 */

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
  contact(2, 'شركة النخيل للمقاولات', {
    kind: 'organization',
    nameEn: 'Palm Contracting',
    idType: null,
    idNumber: null,
  }),
  contact(3, 'سارة خالد سعد القحطاني', { nameEn: 'Sara Qahtani' }),
];

/** The office's zone in these tests: Riyadh (UTC+3, no summer time), not the zone the tests run in. */
export const OFFICE_TIME_ZONE = 'Asia/Riyadh';

export const OPTIONS = {
  lawyers: [
    { id: 9, fullName: 'Admin Lawyer' },
    { id: 4, fullName: 'Noura Salem' },
  ],
  courts: [{ id: 1, nameAr: 'المحكمة العمالية بالرياض', nameEn: 'Riyadh Labour Court', city: 'Riyadh' }],
};

export const stageFixture = (extra: Partial<CaseStage> = {}): CaseStage => ({
  id: 11,
  caseId: 7,
  type: 'firstInstance',
  position: 1,
  current: true,
  courtId: 3,
  courtName: 'Riyadh Labour Court',
  circuit: 'Circuit 4',
  judge: '',
  courtCaseNumber: '4471',
  courtCaseYear: 1447,
  courtCaseYearCalendar: 'hijri',
  filedAt: '2026-01-10',
  endedAt: null,
  judgment: null,
  appealDeadline: null,
  ...extra,
});

export const caseFixture = (extra: Partial<CaseDetail> = {}): CaseDetail => ({
  id: 7,
  fileNumber: '2026/0007',
  title: 'Unpaid wages claim',
  clientNames: 'Client A',
  opponentNames: 'Company B',
  currentCourtName: 'Riyadh Labour Court',
  currentCircuit: 'Circuit 4',
  currentCourtCaseNumber: '4471',
  currentCourtCaseYear: 1447,
  currentStageType: 'firstInstance',
  status: 'active',
  outcome: 'pending',
  nextHearingAt: '2099-03-01T06:00:00.000Z',
  lastDecision: '',
  responsibleLawyer: { id: 2, fullName: 'Sara Lawyer' },
  priority: 'normal',
  updatedAt: '2026-02-01T10:00:00.000Z',
  claimAmount: '125000.50',
  currency: 'SAR',
  description: 'Wages for six months',
  legalBasis: 'Labour law art. 90',
  category: 'labour',
  subType: '',
  tags: ['wages'],
  closeReason: null,
  openedAt: '2026-01-05',
  closedAt: null,
  teamOnly: false,
  team: [],
  judgedAmount: null,
  limitationDate: null,
  najizReference: '',
  conflictCheck: 'clear',
  conflictCheckResult: null,
  parties: [],
  stages: [stageFixture()],
  powerOfAttorneyIds: [],
  currentStageId: 11,
  currentCourtId: 3,
  openTaskCount: 2,
  appealDeadline: null,
  poaExpiresAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  createdBy: 1,
  updatedBy: 1,
  version: 3,
  ...extra,
});

/** A case at intake with little filled in (the form tests'); `caseFixture` is a fuller, active one. */
export const caseDetail = (extra: Partial<CaseDetail> = {}): CaseDetail =>
  caseFixture({
    id: 5,
    fileNumber: '2026/0005',
    clientNames: '',
    opponentNames: '',
    currentCourtName: '',
    currentCircuit: '',
    currentCourtCaseNumber: '',
    currentCourtCaseYear: null,
    currentStageType: null,
    status: 'intake',
    nextHearingAt: null,
    responsibleLawyer: { id: 9, fullName: 'Admin Lawyer' },
    updatedAt: '2026-02-01T00:00:00.000Z',
    claimAmount: '1250.50',
    description: '',
    legalBasis: '',
    tags: [],
    openedAt: '2026-01-10',
    stages: [],
    currentStageId: null,
    currentCourtId: null,
    openTaskCount: 0,
    createdAt: '2026-01-10T00:00:00.000Z',
    createdBy: 9,
    updatedBy: 9,
    ...extra,
  });

export const hearingFixture = (extra: Partial<Hearing> = {}): Hearing => ({
  id: 21,
  caseId: 7,
  stageId: 11,
  stageType: 'firstInstance',
  stagePosition: 1,
  previousHearingId: null,
  nextHearingId: null,
  scheduledAt: '2026-02-01T06:00:00.000Z',
  venue: 'Riyadh Labour Court — Circuit 4',
  kind: 'pleading',
  remote: false,
  remoteLink: '',
  status: 'scheduled',
  result: null,
  decision: '',
  postponementReason: '',
  recordedAt: null,
  recordedBy: null,
  lawyers: [{ id: 2, fullName: 'Sara Lawyer' }],
  ...extra,
});

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

/** Like `renderRoutes` (src/test) with `renderWithProviders`: pages in a small router of their own, opened at `url`. */
export function renderInRouter(routes: Record<string, () => ReactNode>, url: string) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    routeTree: rootRoute.addChildren(
      Object.entries(routes).map(([path, component]) =>
        createRoute({ getParentRoute: () => rootRoute, path, component }),
      ),
    ),
  });
  window.scrollTo = () => {};
  renderWithProviders(<RouterProvider router={router} />, { toasts: false });
  return router;
}
