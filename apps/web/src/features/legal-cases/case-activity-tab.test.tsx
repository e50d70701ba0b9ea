import type { CaseActivityList } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { CaseActivityTab } from './case-activity-tab';
import { LEGAL_CASES_API, OPTIONS, tabCase } from './legal-cases-test-fixtures';

const detail = tabCase();
type Entry = CaseActivityList['activity'][number];

const entry = (id: number, action: string, details: Record<string, unknown>, extra: Partial<Entry> = {}): Entry => ({
  id,
  action,
  details,
  userId: 3,
  userName: 'Sara Lawyer',
  createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
  ...extra,
});

/** The activity log a page at a time (`pages` by page number), with the API every case page reads. */
function activityServer(pages: Record<string, Entry[]>, total: number) {
  return fakeServer({
    ...LEGAL_CASES_API,
    'GET /api/legal-cases/options': {
      body: {
        ...OPTIONS,
        lawyers: [
          { id: 3, fullName: 'Sara Lawyer' },
          { id: 4, fullName: 'Omar Counsel' },
        ],
      },
    },
    'GET /api/legal-cases/:id/activity': ({ query }) => {
      const page = query.get('page') ?? '1';
      return { body: { activity: pages[page] ?? [], total, page: Number(page) } };
    },
  });
}

const renderTab = () => renderPage(() => <CaseActivityTab detail={detail} />);

setUpPageTests({ namespaces: ['legal-cases'] });

describe('CaseActivityTab', { timeout: 20_000 }, () => {
  it('shows who, when, the action and the diff with field labels', async () => {
    activityServer(
      {
        '1': [
          entry(1, 'task.updated', {
            taskId: 5,
            title: 'File memo',
            changes: { assigneeId: [3, 4], completed: [false, true] },
          }),
          entry(
            2,
            'status.changed',
            { from: 'intake', to: 'active', reason: 'Conflict check clear' },
            { userId: null, userName: null },
          ),
          entry(3, 'note.updated', { noteId: 1, changes: { pinned: [false, true] } }),
          entry(4, 'stage.judgment', { stageId: 1, date: '2026-03-01', final: false }),
          entry(5, 'something.new', {}),
          entry(6, 'fee.added', { feeId: 1, kind: 'payment', amount: '12500.50', occurredOn: '2026-10-01' }),
        ],
      },
      6,
    );
    renderTab();
    const task = await screen.findByTestId('activity-1', {}, { timeout: 5000 });
    expect(within(task).getByText('Task updated')).toBeInTheDocument();
    expect(within(task).getByTestId('activity-who')).toHaveTextContent(/^By Sara Lawyer · /);
    expect(within(task).getByText('2 hours ago')).toBeInTheDocument();
    const rows = within(within(task).getByRole('table', { name: 'Changes' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Assigned toSara LawyerOmar Counsel');
    expect(rows[2]).toHaveTextContent('DoneNoYes');
    expect(within(task).getByText('File memo')).toBeInTheDocument();
    expect(within(screen.getByTestId('activity-6')).getByText('12,500.50')).toBeInTheDocument();

    const status = screen.getByTestId('activity-2');
    expect(within(status).getByText('Status changed')).toBeInTheDocument();
    expect(within(status).getByTestId('activity-who')).toHaveTextContent(/^By the system · /);
    expect(within(status).getAllByRole('row')[1]).toHaveTextContent('StatusUnder reviewActive');
    expect(within(status).getByText('Conflict check clear')).toBeInTheDocument();

    expect(within(screen.getByTestId('activity-3')).getByText('Note pinned')).toBeInTheDocument();
    expect(within(screen.getByTestId('activity-4')).getByText('Judgment recorded')).toBeInTheDocument();
    expect(within(screen.getByTestId('activity-5')).getByText('Change')).toBeInTheDocument();
  });

  it('pages through the log, 20 entries a page unless the reader asks for more', async () => {
    const server = activityServer(
      {
        '1': [entry(1, 'case.created', { fileNumber: '2026/0001' })],
        '2': [entry(21, 'fee.added', { kind: 'payment', amount: '10.00' })],
      },
      25,
    );
    renderTab();
    expect(await screen.findByText('Case created', {}, { timeout: 5000 })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Activity pages' });
    expect(within(pages).getByTestId('list-range')).toHaveTextContent('1–20 of 25');

    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Fee entry added')).toBeInTheDocument();
    expect(within(screen.getByTestId('activity-21')).getByText('Payment')).toBeInTheDocument();
    expect(within(pages).getByTestId('list-range')).toHaveTextContent('21–25 of 25');

    await userEvent.click(within(pages).getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(within(pages).getByTestId('list-range')).toHaveTextContent('1–25 of 25'));
    expect(server.callsTo('GET /api/legal-cases/:id/activity').map((call) => call.url)).toEqual([
      '/api/legal-cases/7/activity?page=1&itemsPerPage=20',
      '/api/legal-cases/7/activity?page=2&itemsPerPage=20',
      '/api/legal-cases/7/activity?page=1&itemsPerPage=50',
    ]);
  });

  it('shows the empty state', async () => {
    activityServer({}, 0);
    renderTab();
    expect(await screen.findByText('No activity yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
