import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserViewPage } from './user-view-page';
import { fakeServer, renderPage, setUpUsersTests, signInAs, userDetail, viewReads, writes } from './users-test-utils';
import type { UserViewTab } from './users.search';

setUpUsersTests();

const openView = (id: number, tab: UserViewTab = 'security') =>
  renderPage(() => <UserViewPage id={id} tab={tab} onTabChange={() => {}} />);

describe('the security tab', { timeout: 20_000 }, () => {
  it('sends a reset link only after a confirmation naming the address, then says where it went', async () => {
    signInAs('admin');
    const user = userDetail();
    const calls = fakeServer((call) =>
      call.method === 'POST' && call.path === '/api/apps/users/7/password-reset'
        ? { status: 204 }
        : viewReads(user, call),
    );
    openView(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a password reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a password reset link?' });
    expect(dialog).toHaveTextContent('A link to choose a new password goes to salma@example.com');
    expect(writes(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Reset link sent to salma@example.com')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/apps/users/7/password-reset', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in an error toast", async () => {
    signInAs('editor');
    const user = userDetail({ role: 'admin' });
    const message = 'This user holds rights you do not have';
    fakeServer((call) => (call.method === 'POST' ? { status: 403, body: { message } } : viewReads(user, call)));
    openView(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a password reset link' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the link' }));
    const toast = (await screen.findByText('The link could not be sent')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(toast).toHaveTextContent(message);
  });

  it('keeps setting a password by hand folded away, as the second choice', async () => {
    signInAs('admin');
    const user = userDetail();
    const calls = fakeServer((call) => (call.method === 'PUT' ? { status: 204 } : viewReads(user, call)));
    openView(7);
    const toggle = await screen.findByRole('button', { name: 'Set a password by hand instead' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password of Salma Haddad was changed')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/apps/users/7/password', body: { password: 'a-long-password' } },
    ]);
  });

  it('shows a pending user as invited, and sends the invitation again through the same call', async () => {
    signInAs('admin');
    const user = userDetail({ status: 'pending' });
    const calls = fakeServer((call) => (call.method === 'POST' ? { status: 204 } : viewReads(user, call)));
    openView(7);
    expect(await screen.findByText('Invitation sent — waiting for a first password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a password reset link' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitation again?' });
    expect(dialog).toHaveTextContent('salma@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to salma@example.com')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/apps/users/7/password-reset', body: undefined }]);
  });

  it('sends no link to a suspended user, and says why', async () => {
    signInAs('admin');
    const user = userDetail({ status: 'inactive' });
    fakeServer((call) => viewReads(user, call));
    openView(7);
    expect(
      await screen.findByText('A suspended account gets no link: reactivate this user first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a password reset link' })).toBeDisabled();
  });
});
