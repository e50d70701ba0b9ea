import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPreferences, resetPreferences, setPreference } from '@/lib/preferences';
import { ADMIN, readerOf, renderRoutes, setUpPageTests, signIn } from '@/test/harness';
import { ShellLayout } from './shell-layout';

/** An admin, who sees every area, and a client, who may only read the access-control demo. */
const USERS = { admin: ADMIN, client: readerOf('AclDemo') };

/** Makes `(max-width: 79.9375em)` match, as on a window narrower than 1280 px. */
function narrowWindow() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('79.9375em'),
  })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
}

function renderShell(user: keyof typeof USERS) {
  signIn(USERS[user]);
  renderRoutes({ '/access-control': () => <ShellLayout>page content</ShellLayout> }, '/access-control');
}

setUpPageTests();

afterEach(() => {
  resetPreferences();
  vi.restoreAllMocks();
});

describe('ShellLayout', () => {
  it('shows the admin CRM and Access Control, the active page marked', async () => {
    renderShell('admin');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'CRM' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Access Control' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Misc' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('hides CRM from the client', async () => {
    renderShell('client');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'CRM' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Access Control' })).toBeInTheDocument();
    const misc = within(nav).getByRole('button', { name: 'Misc' });
    await userEvent.click(misc);
    expect(misc).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByText('Coming Soon').closest('a')).toHaveAttribute('href', '/pages/misc/coming-soon');
  });

  it('uses a drawer behind a burger on a narrow window, keeping the stored layout', async () => {
    setPreference('layout', 'horizontal');
    const restore = narrowWindow();
    try {
      renderShell('admin');
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByRole('link', { name: 'CRM' })).toBeInTheDocument();
      expect(getPreferences().layout).toBe('horizontal');
    } finally {
      restore();
    }
  });

  it('applies customizer changes at once and resets them', async () => {
    renderShell('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Customize the interface' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByText('Horizontal'));
    expect(getPreferences().layout).toBe('horizontal');
    expect(localStorage.getItem('mizan-layout')).toBe('"horizontal"');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Primary color #FF4C51' }));
    expect(getPreferences().primaryColor).toBe('#FF4C51');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(getPreferences()).toMatchObject({ layout: 'vertical', primaryColor: '#7367F0' });
  });

  it('starts with a skip link that moves focus to the page content', async () => {
    signIn(ADMIN);
    renderRoutes(
      {
        '/access-control': () => (
          <ShellLayout>
            <button type="button">page action</button>
          </ShellLayout>
        ),
      },
      '/access-control',
    );
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const content = screen.getByRole('main').firstElementChild;
    expect(content).toContainElement(screen.getByRole('button', { name: 'page action' }));
    expect(content).toHaveFocus();
    // Tab goes on from there, past the navbar and the navigation.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'page action' })).toHaveFocus();
  });

  it('collapses the side navigation to icons', async () => {
    renderShell('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse the navigation' }));
    expect(getPreferences().navCollapsed).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'CRM' })).toBeInTheDocument();
    expect(within(nav).queryByText('Dashboards')).not.toBeInTheDocument();
  });
});
