import { MantineProvider } from '@mantine/core';
import type { User, UserList } from '@mizan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toCsv } from '@/lib/csv';
import { UserListPage } from './user-list-page';
import { userList } from './users.search';

const person = (id: number, fullName: string, extra: Partial<User> = {}): User => ({
  id,
  fullName,
  company: 'Office',
  role: 'editor',
  username: fullName.toLowerCase().replace(' ', '.'),
  country: 'France',
  contact: '+33 1 23',
  email: `${fullName.toLowerCase().replace(' ', '.')}@example.com`,
  currentPlan: 'team',
  status: 'active',
  avatar: null,
  billing: 'Auto debit',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const PEOPLE = [person(2, 'Amira Haddad'), person(1, 'Omar Martin', { status: 'pending', role: 'author' })];

/** A fake API: records every call; the list answers PEOPLE filtered by `q`. */
function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      const { pathname, searchParams } = new URL(url, 'http://test');
      if (pathname === '/api/apps/users/stats') return json({ total: 2, active: 1, pending: 1, inactive: 0 });
      if (pathname === '/api/apps/users/roles') return json({ roles: ['admin', 'author', 'editor'] });
      const q = searchParams.get('q')?.toLowerCase() ?? '';
      const users = PEOPLE.filter((u) => u.fullName.toLowerCase().includes(q));
      const list: UserList = { users, totalUsers: users.length, totalPages: 1, page: 1 };
      return json(list);
    }),
  );
  return calls;
}

function renderPage(initial = '/') {
  window.scrollTo = () => {};
  const root = createRootRoute({
    validateSearch: userList.validate,
    component: function Page() {
      const search = root.useSearch();
      const navigate = useNavigate();
      return (
        <UserListPage
          search={search}
          onSearchChange={(next) => void navigate({ to: '/', search: next, replace: true })}
        />
      );
    },
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [initial] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  setScreenWidth(1440);
  session.set({
    userData: { id: 9, fullName: 'Admin', username: 'admin', email: 'admin@demo.com', avatar: null, role: 'admin' },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('UserListPage', { timeout: 20_000 }, () => {
  it('shows the stat cards, the rows and the footer text', async () => {
    stubServer();
    renderPage();
    expect(await screen.findByText('Amira Haddad', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Omar Martin')).toBeInTheDocument();
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–2 of 2');
    await waitFor(() => expect(screen.getByTestId('stat-pending')).toHaveTextContent('1'));
  });

  it('writes the search (debounced) and the sort into the URL and asks the server for them', async () => {
    const calls = stubServer();
    const router = renderPage();
    await screen.findByText('Amira Haddad', {}, { timeout: 5000 });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search by name or email' }), 'amira');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'amira' }));
    await waitFor(() => expect(calls).toContain('GET /api/apps/users?q=amira&page=1&itemsPerPage=10'));
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
    const calls = stubServer();
    renderPage('/?status=pending&role=author&itemsPerPage=25&sortBy=email&orderBy=desc');
    await screen.findByText('Amira Haddad', {}, { timeout: 5000 });
    expect(calls).toContain(
      'GET /api/apps/users?role=author&status=pending&sortBy=email&orderBy=desc&page=1&itemsPerPage=25',
    );
    expect(screen.getByRole('combobox', { name: 'Select status' })).toHaveValue('Pending');
  });

  it('asks before deleting, then deletes the selected users', async () => {
    const calls = stubServer();
    renderPage();
    await screen.findByText('Amira Haddad', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row of this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the 2 selected users/)).toBeInTheDocument();
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([
        'DELETE /api/apps/users/2',
        'DELETE /api/apps/users/1',
      ]),
    );
  });
  it('shows a card per user on a phone: name, labelled columns, and the row buttons', async () => {
    setScreenWidth(390);
    stubServer();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Users' }, { timeout: 5000 });
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
