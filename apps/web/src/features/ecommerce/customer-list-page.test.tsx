import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, renderListPage, setUpPageTests, type FakeServer } from '@/test/harness';
import { CustomerListPage } from './customer-list-page';
import { customerRow } from './customer-test-fixtures';
import { customerList } from './ecommerce.search';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

const ROWS = [
  customerRow(),
  customerRow({
    id: 2,
    customer: 'Omar Said',
    customerId: 100200,
    email: 'omar@example.com',
    country: 'Egypt',
    countryFlag: '/api/flags/eg.svg',
    countryCode: 'EG',
    order: 3,
    totalSpent: 80,
    avatar: '',
  }),
];

const LIST = 'GET /api/apps/ecommerce/customers';

const stubList = (total = 2) => fakeServer({ [LIST]: { body: { customers: ROWS, total } } });

/** The list at its address, with `query` (e.g. `?page=3`) in the URL; returns the record of its URL changes. */
const renderList = (query = '') =>
  renderListPage({
    path: '/apps/ecommerce/customer/list',
    url: `/apps/ecommerce/customer/list${query}`,
    validateSearch: customerList.validate,
    Page: CustomerListPage,
  }).onChange;

const lastList = (server: FakeServer) => Object.fromEntries(server.callsTo(LIST).at(-1)!.query);

describe('CustomerListPage', () => {
  beforeEach(() => {
    setScreenWidth(1440);
    return () => vi.unstubAllGlobals();
  });

  it('shows the customers: name and email linking to the details, #id, flag and country, orders, money', async () => {
    const server = stubList();
    renderList();
    const link = await screen.findByRole('link', { name: 'Yasmin Haddad' });
    expect(link).toHaveAttribute('href', '/apps/ecommerce/customer/details/879861');
    const row = link.closest('tr')!;
    expect(within(row).getByText('yasmin@example.com')).toBeInTheDocument();
    expect(within(row).getByText('#879861')).toBeInTheDocument();
    expect(within(row).getByText('France')).toBeInTheDocument();
    expect(row.querySelector('.fi-fr')).not.toBeNull();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('$2,450.50')).toBeInTheDocument();
    // No picture: the initials instead.
    expect(within(row).getByText('YH')).toBeInTheDocument();
    expect(lastList(server)).toEqual({ page: '1', itemsPerPage: '10' });
  });

  it('searches once typing pauses, from the first page', async () => {
    const server = stubList();
    const onSearchChange = renderList('?page=3');
    await screen.findByRole('link', { name: 'Yasmin Haddad' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search customers' }), 'omar');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ q: 'omar' }));
    await waitFor(() => expect(lastList(server)).toEqual({ q: 'omar', page: '1', itemsPerPage: '10' }));
  });

  it('sorts by a column: ascending, then descending, then back to the default', async () => {
    const server = stubList();
    renderList();
    await screen.findByRole('link', { name: 'Yasmin Haddad' });
    const header = screen.getByRole('button', { name: /total spent/i });
    await userEvent.click(header);
    await waitFor(() => expect(lastList(server)).toMatchObject({ sortBy: 'totalSpent', orderBy: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: /total spent/i }));
    await waitFor(() => expect(lastList(server)).toMatchObject({ sortBy: 'totalSpent', orderBy: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /total spent/i })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /customer id/i }));
    await waitFor(() => expect(lastList(server)).toMatchObject({ sortBy: 'customerId', orderBy: 'asc' }));
  });

  it('pages through the results and changes the page size', async () => {
    const server = stubList(42);
    const onSearchChange = renderList();
    await screen.findByRole('link', { name: 'Yasmin Haddad' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastList(server)).toEqual({ page: '2', itemsPerPage: '10' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(lastList(server)).toEqual({ page: '1', itemsPerPage: '25' }));
  });

  it('says when the search matches nothing, and clears it', async () => {
    fakeServer({ [LIST]: { body: { customers: [], total: 0 } } });
    const onSearchChange = renderList('?q=nobody&sortBy=country');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith({ sortBy: 'country' }));
  });

  it('shows "No data available" when there are no customers', async () => {
    fakeServer({ [LIST]: { body: { customers: [], total: 0 } } });
    renderList();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('exports the current search, every page, as CSV', async () => {
    const server = stubList();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:customers');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderList('?q=ya&sortBy=country&orderBy=desc&page=2');
    await screen.findByRole('link', { name: 'Yasmin Haddad' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Rows exported: 2')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    expect(lastList(server)).toEqual({ q: 'ya', sortBy: 'country', orderBy: 'desc', page: '1', itemsPerPage: '-1' });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(createObjectURL.mock.calls[0]![0]);
    });
    expect(text).toContain('customerId,customer,email,country,countryCode,order,totalSpent');
    expect(text).toContain('879861,Yasmin Haddad,yasmin@example.com,France,FR,12,2450.5');
    click.mockRestore();
  });

  it('shows a card per customer on a phone, every column labelled', async () => {
    setScreenWidth(390);
    stubList();
    renderList();
    const cards = await screen.findByRole('list', { name: 'Customers' });
    const card = (await within(cards).findByRole('link', { name: 'Omar Said' })).closest('li')!;
    expect(within(card).getByText('Total spent').tagName).toBe('DT');
    expect(card).toHaveTextContent('#100200');
    expect(card).toHaveTextContent('Egypt');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
