import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { liveSocket } from '@/test/live-socket';
import { card, kanban, kanbanServer, KanbanHarness } from './kanban-test-fixtures';

setUpPageTests({ namespaces: ['kanban'], user: ADMIN });

const column = (name: string) => screen.getByRole('region', { name });
const titlesIn = (name: string) =>
  within(column(name))
    .queryAllByRole('button', { name: /^(Draft|Call|Review)/ })
    .map((button) => button.textContent);

describe('KanbanPage', () => {
  it('shows the columns side by side with their cards, counts and an empty column', async () => {
    kanbanServer();
    renderPage(() => <KanbanHarness />);
    expect(await screen.findByRole('heading', { name: 'In Progress' })).toBeInTheDocument();
    expect(titlesIn('In Progress')).toEqual(['Draft the appeal', 'Call the client']);
    expect(titlesIn('In Review')).toEqual(['Review the contract']);
    expect(within(column('Done')).getByText('No cards yet')).toBeInTheDocument();
    expect(within(column('In Progress')).getByText('Urgent')).toBeInTheDocument();
    expect(within(column('In Progress')).getByLabelText('2 comments')).toBeInTheDocument();
    expect(within(column('In Progress')).getByLabelText('1 attachment')).toBeInTheDocument();
  });

  it('moves a card with its "move to" menu: shown at once, both columns’ orders sent', async () => {
    // The server answers only when told, so what the page shows meanwhile is its own (optimistic) move.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const server = kanbanServer({
      'PUT /api/apps/kanban/item/state-update': async () => {
        await answered;
        return { status: 201, body: {} };
      },
    });
    renderPage(() => <KanbanHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move card Draft the appeal to another column' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'In Review' }));
    await waitFor(() => expect(titlesIn('In Review')).toEqual(['Review the contract', 'Draft the appeal']));
    expect(titlesIn('In Progress')).toEqual(['Call the client']);
    answer();
    await waitFor(() =>
      expect(server.callsTo('PUT /api/apps/kanban/item/state-update').map((call) => call.body)).toEqual([
        { boardId: 2, ids: [3, 1] },
        { boardId: 1, ids: [2] },
      ]),
    );
  });

  it('puts the card back and says so when the server refuses the move', async () => {
    kanbanServer({
      'PUT /api/apps/kanban/item/state-update': {
        status: 400,
        body: { message: 'Some of these ids belong to another board' },
      },
    });
    renderPage(() => <KanbanHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move card Draft the appeal to another column' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Done' }));
    expect(await screen.findByText('The move was not saved')).toBeInTheDocument();
    expect(screen.getByText('Some of these ids belong to another board')).toBeInTheDocument();
    expect(titlesIn('In Progress')).toEqual(['Draft the appeal', 'Call the client']);
    expect(titlesIn('Done')).toEqual([]);
  });

  it('adds a card at a column’s foot with Enter', async () => {
    const server = kanbanServer({ 'POST /api/apps/kanban/item/add': { status: 201, body: card(4, 3) } });
    renderPage(() => <KanbanHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card to Done' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Card title' }), '  File the brief {Enter}');
    await waitFor(() =>
      expect(server.callsTo('POST /api/apps/kanban/item/add').map((call) => call.body)).toEqual([
        { itemTitle: 'File the brief', boardName: 'Done', boardId: 3 },
      ]),
    );
    // Left open for the next card, emptied.
    expect(screen.getByRole('textbox', { name: 'Card title' })).toHaveValue('');
  });

  it('asks before deleting a column, saying how many cards go with it', async () => {
    const server = kanbanServer({ 'DELETE /api/apps/kanban/board/:id': { status: 204 } });
    renderPage(() => <KanbanHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for column In Progress' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete column' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the column “In Progress”?' });
    expect(within(dialog).getByText('Its 2 cards will be deleted with it. This cannot be undone.')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the column' }));
    await waitFor(() =>
      expect(server.callsTo('DELETE /api/apps/kanban/board/:id').map((call) => call.url)).toEqual([
        '/api/apps/kanban/board/1',
      ]),
    );
  });

  it('opens a card in the drawer and saves it with its version', async () => {
    const server = kanbanServer({
      'PUT /api/apps/kanban/item/update': { status: 201, body: card(3, 2, { title: 'Review the lease', version: 2 }) },
    });
    renderPage(() => <KanbanHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review the contract' }));
    const drawer = await screen.findByRole('dialog', { name: 'Card' });
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Review the lease');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /api/apps/kanban/item/update').map((call) => call.body)).toEqual([
        {
          item: {
            id: 3,
            title: 'Review the lease',
            dueDate: null,
            labels: [],
            memberIds: [],
            comments: '',
            caseId: null,
            version: 1,
          },
        },
      ]),
    );
  });

  it('shows the stale message on 409 and reloads the card', async () => {
    const server = kanbanServer({
      'PUT /api/apps/kanban/item/update': {
        status: 409,
        body: { message: 'Someone else changed this card meanwhile; reload it' },
      },
    });
    renderPage(() => <KanbanHarness initial={{ item: 3 }} />);
    const drawer = await screen.findByRole('dialog', { name: 'Card' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Description' }), 'Check clause 4');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Someone else changed this card meanwhile; reload it',
    );
    const before = server.callsTo('GET /api/apps/kanban').length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reload the card' }));
    await waitFor(() => expect(server.callsTo('GET /api/apps/kanban').length).toBe(before + 1));
  });

  it('renames a column from its menu', async () => {
    const server = kanbanServer({ 'PUT /api/apps/kanban/board/rename': { status: 201, body: {} } });
    renderPage(() => <KanbanHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for column Done' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'New name of column Done' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Filed{Enter}');
    await waitFor(() =>
      expect(server.callsTo('PUT /api/apps/kanban/board/rename').map((call) => call.body)).toEqual([
        { boardId: 3, newName: 'Filed' },
      ]),
    );
  });

  it('shows a change someone else made to this kanban, live; another kanban’s or one’s own changes ask nothing', async () => {
    const server = kanbanServer();
    const socket = liveSocket();
    renderPage(() => <KanbanHarness />);
    expect(await screen.findByRole('heading', { name: 'In Progress' })).toBeInTheDocument();
    const reads = () => server.callsTo('GET /api/apps/kanban').length;
    const before = reads();
    socket.push({ id: 1, type: 'kanban.changed', payload: { kanbanId: 9, by: 7 } });
    socket.push({ id: 2, type: 'kanban.changed', payload: { kanbanId: 1, by: 1 } });
    const moved = kanban();
    moved.boards[1]!.itemsIds = [3, 2];
    moved.boards[0]!.itemsIds = [1];
    moved.items[1]!.boardId = 2;
    server.on({ 'GET /api/apps/kanban': { body: moved } });
    socket.push({ id: 3, type: 'kanban.changed', payload: { kanbanId: 1, by: 7 } });
    await waitFor(() => expect(titlesIn('In Review')).toEqual(['Review the contract', 'Call the client']));
    expect(reads()).toBe(before + 1);
  });

  it('says when the board could not be loaded and tries again', async () => {
    const server = kanbanServer({ 'GET /api/apps/kanban': { status: 500, body: { message: 'Something went wrong' } } });
    renderPage(() => <KanbanHarness />);
    expect(await screen.findByText('The board could not be loaded.')).toBeInTheDocument();
    server.on({ 'GET /api/apps/kanban': { body: kanban() } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'In Review' })).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    await setLanguage('ar', ['kanban']);
    kanbanServer({
      'GET /api/apps/kanban': {
        body: {
          ...kanban(),
          boards: kanban().boards.map((b) => ({ ...b, title: b.id === 1 ? 'قيد التنفيذ' : b.title })),
        },
      },
    });
    renderPage(() => <KanbanHarness />);
    expect(await screen.findByRole('heading', { name: 'لوحة المهام', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'قيد التنفيذ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة بطاقة إلى قيد التنفيذ' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
