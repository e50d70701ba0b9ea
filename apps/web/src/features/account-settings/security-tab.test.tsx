import type { AccountSession, TwoFactorStatus } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, setUpPageTests, type Reply } from '@/test/harness';
import { openAccountSettings } from './account-settings-test-fixtures';

const session = (id: number, extra: Partial<AccountSession> = {}): AccountSession => ({
  id,
  device: 'Chrome on Windows',
  browser: 'Chrome',
  os: 'Windows',
  ip: '10.0.0.1',
  createdAt: '2026-03-01T08:00:00.000Z',
  lastSeenAt: '2026-03-02T08:00:00.000Z',
  current: false,
  ...extra,
});
const SESSIONS = [session(11, { current: true }), session(12, { browser: 'Safari', os: 'iOS', ip: '10.0.0.2' })];
const RECOVERY_CODES = ['aaaaa-11111', 'bbbbb-22222'];

/**
 * The security API: sessions, two-step status (confirming a code turns it on) and the password change answering
 * `password`.
 */
function securityServer({
  password = { body: { message: 'ok' } },
  enabled = false,
}: { password?: Reply; enabled?: boolean } = {}) {
  let twoFactor: TwoFactorStatus = enabled
    ? { enabled: true, enabledAt: '2026-03-05T09:00:00.000Z', recoveryCodesLeft: 3 }
    : { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  let sessions = SESSIONS;
  return fakeServer({
    'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
    'GET /api/account/sessions': () => ({ body: { sessions } }),
    'DELETE /api/account/sessions/:id': ({ params }) => {
      sessions = sessions.filter((row) => row.id !== Number(params.id));
      return { status: 204 };
    },
    'GET /api/account/two-factor': () => ({ body: twoFactor }),
    'POST /api/account/two-factor/setup': {
      body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Mizan', qrCode: 'data:image/svg+xml,' },
    },
    'POST /api/account/two-factor/confirm': ({ body }) => {
      if ((body as { code: string }).code !== '123456') {
        return {
          status: 400,
          body: { message: 'This code is not valid', errors: { code: ['This code is not valid'] } },
        };
      }
      twoFactor = { enabled: true, enabledAt: '2026-03-05T09:00:00.000Z', recoveryCodesLeft: 10 };
      return { body: { recoveryCodes: RECOVERY_CODES } };
    },
    'POST /api/account/two-factor/disable': ({ body }) => {
      if ((body as { password?: string }).password !== 'my-password') {
        return {
          status: 400,
          body: { message: 'The password is not correct', errors: { password: ['The password is not correct'] } },
        };
      }
      twoFactor = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
      return { status: 204 };
    },
    'POST /api/account/two-factor/recovery-codes': () => {
      twoFactor = { ...twoFactor, recoveryCodesLeft: 10 };
      return { body: { recoveryCodes: RECOVERY_CODES } };
    },
    'POST /api/account/password': password,
  });
}

const passwordField = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fillPasswords(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password', { selector: 'input' }), current);
  await user.type(passwordField('New password'), next);
  await user.type(passwordField('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

setUpPageTests({ namespaces: ['account-settings'], user: ADMIN });

describe('Account settings: the security tab', () => {
  it('checks the new password before sending: required, long enough, typed twice the same', async () => {
    const server = securityServer();
    openAccountSettings('security');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    await waitFor(() => expect(passwordField('Current password')).toHaveFocus());

    await fillPasswords('old-password', 'short', 'shorter');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(passwordField('New password')).toHaveAccessibleDescription('Use at least 8 characters');
    expect(server.writes()).toEqual([]);
  });

  it('changes the password, says the other sessions were signed out and empties the form', async () => {
    const server = securityServer();
    openAccountSettings('security');
    expect(await screen.findByText('This device')).toBeInTheDocument();
    const sessionReads = server.callsTo('GET /api/account/sessions').length;
    await fillPasswords('old-password', 'a-new-password', 'a-new-password');

    expect(await screen.findByText('Your other sessions have been signed out.')).toBeInTheDocument();
    expect(server.writes().map((call) => call.body)).toEqual([
      { currentPassword: 'old-password', newPassword: 'a-new-password' },
    ]);
    expect(passwordField('Current password')).toHaveValue('');
    await waitFor(() => expect(server.callsTo('GET /api/account/sessions').length).toBeGreaterThan(sessionReads));
  });

  it('shows a wrong current password under its field', async () => {
    const message = 'The current password is not correct';
    securityServer({ password: { status: 400, body: { message, errors: { currentPassword: [message] } } } });
    openAccountSettings('security');
    await fillPasswords('wrong-password', 'a-new-password', 'a-new-password');
    await waitFor(() => expect(passwordField('Current password')).toHaveAccessibleDescription(message));
  });

  it('turns two-step verification on with a code from the app, then shows the recovery codes once', async () => {
    const server = securityServer();
    const user = userEvent.setup();
    openAccountSettings('security');
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable two-step verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(within(dialog).getByRole('img', { name: 'QR code for the authenticator app' })).toBeInTheDocument();

    const digits = within(dialog).getAllByRole('textbox');
    await user.type(digits[0]!, '654321');
    expect(await within(dialog).findByText('This code is not valid')).toBeInTheDocument();
    await user.type(within(dialog).getAllByRole('textbox')[0]!, '123456');

    expect(await within(dialog).findByText('Save your recovery codes')).toBeInTheDocument();
    expect(within(dialog).getByTestId('recovery-codes')).toHaveTextContent('aaaaa-11111bbbbb-22222');
    expect(server.callsTo('POST /api/account/two-factor/confirm').map((call) => call.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  it('turns two-step verification off with the password, focusing the field to fix first', async () => {
    const server = securityServer({ enabled: true });
    const user = userEvent.setup();
    openAccountSettings('security');
    expect(await screen.findByText('On')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable two-step verification?' }));
    await user.click(dialog.getByRole('button', { name: 'Disable' }));
    expect(await dialog.findByText('Enter your password or a code')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Password', { selector: 'input' })).toHaveFocus());
    expect(server.writes()).toEqual([]);

    await user.type(dialog.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Disable' }));
    expect(await dialog.findByText('The password is not correct')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Password', { selector: 'input' }));
    await user.type(dialog.getByLabelText('Password', { selector: 'input' }), 'my-password');
    await user.click(dialog.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/account/two-factor/disable').map((call) => call.body)).toEqual([
      { password: 'wrong' },
      { password: 'my-password' },
    ]);
  });

  it('gives new recovery codes after the password, shown once, and closes without asking', async () => {
    const server = securityServer({ enabled: true });
    const user = userEvent.setup();
    openAccountSettings('security');
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New recovery codes' }));
    await user.type(dialog.getByLabelText('Password', { selector: 'input' }), 'my-password');
    await user.click(dialog.getByRole('button', { name: 'New recovery codes' }));

    expect(await dialog.findByTestId('recovery-codes')).toHaveTextContent('aaaaa-11111bbbbb-22222');
    expect(server.writes().map((call) => call.body)).toEqual([{ password: 'my-password' }]);
    await user.click(dialog.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeInTheDocument();
  });

  it('lists the sessions and signs out another device after asking, never this one', async () => {
    const server = securityServer();
    const user = userEvent.setup();
    openAccountSettings('security');
    const current = (await screen.findByText('This device')).closest('tr')!;
    expect(current).toHaveTextContent('Chrome on Windows');
    // Signed in at 08:00 UTC: 11:00 on the office's clock in Riyadh.
    expect(current).toHaveTextContent('Mar 1, 2026, 11:00 AM');
    expect(within(current).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const other = screen.getByText('Safari on iOS').closest('tr')!;
    expect(other).toHaveTextContent('10.0.0.2');

    await user.click(within(other).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('The session has been signed out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(server.writes().map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/account/sessions/12']);
  });
});
