import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { renderRoutes, setUpPageTests } from '@/test/harness';
import { authServer, clientSession } from './auth-test-fixtures';
import { LoginPage } from './login-page';

const SESSION = clientSession();

/** The login page beside the pages it may send the user to. */
const renderLogin = (url = '/login') =>
  renderRoutes(
    {
      '/login': LoginPage,
      '/access-control': () => <p>acl page</p>,
      '/': () => <p>home page</p>,
      '/register': () => <p>register page</p>,
    },
    url,
  );

setUpPageTests();

describe('LoginPage', () => {
  it('shows the labels and button the end-to-end tests rely on', async () => {
    authServer({});
    renderLogin();
    expect(await screen.findByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    expect(document.title).toBe('Login · Mizan');
  });

  it('validates before calling the server: empty fields, then an invalid email', async () => {
    const server = authServer({ status: 201, body: SESSION });
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('shows the server’s 400 field error under the email', async () => {
    authServer({
      status: 400,
      body: { message: 'Invalid email or password', errors: { email: ['Invalid email or password'] } },
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email or password'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(session.isAuthenticated).toBe(false);
  });

  it('stores the session and returns to `to` with the original query', async () => {
    const server = authServer({ status: 201, body: SESSION });
    const user = userEvent.setup();
    const router = renderLogin('/login?page=2&to=%2Faccess-control');
    // The demo hint fills the form in one click.
    await user.click(await screen.findByRole('button', { name: /client@demo\.com/ }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('acl page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-control');
    expect(router.state.location.searchStr).toBe('?page=2');
    expect(session.userData?.email).toBe('client@demo.com');
    expect(JSON.parse(localStorage.getItem('mizan-userData') ?? 'null')).toMatchObject({ role: 'client' });
    expect(server.callsTo('POST /api/auth/login').map((call) => call.body)).toEqual([
      { email: 'client@demo.com', password: 'client' },
    ]);
  });

  it('ignores a `to` that leaves the site', async () => {
    authServer({ status: 201, body: SESSION });
    const user = userEvent.setup();
    const router = renderLogin('/login?to=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Email'), 'client@demo.com');
    await user.type(screen.getByLabelText('Password'), 'client');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers "Create an account" only while the office accepts sign-ups', async () => {
    authServer({}, { open: true });
    const user = userEvent.setup();
    const router = renderLogin();
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByText('register page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('does not advertise sign-up when it is closed', async () => {
    const server = authServer({}, { open: false });
    renderLogin();
    expect(await screen.findByText('New here? Ask the office for an invitation.')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});
