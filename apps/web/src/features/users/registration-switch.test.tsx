import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderPage, setUpPageTests, signIn, type Handler } from '@/test/harness';
import { UserListPage } from './user-list-page';
import { EDITOR } from './users-test-fixtures';

setUpPageTests({ namespaces: ['users'], user: ADMIN });

/** The list page's reads (empty), and the office settings read and saved by `read` and `save`. */
const server = (read: Handler, save: Handler = { status: 500 }) =>
  fakeServer({
    'GET /api/office/settings': read,
    'PUT /api/office/settings': save,
    'GET /api/apps/users/stats': { body: { total: 0, active: 0, pending: 0, inactive: 0 } },
    'GET /api/apps/users/roles': { body: { roles: [] } },
    'GET /api/apps/users': { body: { users: [], totalUsers: 0, totalPages: 0, page: 1 } },
  });

const openList = () => renderPage(() => <UserListPage search={{}} onSearchChange={() => {}} />);
// The switch's label wraps its description too, so the name starts with the label.
const label = /^Anyone may create an account/;

describe('the sign-up switch of the users list', { timeout: 20_000 }, () => {
  it('asks before opening sign-up to everyone, then saves with the version it read', async () => {
    const api = server({ body: { publicRegistration: false, version: 3 } }, ({ body }) => ({
      body: { ...(body as object), version: 4 },
    }));
    openList();
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Open sign-up to everyone?' });
    expect(api.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open sign-up' }));

    expect(await screen.findByText('Anyone may now create an account')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/office/settings').map((call) => call.body)).toEqual([
      { publicRegistration: true, version: 3 },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: label })).toBeChecked());
  });

  it('closes sign-up at once, and says so when someone else changed the setting meanwhile', async () => {
    let reads = 0;
    const api = server(
      () => {
        reads += 1;
        // The second read is the reload after the conflict: someone closed it already.
        return { body: { publicRegistration: reads === 1, version: reads === 1 ? 6 : 7 } };
      },
      { status: 409, body: { message: 'Someone else changed the office settings meanwhile: reload and try again' } },
    );
    openList();
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    expect(await screen.findByText(/Someone else changed this setting meanwhile/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes().map((call) => call.body)).toEqual([{ publicRegistration: false, version: 6 }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: label })).not.toBeChecked());
  });

  it('is not offered to someone who may edit users but not manage everything', async () => {
    signIn(EDITOR);
    const api = server({ body: { publicRegistration: false, version: 1 } });
    openList();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/apps/users')).not.toEqual([]));
    expect(screen.queryByRole('switch', { name: label })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/office/settings')).toEqual([]);
  });
});
