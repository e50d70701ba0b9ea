import type { AccountProfile } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { ADMIN, fakeServer, setLanguage, setUpPageTests, type Reply } from '@/test/harness';
import { openAccountSettings, profileFixture } from './account-settings-test-fixtures';

/** The account API holding one profile: a PATCH applies its body (version + 1) unless `patch` answers otherwise. */
function accountServer({ patch }: { patch?: Reply } = {}) {
  let profile = profileFixture();
  const server = fakeServer({
    'GET /api/account/profile': () => ({ body: profile }),
    'PATCH /api/account/profile': ({ body }) => {
      if (patch) return patch;
      profile = { ...profile, ...(body as Partial<AccountProfile>), version: profile.version + 1 };
      return { body: profile };
    },
    'GET /api/auth/me': () => ({
      body: { userData: { ...session.userData, fullName: profile.fullName }, userAbilityRules: ADMIN.rules },
    }),
  });
  return { server, replace: (next: AccountProfile) => (profile = next) };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

setUpPageTests({ namespaces: ['account-settings'], user: ADMIN });

describe('Account settings: the account tab', () => {
  it('loads the profile into the form and saves the change with the version read', async () => {
    const { server } = accountServer();
    const user = userEvent.setup();
    openAccountSettings('account');
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('Admin Person');
    expect(field('Email')).toHaveValue('admin@demo.com');
    expect(field('Job title')).toHaveValue('Partner');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');

    await user.clear(name);
    // Pasted: each key typed would re-render the whole form.
    await user.paste('Amina Haddad');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/account/profile').map((call) => call.body)).toEqual([
      {
        fullName: 'Amina Haddad',
        email: 'admin@demo.com',
        contact: '+966 55 123 4567',
        language: 'en',
        timeZone: 'UTC',
        currency: 'SAR',
        designation: 'Partner',
        location: 'Riyadh',
        about: '',
        version: 4,
      },
    ]);
    // The shell's name follows the saved profile.
    await waitFor(() => expect(session.userData?.fullName).toBe('Amina Haddad'));
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('checks the fields before sending: a name, a valid email, a phone number', async () => {
    const { server } = accountServer();
    const user = userEvent.setup();
    openAccountSettings('account');
    await user.clear(await screen.findByRole('textbox', { name: 'Full name' }));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number, like +966 55 123 4567')).toBeInTheDocument();
    // The first field to fix is brought into view and focused.
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('asks before leaving the tab with unsaved input: staying keeps it, discarding leaves', async () => {
    accountServer();
    const user = userEvent.setup();
    const router = openAccountSettings('account');
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), ' North');

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/pages/account-settings/account');
    expect(field('Location')).toHaveValue('Riyadh North');

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account-settings/security'));
  });

  it('leaves without asking once the input is saved', async () => {
    accountServer();
    const user = userEvent.setup();
    const router = openAccountSettings('account');
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), ' North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account-settings/security'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('puts the server’s field error under its field', async () => {
    const message = 'Another account already has this email';
    accountServer({ patch: { status: 400, body: { message, errors: { email: [message] } } } });
    const user = userEvent.setup();
    openAccountSettings('account');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(message));
  });

  it('on a stale version (409) says it changed elsewhere and shows the newer profile', async () => {
    const { replace } = accountServer({
      patch: { status: 409, body: { message: 'Someone changed this record meanwhile. Reload and try again.' } },
    });
    const user = userEvent.setup();
    openAccountSettings('account');
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), ' North');
    replace(profileFixture({ location: 'Jeddah', version: 5 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changed elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(field('Location')).toHaveValue('Jeddah'));
  });

  it('refuses a photo over 800 KB without uploading it', async () => {
    const { server } = accountServer();
    openAccountSettings('account');
    await screen.findByRole('button', { name: 'Upload new photo' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(800 * 1024 + 1)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be at most 800 KB')).toHaveAttribute('role', 'alert');
    expect(server.writes()).toEqual([]);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let reply: Reply = { status: 500, body: { message: 'Something went wrong' } };
    fakeServer({ 'GET /api/account/profile': () => reply });
    openAccountSettings('account');
    expect(await screen.findByText('Could not load this section')).toBeInTheDocument();
    reply = { body: profileFixture() };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Admin Person');
  });

  it('deactivates only after the box, the password and the confirmation, then signs out', async () => {
    const { server } = accountServer();
    server.on({ 'POST /api/account/deactivate': { status: 204 } });
    const user = userEvent.setup();
    const router = openAccountSettings('account');
    // Unsaved profile input does not hold back the sign-out that follows.
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), ' North');
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    expect(await screen.findByText('Tick the box to confirm')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'I confirm my account deactivation' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('checkbox', { name: 'I confirm my account deactivation' }));
    await user.type(screen.getByLabelText('Your password'), 'admin-password');
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.writes().map((call) => call.body)).toEqual([{ password: 'admin-password', confirm: true }]);
    expect(session.isAuthenticated).toBe(false);
  });

  it('reads right to left in Arabic, in the dark theme', async () => {
    accountServer();
    await setLanguage('ar', ['account-settings']);
    openAccountSettings('account', { colorScheme: 'dark' });
    expect(await screen.findByRole('tab', { name: 'الحساب' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'الأمان' })).toHaveAttribute('href', '/pages/account-settings/security');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
