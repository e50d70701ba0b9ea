import type { CaseList, CaseListItem, CaseOptions } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, readerOf, renderListPage, setUpPageTests, signIn, type Reply } from '@/test/harness';
import { caseExportHref } from './case-list-csv';
import { CaseListPage } from './case-list-page';
import { caseList, type CaseListSearch } from './legal-cases.search';

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN });

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
  item(2, { title: 'Overdue case', nextHearingAt: new Date(Date.now() - 2 * DAY).toISOString(), priority: 'urgent' }),
  item(3, { title: 'No hearing case', nextHearingAt: null, status: 'closed', outcome: 'won' }),
];
const PAGE: CaseList = { cases: CASES, total: 23, totalPages: 3, page: 1 };
const EMPTY: CaseList = { cases: [], total: 0, totalPages: 0, page: 1 };
const OPTIONS: CaseOptions = {
  lawyers: [{ id: 4, fullName: 'Sara Lawyer' }],
  courts: [{ id: 7, nameAr: 'المحكمة العمالية بالرياض', nameEn: 'Riyadh Labour Court', city: 'Riyadh' }],
};

/** The API: the list answers `list` (a test may change it, say after a failure). */
function stubServer(list: Reply = { body: PAGE }) {
  let reply = list;
  const server = fakeServer({
    'GET /api/legal-cases': () => reply,
    'GET /api/legal-cases/options': { body: OPTIONS },
    'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
  });
  return Object.assign(server, {
    listCalls: () => server.callsTo('GET /api/legal-cases').map((call) => call.url),
    answer: (next: Reply) => (reply = next),
  });
}

const renderPage = (url = '/legal-cases') =>
  renderListPage<CaseListSearch>({ path: '/legal-cases', url, validateSearch: caseList.validate, Page: CaseListPage });

const SEARCH = 'Search by title, file number, court case number or party';
const firstRow = () => screen.findByRole('link', { name: '2026/0001' }, { timeout: 5000 });

beforeEach(() => setScreenWidth(1440));

describe('CaseListPage at 1440 px', { timeout: 20_000 }, () => {
  it('shows the usual columns of the answer: links, badges, next hearing, overdue hint, footer', async () => {
    const server = stubServer();
    renderPage();
    expect(await firstRow()).toHaveAttribute('href', '/legal-cases/1');
    expect(server.listCalls()).toEqual(['/api/legal-cases?page=1&itemsPerPage=10']);
    const table = screen.getByRole('table', { name: 'Legal cases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'File no.',
      'Title',
      'Client(s)',
      'Court and circuit',
      'Status',
      'Next hearing',
      'Lawyer',
      'Priority',
      'Actions',
    ]);
    const rows = screen.getAllByTestId('list-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('Case 1')).toBeInTheDocument();
    expect(first.getByText('Client Co (Plaintiff)')).toBeInTheDocument();
    expect(first.getByText('Riyadh Labour Court')).toBeInTheDocument();
    expect(first.getByText('Circuit 3')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('in 3 days')).toBeInTheDocument();
    expect(first.getByText('Sara Lawyer')).toBeInTheDocument();
    expect(first.getByText('High')).toBeInTheDocument();
    // Past hearing with no result: red, with the reason for screen readers.
    const overdue = within(rows[1]!);
    expect(overdue.getByText('2 days ago')).toBeInTheDocument();
    expect(overdue.getByText('Hearing date passed with no result recorded')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No hearing scheduled')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–10 of 23');
    // The toolbar's actions for someone who may create cases.
    expect(screen.getByRole('link', { name: 'Add case' })).toHaveAttribute('href', '/legal-cases/create');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/legal-cases/export.csv');
  });

  it('tells a screen reader the language of names and titles in the other script', async () => {
    stubServer({ body: { ...PAGE, cases: [item(1, { title: 'مطالبة بأجور', clientNames: 'شركة الأفق للتقنية' })] } });
    renderPage();
    const row = within((await screen.findAllByTestId('list-row', {}, { timeout: 5000 }))[0]!);
    for (const text of ['مطالبة بأجور', 'شركة الأفق للتقنية']) {
      expect(row.getByText(text)).toHaveAttribute('lang', 'ar');
      expect(row.getByText(text)).toHaveAttribute('dir', 'rtl');
    }
    // In the page's own script: nothing added.
    expect(row.getByText('Sara Lawyer')).not.toHaveAttribute('lang');
  });

  it('offers the other columns in the chooser, kept in the URL without asking the server again', async () => {
    const server = stubServer();
    const { last } = renderPage();
    await firstRow();
    expect(screen.queryByText('4471/2026')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('group', { name: 'Columns' });
    expect(within(chooser).getByRole('checkbox', { name: 'Opponent(s)' })).not.toBeChecked();
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Court case no./year' }));
    expect(last()).toEqual({
      cols: ['title', 'clients', 'court', 'courtCase', 'status', 'nextHearing', 'lawyer', 'priority'],
    });
    expect(await screen.findByRole('columnheader', { name: 'Court case no./year' })).toBeInTheDocument();
    // The rows take the new column a render after the header (ListTable defers them).
    await waitFor(() =>
      expect(within(screen.getAllByTestId('list-row')[0]!).getByText('4471/2026')).toBeInTheDocument(),
    );
    expect(server.listCalls()).toEqual(['/api/legal-cases?page=1&itemsPerPage=10']);
  });

  it('hides "Add case" and "Edit" from a reader', async () => {
    signIn(readerOf('LegalCase'));
    stubServer();
    renderPage();
    await firstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for case 2026/0001' }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toHaveAttribute('href', '/legal-cases/1');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add case' })).not.toBeInTheDocument();
  });

  it('a chip sets `chip` in the URL and goes back to page 1; clicking it again clears it', async () => {
    const server = stubServer();
    const { router, last } = renderPage('/legal-cases?page=2');
    await firstRow();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hearings this week' }));
    expect(last()).toEqual({ chip: 'hearingsThisWeek' });
    await waitFor(() =>
      expect(server.listCalls()).toContain('/api/legal-cases?chip=hearingsThisWeek&page=1&itemsPerPage=10'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/legal-cases/export.csv?chip=hearingsThisWeek',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hearings this week' }));
    expect(last()).toEqual({});
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('sort headers toggle the order in the URL; the default (next hearing, soonest first) stays out of it', async () => {
    const server = stubServer();
    const { last } = renderPage('/legal-cases?page=2');
    await firstRow();
    expect(screen.getByRole('columnheader', { name: 'Next hearing' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Priority' }));
    expect(last()).toEqual({ page: 2, sortBy: 'priority', orderBy: 'desc' });
    await waitFor(() =>
      expect(server.listCalls()).toContain('/api/legal-cases?sortBy=priority&orderBy=desc&page=2&itemsPerPage=10'),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Priority' })).toHaveAttribute('aria-sort', 'descending'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Priority' }));
    expect(last()).toEqual({ page: 2, sortBy: 'priority', orderBy: 'asc' });

    // Back to the soonest hearing first: the default, out of the URL; then the latest first.
    await userEvent.click(screen.getByRole('button', { name: 'Next hearing' }));
    expect(last()).toEqual({ page: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Next hearing' }));
    expect(last()).toEqual({ page: 2, sortBy: 'nextHearing', orderBy: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Next hearing' }));
    expect(last()).toEqual({ page: 2 });
  });

  it('sorts by what no column shows through the sort menu', async () => {
    const server = stubServer();
    const { last } = renderPage();
    await firstRow();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Opened date' }));
    expect(last()).toEqual({ sortBy: 'openedAt', orderBy: 'desc' });
    await waitFor(() =>
      expect(server.listCalls()).toContain('/api/legal-cases?sortBy=openedAt&orderBy=desc&page=1&itemsPerPage=10'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Direction: Descending' }));
    expect(last()).toEqual({ sortBy: 'openedAt', orderBy: 'asc' });
  });

  it('changing the page and the page size writes them into the URL', async () => {
    const server = stubServer();
    const { last } = renderPage('/legal-cases?status=%5B%22active%22%5D');
    await firstRow();
    expect(server.listCalls()).toEqual(['/api/legal-cases?page=1&itemsPerPage=10&status=active']);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(last()).toEqual({ status: ['active'], page: 2 });
    await waitFor(() => expect(server.listCalls()).toContain('/api/legal-cases?page=2&itemsPerPage=10&status=active'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(last()).toEqual({ status: ['active'], itemsPerPage: 25 });
  });

  it('reads its filters from the URL, folds them behind "Filters (n)", and writes a new one', async () => {
    const server = stubServer();
    const { last } = renderPage(
      '/legal-cases?q=labour&outcome=won&courtId=7&sortBy=priority&orderBy=desc&itemsPerPage=25&page=3',
    );
    await firstRow();
    expect(server.listCalls()).toEqual([
      '/api/legal-cases?q=labour&outcome=won&courtId=7&sortBy=priority&orderBy=desc&page=3&itemsPerPage=25',
    ]);
    expect(screen.getByRole('textbox', { name: SEARCH })).toHaveValue('labour');
    // The long panel is folded, even on a wide screen; its button counts the filters set in it (not the search).
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByDisplayValue('Won')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Riyadh Labour Court')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    expect(last()).toEqual({
      q: 'labour',
      outcome: 'won',
      courtId: 7,
      priority: 'urgent',
      sortBy: 'priority',
      orderBy: 'desc',
      itemsPerPage: 25,
    });
    await waitFor(() =>
      expect(server.listCalls()).toContain(
        '/api/legal-cases?q=labour&outcome=won&courtId=7&priority=urgent&sortBy=priority&orderBy=desc&page=1&itemsPerPage=25',
      ),
    );
  });

  it('"Clear filters" clears the filters, the search and the chip, but keeps the sort and the page size', async () => {
    stubServer();
    const { last } = renderPage('/legal-cases?q=labour&outcome=won&chip=mine&sortBy=priority&itemsPerPage=25&page=3');
    await firstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(last()).toEqual({ sortBy: 'priority', itemsPerPage: 25 });
  });

  it('debounces the search into `q` and resets the page', async () => {
    const server = stubServer();
    const { last } = renderPage('/legal-cases?page=2');
    await firstRow();
    await userEvent.type(screen.getByRole('textbox', { name: SEARCH }), '4471');
    await waitFor(() => expect(last()).toEqual({ q: '4471' }));
    await waitFor(() => expect(server.listCalls()).toContain('/api/legal-cases?q=4471&page=1&itemsPerPage=10'));
  });

  it('says when there is no case yet, without a footer', async () => {
    stubServer({ body: EMPTY });
    renderPage();
    expect(await screen.findByText('No cases yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('list-range')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters, with a way out', async () => {
    stubServer({ body: EMPTY });
    const { last } = renderPage('/legal-cases?chip=mine');
    expect(await screen.findByText('Nothing matches these filters.', {}, { timeout: 5000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Legal cases' });
    await userEvent.click(within(table).getByRole('button', { name: 'Clear filters' }));
    expect(last()).toEqual({});
  });

  it('shows an error with a retry that asks again', async () => {
    const server = stubServer({ status: 500, body: { message: 'Something went wrong' } });
    renderPage();
    expect(await screen.findByText('The cases could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.listCalls()).toHaveLength(1);
    server.answer({ body: PAGE });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await firstRow()).toBeInTheDocument();
    expect(server.listCalls()).toEqual([
      '/api/legal-cases?page=1&itemsPerPage=10',
      '/api/legal-cases?page=1&itemsPerPage=10',
    ]);
  });
});

describe('CaseListPage on a phone (390 px)', { timeout: 20_000 }, () => {
  beforeEach(() => setScreenWidth(390));

  it('shows a card per case: file, title, badges, parties, court, hearing and the menu; no table', async () => {
    stubServer();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Legal cases' }, { timeout: 5000 });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: '2026/0001' })).toHaveAttribute('href', '/legal-cases/1');
    expect(first.getByText('Case 1')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('First instance')).toBeInTheDocument();
    expect(first.getByText('Client Co (Plaintiff)')).toBeInTheDocument();
    expect(first.getByText('Opponent Ltd')).toBeInTheDocument();
    expect(first.getByText('4471/2026')).toBeInTheDocument();
    expect(first.getByText(/in 3 days/)).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Actions for case 2026/0001' })).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Hearing date passed with no result recorded/)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Won')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('checkbox', { name: 'My cases' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("sorts through the table's own menu, which offers the sorts without a column", async () => {
    stubServer();
    const { last } = renderPage();
    await screen.findByRole('list', { name: 'Legal cases' }, { timeout: 5000 });
    const sorts = screen.getAllByRole('combobox', { name: 'Sort by' });
    expect(sorts).toHaveLength(1);
    await userEvent.click(sorts[0]!);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'File no.',
      'Next hearing',
      'Priority',
      'Last update',
      'Opened date',
      'Claim amount',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Claim amount' }));
    expect(last()).toEqual({ sortBy: 'claimAmount', orderBy: 'desc' });
  });
});

describe('case list URL', () => {
  it('opens old and hand-edited links: known values kept, malformed ones dropped', () => {
    expect(
      caseList.validate({
        q: ' labour ',
        status: ['active', 'bogus'],
        outcome: 'won',
        courtId: '7',
        lawyerId: -1,
        openedFrom: '2026-02-30',
        hearingTo: '2026-03-01',
        chip: 'mine',
        sortBy: 'claimAmount',
        orderBy: 'desc',
        page: 2,
        itemsPerPage: 20,
      }),
    ).toEqual({
      q: 'labour',
      status: ['active'],
      outcome: 'won',
      courtId: 7,
      hearingTo: '2026-03-01',
      chip: 'mine',
      sortBy: 'claimAmount',
      orderBy: 'desc',
      page: 2,
    });
    expect(caseList.validate({ status: 'active,suspended', itemsPerPage: '100' })).toEqual({
      status: ['active', 'suspended'],
      itemsPerPage: 100,
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
        cols: ['opponents'],
      }),
    ).toBe('/api/legal-cases/export.csv?q=x&sortBy=fileNumber&orderBy=desc&status=active%2Csuspended');
    expect(caseExportHref({})).toBe('/api/legal-cases/export.csv');
  });
});
