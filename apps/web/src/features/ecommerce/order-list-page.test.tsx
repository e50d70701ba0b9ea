import type { OrderList, OrderStats } from '@mizan/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderListSearchSchema } from './ecommerce.search';
import { OrderListPage } from './order-list-page';
import { fakeServer, renderRoutes, setUpEcommerceTests, signInAs } from './ecommerce-test-utils';
import { orderRow } from './order-test-fixtures';

setUpEcommerceTests();

const ROWS = [
  orderRow(5434, 'Gabrielle Feyer', { payment: 1, status: 'Delivered', method: 'paypalLogo', spent: 73.98 }),
  orderRow(5435, 'Jackson Deignan', { payment: 2, status: 'Dispatched', spent: 1200 }),
];
const STATS: OrderStats = {
  total: 2,
  byPayment: { 1: 31, 2: 7, 3: 2, 4: 1 },
  byStatus: { Dispatched: 1, 'Out for Delivery': 0, 'Ready to Pickup': 0, Delivered: 1 },
};

function stubOrders({ totalCapped = false, currency = 'USD' }: { totalCapped?: boolean; currency?: string } = {}) {
  return fakeServer(
    ({ method, path, query }) => {
      if (method === 'DELETE') return { status: 204 };
      if (path === '/api/apps/ecommerce/orders/stats') return { body: STATS };
      if (path === '/api/apps/ecommerce/orders') {
        const q = query.get('q')?.toLowerCase() ?? '';
        const status = query.get('status');
        const orders = ROWS.filter(
          (row) => row.customer.toLowerCase().includes(q) && (!status || row.status === status),
        );
        const list: OrderList = { orders, total: totalCapped ? 1000 : orders.length, totalCapped, currency };
        return { body: list };
      }
      return undefined;
    },
    { otherwise: {} },
  );
}

function ListRoute() {
  const search = orderListSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <OrderListPage search={search} onSearchChange={(next) => void navigate({ to: '/', search: next, replace: true })} />
  );
}

/** The list calls' query strings, as objects (the order of the parameters doesn't matter). */
const listQueries = (calls: { path: string; search: string }[]) =>
  calls
    .filter((call) => call.path === '/api/apps/ecommerce/orders')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

const renderList = (url = '/') => renderRoutes({ '/': ListRoute }, url);

describe('OrderListPage', { timeout: 20_000 }, () => {
  it('shows the stat cards and the rows with number, customer, badges, method and money', async () => {
    stubOrders();
    renderList();
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 5000 });
    const row = (await within(table).findByText('Gabrielle Feyer', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByRole('link', { name: '#5434' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/order/details/5434',
    );
    expect(within(row).getByText('gabrielle.feyer@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(row).toHaveTextContent('PayPal •••• 4242');
    expect(row).toHaveTextContent('$73.98');
    expect(screen.getByText('Jackson Deignan').closest('tr')).toHaveTextContent('$1,200.00');
    await waitFor(() => expect(screen.getByTestId('order-stat-1')).toHaveTextContent('31'));
    expect(screen.getByTestId('order-stat-4')).toHaveTextContent('Failed');
  });

  it("shows the money in the store's currency", async () => {
    stubOrders({ currency: 'EUR' });
    renderList();
    const row = (await screen.findByText('Gabrielle Feyer', {}, { timeout: 5000 })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('€73.98'));
  });

  it('writes the status and payment chips, the search and the sort into the URL and asks the server for them', async () => {
    const calls = stubOrders();
    const router = renderList();
    await screen.findByText('Jackson Deignan', {}, { timeout: 5000 });

    const statusChips = screen.getByRole('group', { name: 'Status' });
    await userEvent.click(within(statusChips).getByRole('radio', { name: /Delivered/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Delivered' }));
    await waitFor(() => expect(screen.queryByText('Jackson Deignan')).not.toBeInTheDocument());
    expect(listQueries(calls)).toContainEqual({ status: 'Delivered', page: '1', itemsPerPage: '10' });

    const paymentChips = screen.getByRole('group', { name: 'Payment' });
    await userEvent.click(within(paymentChips).getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Delivered', payment: 2 }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search order, customer or email' }), 'gab');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Delivered', payment: 2, q: 'gab' }));
    await waitFor(() =>
      expect(listQueries(calls)).toContainEqual({
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
    const calls = stubOrders({ totalCapped: true });
    renderList('/?status=Dispatched&payment=2&sortBy=date&orderBy=desc&itemsPerPage=-1&q=jack');
    await screen.findByText('Jackson Deignan', {}, { timeout: 5000 });
    expect(listQueries(calls)).toContainEqual({
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
    const calls = stubOrders();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete order #5435' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    expect(dialog).toHaveTextContent('Order #5435');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/apps/ecommerce/orders/5435' }),
      ),
    );
    expect(await screen.findByText('Order #5435 deleted')).toBeInTheDocument();
  });

  it('hides delete from a user who may only read orders', async () => {
    stubOrders();
    signInAs('reader');
    renderList();
    await screen.findByRole('link', { name: 'View order #5434' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /Delete order/ })).not.toBeInTheDocument();
  });
});
