import type { Permission } from '@mizan/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { renderRoutes } from '@/test/render-routes';
import { PermissionsPage } from './permissions-page';
import { permissionList } from './permissions.search';

const permission = (id: number, name: string, assignedTo: string[]): Permission => ({
  id,
  name,
  assignedTo,
  createdDate: '14 Apr 2021, 8:43 PM',
  createdAt: '2021-04-14T20:43:00.000Z',
  rules: [{ action: 'read', subject: 'User' }],
  version: 1,
});
const PERMISSIONS = [permission(1, 'Management', ['admin']), permission(2, 'Only View', [])];

/** A fake API recording every call: the list answers PERMISSIONS whose name holds `q`; deletes succeed. */
function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'DELETE') return new Response(null, { status: 204 });
      const q = new URL(url, 'http://test').searchParams.get('q')?.toLowerCase() ?? '';
      const permissions = PERMISSIONS.filter((one) => one.name.toLowerCase().includes(q));
      const body = { permissions, totalPermissions: permissions.length, totalPages: 1, page: 1 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function Page() {
  const navigate = useNavigate();
  return (
    <PermissionsPage
      search={permissionList.validate(useSearch({ strict: false }))}
      onSearchChange={(next) => void navigate({ to: '/', search: next })}
    />
  );
}

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.loadNamespaces(['permissions', 'roles']);
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

describe('PermissionsPage', { timeout: 20_000 }, () => {
  it('lists the permissions with their roles, sorts by name through the URL and the API', async () => {
    const calls = stubServer();
    const router = renderRoutes({ '/': Page }, '/');
    const table = await screen.findByRole('table', { name: 'Permissions' }, { timeout: 5000 });
    const row = await within(table).findByRole('row', { name: /Management/ });
    expect(within(row).getByText('Administrator')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Only View/ })).toHaveTextContent('No role');
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–2 of 2');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'name', orderBy: 'asc' }));
    await waitFor(() =>
      expect(calls).toContain('GET /api/apps/permissions?sortBy=name&orderBy=asc&page=1&itemsPerPage=10'),
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches, and offers to clear a search that finds nothing', async () => {
    const calls = stubServer();
    const router = renderRoutes({ '/': Page }, '/');
    await screen.findByText('Management', {}, { timeout: 5000 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search permissions' }), 'nothing like it');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'nothing like it' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(calls).toContain('GET /api/apps/permissions?q=nothing+like+it&page=1&itemsPerPage=10');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Only View')).toBeInTheDocument();
  });

  it('asks before deleting a permission', async () => {
    const calls = stubServer();
    renderRoutes({ '/': Page }, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Only View' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this permission?' });
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete permission' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/apps/permissions/2'));
  });

  it('shows a card per permission on a phone, with its roles and its buttons', async () => {
    setScreenWidth(390);
    stubServer();
    renderRoutes({ '/': Page }, '/');
    const cards = await screen.findByRole('list', { name: 'Permissions' }, { timeout: 5000 });
    const management = within(cards).getAllByRole('listitem')[0]!;
    expect(within(management).getByText('Assigned to')).toBeInTheDocument();
    expect(within(management).getByText('Administrator')).toBeInTheDocument();
    expect(within(management).getByRole('button', { name: 'Edit Management' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
