import type { UserList } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { toCsv } from '@/lib/csv';
import { ADMIN, fakeServer, renderListPage, setUpPageTests } from '@/test/harness';
import { UserListPage } from './user-list-page';
import { ROLE_OPTIONS, userRow } from './users-test-fixtures';
import { userList, type UserListSearch } from './users.search';

setUpPageTests({ namespaces: ['users'], user: ADMIN });
beforeEach(() => setScreenWidth(1440));

const PEOPLE = [userRow(2, 'Amira Haddad'), userRow(1, 'Omar Martin', { status: 'pending', role: 'author' })];

/** The users API: the list answers PEOPLE whose name holds `q`; deletes succeed. */
const usersServer = () =>
  fakeServer({
    ...ROLE_OPTIONS,
    'GET /api/apps/users/stats': { body: { total: 2, active: 1, pending: 1, inactive: 0 } },
    'GET /api/apps/users': ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      const users = PEOPLE.filter((user) => user.fullName.toLowerCase().includes(q));
      const list: UserList = { users, totalUsers: users.length, totalPages: 1, page: 1 };
      return { body: list };
    },
    'DELETE /api/apps/users/:id': { status: 204 },
  });

const openList = (url = '/apps/user/list') =>
  renderListPage<UserListSearch>({
    path: '/apps/user/list',
    url,
    validateSearch: userList.validate,
    Page: UserListPage,
  }).router;
const listReads = (server: ReturnType<typeof usersServer>) =>
  server.callsTo('GET /api/apps/users').map((call) => call.url);

describe('UserListPage', { timeout: 20_000 }, () => {
  it('shows the stat cards, the rows and the footer text', async () => {
    usersServer();
    openList();
    expect(await screen.findByText('Amira Haddad')).toBeInTheDocument();
    expect(screen.getByText('Omar Martin')).toBeInTheDocument();
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–2 of 2');
    await waitFor(() => expect(screen.getByTestId('stat-pending')).toHaveTextContent('1'));
  });

  it('writes the search (debounced) and the sort into the URL and asks the server for them', async () => {
    const server = usersServer();
    const router = openList();
    await screen.findByText('Amira Haddad');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'amira');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'amira' }));
    await waitFor(() => expect(listReads(server)).toContain('/api/apps/users?q=amira&page=1&itemsPerPage=10'));
    await waitFor(() => expect(screen.queryByText('Omar Martin')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ q: 'amira', sortBy: 'user', orderBy: 'asc' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortBy: 'user', orderBy: 'desc' }));
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads its state from the URL: filters, page size and sort', async () => {
    const server = usersServer();
    openList('/apps/user/list?status=pending&role=author&itemsPerPage=25&sortBy=email&orderBy=desc');
    await screen.findByText('Amira Haddad');
    expect(listReads(server)).toContain(
      '/api/apps/users?role=author&status=pending&sortBy=email&orderBy=desc&page=1&itemsPerPage=25',
    );
    expect(screen.getByRole('combobox', { name: 'Select status' })).toHaveValue('Pending');
  });

  it('asks before deleting, then deletes the selected users', async () => {
    const server = usersServer();
    openList();
    await screen.findByText('Amira Haddad');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the 2 selected users/)).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.writes().map((call) => `${call.method} ${call.url}`)).toEqual([
        'DELETE /api/apps/users/2',
        'DELETE /api/apps/users/1',
      ]),
    );
  });

  it('opens the add-user dialog from the toolbar', async () => {
    usersServer();
    openList();
    await screen.findByText('Amira Haddad');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    expect(within(dialog).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('shows a card per user on a phone: name, labelled columns, and the row buttons', async () => {
    setScreenWidth(390);
    usersServer();
    openList();
    const cards = await screen.findByRole('list', { name: 'Users' });
    const amira = within(cards).getAllByRole('listitem')[0]!;
    expect(within(amira).getByRole('link', { name: 'Amira Haddad' })).toBeInTheDocument();
    expect(within(amira).getByText('Email')).toBeInTheDocument();
    expect(within(amira).getByText('amira.haddad@example.com')).toBeInTheDocument();
    expect(within(amira).getByRole('button', { name: 'Delete Amira Haddad' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formulas, but keeps phone numbers', () => {
    const csv = toCsv(['a', 'b', 'c'] as const, [
      { a: 'x,y', b: 'say "hi"', c: '=SUM(A1)' },
      { a: '+33 6 12', b: null, c: '@cmd' },
    ]);
    expect(csv).toBe('a,b,c\r\n"x,y","say ""hi""",\'=SUM(A1)\r\n+33 6 12,,\'@cmd\r\n');
  });
});
