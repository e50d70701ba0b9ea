import type { InvoiceList } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, renderListPage, setUpPageTests, type FakeServer } from '@/test/harness';
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

function stubInvoices() {
  let rows = ROWS;
  return fakeServer({
    ...OFFICE_ROUTES,
    [LIST]: ({ query }) => {
      const status = query.get('status');
      const invoices = rows.filter((row) => !status || row.invoiceStatus === status);
      const list: InvoiceList = { invoices, totalInvoices: invoices.length };
      return { body: list };
    },
    'DELETE /api/apps/invoice/:id': ({ params }) => {
      rows = rows.filter((row) => row.id !== Number(params.id));
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

  it('shows cards on a phone', async () => {
    setScreenWidth(390);
    stubInvoices();
    renderList();
    const cards = await screen.findByRole('list', { name: 'Invoices' });
    expect(await within(cards).findByText('Lina Saad')).toBeInTheDocument();
    expect(within(cards).getAllByTestId('list-row')).toHaveLength(2);
  });
});
