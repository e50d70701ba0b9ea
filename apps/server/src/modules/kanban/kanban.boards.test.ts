import { KANBAN_DEFAULT_BOARDS, KANBAN_TEXT, type KanbanBoard } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { KANBAN_BASE, kanbanClient, kanbanWithCards } from './test-kanban.ts';

const t = setupTestApp({ demoData: false });
let admin: SignedIn;
const api = kanbanClient(t, () => admin);

beforeAll(async () => {
  admin = await t.userWithRole('admin'); // without demo data the database has no user
});

describe('kanban API: kanbans and columns (spec §7 boards)', () => {
  it('a new database has the office kanban with In Progress, In Review and Done, and no card', async () => {
    const office = await api.read();
    expect(office.kanban).toMatchObject({ scope: 'office', caseId: null });
    expect(office.boards.map((board) => board.title)).toEqual([...KANBAN_DEFAULT_BOARDS]);
    expect(office.boards.every((board) => board.itemsIds.length === 0)).toBe(true);
    expect(office.items).toEqual([]);
    const { kanbans } = (await t.call(admin, 'GET', `${KANBAN_BASE}/kanbans`)).json<{ kanbans: unknown[] }>();
    expect(kanbans).toEqual([office.kanban]);
  });

  it('makes new kanbans with the default columns; an unknown kanban is 404', async () => {
    const mine = await api.createKanban('Case 2024/117');
    expect(mine).toMatchObject({ title: 'Case 2024/117', scope: 'own' });
    expect((await api.read(mine.id)).boards.map((board) => board.title)).toEqual([...KANBAN_DEFAULT_BOARDS]);
    const missing = await t.call(admin, 'GET', `${KANBAN_BASE}?kanbanId=999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: KANBAN_TEXT.kanbanNotFound });
  });

  it('adds a column last; a title the kanban has, in any case, is 400 naming title; another kanban may have it', async () => {
    const kanban = await api.createKanban('Titles');
    const added = await api.addBoard('Waiting for the client', kanban.id);
    expect(added).toMatchObject({ title: 'Waiting for the client', itemsIds: [] });
    expect((await api.read(kanban.id)).boards.at(-1)?.id).toBe(added.id);
    const duplicate = await t.call(admin, 'POST', `${KANBAN_BASE}/board/add`, {
      title: 'in review',
      kanbanId: kanban.id,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ errors: { title: [KANBAN_TEXT.boardTitleTaken] } });
    const empty = await t.call(admin, 'POST', `${KANBAN_BASE}/board/add`, { title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { title: [KANBAN_TEXT.boardTitle] } });
    await api.addBoard('Waiting for the client'); // the office kanban: its own titles
  });

  it('renames a column (201); a name another column has is 400 naming newName; unknown column 404', async () => {
    const kanban = await api.createKanban('Renames');
    const [first, second] = (await api.read(kanban.id)).boards;
    const renamed = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/rename`, { boardId: first!.id, newName: 'Doing' });
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json()).toMatchObject({ id: first!.id, title: 'Doing' });
    const self = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/rename`, { boardId: first!.id, newName: 'DOING' });
    expect(self.statusCode).toBe(201);
    const taken = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/rename`, { boardId: second!.id, newName: 'doing' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: { newName: [KANBAN_TEXT.boardTitleTaken] } });
    const unknown = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/rename`, { boardId: 999999, newName: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: KANBAN_TEXT.boardNotFound });
  });

  it('deletes a column with its cards (204); unknown column 404', async () => {
    const { kanban, boards } = await kanbanWithCards(api, 2);
    const [first] = boards;
    expect((await t.call(admin, 'DELETE', `${KANBAN_BASE}/board/${first!.id}`)).statusCode).toBe(204);
    const after = await api.read(kanban.id);
    expect(after.boards.map((board) => board.id)).not.toContain(first!.id);
    expect(after.items.some((item) => first!.itemsIds.includes(item.id))).toBe(false);
    expect(after.items).toHaveLength(4);
    const again = await t.call(admin, 'DELETE', `${KANBAN_BASE}/board/${first!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: KANBAN_TEXT.boardNotFound });
  });

  it('reorders columns from a bare list or { ids }; left-out columns keep their place; unknown ids are ignored', async () => {
    const kanban = await api.createKanban('Order');
    const extra = await api.addBoard('Archive', kanban.id);
    const ids = (await api.read(kanban.id)).boards.map((board) => board.id);
    const [a, b, c, d] = ids as [number, number, number, number];
    const bare = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/state-update`, [c, a, b, 999999]);
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json<{ boards: KanbanBoard[] }>().boards.map((board) => board.id)).toEqual([c, a, b, d]);
    const wrapped = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/state-update`, { ids: [extra.id, c] });
    expect(wrapped.statusCode).toBe(201);
    // Moving one column is enough: Archive goes right before c; a and b, left out, stay where they are.
    expect(d).toBe(extra.id);
    expect((await api.read(kanban.id)).boards.map((board) => board.id)).toEqual([d, c, a, b]);
    const twice = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/state-update`, [a, a]);
    expect(twice.statusCode).toBe(400);
  });

  it('refuses columns of two kanbans in one order (400 naming ids)', async () => {
    const one = (await api.read((await api.createKanban('One')).id)).boards[0]!;
    const other = (await api.read((await api.createKanban('Other')).id)).boards[0]!;
    const mixed = await t.call(admin, 'PUT', `${KANBAN_BASE}/board/state-update`, [one.id, other.id]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ errors: { ids: [KANBAN_TEXT.otherKanban] } });
  });
});

describe('kanban access', () => {
  it('the client role may neither read nor change the kanban (403); signed out is 401', async () => {
    const client = await t.userWithRole('client');
    expect((await t.call(client, 'GET', KANBAN_BASE)).statusCode).toBe(403);
    expect((await t.call(client, 'POST', `${KANBAN_BASE}/board/add`, { title: 'Mine' })).statusCode).toBe(403);
    expect((await t.call(null, 'GET', KANBAN_BASE)).statusCode).toBe(401);
  });
});
