import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserListPage } from './user-list-page';
import { fakeServer, renderPage, setUpUsersTests, signInAs, writes, type Answer, type Call } from './users-test-utils';

setUpUsersTests();

/** The list page's reads (empty), and the office settings through `settings`. */
const server = (settings: (call: Call) => Answer) =>
  fakeServer((call) => {
    if (call.path === '/api/office/settings') return settings(call);
    if (call.path === '/api/apps/users/stats') return { body: { total: 0, active: 0, pending: 0, inactive: 0 } };
    if (call.path === '/api/apps/users/roles') return { body: { roles: [] } };
    if (call.path === '/api/apps/users') return { body: { users: [], totalUsers: 0, totalPages: 0, page: 1 } };
    return undefined;
  });

const openList = () => renderPage(() => <UserListPage search={{}} onSearchChange={() => {}} />);
// The switch's label wraps its description too, so the name starts with the label.
const label = /^Anyone may create an account/;

describe('the sign-up switch of the users list', { timeout: 20_000 }, () => {
  it('asks before opening sign-up to everyone, then saves with the version it read', async () => {
    signInAs('admin');
    const calls = server((call) =>
      call.method === 'PUT'
        ? { body: { ...(call.body as object), version: 4 } }
        : { body: { publicRegistration: false, version: 3 } },
    );
    openList();
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Open sign-up to everyone?' });
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open sign-up' }));

    expect(await screen.findByText('Anyone may now create an account')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/office/settings', body: { publicRegistration: true, version: 3 } },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: label })).toBeChecked());
  });

  it('closes sign-up at once, and says so when someone else changed the setting meanwhile', async () => {
    signInAs('admin');
    let reads = 0;
    const calls = server((call) => {
      if (call.method === 'PUT')
        return {
          status: 409,
          body: { message: 'Someone else changed the office settings meanwhile: reload and try again' },
        };
      reads += 1;
      // The second read is the reload after the conflict: someone closed it already.
      return { body: { publicRegistration: reads === 1, version: reads === 1 ? 6 : 7 } };
    });
    openList();
    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    expect(await screen.findByText(/Someone else changed this setting meanwhile/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/office/settings', body: { publicRegistration: false, version: 6 } },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: label })).not.toBeChecked());
  });

  it('is not offered to someone who may edit users but not manage everything', async () => {
    signInAs('editor');
    const calls = server(() => ({ body: { publicRegistration: false, version: 1 } }));
    openList();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/apps/users')).toBe(true));
    expect(screen.queryByRole('switch', { name: label })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/office/settings')).toEqual([]);
  });
});
