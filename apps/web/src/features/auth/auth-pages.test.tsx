import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { fakeServer, renderRoutes, setUpPageTests, type Reply } from '@/test/harness';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';

/** A page at `/page` beside the pages it may send the user to. */
const renderPage = (page: () => ReactNode) =>
  renderRoutes(
    {
      '/page': page,
      '/': () => <p>home page</p>,
      '/login': () => <p>login page</p>,
      '/forgot-password': () => <p>forgot page</p>,
    },
    '/page',
  );

/** The sign-up API: whether it is open, and the register call's answer. */
const signUpServer = (register: Reply, { open = true } = {}) =>
  fakeServer({ 'GET /api/auth/registration': { body: { open } }, 'POST /api/auth/register': register });

const bodiesTo = (server: ReturnType<typeof fakeServer>, route: string) =>
  server.callsTo(route).map((call) => call.body);

setUpPageTests();

describe('RegisterPage', () => {
  it('asks for the terms, then signs the new user in', async () => {
    const server = signUpServer({
      status: 201,
      body: {
        accessToken: 't',
        userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
        userData: { id: 9, fullName: '', username: 'newbie', email: 'new@example.com', avatar: null, role: 'client' },
      },
    });
    const user = userEvent.setup();
    const router = renderPage(RegisterPage);
    await user.type(await screen.findByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Accept the privacy policy and terms')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByLabelText(/I agree/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(session.userData?.username).toBe('newbie');
    expect(bodiesTo(server, 'POST /api/auth/register')).toEqual([
      { username: 'newbie', email: 'new@example.com', password: 'a-long-password' },
    ]);
  });

  it('shows a taken email under the field', async () => {
    signUpServer({
      status: 400,
      body: { message: 'This email is already registered', errors: { email: ['This email is already registered'] } },
    });
    const user = userEvent.setup();
    renderPage(RegisterPage);
    await user.type(await screen.findByLabelText('Username'), 'someone');
    await user.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByLabelText(/I agree/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(session.isAuthenticated).toBe(false);
  });

  it('says when the office takes no sign-ups, with the way back to sign in, instead of the form', async () => {
    const server = signUpServer({ status: 201 }, { open: false });
    const user = userEvent.setup();
    const router = renderPage(RegisterPage);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This office does not accept new accounts here: ask an administrator to invite you',
    );
    expect(screen.getByRole('heading', { name: 'Accounts by invitation' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.writes()).toEqual([]);
  });

  it('shows the closed message when sign-up closed while the form was open', async () => {
    signUpServer({
      status: 403,
      body: { message: 'This office does not accept new accounts here: ask an administrator to invite you' },
    });
    const user = userEvent.setup();
    renderPage(RegisterPage);
    await user.type(await screen.findByLabelText('Username'), 'late');
    await user.type(screen.getByLabelText('Email'), 'late@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByLabelText(/I agree/));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Accounts by invitation' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(session.isAuthenticated).toBe(false);
  });
});

describe('ForgotPasswordPage', () => {
  it('always ends on "check your inbox"', async () => {
    const server = fakeServer({
      'POST /api/auth/forgot-password': { body: { message: 'If the address is known, a link is on its way' } },
    });
    const user = userEvent.setup();
    renderPage(ForgotPasswordPage);
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('someone@example.com');
    expect(bodiesTo(server, 'POST /api/auth/forgot-password')).toEqual([{ email: 'someone@example.com' }]);
  });
});

describe('ResetPasswordPage', () => {
  it('says a link without a token is invalid', async () => {
    const server = fakeServer();
    renderPage(() => <ResetPasswordPage token={undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(server.calls).toEqual([]);
  });

  it('checks that both passwords match', async () => {
    const server = fakeServer({ 'POST /api/auth/reset-password': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderPage(() => <ResetPasswordPage token="abc" />);
    await user.type(await screen.findByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'another-password{Enter}');
    expect(await screen.findByText("The passwords don't match")).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('shows the server’s invalid-token answer clearly', async () => {
    fakeServer({
      'POST /api/auth/reset-password': {
        status: 400,
        body: {
          message: 'This reset link is invalid or has expired',
          errors: { token: ['This reset link is invalid or has expired'] },
        },
      },
    });
    const user = userEvent.setup();
    renderPage(() => <ResetPasswordPage token="expired" />);
    await user.type(await screen.findByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
  });

  it('confirms a reset and links to login', async () => {
    const server = fakeServer({
      'POST /api/auth/reset-password': { body: { message: 'Your password has been reset' } },
    });
    const user = userEvent.setup();
    renderPage(() => <ResetPasswordPage token="good" />);
    await user.type(await screen.findByLabelText('New password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(bodiesTo(server, 'POST /api/auth/reset-password')).toEqual([{ token: 'good', password: 'a-long-password' }]);
  });
});
