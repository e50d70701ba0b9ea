import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderPage, setUpPageTests, type Reply } from '@/test/harness';
import { HearingFormModal } from './hearing-form-modal';
import { ADMIN_LAWYER, caseFixture, hearingFixture, LEGAL_CASES_API } from './legal-cases-test-fixtures';

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

const stubServer = (created: Reply = { status: 201, body: { hearing: hearingFixture(), warnings: [] } }) =>
  fakeServer({ ...LEGAL_CASES_API, 'POST /api/legal-cases/7/hearings': created });

/** The case page's "Add hearing": a button opening the dialog, closed again by it. */
function Page() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add hearing</Button>
      <HearingFormModal detail={caseFixture()} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Add hearing' });

async function typeWhen(form: ReturnType<typeof within>, date: string, time: string) {
  const dateInput = form.getByRole('textbox', { name: /^Date/ });
  await userEvent.type(dateInput, date);
  fireEvent.blur(dateInput);
  fireEvent.change(form.getByLabelText(/^Time/), { target: { value: time } });
}

describe('HearingFormModal', { timeout: 30_000 }, () => {
  it('asks before throwing a half-filled hearing away; an untouched one closes at once', async () => {
    const server = stubServer();
    renderPage(Page);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add hearing' }));
    const form = within(await dialog());
    await typeWhen(form, '2099-03-15', '09:30');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(form.getByRole('textbox', { name: /^Date/ })).toHaveValue('2099-03-15');

    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);
  });

  it('focuses the date when saved without one, and the link the server refused', async () => {
    const server = stubServer({
      status: 400,
      body: { message: 'Invalid', errors: { remoteLink: ['Enter a link that starts with https://'] } },
    });
    renderPage(Page);
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const date = form.getByRole('textbox', { name: /^Date/ });
    expect(await form.findByText('Enter the date and the time')).toBeInTheDocument();
    await waitFor(() => expect(date).toHaveFocus());
    expect(server.writes()).toEqual([]);

    await typeWhen(form, '2099-03-15', '09:30');
    await userEvent.click(form.getByRole('switch', { name: 'Remote hearing' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Hearing link' }), 'https://meet.example/court');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Enter a link that starts with https://')).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Hearing link' })).toHaveFocus());
    expect(server.callsTo('POST /api/legal-cases/7/hearings')).toHaveLength(1);
  });
});
