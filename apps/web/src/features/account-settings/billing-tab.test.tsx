import type { AccountProfile } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, setUpPageTests } from '@/test/harness';
import { openAccountSettings, profileFixture } from './account-settings-test-fixtures';

setUpPageTests({ namespaces: ['account-settings'], user: ADMIN });

/** The account API holding one profile: a billing PATCH applies its body (version + 1). */
function billingServer() {
  let profile = profileFixture();
  return fakeServer({
    'GET /api/account/profile': () => ({ body: profile }),
    'PATCH /api/account/billing': ({ body }) => {
      profile = { ...profile, ...(body as Partial<AccountProfile>), version: profile.version + 1 };
      return { body: profile };
    },
  });
}

describe('Account settings: the billing tab', () => {
  it('changes the plan in a dialog that sends nothing until another plan is picked', async () => {
    const server = billingServer();
    const user = userEvent.setup();
    openAccountSettings('billing-plans');
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your plan' }));
    expect(dialog.getByRole('radio', { name: /Basic/ })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Switch plan' })).toBeDisabled();

    await user.click(dialog.getByRole('radio', { name: /Team/ }));
    await user.click(dialog.getByRole('button', { name: 'Switch plan' }));

    expect(await screen.findByText('Your billing details have been saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes().map((call) => call.body)).toEqual([{ currentPlan: 'team', version: 4 }]);
  });

  it('asks before closing with another plan picked but not saved', async () => {
    const server = billingServer();
    const user = userEvent.setup();
    openAccountSettings('billing-plans');
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your plan' }));
    await user.click(dialog.getByRole('radio', { name: /Company/ }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);
  });
});
