import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '@/test/harness';
import { DialogForm, DialogFormBody } from './dialog-form';
import { FormActions } from './form-actions';

setUpPageTests();

/** A dialog (or a drawer) with two required fields; saving succeeds once both are filled. */
function Page({ variant }: { variant?: 'modal' | 'drawer' } = {}) {
  const [opened, setOpened] = useState(true);
  const [saved, setSaved] = useState('');
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <p>{saved && `Saved ${saved}`}</p>
      <DialogForm opened={opened} onClose={() => setOpened(false)} title="Edit person" variant={variant}>
        <PersonForm
          onSaved={(name) => {
            setSaved(name);
            setOpened(false);
          }}
        />
      </DialogForm>
    </>
  );
}

function PersonForm({ onSaved }: { onSaved: (name: string) => void }) {
  const form = useForm({
    initialValues: { name: '', city: '' },
    validate: {
      name: (value) => (value ? null : 'Enter a name'),
      city: (value) => (value ? null : 'Enter a city'),
    },
  });
  return (
    <DialogFormBody onSubmit={form.onSubmit((values) => onSaved(values.name))} unsaved={form.isDirty()}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="City" {...form.getInputProps('city')} />
      <FormActions submitLabel="Save" loading={false} />
    </DialogFormBody>
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Edit person' });
const question = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('DialogForm', () => {
  it('closes at once when nothing was typed', async () => {
    renderPage(Page);
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before throwing typed input away: staying keeps it, Esc answers only the question', async () => {
    renderPage(Page);
    await userEvent.type(within(await dialog()).getByLabelText('Name'), 'Amal');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(within(await dialog()).getByLabelText('Name')).toHaveValue('Amal');

    await userEvent.keyboard('{Escape}');
    await question();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(within(await dialog()).getByLabelText('Name')).toHaveValue('Amal');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next opening starts afresh and closes without asking.
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(within(await dialog()).getByLabelText('Name')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('focuses the first invalid field after a failed submit, and saves without asking once valid', async () => {
    renderPage(Page);
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText('City'), 'Riyadh');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Enter a name')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus());

    await userEvent.type(form.getByLabelText('Name'), 'Amal{Enter}');
    expect(await screen.findByText('Saved Amal')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks and focuses the same way in a drawer', async () => {
    renderPage(() => <Page variant="drawer" />);
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveFocus());

    await userEvent.type(form.getByLabelText('Name'), 'Amal');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Cancel' }));
    expect(within(await dialog()).getByLabelText('Name')).toHaveValue('Amal');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
