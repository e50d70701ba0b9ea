import { Select } from '@mantine/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderListPage } from '@/test/harness';
import { ListToolbar, useListState, useRowSelection, type ListQueryStatus } from '.';
import { COLUMNS, ROWS, setUpListTests, things, ThingsList, type Thing, type ThingSearch } from './list-test-fixtures';
import { setScreenWidth } from './list-test-utils';

interface Options {
  rows?: Thing[] | undefined;
  total?: number;
  query?: ListQueryStatus;
  onArchive?: (ids: unknown[]) => void;
}

function renderList(url = '/', options: Options = {}) {
  const { total = 57, query, onArchive = () => {} } = options;
  // Given as undefined, the rows are still loading.
  const rows = 'rows' in options ? options.rows : ROWS;
  const status = query ?? { isError: false, isFetching: false, refetch: () => {} };
  const { router } = renderListPage<ThingSearch>({
    path: '/',
    url,
    validateSearch: things.validate,
    Page: function Page({ search, onSearchChange }) {
      const list = useListState(things, search, onSearchChange);
      const selection = useRowSelection(list.queryKey);
      return (
        <>
          <ListToolbar
            state={list}
            searchLabel="Search things"
            columns={COLUMNS}
            filters={
              <Select
                aria-label="Status"
                data={['open', 'closed']}
                value={list.search.status ?? null}
                onChange={(value) => list.set({ status: (value as 'open' | 'closed' | null) ?? undefined })}
              />
            }
          />
          <ThingsList
            state={list}
            total={total}
            rows={rows}
            query={status}
            rowActions={(row) => <button type="button">Open {row.name}</button>}
            selection={selection}
            bulkActions={
              <button type="button" onClick={() => onArchive(selection.ids)}>
                Archive
              </button>
            }
          />
        </>
      );
    },
  });
  return router;
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

setUpListTests();

describe('list kit', () => {
  it('round-trips its state through the URL: what a click writes, a reload of that address reads', async () => {
    const router = renderList('/?status=open&itemsPerPage=25');
    await userEvent.click(await screen.findByRole('button', { name: 'Amount' }));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        status: 'open',
        itemsPerPage: 25,
        sortBy: 'amount',
        orderBy: 'desc',
        page: 2,
      }),
    );
    const address = router.state.location.href;
    cleanup();

    const reloaded = renderList(address);
    await screen.findByText('Lease');
    expect(reloaded.state.location.search).toEqual(router.state.location.search);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(screen.getByTestId('list-range')).toHaveTextContent('26–50 of 57');
  });

  it("sorts a column in its first direction, then the other, then back to the list's own order", async () => {
    const router = renderList();
    const amount = await screen.findByRole('button', { name: 'Amount' });
    await userEvent.click(amount);
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'amount', orderBy: 'desc' }));
    await userEvent.click(amount);
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'amount', orderBy: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(amount);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'name', orderBy: 'asc' }));
  });

  it('hands the ticked rows to a bulk action, and a new page starts a new selection', async () => {
    const archived: unknown[][] = [];
    const router = renderList('/', { onArchive: (ids) => archived.push(ids) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Loan' }));
    expect(screen.getByRole('status')).toHaveTextContent('Selected: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(archived).toEqual([[2]]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }));
    expect(screen.getByRole('status')).toHaveTextContent('Selected: 2');
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(archived[1]).toEqual([2, 1]);

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(screen.getByRole('checkbox', { name: 'Select Loan' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('says when filters hide every row, and clears them (keeping the sort and page size)', async () => {
    const router = renderList('/?q=zzz&status=closed&sortBy=name&itemsPerPage=25', { rows: [], total: 0 });
    const empty = await screen.findByText('Nothing matches these filters.');
    expect(screen.queryByTestId('list-range')).not.toBeInTheDocument();
    await userEvent.click(within(empty.parentElement!).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'name', itemsPerPage: 25 }));
  });

  it('says only "no data" when nothing is filtered', async () => {
    renderList('/', { rows: [], total: 0 });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows placeholder rows while loading, and an error with a retry when the load failed', async () => {
    renderList('/', { rows: undefined, query: { isError: false, isFetching: true, refetch: () => {} } });
    expect(await screen.findByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(6);
    cleanup();

    const refetch = vi.fn();
    renderList('/', { rows: undefined, query: { isError: true, isFetching: false, refetch } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The things could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('lets the reader choose the columns, kept in the URL', async () => {
    const router = renderList();
    await screen.findByText('Lease');
    expect(headers()).toEqual(expect.not.arrayContaining(['Notes']));
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('group', { name: 'Columns' });
    expect(within(chooser).queryByRole('checkbox', { name: 'Name' })).not.toBeInTheDocument();
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Owner' }));
    await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Notes' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ cols: ['amount', 'notes'] }));
    expect(headers()).toEqual(['', 'Name', 'Amount', 'Notes', 'Actions']);

    await userEvent.click(within(chooser).getByRole('button', { name: 'Back to the usual columns' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(headers()).toEqual(['', 'Name', 'Amount', 'Owner', 'Actions']);
  });

  it('reads the footer: range, page size (back to page 1) and pages', async () => {
    const router = renderList('/?page=6');
    expect(await screen.findByTestId('list-range')).toHaveTextContent('51–57 of 57');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ itemsPerPage: -1 }));
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–57 of 57');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('turns rows into labelled cards on a phone, with their actions and a sort menu', async () => {
    setScreenWidth(390);
    const router = renderList('/?status=open');
    const cards = await screen.findByRole('list', { name: 'Things' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const lease = within(cards).getAllByRole('listitem')[0]!;
    expect(within(lease).getByText('Lease')).toBeInTheDocument();
    expect(within(lease).getByText('Owner').tagName).toBe('DT');
    expect(within(lease).getByText('amira@example.com').tagName).toBe('DD');
    expect(within(lease).getByRole('button', { name: 'Open Lease' })).toBeInTheDocument();
    expect(within(lease).getByRole('checkbox', { name: 'Select Lease' })).toBeInTheDocument();

    // The filters fold away behind a button that counts them.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Amount' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: 'open', sortBy: 'amount', orderBy: 'desc' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Direction: Descending' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ orderBy: 'asc' }));
  });
});
