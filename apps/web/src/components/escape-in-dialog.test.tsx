import { Modal, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '@/test/harness';

setUpPageTests();

function Dialog() {
  const [opened, setOpened] = useState(true);
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Edit">
      <Select label="Colour" data={['Red', 'Green']} />
      <DatePickerInput label="Day" />
    </Modal>
  );
}

describe('Esc in a dialog', () => {
  it('closes an open option list, not the dialog around it', async () => {
    renderPage(Dialog);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Colour' }));
    expect(await screen.findByRole('option', { name: 'Red' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Red' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes an open date picker, not the dialog around it', async () => {
    renderPage(Dialog);
    await userEvent.click(await screen.findByRole('button', { name: 'Day' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
  });
});
