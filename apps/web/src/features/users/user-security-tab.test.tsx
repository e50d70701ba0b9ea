import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderPage, setUpPageTests, signIn } from '@/test/harness';
import { UserViewPage } from './user-view-page';
import { EDITOR, userDetail, viewRoutes } from './users-test-fixtures';
import type { UserViewTab } from './users.search';

setUpPageTests({ namespaces: ['users'], user: ADMIN });

const openView = (id: number, tab: UserViewTab = 'security') =>
  renderPage(() => <UserViewPage id={id} tab={tab} onTabChange={() => {}} />);
const sent = (call: { method: string; path: string; body: unknown }) => [call.method, call.path, call.body];

describe('the security tab', { timeout: 20_000 }, () => {
  it('sends a reset link only after a confirmation naming the address, then says where it went', async () => {
    const server = fakeServer({
      ...viewRoutes(userDetail()),
      'POST /api/apps/users/:id/password-reset': { status: 204 },
    });
    openView(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a password reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a password reset link?' });
    expect(dialog).toHaveTextContent('A link to choose a new password goes to salma@example.com');
    expect(server.writes()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Reset link sent to salma@example.com')).toBeInTheDocument();
    expect(server.writes().map(sent)).toEqual([['POST', '/api/apps/users/7/password-reset', undefined]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in an error toast", async () => {
    signIn(EDITOR);
    const message = 'This user holds rights you do not have';
    fakeServer({
      ...viewRoutes(userDetail({ role: 'admin' })),
      'POST /api/apps/users/:id/password-reset': { status: 403, body: { message } },
    });
    openView(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a password reset link' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the link' }));
    const toast = (await screen.findByText('The link could not be sent')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(toast).toHaveTextContent(message);
  });

  it('keeps setting a password by hand folded away, as the second choice', async () => {
    const server = fakeServer({ ...viewRoutes(userDetail()), 'PUT /api/apps/users/:id/password': { status: 204 } });
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
    expect(server.writes().map(sent)).toEqual([['PUT', '/api/apps/users/7/password', { password: 'a-long-password' }]]);
  });

  it('focuses the first field to fix when the password is refused, by the form or by the server', async () => {
    const message = 'Use at least 8 characters';
    const server = fakeServer({
      ...viewRoutes(userDetail()),
      'PUT /api/apps/users/:id/password': { status: 400, body: { message, errors: { password: [message] } } },
    });
    openView(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Set a password by hand instead' }));
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("The passwords don't match")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveFocus());
    expect(server.writes()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(message));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(server.writes()).toHaveLength(1);
  });

  it('shows a pending user as invited, and sends the invitation again through the same call', async () => {
    const server = fakeServer({
      ...viewRoutes(userDetail({ status: 'pending' })),
      'POST /api/apps/users/:id/password-reset': { status: 204 },
    });
    openView(7);
    expect(await screen.findByText('Invitation sent — waiting for a first password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a password reset link' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitation again?' });
    expect(dialog).toHaveTextContent('salma@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to salma@example.com')).toBeInTheDocument();
    expect(server.writes().map(sent)).toEqual([['POST', '/api/apps/users/7/password-reset', undefined]]);
  });

  it('sends no link to a suspended user, and says why', async () => {
    fakeServer(viewRoutes(userDetail({ status: 'inactive' })));
    openView(7);
    expect(
      await screen.findByText('A suspended account gets no link: reactivate this user first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a password reset link' })).toBeDisabled();
  });
});
