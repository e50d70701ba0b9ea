import { CASE_STATUSES, CASE_TRANSITIONS, type CaseDetail, type CaseStatus } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, readerOf, renderRoutes, setUpPageTests, signIn, type Routes } from '@/test/harness';
import { offeredTransitions } from './case-details-header';
import { CaseDetailsPage } from './case-details-page';
import type { CaseTab } from './legal-cases.search';
import { ADMIN_LAWYER, caseFixture, hearingFixture, LEGAL_CASES_API, stageFixture } from './legal-cases-test-fixtures';

// The other tabs are written and tested on their own.
vi.mock('./case-parties-tab', () => ({ CasePartiesTab: () => <p>parties panel</p> }));
vi.mock('./case-tasks-tab', () => ({ CaseTasksTab: () => <p>tasks panel</p> }));
vi.mock('./case-documents-tab', () => ({ CaseDocumentsTab: () => <p>documents panel</p> }));
vi.mock('./case-notes-tab', () => ({ CaseNotesTab: () => <p>notes panel</p> }));
vi.mock('./case-fees-tab', () => ({ CaseFeesTab: () => <p>fees panel</p> }));
vi.mock('./case-activity-tab', () => ({ CaseActivityTab: () => <p>activity panel</p> }));

const TRANSITION_LABELS = [
  'Accept the case',
  'Decline the case',
  'Suspend',
  'Resume',
  'Close case',
  'Reopen',
  'Archive',
  'Restore from archive',
];
const LABEL_OF: Record<string, string> = {
  'intake>active': 'Accept the case',
  'intake>closed': 'Decline the case',
  'active>suspended': 'Suspend',
  'active>closed': 'Close case',
  'suspended>active': 'Resume',
  'suspended>closed': 'Close case',
  'closed>active': 'Reopen',
  'closed>archived': 'Archive',
  'archived>closed': 'Restore from archive',
};

/** A fake API for one case; `answers` adds routes or replaces them. */
function stubServer(detail: CaseDetail, answers: Routes = {}) {
  return fakeServer({
    ...LEGAL_CASES_API,
    'GET /api/legal-cases/options': { body: { lawyers: [{ id: 2, fullName: 'Sara Lawyer' }], courts: [] } },
    [`GET /api/legal-cases/${detail.id}`]: { body: detail },
    [`GET /api/legal-cases/${detail.id}/hearings`]: { body: { hearings: [hearingFixture()] } },
    ...answers,
  });
}

function renderCase(id = 7, initialTab: CaseTab = 'overview') {
  const onTabChange = vi.fn();
  function Page() {
    const [tab, setTab] = useState<CaseTab>(initialTab);
    return (
      <CaseDetailsPage
        id={id}
        tab={tab}
        onTabChange={(next) => {
          onTabChange(next);
          setTab(next);
        }}
      />
    );
  }
  renderRoutes({ '/legal-cases/$id': Page, '/legal-cases': () => <p>the list</p> }, `/legal-cases/${id}`);
  return onTabChange;
}

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

describe('offeredTransitions', () => {
  it.each(CASE_STATUSES)('offers exactly CASE_TRANSITIONS from %s to an admin', (status) => {
    expect(offeredTransitions(status, true)).toEqual(CASE_TRANSITIONS[status]);
  });
  it('keeps restoring from the archive for admins', () => {
    expect(offeredTransitions('archived', false)).toEqual([]);
    expect(offeredTransitions('closed', false)).toEqual(['active', 'archived']);
  });
});

describe('CaseDetailsPage', { timeout: 30_000 }, () => {
  it.each(CASE_STATUSES)('shows the transition buttons allowed from %s', async (status: CaseStatus) => {
    stubServer(caseFixture({ status }));
    renderCase();
    const actions = await screen.findByTestId('case-actions', {}, { timeout: 5000 });
    const expected = CASE_TRANSITIONS[status].map((to) => LABEL_OF[`${status}>${to}`]);
    for (const label of TRANSITION_LABELS) {
      if (expected.includes(label)) expect(within(actions).getByRole('button', { name: label })).toBeInTheDocument();
      else expect(within(actions).queryByRole('button', { name: label })).not.toBeInTheDocument();
    }
  });

  it('shows the header: title, file number, badges, stage and court, breadcrumbs', async () => {
    stubServer(caseFixture());
    renderCase();
    expect(await screen.findByRole('heading', { name: 'Unpaid wages claim' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('2026/0007').length).toBeGreaterThan(0);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/First instance — Riyadh Labour Court/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legal cases' })).toHaveAttribute('href', '/legal-cases');
    expect(screen.getByRole('link', { name: 'Print summary' })).toHaveAttribute('href', '/legal-cases/print/7');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/legal-cases/edit/7');
    // No judgment on the current stage: promotion is offered but disabled.
    expect(screen.getByRole('button', { name: 'Promote stage' })).toBeDisabled();
  });

  it('keeps an archived case read-only: only restoring, printing and deleting are offered', async () => {
    stubServer(caseFixture({ status: 'archived' }));
    renderCase(7, 'hearings');
    const actions = await screen.findByTestId('case-actions', {}, { timeout: 5000 });
    expect(within(actions).getByRole('button', { name: 'Restore from archive' })).toBeInTheDocument();
    for (const name of ['Add hearing', 'Record hearing outcome', 'Promote stage']) {
      expect(within(actions).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print summary' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('enables promotion once the current stage has a judgment', async () => {
    const judgment = {
      number: '1',
      date: '2026-02-01',
      type: '',
      summary: '',
      amount: null,
      deedNumber: '',
      final: false,
    };
    stubServer(caseFixture({ stages: [stageFixture({ judgment })] }));
    renderCase();
    expect(await screen.findByRole('button', { name: 'Promote stage' }, { timeout: 5000 })).toBeEnabled();
  });

  it('calls onTabChange when a tab is chosen', async () => {
    stubServer(caseFixture());
    const onTabChange = renderCase();
    await userEvent.click(await screen.findByRole('tab', { name: 'Hearings' }, { timeout: 5000 }));
    expect(onTabChange).toHaveBeenCalledWith('hearings');
    expect(await screen.findByText('Hearings at First instance')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Parties' }));
    expect(onTabChange).toHaveBeenLastCalledWith('parties');
    expect(await screen.findByText('parties panel')).toBeInTheDocument();
  });

  it('shows the postponement chain on the hearings timeline', async () => {
    const first = hearingFixture({
      id: 21,
      status: 'postponed',
      result: 'postponed',
      decision: 'Adjourned',
      postponementReason: 'Expert late',
      nextHearingId: 22,
    });
    const second = hearingFixture({ id: 22, scheduledAt: '2099-02-15T07:30:00.000Z', previousHearingId: 21 });
    stubServer(caseFixture(), {
      'GET /api/legal-cases/7/hearings': { status: 200, body: { hearings: [first, second] } },
    });
    renderCase(7, 'hearings');
    const earlier = await screen.findByTestId('hearing-21', {}, { timeout: 5000 });
    expect(earlier).toHaveTextContent('Postponed to');
    expect(earlier).toHaveTextContent('Reason for postponement: Expert late');
    const later = screen.getByTestId('hearing-22');
    expect(later).toHaveTextContent('Continues the hearing of');
    // Only the hearing still scheduled offers to record its outcome.
    expect(within(later).getByRole('button', { name: 'Record hearing outcome' })).toBeInTheDocument();
    expect(within(earlier).queryByRole('button', { name: 'Record hearing outcome' })).not.toBeInTheDocument();
  });

  it('says the case does not exist on a 404, and for an invalid id without asking', async () => {
    const server = stubServer(caseFixture({ id: 8 }));
    renderCase(7);
    expect(
      await screen.findByText('This case does not exist or was deleted', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.callsTo('GET /api/legal-cases/7')).toHaveLength(1);
    // The way back to the list.
    await userEvent.click(screen.getByRole('link', { name: 'Back to the cases' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it('shows the not-found state for id 0 without calling the API', async () => {
    const server = stubServer(caseFixture());
    renderCase(0);
    expect(
      await screen.findByText('This case does not exist or was deleted', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('closes a case with a final judgment: needs an outcome, then sends reason, date and outcome', async () => {
    const detail = caseFixture();
    const server = stubServer(detail, {
      'POST /api/legal-cases/7/transitions': {
        status: 200,
        body: {
          case: { ...detail, status: 'closed', outcome: 'won', version: 4 },
          warnings: [{ code: 'futureHearings', count: 1 }],
        },
      },
    });
    renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Close case' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the case' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Close reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Final judgment', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close case' }));
    await waitFor(() => expect(dialog).toHaveTextContent('A final judgment needs its outcome'));
    expect(server.writes()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Outcome/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Won', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Judgment became final');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close case' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const [post] = server.writes();
    expect(post?.path).toBe('/api/legal-cases/7/transitions');
    expect(post?.body).toMatchObject({
      to: 'closed',
      version: 3,
      closeReason: 'finalJudgment',
      outcome: 'won',
      reason: 'Judgment became final',
    });
    expect((post?.body as { closedAt: string }).closedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows the server's conflict-check message when activation is refused", async () => {
    const detail = caseFixture({ status: 'intake', conflictCheck: 'notChecked' });
    stubServer(detail, {
      'POST /api/legal-cases/7/transitions': {
        status: 400,
        body: { message: 'x', errors: { conflictCheck: ['يلزم فحص تعارض مصالح سليم أو متنازل عنه قبل تفعيل القضية'] } },
      },
    });
    renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the case' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept the case' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'يلزم فحص تعارض مصالح سليم أو متنازل عنه قبل تفعيل القضية',
    );
  });

  it('asks before deleting, then deletes and goes to the list', async () => {
    const server = stubServer(caseFixture(), { 'DELETE /api/legal-cases/7': { status: 200, body: {} } });
    renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the case?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/legal-cases/7']);
  });

  it('hides the write actions from a reader', async () => {
    signIn(readerOf('LegalCase'));
    stubServer(caseFixture());
    renderCase();
    await screen.findByRole('heading', { name: 'Unpaid wages claim' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Close case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print summary' })).toBeInTheDocument();
  });
});
