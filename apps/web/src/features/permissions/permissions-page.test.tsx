import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, setUpPageTests } from '@/test/harness';
import { permission, renderPermissions } from './permissions-test-fixtures';

const PERMISSIONS = [permission(1, 'Management', ['admin']), permission(2, 'Only View', [])];

/** The list answers PERMISSIONS whose name holds `q`; deletes succeed; the roles for the dialog's choice. */
const permissionsServer = () =>
  fakeServer({
    'GET /api/apps/permissions': ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      const permissions = PERMISSIONS.filter((one) => one.name.toLowerCase().includes(q));
      return { body: { permissions, totalPermissions: permissions.length, totalPages: 1, page: 1 } };
    },
    'DELETE /api/apps/permissions/:id': { status: 204 },
    'GET /api/apps/roles': { body: { roles: [] } },
  });

setUpPageTests({ namespaces: ['permissions', 'roles'], user: ADMIN });

beforeEach(() => setScreenWidth(1440));

describe('PermissionsPage', () => {
  it('lists the permissions with their roles, sorts by name through the URL and the API', async () => {
    const server = permissionsServer();
    const { router } = renderPermissions();
    const table = await screen.findByRole('table', { name: 'Permissions' });
    const row = await within(table).findByRole('row', { name: /Management/ });
    expect(within(row).getByText('Administrator')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Only View/ })).toHaveTextContent('No role');
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–2 of 2');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'name', orderBy: 'asc' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/apps/permissions').map((call) => call.url)).toContain(
        '/api/apps/permissions?sortBy=name&orderBy=asc&page=1&itemsPerPage=10',
      ),
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches, and offers to clear a search that finds nothing', async () => {
    const server = permissionsServer();
    const { router } = renderPermissions();
    await screen.findByText('Management');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search permissions' }), 'nothing like it');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'nothing like it' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/apps/permissions').map((call) => call.url)).toContain(
      '/api/apps/permissions?q=nothing+like+it&page=1&itemsPerPage=10',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Only View')).toBeInTheDocument();
  });

  it('asks before deleting a permission', async () => {
    const server = permissionsServer();
    renderPermissions();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Only View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this permission?' });
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete permission' }));
    await waitFor(() =>
      expect(server.writes().map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/apps/permissions/2']),
    );
  });

  it('needs a name and a right before creating a permission, and focuses the name', async () => {
    const server = permissionsServer();
    renderPermissions();
    await userEvent.click(await screen.findByRole('button', { name: 'Add permission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add new permission' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create permission' }));
    expect(await dialog.findByText('Enter a permission name')).toBeInTheDocument();
    expect(dialog.getByText('Choose at least one right')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Permission name/ })).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('shows a card per permission on a phone, with its roles and its buttons', async () => {
    setScreenWidth(390);
    permissionsServer();
    renderPermissions();
    const cards = await screen.findByRole('list', { name: 'Permissions' });
    const management = within(cards).getAllByRole('listitem')[0]!;
    expect(within(management).getByText('Assigned to')).toBeInTheDocument();
    expect(within(management).getByText('Administrator')).toBeInTheDocument();
    expect(within(management).getByRole('button', { name: 'Edit Management' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
