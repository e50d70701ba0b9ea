import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserViewPage } from './user-view-page';
import { fakeServer, renderPage, setUpUsersTests, signInAs, userDetail, viewReads } from './users-test-utils';
import type { UserViewTab } from './users.search';

setUpUsersTests();

const openView = (id: number, tab: UserViewTab) =>
  renderPage(() => <UserViewPage id={id} tab={tab} onTabChange={() => {}} />);
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const reads = (calls: { path: string }[], part: string) => calls.filter((call) => call.path.endsWith(`/${part}`));

describe("another user's sessions and notifications", { timeout: 20_000 }, () => {
  it('are not offered to a reader who may not manage users, even through an old link', async () => {
    signInAs('author');
    const user = userDetail();
    const calls = fakeServer((call) => viewReads(user, call));
    openView(7, 'notifications');
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Billing & plans', 'Connections']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(reads(calls, 'notifications')).toEqual([]);
    expect(reads(calls, 'sessions')).toEqual([]);
  });

  it('leave an editor the password help but not the devices', async () => {
    signInAs('editor');
    const user = userDetail();
    const calls = fakeServer((call) => viewReads(user, call));
    openView(7, 'security');
    expect(await screen.findByRole('button', { name: 'Send a password reset link' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Security', 'Billing & plans', 'Connections']);
    expect(screen.queryByRole('heading', { name: 'Recent devices' })).not.toBeInTheDocument();
    expect(reads(calls, 'sessions')).toEqual([]);
  });

  it('are shown to the account owner, who may not manage users', async () => {
    signInAs('author');
    const me = userDetail({ id: 3, fullName: 'The author' });
    fakeServer((call) => viewReads(me, call));
    openView(3, 'security');
    expect(await screen.findByRole('heading', { name: 'Recent devices' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Security', 'Billing & plans', 'Notifications', 'Connections']);
    // Their own password is changed in the account settings, with the current one.
    expect(screen.queryByRole('button', { name: 'Send a password reset link' })).not.toBeInTheDocument();
  });

  it('are shown to an administrator; a refusal from the server reads calmly', async () => {
    signInAs('admin');
    const user = userDetail();
    fakeServer((call) =>
      call.path.endsWith('/notifications')
        ? { status: 403, body: { message: 'You are not allowed to do this' } }
        : viewReads(user, call),
    );
    openView(7, 'notifications');
    expect(await screen.findByText('Only the account owner and administrators see this')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account', 'Security', 'Billing & plans', 'Notifications', 'Connections']);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
