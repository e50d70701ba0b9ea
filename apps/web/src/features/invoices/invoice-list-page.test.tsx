import type { InvoiceBulkEmailResult, InvoiceList, InvoiceStats } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import {
  ADMIN,
  fakeServer,
  readerOf,
  renderListPage,
  setLanguage,
  setUpPageTests,
  signIn,
  type FakeServer,
} from '@/test/harness';
import { InvoiceListPage } from './invoice-list-page';
import { invoiceList } from './invoices.search';
import { invoiceRow, OFFICE_ROUTES } from './invoices-test-fixtures';

setUpPageTests({ namespaces: ['invoices'], user: ADMIN });

const ROWS = [
  invoiceRow(5036, 'Omar Haddad', { total: 1150, balance: 1150 }),
  invoiceRow(5035, 'Lina Saad', {
    number: 'INV-2026-0042',
    invoiceStatus: 'Paid',
    total: 2300,
    balance: -100,
    source: 'legal-fee',
    sourceId: 12,
  }),
];
const LIST = 'GET /api/apps/invoice';
const STATS = 'GET /api/apps/invoice/stats';
const STATS_BODY: InvoiceStats = { clients: 12, invoices: 1234, paid: '5000.50', unpaid: '1150.00', currency: 'SAR' };

function stubInvoices() {
  let rows = ROWS;
  let stats = STATS_BODY;
  return fakeServer({
    ...OFFICE_ROUTES,
    [STATS]: () => ({ body: stats }),
    [LIST]: ({ query }) => {
      const status = query.get('status');
      const invoices = rows.filter((row) => !status || row.invoiceStatus === status);
      const list: InvoiceList = { invoices, totalInvoices: invoices.length };
      return { body: list };
    },
    'DELETE /api/apps/invoice/:id': ({ params }) => {
      rows = rows.filter((row) => row.id !== Number(params.id));
      stats = { ...stats, invoices: stats.invoices - 1 };
      return { status: 204 };
    },
  });
}

const listQueries = (server: FakeServer) => server.callsTo(LIST).map((call) => Object.fromEntries(call.query));

const renderList = (url = '/apps/invoice/list') =>
  renderListPage({ path: '/apps/invoice/list', url, validateSearch: invoiceList.validate, Page: InvoiceListPage })
    .router;

describe('InvoiceListPage', () => {
  beforeEach(() => {
    setScreenWidth(1440);
    return () => vi.unstubAllGlobals();
  });

  it('shows the rows from the server: id and number, client, money, a credit, status and source', async () => {
    stubInvoices();
    renderList();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const draft = (await within(table).findByText('Omar Haddad')).closest('tr')!;
    expect(within(draft).getByRole('link', { name: '#5036' })).toHaveAttribute('href', '/apps/invoice/preview/5036');
    expect(within(draft).getByText('omar@example.com')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Manual')).toBeInTheDocument();
    expect(draft).toHaveTextContent('SAR 1,150.00');
    expect(within(draft).getByRole('button', { name: 'Delete draft invoice #5036' })).toBeInTheDocument();

    const paid = screen.getByText('Lina Saad').closest('tr')!;
    expect(within(paid).getByText('INV-2026-0042')).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Legal fee')).toBeInTheDocument();
    expect(within(paid).getByText('SAR 100.00 credit')).toBeInTheDocument();
    // A finalized invoice keeps its number: no delete, only the preview.
    expect(within(paid).getByRole('link', { name: 'Preview invoice #5035' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–2 of 2');
  });

  it('writes the status filter and the sort into the URL and asks the server for them', async () => {
    const server = stubInvoices();
    const router = renderList();
    await screen.findByText('Lina Saad');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Paid' }));
    await waitFor(() => expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument());
    expect(listQueries(server)).toContainEqual({ status: 'Paid', page: '1', itemsPerPage: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Balance' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'Paid', sortBy: 'balance', orderBy: 'desc' }),
    );
  });

  it('sends the issue-date range of the URL as selectedDateRange', async () => {
    const server = stubInvoices();
    renderList('/apps/invoice/list?from=2026-01-01&to=2026-03-31&q=lina');
    await screen.findByText('Lina Saad');
    expect(listQueries(server)).toContainEqual({
      q: 'lina',
      selectedDateRange: '{"start":"2026-01-01","end":"2026-03-31"}',
      page: '1',
      itemsPerPage: '10',
    });
  });

  it('asks before deleting a draft, then deletes it and says so', async () => {
    const server = stubInvoices();
    renderList();
    const row = (await screen.findByText('Omar Haddad')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete draft invoice #5036' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent('Draft invoice #5036 for Omar Haddad will be deleted.');
    expect(server.writes()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft deleted')).toBeInTheDocument();
    expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/apps/invoice/5036']);
    await waitFor(() => expect(screen.queryByText('Omar Haddad')).not.toBeInTheDocument());
  });

  it('deletes only the selected drafts in bulk, after asking', async () => {
    const server = stubInvoices();
    renderList();
    await screen.findByText('Omar Haddad');
    await userEvent.click(screen.getByRole('checkbox', { name: /Omar Haddad/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Lina Saad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1 draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft deleted')).toBeInTheDocument();
    expect(server.writes().map((call) => call.path)).toEqual(['/api/apps/invoice/5036']);
  });

  it('shows the four stat cards, skeletons first, money in the store currency, and refetches them after a delete', async () => {
    const server = stubInvoices();
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.on({ [STATS]: async () => (await held, { body: STATS_BODY }) });
    renderList();
    expect(await screen.findByTestId('stat-clients-loading')).toBeInTheDocument();
    expect(screen.getByTestId('stat-unpaid-loading')).toBeInTheDocument();
    answer!();
    expect(await within(screen.getByTestId('stat-clients')).findByText('12')).toBeInTheDocument();
    expect(screen.getByTestId('stat-clients')).toHaveTextContent('Clients');
    expect(screen.getByTestId('stat-invoices')).toHaveTextContent('Invoices1,234Drafts included');
    expect(screen.getByTestId('stat-paid')).toHaveTextContent('SAR 5,000.50');
    expect(screen.getByTestId('stat-unpaid')).toHaveTextContent('UnpaidSAR 1,150.00Still owed on issued invoices');

    server.on({ [STATS]: () => ({ body: { ...STATS_BODY, invoices: 1233 } }) });
    const row = (await screen.findByText('Omar Haddad')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete draft invoice #5036' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByTestId('stat-invoices')).findByText('1,233')).toBeInTheDocument();
    expect(server.callsTo(STATS)).toHaveLength(2);
  });

  it('says when the stat cards could not be loaded, and tries again', async () => {
    const server = stubInvoices();
    server.on({ [STATS]: { status: 500, body: { message: 'Something went wrong' } } });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoice figures could not be loaded.');
    expect(screen.getByTestId('stat-paid')).toHaveTextContent('Paid—');
    expect(await screen.findByText('Omar Haddad')).toBeInTheDocument(); // the list still shows

    server.on({ [STATS]: { body: STATS_BODY } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByTestId('stat-paid')).findByText('SAR 5,000.50')).toBeInTheDocument();
    expect(screen.queryByText('The invoice figures could not be loaded.')).not.toBeInTheDocument();
  });

  it('sends the selected invoices by e-mail after asking, in the interface language, and lists what was skipped', async () => {
    const server = stubInvoices();
    const result: InvoiceBulkEmailResult = {
      sent: [5035],
      skipped: [{ id: 5036, reason: 'Finalize the invoice first' }],
    };
    server.on({ 'POST /api/apps/invoice/email': { body: result } });
    renderList();
    await screen.findByText('Omar Haddad');
    await userEvent.click(screen.getByRole('checkbox', { name: /Omar Haddad/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Lina Saad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send these invoices by e-mail?' });
    expect(dialog).toHaveTextContent('2 invoices will be e-mailed to their clients in English');
    expect(server.writes()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent: 1, skipped: 1')).toBeInTheDocument();
    expect(screen.getByText('#5036: A draft: finalize it first')).toBeInTheDocument();
    expect(server.writes().map((call) => [call.path, call.body])).toEqual([
      ['/api/apps/invoice/email', { ids: [5036, 5035], language: 'en' }],
    ]);
    // The skipped invoice stays ticked, to fix and send again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send 1 by e-mail' })).toBeInTheDocument());
  });

  it('sends in Arabic from the Arabic interface and says when all went', async () => {
    await setLanguage('ar', ['invoices']);
    const server = stubInvoices();
    server.on({ 'POST /api/apps/invoice/email': { body: { sent: [5035], skipped: [] } } });
    renderList();
    expect(await screen.findByTestId('stat-clients')).toHaveTextContent('العملاء');
    await screen.findByText('Lina Saad');
    await userEvent.click(screen.getByRole('checkbox', { name: /Lina Saad/ }));
    await userEvent.click(screen.getByRole('button', { name: 'إرسال فاتورة واحدة بالبريد' }));
    const dialog = await screen.findByRole('dialog', { name: 'إرسال هذه الفاتورة بالبريد؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('أُرسلت الفاتورة.')).toBeInTheDocument();
    expect(server.writes().map((call) => call.body)).toEqual([{ ids: [5035], language: 'ar' }]);
  });

  it('offers no tick boxes to a user who may only read invoices', async () => {
    signIn(readerOf('Invoice'));
    stubInvoices();
    renderList();
    expect(await screen.findByText('Omar Haddad')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('stat-clients')).findByText('12')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Omar Haddad/ })).not.toBeInTheDocument();
  });

  it('exports every invoice of the filter as CSV, the client flattened', async () => {
    const server = stubInvoices();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoices');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderList('/apps/invoice/list?status=Paid');
    await screen.findByText('Lina Saad');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Rows exported: 1')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    expect(listQueries(server).at(-1)).toEqual({ status: 'Paid', page: '1', itemsPerPage: '-1' });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    expect(text).toContain('id,number,issuedDate,dueDate,clientName,clientCompany,clientEmail,service,total,balance');
    expect(text).toContain('5035,INV-2026-0042,2026-03-01,2026-03-31,Lina Saad,Al Noor Trading,lina@example.com');
    click.mockRestore();
  });

  it('shows cards on a phone', async () => {
    setScreenWidth(390);
    stubInvoices();
    renderList();
    const cards = await screen.findByRole('list', { name: 'Invoices' });
    expect(await within(cards).findByText('Lina Saad')).toBeInTheDocument();
    expect(within(cards).getAllByTestId('list-row')).toHaveLength(2);
  });
});
