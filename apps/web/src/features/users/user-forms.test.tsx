import { screen, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddUserDialog } from './user-forms';
import { fakeServer, renderPage, setUpUsersTests, signInAs, userDetail, writes, type Call } from './users-test-utils';

setUpUsersTests();
const userEvent = userEventBase.setup();
/** Types by pasting: each key of a long text would re-render the whole drawer. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The server: role names for the form; a create answers the stored user, pending when no password came. */
const server = () =>
  fakeServer((call: Call) => {
    if (call.path === '/api/apps/users/roles') return { body: { roles: ['author', 'subscriber'] } };
    if (call.method === 'POST' && call.path === '/api/apps/users') {
      const body = call.body as { fullName: string; email: string; password?: string };
      return { status: 201, body: userDetail({ ...body, status: body.password ? 'active' : 'pending' }) };
    }
    return undefined;
  });

async function fillIn(drawer: HTMLElement) {
  await fill(within(drawer).getByRole('textbox', { name: 'Full name' }), 'Sara Ali');
  await fill(within(drawer).getByRole('textbox', { name: 'Username' }), 'sara');
  await fill(within(drawer).getByRole('textbox', { name: 'Email' }), 'sara@acme.test');
}

describe('adding a user', { timeout: 20_000 }, () => {
  it('without a password invites them: no password sent, pending, and the toast names the address', async () => {
    signInAs('admin');
    const calls = server();
    renderPage(() => <AddUserDialog opened onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Add user' });
    expect(within(drawer).getByText('At least 8 characters. Leave empty to e-mail an invitation.')).toBeInTheDocument();
    await fillIn(drawer);
    // Until they choose a password the account is pending, whatever was picked.
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Invitation sent to sara@acme.test')).toBeInTheDocument();
    expect(screen.getByText('User added')).toBeInTheDocument();
    const [create] = writes(calls);
    expect(create?.body).toMatchObject({
      fullName: 'Sara Ali',
      username: 'sara',
      email: 'sara@acme.test',
      status: 'pending',
    });
    expect(create?.body).not.toHaveProperty('password');
  });

  it('with a password creates the account ready to sign in', async () => {
    signInAs('admin');
    const calls = server();
    renderPage(() => <AddUserDialog opened onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Add user' });
    await fillIn(drawer);
    await fill(within(drawer).getByLabelText('Password'), 'a-long-password');
    expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Sara Ali was added')).toBeInTheDocument();
    expect(screen.queryByText(/Invitation sent/)).not.toBeInTheDocument();
    expect(writes(calls)[0]?.body).toMatchObject({ password: 'a-long-password', status: 'active' });
  });

  it('still refuses a password that is too short', async () => {
    signInAs('admin');
    const calls = server();
    renderPage(() => <AddUserDialog opened onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Add user' });
    await fillIn(drawer);
    await fill(within(drawer).getByLabelText('Password'), 'short');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add user' }));
    expect(await within(drawer).findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });
});
