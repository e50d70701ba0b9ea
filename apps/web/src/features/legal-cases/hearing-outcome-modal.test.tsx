import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { HearingOutcomeModal } from './hearing-outcome-modal';
import { hearingFixture, LEGAL_CASES_API } from './legal-cases-test-fixtures';

setUpPageTests({ namespaces: ['legal-cases'] });

const stubServer = () =>
  fakeServer({
    ...LEGAL_CASES_API,
    'POST /api/legal-cases/7/hearings/21/outcome': {
      body: {
        hearing: hearingFixture({ status: 'postponed', result: 'postponed' }),
        nextHearing: hearingFixture({ id: 22 }),
        warnings: [],
      },
    },
  });

function renderModal(onClose = vi.fn()) {
  renderPage(() => <HearingOutcomeModal caseId={7} hearing={hearingFixture()} onClose={onClose} />);
  return onClose;
}

async function chooseResult(label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Result' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('HearingOutcomeModal', { timeout: 30_000 }, () => {
  it('refuses "postponed" without a next hearing date and sends nothing', async () => {
    const server = stubServer();
    renderModal();
    await chooseResult('Postponed');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hearing decision' }), 'Adjourned');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent('A postponed hearing needs a later next hearing date'),
    );
    expect(server.writes()).toEqual([]);
  });

  it('sends the result, decision, reason and the next hearing in one call', async () => {
    const server = stubServer();
    const onClose = renderModal();
    await chooseResult('Postponed');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hearing decision' }), 'Adjourned for the expert report');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for postponement' }), 'Expert report pending');
    const date = screen.getByLabelText(/^Next hearing date/);
    await userEvent.type(date, '2026-02-15');
    fireEvent.blur(date);
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '10:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.url).toBe('/api/legal-cases/7/hearings/21/outcome');
    expect(server.callsTo('POST /api/legal-cases/7/hearings/21/outcome')[0]?.body).toEqual({
      result: 'postponed',
      decision: 'Adjourned for the expert report',
      postponementReason: 'Expert report pending',
      // 10:30 on the office's clock (Riyadh, UTC+3).
      nextHearingAt: '2026-02-15T07:30:00.000Z',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a next date that is not later than the hearing', async () => {
    const server = stubServer();
    renderModal();
    await chooseResult('Reserved for judgment');
    const date = screen.getByLabelText(/^Next hearing date/);
    await userEvent.type(date, '2026-01-20');
    fireEvent.blur(date);
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The next hearing must be later than this one')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });
});
