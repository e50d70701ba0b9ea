import { MantineProvider } from '@mantine/core';
import type { CaseActivityList, CaseDetail } from '@mizan/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { CaseActivityTab } from './case-activity-tab';

const detail = { id: 7, currency: 'SAR', team: [], responsibleLawyer: { id: 3, fullName: 'Sara Lawyer' } } as unknown as CaseDetail;
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const { pathname, searchParams } = new URL(url, 'http://test');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (pathname === '/api/legal-cases/options') return json({ lawyers: [{ id: 3, fullName: 'Sara Lawyer' }, { id: 4, fullName: 'Omar Counsel' }], courts: [] });
      const page = searchParams.get('page') ?? '1';
      return json({ activity: pages[page] ?? [], total, page: Number(page) });
    }),
  );
  return urls;
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <CaseActivityTab detail={detail} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('legal-cases');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CaseActivityTab', { timeout: 20_000 }, () => {
  it('shows who, when, the action and the diff with field labels', async () => {
    stubServer(
      {
        '1': [
          entry(1, 'task.updated', { taskId: 5, title: 'File memo', changes: { assigneeId: [3, 4], completed: [false, true] } }),
          entry(2, 'status.changed', { from: 'intake', to: 'active', reason: 'Conflict check clear' }, { userId: null, userName: null }),
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
    const urls = stubServer({ '1': [entry(1, 'case.created', { fileNumber: '2026/0001' })], '2': [entry(21, 'fee.added', { kind: 'payment', amount: '10.00' })] }, 25);
    renderTab();
    expect(await screen.findByText('Case created', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Activity pages' })).getByRole('button', { name: '2' }));
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
