import { MantineProvider } from '@mantine/core';
import type { CaseList, CaseListItem, CaseOptions } from '@mizan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { caseExportHref } from './case-list-csv';
import { CaseListPage } from './case-list-page';
import { nextSort } from './case-list-table';
import { caseListSearchSchema, type CaseListSearch } from './legal-cases.search';

const DAY = 24 * 3600 * 1000;

const item = (id: number, extra: Partial<CaseListItem> = {}): CaseListItem => ({
  id,
  fileNumber: `2026/${String(id).padStart(4, '0')}`,
  title: `Case ${id}`,
  clientNames: 'Client Co (Plaintiff)',
  opponentNames: 'Opponent Ltd',
  currentCourtName: 'Riyadh Labour Court',
  currentCircuit: 'Circuit 3',
  currentCourtCaseNumber: '4471',
  currentCourtCaseYear: 2026,
  currentStageType: 'firstInstance',
  status: 'active',
  outcome: 'pending',
  nextHearingAt: new Date(Date.now() + 3 * DAY).toISOString(),
  lastDecision: 'Postponed for the defendant’s memo',
  responsibleLawyer: { id: 4, fullName: 'Sara Lawyer' },
  priority: 'high',
  updatedAt: '2026-03-01T10:00:00.000Z',
  claimAmount: '1000.00',
  currency: 'SAR',
  ...extra,
});

const CASES = [
  item(1),
  item(2, {
    title: 'Overdue case',
    nextHearingAt: new Date(Date.now() - 2 * DAY).toISOString(),
    priority: 'urgent',
  }),
  item(3, {
    title: 'No hearing case',
    nextHearingAt: null,
    status: 'closed',
    outcome: 'won',
  }),
];
const OPTIONS: CaseOptions = {
  lawyers: [{ id: 4, fullName: 'Sara Lawyer' }],
  courts: [
    {
      id: 7,
      nameAr: 'المحكمة العمالية بالرياض',
      nameEn: 'Riyadh Labour Court',
      city: 'Riyadh',
    },
  ],
};

/** A fake API recording every call: the list answers `list` (or fails with `fail`). */
function stubServer({ list = { cases: CASES, total: 23, totalPages: 3, page: 1 } as CaseList, fail = false } = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      const { pathname } = new URL(url, 'http://test');
      if (pathname === '/api/legal-cases/options') return json(OPTIONS);
      if (pathname === '/api/office/time-zone') return json({ timeZone: 'Asia/Riyadh' });
      if (pathname === '/api/legal-cases') return fail ? json({ message: 'Something went wrong' }, 500) : json(list);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

/** The page under a real router whose URL is the page's state; `onSearchChange` is spied on. */
function renderPage(initial = '/legal-cases') {
  const onChange = vi.fn<(next: CaseListSearch) => void>();
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/legal-cases',
    validateSearch: caseListSearchSchema,
    component: function Page() {
      const search = list.useSearch();
      const navigate = list.useNavigate();
      return (
        <CaseListPage
          search={search}
          onSearchChange={(next) => {
            onChange(next);
            void navigate({ search: next as never, replace: true }); // a test route, not in the app's route types
          }}
        />
      );
    },
  });
  const stub = (path: string) =>
    createRoute({
      getParentRoute: () => root,
      path,
      component: () => <p>{path}</p>,
    });
  const router = createRouter({
    routeTree: root.addChildren([
      list,
      stub('/legal-cases/$id'),
      stub('/legal-cases/edit/$id'),
      stub('/legal-cases/create'),
    ]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  window.scrollTo = () => {};
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, onChange, last: () => onChange.mock.calls.at(-1)?.[0] };
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  session.set({
    userData: {
      id: 9,
      fullName: 'Admin',
      username: 'admin',
      email: 'admin@demo.com',
      avatar: null,
      role: 'admin',
    },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('CaseListPage', { timeout: 20_000 }, () => {
  it('renders the rows of the answer: links, badges, next hearing, overdue hint, paging text', async () => {
    const calls = stubServer();
    renderPage();
    const link = await screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/legal-cases/1');
    expect(calls).toContain('/api/legal-cases?page=1&itemsPerPage=10');
    const table = screen.getByRole('table', { name: 'Legal cases' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4); // header + 3
    const first = within(rows[1]!);
    expect(first.getByText('Case 1')).toBeInTheDocument();
    expect(first.getByText('Riyadh Labour Court')).toBeInTheDocument();
    expect(first.getByText('4471/2026')).toBeInTheDocument();
    expect(first.getByText('First instance')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('in 3 days')).toBeInTheDocument();
    expect(first.getByText('Sara Lawyer')).toBeInTheDocument();
    // Past hearing with no result: red, with the reason for screen readers.
    const overdue = within(rows[2]!);
    expect(overdue.getByText('2 days ago')).toBeInTheDocument();
    expect(overdue.getByText('Hearing date passed with no result recorded')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('No hearing scheduled')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Won')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    // Header actions for someone who may create cases.
    expect(screen.getByRole('link', { name: 'Add case' })).toHaveAttribute('href', '/legal-cases/create');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/legal-cases/export.csv');
  });

  it('hides "Add case" and "Edit" from a reader', async () => {
    session.set({
      userData: {
        id: 3,
        fullName: 'Reader',
        username: 'reader',
        email: 'r@demo.com',
        avatar: null,
        role: 'client',
      },
      userAbilityRules: [{ action: 'read', subject: 'LegalCase' }],
    });
    stubServer();
    renderPage();
    await screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Add case' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for case 2026/0001' }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toHaveAttribute('href', '/legal-cases/1');
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('a chip sets `chip` in the URL and goes back to page 1; clicking it again clears it', async () => {
    const calls = stubServer();
    const { router, last } = renderPage('/legal-cases?page=2');
    await screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hearings this week' }));
    expect(last()).toEqual({ chip: 'hearingsThisWeek' });
    await waitFor(() => expect(calls).toContain('/api/legal-cases?chip=hearingsThisWeek&page=1&itemsPerPage=10'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/legal-cases/export.csv?chip=hearingsThisWeek',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hearings this week' }));
    expect(last()).toEqual({});
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('sort headers toggle the order in the URL; the default (next hearing, soonest first) stays out of it', async () => {
    const calls = stubServer();
    const { last } = renderPage('/legal-cases?page=2');
    await screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });
    expect(screen.getByRole('columnheader', { name: 'Next hearing' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Last update' }));
    expect(last()).toEqual({ page: 2, sortBy: 'updatedAt', orderBy: 'desc' });
    await waitFor(() =>
      expect(calls).toContain('/api/legal-cases?sortBy=updatedAt&orderBy=desc&page=2&itemsPerPage=10'),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Last update' })).toHaveAttribute('aria-sort', 'descending'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Last update' }));
    expect(last()).toMatchObject({ sortBy: 'updatedAt', orderBy: 'asc' });

    await userEvent.click(screen.getByRole('button', { name: 'Next hearing' }));
    expect(last()).toEqual({ page: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Next hearing' }));
    expect(last()).toEqual({ page: 2, sortBy: 'nextHearing', orderBy: 'desc' });
  });

  it('changing the page and the page size writes them into the URL', async () => {
    const calls = stubServer();
    const { last } = renderPage('/legal-cases?status=%5B%22active%22%5D');
    await screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });
    expect(calls).toContain('/api/legal-cases?page=1&itemsPerPage=10&status=active');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(last()).toEqual({ status: ['active'], page: 2 });
    await waitFor(() => expect(calls).toContain('/api/legal-cases?page=2&itemsPerPage=10&status=active'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Items per page:' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(last()).toEqual({ status: ['active'], itemsPerPage: 25 });
  });

  it('reads its filters from the URL, and "Clear filters" keeps only the sort and page size', async () => {
    const calls = stubServer();
    const { last } = renderPage(
      '/legal-cases?q=labour&outcome=won&courtId=7&sortBy=priority&orderBy=desc&itemsPerPage=25&page=3',
    );
    await screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });
    expect(calls).toContain(
      '/api/legal-cases?q=labour&outcome=won&courtId=7&sortBy=priority&orderBy=desc&page=3&itemsPerPage=25',
    );
    expect(
      screen.getByRole('textbox', {
        name: 'Search by title, file number, court case number or party',
      }),
    ).toHaveValue('labour');
    // On a narrow screen the filters fold under a button that counts them.
    const button = screen.getByRole('button', { name: /Filters/ });
    expect(within(button).getByLabelText('Active filters: 2')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByDisplayValue('Won')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(last()).toEqual({
      sortBy: 'priority',
      orderBy: 'desc',
      itemsPerPage: 25,
    });
  });

  it('debounces the search into `q` and resets the page', async () => {
    stubServer();
    const { last } = renderPage('/legal-cases?page=2');
    await screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });
    await userEvent.type(
      screen.getByRole('textbox', {
        name: 'Search by title, file number, court case number or party',
      }),
      '4471',
    );
    await waitFor(() => expect(last()).toEqual({ q: '4471' }));
  });

  it('says when nothing exists, and when nothing matches the filters (with a way out)', async () => {
    stubServer({ list: { cases: [], total: 0, totalPages: 0, page: 1 } });
    renderPage();
    expect(await screen.findByText('No cases yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Items per page:')).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters, with a way out', async () => {
    stubServer({ list: { cases: [], total: 0, totalPages: 0, page: 1 } });
    const { last } = renderPage('/legal-cases?chip=mine');
    expect(await screen.findByText('No case matches these filters', {}, { timeout: 5000 })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(buttons.at(-1)!);
    expect(last()).toEqual({});
  });

  it('shows an error with a retry that asks again', async () => {
    const calls = stubServer({ fail: true });
    renderPage();
    expect(await screen.findByText('The cases could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    const before = calls.filter((url) => url.startsWith('/api/legal-cases?')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((url) => url.startsWith('/api/legal-cases?')).length).toBe(before + 1));
  });
});

describe('case list helpers', () => {
  it('nextSort: a new column starts at its natural order, the same column flips', () => {
    expect(nextSort({}, 'fileNumber')).toEqual({
      sortBy: 'fileNumber',
      orderBy: 'asc',
    });
    expect(nextSort({}, 'claimAmount')).toEqual({
      sortBy: 'claimAmount',
      orderBy: 'desc',
    });
    expect(nextSort({ sortBy: 'fileNumber', orderBy: 'asc' }, 'fileNumber')).toEqual({
      sortBy: 'fileNumber',
      orderBy: 'desc',
    });
    expect(nextSort({}, 'nextHearing')).toEqual({
      sortBy: 'nextHearing',
      orderBy: 'desc',
    });
    expect(nextSort({ sortBy: 'nextHearing', orderBy: 'desc' }, 'nextHearing')).toEqual({
      sortBy: undefined,
      orderBy: undefined,
    });
  });

  it('caseExportHref: the filters and the sort, comma-separated statuses, no paging', () => {
    expect(
      caseExportHref({
        status: ['active', 'suspended'],
        q: ' x ',
        page: 3,
        itemsPerPage: 25,
        sortBy: 'fileNumber',
        orderBy: 'desc',
      }),
    ).toBe('/api/legal-cases/export.csv?q=x&sortBy=fileNumber&orderBy=desc&status=active%2Csuspended');
    expect(caseExportHref({})).toBe('/api/legal-cases/export.csv');
  });
});
