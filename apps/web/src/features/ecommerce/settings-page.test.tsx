import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsTab } from './ecommerce.search';
import { SettingsPage } from './settings-page';
import { fakeServer, renderPage, setUpEcommerceTests } from './ecommerce-test-utils';
import { settingsFixture } from './settings-test-fixture';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

setUpEcommerceTests();

const PATH = '/api/apps/ecommerce/settings';

function renderSettings(initial: SettingsTab = 'store', onTabChange = vi.fn()) {
  function Harness() {
    const [tab, setTab] = useState<SettingsTab>(initial);
    return (
      <SettingsPage
        tab={tab}
        onTabChange={(next) => {
          onTabChange(next);
          setTab(next);
        }}
      />
    );
  }
  renderPage(() => <Harness />);
  return onTabChange;
}

describe('SettingsPage', { timeout: 60_000 }, () => {
  it('loads the stored values into the store section', async () => {
    fakeServer(({ path }) => (path === PATH ? { body: settingsFixture() } : undefined), { otherwise: {} });
    renderSettings();
    expect(await screen.findByRole('textbox', { name: /Store name/ })).toHaveValue('Mizan Store');
    expect(screen.getByRole('textbox', { name: /Store email/ })).toHaveValue('shop@mizan.test');
    expect(screen.getByRole('textbox', { name: /Tax rate/ })).toHaveValue('15');
    expect(screen.getByText(/apply to product prices and to new orders/)).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('saves the whole settings object with its version', async () => {
    const calls = fakeServer(
      ({ method, path, body }) => {
        if (path !== PATH) return undefined;
        if (method === 'PUT')
          return { body: { ...(body as object), version: 5, updatedAt: '2026-11-02T10:00:00.000Z' } };
        return { body: settingsFixture() };
      },
      { otherwise: {} },
    );
    const user = userEvent.setup();
    renderSettings();
    const name = await screen.findByRole('textbox', { name: /Store name/ });
    await user.clear(name);
    await user.type(name, 'Mizan Outlet');
    await user.clear(screen.getByRole('textbox', { name: /Tax rate/ }));
    await user.type(screen.getByRole('textbox', { name: /Tax rate/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const { version: _version, updatedAt: _updatedAt, ...fixture } = settingsFixture();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...fixture,
      store: { ...fixture.store, name: 'Mizan Outlet', taxRate: '5' },
      version: 4,
    });
    await waitFor(() => expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'success' })));
    // Saved: the form is clean again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('shows an invalid email on its field without sending anything', async () => {
    const calls = fakeServer(({ path }) => (path === PATH ? { body: settingsFixture() } : undefined), {
      otherwise: {},
    });
    const user = userEvent.setup();
    renderSettings();
    const email = await screen.findByRole('textbox', { name: /Store email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the stale notice on 409 and reloads the fresh settings', async () => {
    let reads = 0;
    fakeServer(
      ({ method, path }) => {
        if (path !== PATH) return undefined;
        if (method === 'PUT')
          return { status: 409, body: { message: 'The settings were changed by someone else; reload them' } };
        reads += 1;
        return {
          body:
            reads === 1
              ? settingsFixture()
              : settingsFixture({ store: { ...settingsFixture().store, name: 'Changed elsewhere' }, version: 9 }),
        };
      },
      { otherwise: {} },
    );
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
    fakeServer(({ path }) => (path === PATH ? { body: settingsFixture() } : undefined), { otherwise: {} });
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
    fakeServer(
      ({ method, path }) => {
        if (path !== PATH) return undefined;
        if (method === 'PUT') return { status: 400, body: { message, errors: { locations: [message] } } };
        return { body: settingsFixture() };
      },
      { otherwise: {} },
    );
    const user = userEvent.setup();
    const onTabChange = renderSettings();
    await user.type(await screen.findByRole('textbox', { name: /Store name/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onTabChange).toHaveBeenCalledWith('locations');
    expect(screen.getByRole('textbox', { name: /Location name/ })).toHaveValue('Riyadh warehouse');
  });
});
