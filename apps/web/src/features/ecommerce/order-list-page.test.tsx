import type { OrderList, OrderStats } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, readerOf, renderListPage, setUpPageTests, signIn, type FakeServer } from '@/test/harness';
import { orderList } from './ecommerce.search';
import { OrderListPage } from './order-list-page';
import { orderRow } from './order-test-fixtures';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

const ROWS = [
  orderRow(5434, 'Gabrielle Feyer', { payment: 1, status: 'Delivered', method: 'paypalLogo', spent: 73.98 }),
  orderRow(5435, 'Jackson Deignan', { payment: 2, status: 'Dispatched', spent: 1200 }),
];
const STATS: OrderStats = {
  total: 2,
  byPayment: { 1: 31, 2: 7, 3: 2, 4: 1 },
  byStatus: { Dispatched: 1, 'Out for Delivery': 0, 'Ready to Pickup': 0, Delivered: 1 },
};

const LIST = 'GET /api/apps/ecommerce/orders';

function stubOrders({ totalCapped = false, currency = 'USD' }: { totalCapped?: boolean; currency?: string } = {}) {
  return fakeServer({
    'GET /api/apps/ecommerce/orders/stats': { body: STATS },
    [LIST]: ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      const status = query.get('status');
      const orders = ROWS.filter((row) => row.customer.toLowerCase().includes(q) && (!status || row.status === status));
      const list: OrderList = { orders, total: totalCapped ? 1000 : orders.length, totalCapped, currency };
      return { body: list };
    },
    'DELETE /api/apps/ecommerce/orders/:id': { status: 204 },
  });
}

/** The list calls' queries, as objects (the order of the parameters doesn't matter). */
const listQueries = (server: FakeServer) => server.callsTo(LIST).map((call) => Object.fromEntries(call.query));

const renderList = (url = '/apps/ecommerce/order/list') =>
  renderListPage({
    path: '/apps/ecommerce/order/list',
    url,
    validateSearch: orderList.validate,
    Page: OrderListPage,
  }).router;

describe('OrderListPage', () => {
  beforeEach(() => {
    setScreenWidth(1440);
    return () => vi.unstubAllGlobals();
  });

  it('shows the stat cards and the rows with number, customer, badges and money', async () => {
    stubOrders();
    renderList();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = (await within(table).findByText('Gabrielle Feyer')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '#5434' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/order/details/5434',
    );
    expect(within(row).getByText('gabrielle.feyer@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(row).toHaveTextContent('$73.98');
    expect(screen.getByText('Jackson Deignan').closest('tr')).toHaveTextContent('$1,200.00');
    await waitFor(() => expect(screen.getByTestId('order-stat-1')).toHaveTextContent('31'));
    expect(screen.getByTestId('order-stat-4')).toHaveTextContent('Failed');
  });

  it("shows the money in the store's currency", async () => {
    stubOrders({ currency: 'EUR' });
    renderList();
    const row = (await screen.findByText('Gabrielle Feyer')).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('€73.98'));
  });

  it('writes the status and payment chips, the search and the sort into the URL and asks the server for them', async () => {
    const server = stubOrders();
    const router = renderList();
    await screen.findByText('Jackson Deignan');

    const statusChips = screen.getByRole('group', { name: 'Status' });
    await userEvent.click(within(statusChips).getByRole('radio', { name: /Delivered/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Delivered' }));
    await waitFor(() => expect(screen.queryByText('Jackson Deignan')).not.toBeInTheDocument());
    expect(listQueries(server)).toContainEqual({ status: 'Delivered', page: '1', itemsPerPage: '10' });

    const paymentChips = screen.getByRole('group', { name: 'Payment' });
    await userEvent.click(within(paymentChips).getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Delivered', payment: 2 }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search order, customer or email' }), 'gab');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Delivered', payment: 2, q: 'gab' }));
    await waitFor(() =>
      expect(listQueries(server)).toContainEqual({
        q: 'gab',
        status: 'Delivered',
        payment: '2',
        page: '1',
        itemsPerPage: '10',
      }),
    );

    await userEvent.click(within(statusChips).getByRole('radio', { name: /All/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ payment: 2, q: 'gab' }));

    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortBy: 'spent', orderBy: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortBy: 'spent', orderBy: 'desc' }));
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads its state from the URL and shows a capped total as 1,000+', async () => {
    const server = stubOrders({ totalCapped: true });
    renderList(
      '/apps/ecommerce/order/list?status=Dispatched&payment=2&sortBy=date&orderBy=desc&itemsPerPage=-1&q=jack',
    );
    await screen.findByText('Jackson Deignan');
    expect(listQueries(server)).toContainEqual({
      q: 'jack',
      status: 'Dispatched',
      payment: '2',
      sortBy: 'date',
      orderBy: 'desc',
      page: '1',
      itemsPerPage: '-1',
    });
    expect(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('radio', { name: /Dispatched/ }),
    ).toBeChecked();
    expect(screen.getByText(/1,000\+/)).toBeInTheDocument();
  });

  it('asks before deleting an order, then deletes it by its number', async () => {
    const server = stubOrders();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order #5435' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    expect(dialog).toHaveTextContent('Order #5435');
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.writes().map((call) => `${call.method} ${call.url}`)).toEqual([
        'DELETE /api/apps/ecommerce/orders/5435?by=number',
      ]),
    );
    expect(await screen.findByText('Order #5435 deleted')).toBeInTheDocument();
  });

  it('hides delete from a user who may only read orders', async () => {
    stubOrders();
    signIn(readerOf('Order'));
    renderList();
    await screen.findByRole('link', { name: 'View order #5434' });
    expect(screen.queryByRole('button', { name: /Delete order/ })).not.toBeInTheDocument();
  });

  it('offers the payment method in the column chooser and keeps the choice in the URL', async () => {
    stubOrders();
    const router = renderList();
    await screen.findByText('Gabrielle Feyer');
    expect(screen.queryByRole('columnheader', { name: 'Method' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Method' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        cols: ['date', 'customer', 'payment', 'status', 'method', 'spent'],
      }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Method' })).toBeInTheDocument();
    expect(screen.getByText('Gabrielle Feyer').closest('tr')).toHaveTextContent('PayPal •••• 4242');
  });

  it('shows a card per order on a phone, with the columns labelled and the row buttons', async () => {
    setScreenWidth(390);
    stubOrders();
    renderList();
    const cards = await screen.findByRole('list', { name: 'Orders' });
    const card = (await within(cards).findByText('Gabrielle Feyer')).closest('li')!;
    expect(within(card).getByRole('link', { name: '#5434' })).toBeInTheDocument();
    expect(within(card).getByText('Total').tagName).toBe('DT');
    expect(card).toHaveTextContent('$73.98');
    expect(within(card).getByRole('link', { name: 'View order #5434' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
