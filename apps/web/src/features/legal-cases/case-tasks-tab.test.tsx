import type { CaseTask } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, readerOf, renderPage, setUpPageTests, signIn } from '@/test/harness';
import { CaseTasksTab } from './case-tasks-tab';
import { ADMIN_LAWYER, deleteAfterAsking, LEGAL_CASES_API, tabCase } from './legal-cases-test-fixtures';

const DAY = 24 * 3600 * 1000;
const detail = tabCase();

const task = (id: number, extra: Partial<CaseTask>): CaseTask => ({
  id,
  caseId: 7,
  title: `Task ${id}`,
  assigneeId: 3,
  assigneeName: 'Sara Lawyer',
  dueAt: new Date(Date.now() + 10 * DAY).toISOString(),
  remindAt: null,
  remindedAt: null,
  completed: false,
  completedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

/** A fake API: the case's tasks and the lawyers; PATCH answers `patchStatus`. */
function stubServer(tasks: CaseTask[], patchStatus = 200) {
  return fakeServer({
    ...LEGAL_CASES_API,
    'GET /api/legal-cases/options': {
      body: {
        lawyers: [
          { id: 3, fullName: 'Sara Lawyer' },
          { id: 4, fullName: 'Omar Counsel' },
        ],
        courts: [],
      },
    },
    'GET /api/legal-cases/7/tasks': { body: { tasks } },
    'POST /api/legal-cases/7/tasks': { status: 201, body: tasks[0] },
    'PATCH /api/legal-cases/7/tasks/:id':
      patchStatus === 409 ? { status: 409, body: { message: 'تم تعديل المهمة من مستخدم آخر' } } : { body: tasks[0] },
    'DELETE /api/legal-cases/7/tasks/:id': { status: 204 },
  });
}

const renderTab = () => renderPage(() => <CaseTasksTab detail={detail} />);

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

describe('CaseTasksTab', { timeout: 20_000 }, () => {
  it('lists open tasks first, the overdue one in red with "N days ago", then the done ones', async () => {
    stubServer([
      task(1, { title: 'File the appeal memo', dueAt: new Date(Date.now() - 3 * DAY).toISOString(), version: 2 }),
      task(2, {
        title: 'Call the client',
        dueAt: new Date(Date.now() + 1 * DAY).toISOString(),
        remindAt: new Date(Date.now()).toISOString(),
      }),
      task(3, { title: 'Collect the deed', completed: true, completedAt: '2026-01-02T00:00:00.000Z' }),
    ]);
    renderTab();
    const overdue = await screen.findByTestId('task-1', {}, { timeout: 5000 });
    expect(within(overdue).getByText('File the appeal memo')).toBeInTheDocument();
    expect(within(overdue).getByText('3 days ago')).toBeInTheDocument();
    expect(within(screen.getByTestId('task-2')).getByText('Due soon')).toBeInTheDocument();
    expect(within(screen.getByTestId('task-2')).getByText('Reminder 1 day before')).toBeInTheDocument();
    expect(screen.getByText('Done (1)')).toBeInTheDocument();
    const order = screen.getAllByTestId(/^task-/).map((element) => element.dataset.testid);
    expect(order).toEqual(['task-1', 'task-2', 'task-3']);
    expect(screen.getByRole('checkbox', { name: 'Mark “Collect the deed” done' })).toBeChecked();
  });

  it('ticks a task done and sends its version', async () => {
    const server = stubServer([task(1, { title: 'File the appeal memo', version: 4 })]);
    renderTab();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Mark “File the appeal memo” done' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.callsTo('PATCH /api/legal-cases/7/tasks/1').map((call) => call.body)).toEqual([
      { completed: true, version: 4 },
    ]);
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
  });

  it('edits a task and sends its version with the fields', async () => {
    const server = stubServer([task(1, { title: 'File the appeal memo', version: 6 })]);
    renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit “File the appeal memo”' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /Task/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'File the appeal memo today');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const body = server.callsTo('PATCH /api/legal-cases/7/tasks/1')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'File the appeal memo today', assigneeId: 3, version: 6 });
    expect(typeof body.dueAt).toBe('string');
  });

  it('adds a task with the right body', async () => {
    const server = stubServer([]);
    renderTab();
    expect(await screen.findByText('No tasks or deadlines', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Task/ }), 'Prepare the pleading');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Due date/ }), '2030-05-01');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Task/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const body = server.callsTo('POST /api/legal-cases/7/tasks')[0]!.body as Record<string, string>;
    expect(body.title).toBe('Prepare the pleading');
    expect(body.assigneeId).toBeNull();
    // 09:00 (the default time) on the office's clock, Riyadh's: 06:00 UTC.
    expect(body.dueAt).toBe('2030-05-01T06:00:00.000Z');
    // The default reminder: one day before.
    expect(body.remindAt).toBe('2030-04-30T06:00:00.000Z');
  });

  it('asks before deleting', async () => {
    const server = stubServer([task(1, { title: 'File the appeal memo' })]);
    renderTab();
    await deleteAfterAsking(
      server,
      'Delete “File the appeal memo”',
      '“File the appeal memo” will be deleted.',
      '/api/legal-cases/7/tasks/1',
    );
  });

  it('shows the 409 message and fetches the list again', async () => {
    const server = stubServer([task(1, { title: 'File the appeal memo' })], 409);
    renderTab();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Mark “File the appeal memo” done' }, { timeout: 5000 }),
    );
    expect(await screen.findByText(/تم تعديل المهمة من مستخدم آخر/)).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /api/legal-cases/7/tasks').length).toBeGreaterThan(1));
    // The optimistic tick is rolled back.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Mark “File the appeal memo” done' })).not.toBeChecked(),
    );
  });

  it('hides the write actions without the right to update cases', async () => {
    signIn(readerOf('LegalCase'));
    stubServer([task(1, { title: 'File the appeal memo' })]);
    renderTab();
    expect(await screen.findByText('File the appeal memo', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark “File the appeal memo” done' })).toBeDisabled();
  });
});
