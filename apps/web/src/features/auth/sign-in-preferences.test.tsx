import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getPreferences, resetPreferences, setPreference } from '@/lib/preferences';
import { renderRoutes, setUpPageTests } from '@/test/harness';
import { authServer, clientSession } from './auth-test-fixtures';
import { LoginPage } from './login-page';

async function signInWith(preferences: object) {
  authServer({ status: 201, body: clientSession({ preferences }) });
  const user = userEvent.setup();
  renderRoutes({ '/login': LoginPage, '/': () => <p>home page</p> }, '/login');
  await user.type(await screen.findByLabelText('Email'), 'client@demo.com');
  await user.type(screen.getByLabelText('Password'), 'client');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

setUpPageTests();
afterEach(() => resetPreferences());

describe('signing in on a device', () => {
  it('applies the language and theme kept on the account on a device with no choice of its own', async () => {
    localStorage.clear(); // a new device (the harness stored its language)
    await signInWith({ language: 'ar', theme: 'dark' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('mizan-language')).toBe('"ar"');
    expect(getPreferences().theme).toBe('dark');
    expect(localStorage.getItem('mizan-theme')).toBe('"dark"');
  });

  it('keeps the device’s own choice over the account’s', async () => {
    setPreference('theme', 'light');
    localStorage.setItem('mizan-language', '"en"');
    await signInWith({ language: 'ar', theme: 'dark' });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(getPreferences().theme).toBe('light');
  });

  it('keeps the device’s choice where the account holds none', async () => {
    setPreference('theme', 'light');
    await signInWith({});
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(getPreferences().theme).toBe('light');
  });
});
