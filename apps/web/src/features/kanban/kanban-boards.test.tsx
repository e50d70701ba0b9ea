import type { KanbanResponse, KanbanSummary } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, renderPage, setUpPageTests } from '@/test/harness';
import { card, kanban, kanbanServer, KanbanHarness } from './kanban-test-fixtures';

setUpPageTests({ namespaces: ['kanban'], user: ADMIN });

const teamKanban: KanbanSummary = { id: 12, title: 'Hearings prep', scope: 'team', teamId: 4, caseId: null };

/** The office's kanban, or the team's when asked for by id. */
const byId = ({ query }: { query: URLSearchParams }): { body: KanbanResponse } =>
  query.get('kanbanId') === '12' ? { body: { ...kanban(), kanban: teamKanban, items: [] } } : { body: kanban() };

describe('the kanbans of the office, its teams and its cases', () => {
  it('makes a board for a team and opens it', async () => {
    const server = kanbanServer({
      'GET /api/apps/kanban': byId,
      'POST /api/apps/kanban/kanbans': { status: 201, body: teamKanban },
    });
    renderPage(() => <KanbanHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'New board' }));
    const dialog = await screen.findByRole('dialog', { name: 'New board' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create board' }));
    expect(await within(dialog).findByText('Enter the board’s name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Board name' }), 'Hearings prep');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Litigation' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create board' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/apps/kanban/kanbans').map((call) => call.body)).toEqual([
        { title: 'Hearings prep', teamId: 4 },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Hearings prep', level: 1 })).toBeInTheDocument();
  });

  it('deletes a team’s board after asking, and goes back to the office’s', async () => {
    const server = kanbanServer({
      'GET /api/apps/kanban': byId,
      'GET /api/apps/kanban/kanbans': { body: { kanbans: [kanban().kanban, teamKanban] } },
      'DELETE /api/apps/kanban/kanbans/:id': { status: 204 },
    });
    renderPage(() => <KanbanHarness initial={{ kanbanId: 12 }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete this board' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the board “Hearings prep”?' });
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete the board' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/apps/kanban/kanbans/:id')[0]?.params.id).toBe('12'));
    expect(await screen.findByRole('heading', { name: 'Kanban board', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete this board' })).not.toBeInTheDocument();
  });

  it('links a card to a case found by search and shows the case on the card', async () => {
    const found = { id: 31, fileNumber: '2025/031', title: 'Lease dispute' };
    const server = kanbanServer({
      'GET /api/apps/kanban/cases': ({ query }) => ({
        body: { cases: query.get('q') === 'lease' ? [found] : [] },
      }),
      'PUT /api/apps/kanban/item/update': {
        status: 201,
        body: card(3, 2, { title: 'Review the contract', caseId: 31, case: found, version: 2 }),
      },
    });
    renderPage(() => <KanbanHarness initial={{ item: 3 }} />);
    const drawer = await screen.findByRole('dialog', { name: 'Card' });
    await userEvent.type(within(drawer).getByRole('combobox', { name: 'Legal case' }), 'lease');
    await userEvent.click(await screen.findByRole('option', { name: '2025/031 · Lease dispute' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /api/apps/kanban/item/update').map((call) => call.body)).toEqual([
        { item: expect.objectContaining({ id: 3, caseId: 31 }) },
      ]),
    );
  });

  it('shows a linked case on its card, with a link to it in the drawer', async () => {
    const linked = { id: 31, fileNumber: '2025/031', title: 'Lease dispute' };
    const data = kanban();
    data.items[2] = card(3, 2, { title: 'Review the contract', caseId: 31, case: linked });
    kanbanServer({ 'GET /api/apps/kanban': { body: data } });
    renderPage(() => <KanbanHarness initial={{ item: 3 }} />);
    const drawer = await screen.findByRole('dialog', { name: 'Card' });
    expect(within(drawer).getByRole('link', { name: 'Open the case' })).toHaveAttribute('href', '/legal-cases/31');
    expect(screen.getByTitle('Case 2025/031 · Lease dispute')).toHaveTextContent('2025/031');
  });
});
