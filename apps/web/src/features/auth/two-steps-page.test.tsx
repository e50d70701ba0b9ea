import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderRoutes, setUpPageTests } from '@/test/harness';
import { TwoStepsPage } from './two-steps-page';
import { saveChallenge } from './two-step-challenge';

setUpPageTests({ namespaces: ['auth'] });

const SESSION = {
  accessToken: 't',
  userAbilityRules: [{ action: 'manage', subject: 'all' }],
  userData: {
    id: 1,
    fullName: 'Amal Haddad',
    username: 'amal',
    email: 'amal@example.com',
    avatar: null,
    role: 'admin',
  },
};
const RIGHT_CODES = ['123456', 'aaaaa-11111'];
const INVALID = 'This code is not valid';

/** The second step's API: the right codes open a session, any other is refused under the code. */
const twoStepsServer = () =>
  fakeServer({
    'POST /api/auth/two-steps': ({ body }) =>
      RIGHT_CODES.includes((body as { code: string }).code)
        ? { body: SESSION }
        : { status: 400, body: { message: INVALID, errors: { code: [INVALID] } } },
  });

/** The page after a right password: the challenge kept in this tab, the home page beside it. */
function open() {
  saveChallenge({ twoFactorRequired: true, challengeToken: 'challenge', expiresAt: '2099-01-01T00:00:00.000Z' });
  return renderRoutes({ '/two-steps': TwoStepsPage, '/': () => <p>home page</p> }, '/two-steps');
}
const sentCodes = (server: ReturnType<typeof twoStepsServer>) =>
  server.callsTo('POST /api/auth/two-steps').map((call) => call.body);

describe('TwoStepsPage', { timeout: 20_000 }, () => {
  it('sends the six digits as soon as they are in, says when they are wrong, and signs in with the right ones', async () => {
    const server = twoStepsServer();
    const router = open();
    const digits = await screen.findAllByRole('textbox');
    await userEvent.type(digits[0]!, '654321');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();

    await userEvent.type(screen.getAllByRole('textbox')[0]!, '123456');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sentCodes(server)).toEqual([
      { challengeToken: 'challenge', code: '654321' },
      { challengeToken: 'challenge', code: '123456' },
    ]);
  });

  it('asks for the whole recovery code before sending it', async () => {
    const server = twoStepsServer();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const code = screen.getByRole('textbox', { name: 'Recovery code' });
    await userEvent.type(code, 'aaaaa');
    await userEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('Enter the whole recovery code')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await userEvent.type(code, '-11111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(sentCodes(server)).toEqual([{ challengeToken: 'challenge', code: 'aaaaa-11111' }]));
  });
});
