import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { UpgradePlanModal } from './user-plan-modal';
import { userDetail } from './users-test-fixtures';

setUpPageTests({ namespaces: ['users'], user: ADMIN });

describe("changing a user's plan", { timeout: 20_000 }, () => {
  it('sends the plan picked with the version read, and nothing until another plan is picked', async () => {
    const server = fakeServer({
      'PATCH /api/apps/users/:id': ({ body }) => ({ body: userDetail({ ...(body as object), version: 2 }) }),
    });
    let closed = false;
    renderPage(() => <UpgradePlanModal user={userDetail()} opened onClose={() => (closed = true)} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade plan' }));
    expect(dialog.getByRole('radio', { name: /Basic/ })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Change plan' })).toBeDisabled();

    await userEvent.click(dialog.getByRole('radio', { name: /Company/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('The plan is now Company')).toBeInTheDocument();
    await waitFor(() => expect(closed).toBe(true));
    expect(server.writes().map((call) => call.body)).toEqual([{ version: 1, currentPlan: 'company' }]);
  });
});
