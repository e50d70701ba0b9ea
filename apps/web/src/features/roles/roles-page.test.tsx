import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, renderListPage, setUpPageTests } from '@/test/harness';
import { roleUsersList } from './roles.search';
import { RolesPage } from './roles-page';
import { rolesServer } from './roles-test-fixtures';

setUpPageTests({ namespaces: ['roles'], user: ADMIN });

const renderRoles = (url = '/apps/roles') =>
  renderListPage({ path: '/apps/roles', url, validateSearch: roleUsersList.validate, Page: RolesPage });

beforeEach(() => setScreenWidth(1440));

describe('RolesPage', () => {
  it("filters the holders by a card's role and sorts them, through the URL", async () => {
    const server = rolesServer();
    const { router } = renderRoles('/apps/roles?page=2');
    const card = await screen.findByTestId('role-card-client');
    await userEvent.click(within(card).getByRole('button', { name: 'Show users' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'client' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/apps/users').map((call) => call.url)).toContain(
        '/api/apps/users?role=client&page=1&itemsPerPage=10',
      ),
    );
    expect(await screen.findByRole('cell', { name: 'client@demo.com' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ role: 'client', sortBy: 'email', orderBy: 'asc' }),
    );
  });

  it('moves a holder to another role from the list', async () => {
    const server = rolesServer();
    renderRoles();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of Client Person' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await waitFor(() =>
      expect(server.writes().map((call) => [call.method, call.url, call.body])).toEqual([
        ['POST', '/api/apps/roles/3/users', { userIds: [5] }],
      ]),
    );
  });

  it('shows the holders as cards on a phone, the role choice inside each', async () => {
    setScreenWidth(390);
    rolesServer();
    renderRoles();
    const cards = await screen.findByRole('list', { name: 'Users by role' });
    const client = within(cards).getByRole('listitem');
    expect(within(client).getByText('Client Person')).toBeInTheDocument();
    expect(within(client).getByText('client@demo.com')).toBeInTheDocument();
    expect(within(client).getByRole('combobox', { name: 'Role of Client Person' })).toHaveValue('Client');
  });
});
