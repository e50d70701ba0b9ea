import type { Role, User } from '@mizan/contracts';
import { MantineProvider } from '@mantine/core';
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
import { roleUsersList } from './roles.search';
import { RolesPage } from './roles-page';

const role = (id: number, name: string, userCount: number): Role => ({
  id,
  name,
  description: '',
  base: name === 'admin' || name === 'client',
  rules: [],
  grantedRules: [],
  permissions: [],
  userCount,
  users: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const ROLES = [role(1, 'admin', 1), role(2, 'client', 1), role(3, 'editor', 0)];
const CLIENT: User = {
  id: 5,
  fullName: 'Client Person',
  company: 'Office',
  role: 'client',
  username: 'client',
  country: 'Tunisia',
  contact: '',
  email: 'client@demo.com',
  currentPlan: 'basic',
  status: 'active',
  avatar: null,
  billing: 'Auto debit',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A fake API recording every call: the roles, the client as the only holder, role moves answered with the role. */
function stubServer() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      const { pathname } = new URL(url, 'http://test');
      if (pathname === '/api/apps/roles') return json({ roles: ROLES });
      if (pathname === '/api/apps/users') return json({ users: [CLIENT], totalUsers: 1, totalPages: 1, page: 1 });
      if (method === 'POST') return json(ROLES[2]);
      return json({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

/** The page at `url`, its search read by the list's own validator; Mantine in test mode, so menus open at once. */
function renderPage(url: string) {
  const root = createRootRoute({
    validateSearch: roleUsersList.validate,
    component: function Page() {
      const navigate = useNavigate();
      return (
        <RolesPage search={root.useSearch()} onSearchChange={(next) => void navigate({ to: '/', search: next })} />
      );
    },
  });
  window.scrollTo = () => {};
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [url] }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['roles']);
});
beforeEach(() => {
  setScreenWidth(1440);
  session.set({
    userData: { id: 1, fullName: 'Admin', username: 'admin', email: 'admin@demo.com', avatar: null, role: 'admin' },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('RolesPage', { timeout: 20_000 }, () => {
  it("filters the holders by a card's role and sorts them, through the URL", async () => {
    const calls = stubServer();
    const router = renderPage('/?page=2');
    const card = await screen.findByTestId('role-card-client', {}, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Show users' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'client' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/apps/users?role=client&page=1&itemsPerPage=10'),
    );
    expect(await screen.findByRole('cell', { name: 'client@demo.com' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ role: 'client', sortBy: 'email', orderBy: 'asc' }),
    );
  });

  it('moves a holder to another role from the list', async () => {
    const calls = stubServer();
    renderPage('/');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of Client Person' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/apps/roles/3/users', body: { userIds: [5] } },
      ]),
    );
  });

  it('shows the holders as cards on a phone, the role choice inside each', async () => {
    setScreenWidth(390);
    stubServer();
    renderPage('/');
    const cards = await screen.findByRole('list', { name: 'Users by role' }, { timeout: 5000 });
    const client = within(cards).getByRole('listitem');
    expect(within(client).getByText('Client Person')).toBeInTheDocument();
    expect(within(client).getByText('client@demo.com')).toBeInTheDocument();
    expect(within(client).getByRole('combobox', { name: 'Role of Client Person' })).toHaveValue('Client');
  });
});
