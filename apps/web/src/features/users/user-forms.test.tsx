import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderPage, setUpPageTests, type Handler } from '@/test/harness';
import { AddUserDialog, EditUserModal } from './user-forms';
import { ROLE_OPTIONS, userDetail } from './users-test-fixtures';

setUpPageTests({ namespaces: ['users'], user: ADMIN });
const userEvent = userEventBase.setup();
/** Types by pasting: each key of a long text would re-render the whole dialog. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/** The server: role names for the form; a create answers `create` (the stored user, pending without a password). */
const usersServer = (
  create: Handler = ({ body }) => {
    const sent = body as { fullName: string; email: string; password?: string };
    return { status: 201, body: userDetail({ ...sent, status: sent.password ? 'active' : 'pending' }) };
  },
) => fakeServer({ ...ROLE_OPTIONS, 'POST /api/apps/users': create });

/** The users list's part that matters here: a button opening the dialog, which may close. */
function AddUserHost() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <AddUserDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const openDialog = async () => {
  renderPage(AddUserHost);
  return within(await screen.findByRole('dialog', { name: 'Add user' }));
};
const field = (dialog: ReturnType<typeof within>, name: string) => dialog.getByRole('textbox', { name });

async function fillIn(dialog: ReturnType<typeof within>) {
  await fill(field(dialog, 'Full name'), 'Sara Ali');
  await fill(field(dialog, 'Username'), 'sara');
  await fill(field(dialog, 'Email'), 'sara@acme.test');
}

describe('adding a user', { timeout: 20_000 }, () => {
  it('without a password invites them: no password sent, pending, and the toast names the address', async () => {
    const server = usersServer();
    const dialog = await openDialog();
    expect(dialog.getByText('At least 8 characters. Leave empty to e-mail an invitation.')).toBeInTheDocument();
    await fillIn(dialog);
    // Until they choose a password the account is pending, whatever was picked.
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    await userEvent.click(dialog.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Invitation sent to sara@acme.test')).toBeInTheDocument();
    expect(screen.getByText('User added')).toBeInTheDocument();
    expect(server.writes().map((call) => call.body)).toEqual([
      {
        fullName: 'Sara Ali',
        username: 'sara',
        email: 'sara@acme.test',
        contact: '',
        company: '',
        country: '',
        role: 'subscriber',
        currentPlan: 'basic',
        status: 'pending',
        billing: 'Auto debit',
        taxId: null,
      },
    ]);
    // Saved: the dialog closes without asking about the input it just sent.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with a password creates the account ready to sign in', async () => {
    const server = usersServer();
    const dialog = await openDialog();
    await fillIn(dialog);
    await fill(dialog.getByLabelText('Password'), 'a-long-password');
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await userEvent.click(dialog.getByRole('button', { name: 'Add user' }));

    expect(await screen.findByText('Sara Ali was added')).toBeInTheDocument();
    expect(screen.queryByText(/Invitation sent/)).not.toBeInTheDocument();
    expect(server.writes()[0]?.body).toMatchObject({ password: 'a-long-password', status: 'active' });
  });

  it('asks before throwing half-filled input away, and closes at once when nothing was typed', async () => {
    usersServer();
    const dialog = await openDialog();
    await fill(field(dialog, 'Full name'), 'Sara Ali');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(field(dialog, 'Full name')).toHaveValue('Sara Ali');

    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next opening starts empty, and leaves unasked.
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const next = within(await screen.findByRole('dialog', { name: 'Add user' }));
    expect(field(next, 'Full name')).toHaveValue('');
    await userEvent.click(next.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after a failed submit focuses the first field to fix, and sends nothing', async () => {
    const server = usersServer();
    const dialog = await openDialog();
    await fill(field(dialog, 'Username'), 'sara');
    await fill(dialog.getByLabelText('Password'), 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Add user' }));

    expect(await dialog.findByText('Enter the full name')).toBeInTheDocument();
    expect(dialog.getByText('Use at least 8 characters')).toBeInTheDocument();
    await waitFor(() => expect(field(dialog, 'Full name')).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('puts a field the server refuses under it, and focuses it', async () => {
    const message = 'This email is already registered';
    usersServer({ status: 400, body: { message, errors: { email: [message] } } });
    const dialog = await openDialog();
    await fillIn(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add user' }));

    await waitFor(() => expect(field(dialog, 'Email')).toHaveAccessibleDescription(message));
    await waitFor(() => expect(field(dialog, 'Email')).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
  });
});

describe('editing a user', { timeout: 20_000 }, () => {
  it('after someone else saved meanwhile, says so and shows their version to start again from', async () => {
    let stored = userDetail();
    const server = fakeServer({
      ...ROLE_OPTIONS,
      'GET /api/apps/users/:id': () => ({ body: stored }),
      'PATCH /api/apps/users/:id': { status: 409, body: { message: 'Someone else changed this user meanwhile' } },
    });
    renderPage(() => <EditUserModal userId={7} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit user information' }));
    const name = await dialog.findByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('Salma Haddad');
    await userEvent.clear(name);
    await fill(name, 'Salma H.');
    stored = userDetail({ fullName: 'Salma Khoury', version: 2 });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Someone else changed this user meanwhile: the form now shows/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Salma Khoury'));
    expect(server.writes().map((call) => call.body)).toMatchObject([{ fullName: 'Salma H.', version: 1 }]);
  });
});
