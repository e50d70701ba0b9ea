import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getPreferences, resetPreferences } from '@/lib/preferences';
import { session } from '@/lib/session';
import { CustomizerDrawer } from '@/components/customizer/customizer-drawer';
import { ADMIN, fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { LanguageMenu } from './language-menu';
import { ThemeMenu } from './theme-menu';

setUpPageTests({ user: ADMIN });
afterEach(() => resetPreferences());

const renderMenus = () =>
  renderPage(() => (
    <>
      <LanguageMenu />
      <ThemeMenu />
    </>
  ));

const server = () => fakeServer({ 'PATCH /api/account/preferences': ({ body }) => ({ body: body as object }) });

describe('the app bar’s language and theme menus', () => {
  it('keep a signed-in user’s choice on the device and on their account', async () => {
    const api = server();
    const user = userEvent.setup();
    renderMenus();

    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    expect(getPreferences().theme).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Change language' }));
    // Each language is named in itself, so a reader finds their own whatever the page's language.
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    await user.click(screen.getByRole('menuitem', { name: 'العربية' }));
    await screen.findByRole('button', { name: 'المظهر' });
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    expect(api.callsTo('PATCH /api/account/preferences').map((call) => call.body)).toEqual([
      { theme: 'dark' },
      { language: 'ar' },
    ]);
  });

  it('keep a signed-out visitor’s choice on the device only', async () => {
    session.clear();
    const api = server();
    const user = userEvent.setup();
    renderMenus();
    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Light' }));
    expect(getPreferences().theme).toBe('light');
    expect(api.writes()).toEqual([]);
  });
});

describe('the customizer', () => {
  it('keeps the theme on the account too, and its reset brings the account back to the system’s theme', async () => {
    const api = server();
    const user = userEvent.setup();
    renderPage(() => <CustomizerDrawer opened onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByText('Dark'));
    expect(getPreferences().theme).toBe('dark');
    await user.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(getPreferences().theme).toBe('system');
    expect(api.callsTo('PATCH /api/account/preferences').map((call) => call.body)).toEqual([
      { theme: 'dark' },
      { theme: 'system' },
    ]);
  });
});
