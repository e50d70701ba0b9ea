import type { CaseActivityList, CaseDetail } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CaseActivityTab } from './case-activity-tab';
import { fakeServer, renderWithProviders, setUpLegalCasesTests } from './legal-cases.test-utils';

const detail = {
  id: 7,
  currency: 'SAR',
  team: [],
  responsibleLawyer: { id: 3, fullName: 'Sara Lawyer' },
} as unknown as CaseDetail;
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

function stubServer(pages: Record<string, Entry[]>, total: number) {
  const urls: string[] = [];
  fakeServer(({ path, url }) => {
    urls.push(path + url.search);
    if (path === '/api/legal-cases/options')
      return {
        body: {
          lawyers: [
            { id: 3, fullName: 'Sara Lawyer' },
            { id: 4, fullName: 'Omar Counsel' },
          ],
          courts: [],
        },
      };
    const page = url.searchParams.get('page') ?? '1';
    return { body: { activity: pages[page] ?? [], total, page: Number(page) } };
  });
  return urls;
}

const renderTab = () => renderWithProviders(<CaseActivityTab detail={detail} />);

setUpLegalCasesTests({ signedIn: false });

describe('CaseActivityTab', { timeout: 20_000 }, () => {
  it('shows who, when, the action and the diff with field labels', async () => {
    stubServer(
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

  it('pages through the log', async () => {
    const urls = stubServer(
      {
        '1': [entry(1, 'case.created', { fileNumber: '2026/0001' })],
        '2': [entry(21, 'fee.added', { kind: 'payment', amount: '10.00' })],
      },
      25,
    );
    renderTab();
    expect(await screen.findByText('Case created', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Activity pages' })).getByRole('button', { name: '2' }),
    );
    expect(await screen.findByText('Fee entry added')).toBeInTheDocument();
    await waitFor(() => expect(urls).toContain('/api/legal-cases/7/activity?page=2&itemsPerPage=20'));
    expect(within(screen.getByTestId('activity-21')).getByText('Payment')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubServer({}, 0);
    renderTab();
    expect(await screen.findByText('No activity yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
