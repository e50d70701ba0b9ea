import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeServer, renderPage, setUpPageTests, type Handler } from '@/test/harness';
import type { SettingsTab } from './ecommerce.search';
import { SettingsPage } from './settings-page';
import { settingsFixture } from './settings-test-fixture';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

const PATH = '/api/apps/ecommerce/settings';

/** The settings API: the stored settings (`read`), and the save answering `put` (no save route unless given). */
const settingsServer = (put?: Handler, read: Handler = { body: settingsFixture() }) =>
  fakeServer({ [`GET ${PATH}`]: read, ...(put && { [`PUT ${PATH}`]: put }) });

function renderSettings(initial: SettingsTab = 'store', onTabChange = vi.fn()) {
  function Harness() {
    const [tab, setTab] = useState<SettingsTab>(initial);
    return (
      <>
        <Link to="/apps/ecommerce/dashboard">Dashboard</Link>
        <SettingsPage
          tab={tab}
          onTabChange={(next) => {
            onTabChange(next);
            setTab(next);
          }}
        />
      </>
    );
  }
  renderPage(() => <Harness />);
  return onTabChange;
}

describe('SettingsPage', () => {
  it('loads the stored values into the store section', async () => {
    settingsServer();
    renderSettings();
    expect(await screen.findByRole('textbox', { name: /Store name/ })).toHaveValue('Mizan Store');
    expect(screen.getByRole('textbox', { name: /Store email/ })).toHaveValue('shop@mizan.test');
    expect(screen.getByRole('textbox', { name: /Tax rate/ })).toHaveValue('15');
    expect(screen.getByText(/apply to product prices and to new orders/)).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('saves the whole settings object with its version', async () => {
    const server = settingsServer(({ body }) => ({
      body: { ...(body as object), version: 5, updatedAt: '2026-11-02T10:00:00.000Z' },
    }));
    const user = userEvent.setup();
    renderSettings();
    const name = await screen.findByRole('textbox', { name: /Store name/ });
    await user.clear(name);
    await user.type(name, 'Mizan Outlet');
    await user.clear(screen.getByRole('textbox', { name: /Tax rate/ }));
    await user.type(screen.getByRole('textbox', { name: /Tax rate/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The store settings were saved')).toBeInTheDocument();
    const { version: _version, updatedAt: _updatedAt, ...fixture } = settingsFixture();
    expect(server.callsTo(`PUT ${PATH}`)[0]?.body).toEqual({
      ...fixture,
      store: { ...fixture.store, name: 'Mizan Outlet', taxRate: '5' },
      version: 4,
    });
    // Saved: the form is clean again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('shows an invalid email on its field without sending anything', async () => {
    const server = settingsServer();
    const user = userEvent.setup();
    renderSettings();
    const email = await screen.findByRole('textbox', { name: /Store email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('opens the section of the first invalid field and focuses it', async () => {
    const server = settingsServer();
    const user = userEvent.setup();
    const onTabChange = renderSettings('shipping');
    await user.clear(await screen.findByRole('textbox', { name: /Zone name/ }));
    await user.click(screen.getByRole('tab', { name: /Store details/ }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the zone name')).toBeInTheDocument();
    expect(onTabChange).toHaveBeenLastCalledWith('shipping');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Zone name/ })).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('asks before leaving with unsaved changes, and lets a clean page go', async () => {
    settingsServer();
    const user = userEvent.setup();
    renderSettings();
    const name = await screen.findByRole('textbox', { name: /Store name/ });
    await user.type(name, '!');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(name).toHaveValue('Mizan Store!');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('shows the stale notice on 409 and reloads the fresh settings', async () => {
    let reads = 0;
    settingsServer({ status: 409, body: { message: 'The settings were changed by someone else; reload them' } }, () => {
      reads += 1;
      return {
        body:
          reads === 1
            ? settingsFixture()
            : settingsFixture({ store: { ...settingsFixture().store, name: 'Changed elsewhere' }, version: 9 }),
      };
    });
    const user = userEvent.setup();
    renderSettings();
    await user.type(await screen.findByRole('textbox', { name: /Store name/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The settings were changed by someone else; reload them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reload the settings' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Store name/ })).toHaveValue('Changed elsewhere'));
    expect(screen.queryByText('The settings were changed by someone else; reload them')).not.toBeInTheDocument();
  });

  it('switches sections through onTabChange', async () => {
    settingsServer();
    const user = userEvent.setup();
    const onTabChange = renderSettings();
    await screen.findByRole('textbox', { name: /Store name/ });
    await user.click(screen.getByRole('tab', { name: /Shipping/ }));
    expect(onTabChange).toHaveBeenCalledWith('shipping');
    expect(await screen.findByRole('textbox', { name: /Zone name/ })).toHaveValue('Gulf');
    await user.click(screen.getByRole('tab', { name: /Notifications/ }));
    expect(onTabChange).toHaveBeenLastCalledWith('notifications');
    expect(screen.getByRole('checkbox', { name: 'New order: Email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Low stock: Email' })).not.toBeChecked();
  });

  it('shows a server field error on its section', async () => {
    const message = 'Mark exactly one location as the default';
    settingsServer({ status: 400, body: { message, errors: { locations: [message] } } });
    const user = userEvent.setup();
    const onTabChange = renderSettings();
    await user.type(await screen.findByRole('textbox', { name: /Store name/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The toast says it failed, and why; the section it opens on says why again.
    expect(await screen.findByText('Could not save the settings')).toBeInTheDocument();
    expect(within(await screen.findByRole('tabpanel')).getByText(message)).toBeInTheDocument();
    expect(onTabChange).toHaveBeenCalledWith('locations');
    expect(screen.getByRole('textbox', { name: /Location name/ })).toHaveValue('Riyadh warehouse');
  });
});
