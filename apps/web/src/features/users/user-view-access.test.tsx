import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderPage, setUpPageTests, signIn } from '@/test/harness';
import { UserViewPage } from './user-view-page';
import { AUTHOR, EDITOR, userDetail, viewRoutes } from './users-test-fixtures';
import type { UserViewTab } from './users.search';

setUpPageTests({ namespaces: ['users'] });

const openView = (id: number, tab: UserViewTab) =>
  renderPage(() => <UserViewPage id={id} tab={tab} onTabChange={() => {}} />);
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe("another user's sessions and notifications", { timeout: 20_000 }, () => {
  it('are not offered to a reader who may not manage users, even through an old link', async () => {
    signIn(AUTHOR);
    const server = fakeServer(viewRoutes(userDetail()));
    openView(7, 'notifications');
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Billing & plans', 'Connections']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(server.callsTo('GET /api/apps/users/:id/notifications')).toEqual([]);
    expect(server.callsTo('GET /api/apps/users/:id/sessions')).toEqual([]);
  });

  it('leave an editor the password help but not the devices', async () => {
    signIn(EDITOR);
    const server = fakeServer(viewRoutes(userDetail()));
    openView(7, 'security');
    expect(await screen.findByRole('button', { name: 'Send a password reset link' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Security', 'Billing & plans', 'Connections']);
    expect(screen.queryByRole('heading', { name: 'Recent devices' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/apps/users/:id/sessions')).toEqual([]);
  });

  it('are shown to the account owner, who may not manage users', async () => {
    signIn(AUTHOR);
    fakeServer(viewRoutes(userDetail({ id: 3, fullName: 'The author' })));
    openView(3, 'security');
    expect(await screen.findByRole('heading', { name: 'Recent devices' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Security', 'Billing & plans', 'Notifications', 'Connections']);
    // Their own password is changed in the account settings, with the current one.
    expect(screen.queryByRole('button', { name: 'Send a password reset link' })).not.toBeInTheDocument();
  });

  it('are shown to an administrator; a refusal from the server reads calmly', async () => {
    signIn(ADMIN);
    fakeServer({
      ...viewRoutes(userDetail()),
      'GET /api/apps/users/:id/notifications': { status: 403, body: { message: 'You are not allowed to do this' } },
    });
    openView(7, 'notifications');
    expect(await screen.findByText('Only the account owner and administrators see this')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Security', 'Billing & plans', 'Notifications', 'Connections']);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
