import { Button, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '@/test/harness';
import { useLeaveGuard } from './leave-guard';

setUpPageTests();

/** A form page: a field, a link away, and a save that navigates away once done. */
function FormPage() {
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const { guard, release } = useLeaveGuard(name !== '');
  return (
    <>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Link to="/legal-cases">Away</Link>
      <Link to="/" search={{ tab: 'second' }}>
        Second tab
      </Link>
      <Button
        onClick={() => {
          release();
          void navigate({ to: '/legal-cases' });
        }}
      >
        Save
      </Button>
      {guard}
    </>
  );
}

describe('useLeaveGuard', () => {
  it('lets a clean page go without asking', async () => {
    renderPage(FormPage);
    await userEvent.click(await screen.findByRole('link', { name: 'Away' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('asks before unsaved input is left: staying keeps it, discarding leaves', async () => {
    const router = renderPage(FormPage);
    await userEvent.type(await screen.findByLabelText('Name'), 'Amal');
    await userEvent.click(screen.getByRole('link', { name: 'Away' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('Amal');

    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('lets the page change its own search (a tab) without asking, the input kept', async () => {
    const router = renderPage(FormPage);
    await userEvent.type(await screen.findByLabelText('Name'), 'Amal');
    await userEvent.click(screen.getByRole('link', { name: 'Second tab' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'second' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Amal');

    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });

  it('lets a save navigate away without asking', async () => {
    renderPage(FormPage);
    await userEvent.type(await screen.findByLabelText('Name'), 'Amal');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
