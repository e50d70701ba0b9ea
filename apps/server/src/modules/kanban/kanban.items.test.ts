import { KANBAN_TEXT, type KanbanComment, type KanbanItem, type KanbanMember } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { KANBAN_BASE, kanbanClient, kanbanWithCards } from './test-kanban.ts';

const t = setupTestApp();
let admin: SignedIn;
const api = kanbanClient(t, () => admin);
const update = (item: object) => t.call(admin, 'PUT', `${KANBAN_BASE}/item/update`, { item });

beforeAll(async () => {
  admin = await signIn(t.app);
});

describe('kanban API: cards (spec §7 items)', () => {
  it('the demo office kanban holds a dozen cards, some in Arabic, with members and comments', async () => {
    const office = await api.read();
    expect(office.items.length).toBeGreaterThanOrEqual(12);
    expect(office.items.some((item) => /[\u0600-\u06FF]/.test(item.title))).toBe(true);
    expect(office.items.some((item) => item.members.length > 0 && item.commentsCount > 0)).toBe(true);
    const listed = office.boards.flatMap((board) => board.itemsIds);
    expect([...listed].sort()).toEqual(office.items.map((item) => item.id).sort());
  });

  it('adds a card last in its column (201 with the card); missing title or column name 400; unknown column 404', async () => {
    const { boards } = await kanbanWithCards(api, 2);
    const column = boards[0]!;
    const added = await api.addItem(column.id, 'Prepare the hearing file');
    expect(added).toMatchObject({
      boardId: column.id,
      title: 'Prepare the hearing file',
      dueDate: null,
      labels: [],
      members: [],
      comments: '',
      commentsCount: 0,
      attachments: 0,
      image: '',
      version: 1,
    });
    const noTitle = await t.call(admin, 'POST', `${KANBAN_BASE}/item/add`, { boardId: column.id, boardName: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toHaveProperty('errors.itemTitle');
    const noBoard = await t.call(admin, 'POST', `${KANBAN_BASE}/item/add`, {
      boardId: column.id,
      itemTitle: 'x',
      boardName: ' ',
    });
    expect(noBoard.statusCode).toBe(400);
    expect(noBoard.json()).toMatchObject({ errors: { boardName: [KANBAN_TEXT.boardName] } });
    const unknown = await t.call(admin, 'POST', `${KANBAN_BASE}/item/add`, {
      boardId: 999999,
      itemTitle: 'x',
      boardName: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: KANBAN_TEXT.boardNotFound });
  });

  it('updates the fields given (201 the merged card), the version moving on; a stale version is 409', async () => {
    const { boards } = await kanbanWithCards(api, 1);
    const id = boards[0]!.itemsIds[0]!;
    const { members } = (await t.call(admin, 'GET', `${KANBAN_BASE}/members`)).json<{ members: KanbanMember[] }>();
    expect(members.length).toBeGreaterThan(2);
    const response = await update({
      id,
      version: 1,
      dueDate: '2026-12-01',
      labels: ['Litigation', 'Urgent'],
      memberIds: [members[0]!.id, members[1]!.id, members[0]!.id],
      comments: 'Check the power of attorney first.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const changed = response.json<KanbanItem>();
    expect(changed).toMatchObject({ id, version: 2, dueDate: '2026-12-01', labels: ['Litigation', 'Urgent'] });
    expect(changed.members.map((member) => member.id).sort()).toEqual([members[0]!.id, members[1]!.id].sort());
    expect((await update({ id, title: 'Renamed' })).json()).toMatchObject({ title: 'Renamed', version: 3 });
    const stale = await update({ id, version: 2, title: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: KANBAN_TEXT.stale });
    expect((await update({ id, dueDate: null, memberIds: [] })).json()).toMatchObject({ dueDate: null, members: [] });
  });

  it('refuses members who are not active users (400 naming item.memberIds), a bad date, and unknown cards (404)', async () => {
    const { boards } = await kanbanWithCards(api, 1);
    const id = boards[0]!.itemsIds[0]!;
    const nobody = await update({ id, memberIds: [999999] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ errors: { 'item.memberIds': [KANBAN_TEXT.member] } });
    const badDate = await update({ id, dueDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toHaveProperty('errors', { 'item.dueDate': [KANBAN_TEXT.dueDate] });
    const unknown = await update({ id: 999999, title: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: KANBAN_TEXT.itemNotFound });
  });

  it('deletes a card (204): it is in no column any more; again is 404', async () => {
    const { kanban, boards } = await kanbanWithCards(api, 2);
    const id = boards[1]!.itemsIds[0]!;
    expect((await t.call(admin, 'DELETE', `${KANBAN_BASE}/item/${id}`)).statusCode).toBe(204);
    const after = await api.read(kanban.id);
    expect(after.boards.flatMap((board) => board.itemsIds)).not.toContain(id);
    expect(after.items.map((item) => item.id)).not.toContain(id);
    const again = await t.call(admin, 'DELETE', `${KANBAN_BASE}/item/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: KANBAN_TEXT.itemNotFound });
  });

  it('keeps a comment thread per card, signed by the signed-in user, oldest first', async () => {
    const { boards } = await kanbanWithCards(api, 1);
    const id = boards[0]!.itemsIds[0]!;
    const url = `${KANBAN_BASE}/item/${id}/comments`;
    const first = await t.call(admin, 'POST', url, { body: 'تمت مراجعة المذكرة' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<KanbanComment>()).toMatchObject({ body: 'تمت مراجعة المذكرة', author: { id: admin.userId } });
    await t.call(admin, 'POST', url, { body: 'Second' });
    const { comments } = (await t.call(admin, 'GET', url)).json<{ comments: KanbanComment[] }>();
    expect(comments.map((comment) => comment.body)).toEqual(['تمت مراجعة المذكرة', 'Second']);
    const empty = await t.call(admin, 'POST', url, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { body: [KANBAN_TEXT.comment] } });
    expect((await t.call(admin, 'GET', `${KANBAN_BASE}/item/999999/comments`)).statusCode).toBe(404);
    expect((await t.call(admin, 'POST', `${KANBAN_BASE}/item/999999/comments`, { body: 'x' })).statusCode).toBe(404);
  });
});

describe('kanban API: moving cards (spec §7 item state-update)', () => {
  it('moves a card from another column in, keeps the others, ignores gone ids; 201 with the column', async () => {
    const { kanban, boards } = await kanbanWithCards(api, 3);
    const [todo, review] = boards as [(typeof boards)[0], (typeof boards)[0]];
    const moving = todo.itemsIds[1]!;
    const [r1, r2, r3] = review.itemsIds as [number, number, number];
    const column = await api.moveItems(review.id, [r1, moving, r2, r3, 999999]);
    expect(column.itemsIds).toEqual([r1, moving, r2, r3]);
    const after = await api.read(kanban.id);
    expect(after.boards[0]!.itemsIds).toEqual(todo.itemsIds.filter((id) => id !== moving));
    expect(after.items.find((item) => item.id === moving)).toMatchObject({ boardId: review.id });
  });

  it('never removes a card by leaving it out; refuses cards of another kanban (400 naming ids); unknown column 404', async () => {
    const { boards } = await kanbanWithCards(api, 3);
    const column = boards[0]!;
    const [a, b, c] = column.itemsIds as [number, number, number];
    expect((await api.moveItems(column.id, [c, a])).itemsIds).toEqual([c, a, b]);
    const other = await kanbanWithCards(api, 1);
    const foreign = await t.call(admin, 'PUT', `${KANBAN_BASE}/item/state-update`, {
      boardId: column.id,
      ids: [a, other.boards[0]!.itemsIds[0]!],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ errors: { ids: [KANBAN_TEXT.otherKanban] } });
    const unknown = await t.call(admin, 'PUT', `${KANBAN_BASE}/item/state-update`, { boardId: 999999, ids: [a] });
    expect(unknown.statusCode).toBe(404);
  });
});
