import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api';
import { fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { ListFooter, ListTable, useLocalList, type ListColumn } from '.';

interface Payment {
  id: number;
  date: string;
  amount: number;
}
const COLUMNS: ListColumn<Payment>[] = [
  { id: 'date', header: 'Date', sortKey: 'date', required: true, cell: (row) => row.date },
  { id: 'amount', header: 'Amount', sortKey: 'amount', align: 'end', cell: (row) => String(row.amount) },
];

/** A record's payments inside its page: newest first, amounts largest first when sorted by them. */
function Payments() {
  const list = useLocalList({
    pageSizes: [2, 5],
    defaultPageSize: 2,
    sorts: { date: 'desc', amount: 'desc' },
    defaultSort: { key: 'date', order: 'desc' },
  });
  const query = { page: list.page, itemsPerPage: list.pageSize, sortBy: list.sort?.key, orderBy: list.sort?.order };
  const payments = useQuery({
    queryKey: ['payments', query],
    queryFn: () => api<{ payments: Payment[]; total: number }>('/payments', { query }),
  });
  return (
    <>
      <ListTable
        state={list}
        label="Payments"
        columns={COLUMNS}
        rows={payments.data?.payments}
        query={payments}
        errorText="The payments could not be loaded"
        getRowId={(row) => row.id}
      />
      <ListFooter state={list} total={payments.data?.total} />
    </>
  );
}

setUpPageTests();

describe('useLocalList', () => {
  it('pages and sorts a list inside a page as a URL list does, without touching the URL', async () => {
    const server = fakeServer({
      'GET /api/payments': ({ query }) => ({
        body: { payments: [{ id: Number(query.get('page')), date: '2026-03-01', amount: 10 }], total: 5 },
      }),
    });
    const router = renderPage(Payments);
    expect(await screen.findByTestId('list-range')).toHaveTextContent('1–2 of 5');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getByTestId('list-range')).toHaveTextContent('5–5 of 5'));
    // Another column starts at its first direction and keeps the page; a second click turns it round; a third
    // goes back to the default order.
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending'),
    );
    // A new page size starts again at page 1.
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '5' }));
    await waitFor(() => expect(screen.getByTestId('list-range')).toHaveTextContent('1–5 of 5'));

    expect(server.callsTo('GET /api/payments').map((call) => call.url)).toEqual([
      '/api/payments?page=1&itemsPerPage=2&sortBy=date&orderBy=desc',
      '/api/payments?page=3&itemsPerPage=2&sortBy=date&orderBy=desc',
      '/api/payments?page=3&itemsPerPage=2&sortBy=amount&orderBy=desc',
      '/api/payments?page=3&itemsPerPage=2&sortBy=amount&orderBy=asc',
      '/api/payments?page=3&itemsPerPage=2&sortBy=date&orderBy=desc',
      '/api/payments?page=1&itemsPerPage=5&sortBy=date&orderBy=desc',
    ]);
    expect(router.state.location.href).toBe('/');
    // The rows follow the range a render later (ListTable defers them).
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Payments' })).getAllByTestId('list-row')).toHaveLength(1),
    );
  });
});
