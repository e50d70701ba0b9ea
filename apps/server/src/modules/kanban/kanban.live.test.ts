import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { postMultipart } from '../../test/multipart.ts';
import { recordingLive } from '../../test/recording-live.ts';
import { KANBAN_BASE, kanbanClient } from './test-kanban.ts';

/** A kanban's change is signalled live (its id and who), so those who have it open fetch it again. */
const live = recordingLive();
const t = setupTestApp({ live });
let admin: SignedIn;
const api = kanbanClient(t, () => admin);

beforeAll(async () => {
  admin = await signIn(t.app);
});

describe('kanban live signal', () => {
  it('says which kanban changed and by whom after a card is added, moved or deleted — not after a refused write', async () => {
    const office = await api.read();
    const [first, second] = office.boards;
    live.clear();
    const added = await api.addItem(first!.id, 'Call the expert');
    const moved = await t.call(admin, 'PUT', `${KANBAN_BASE}/item/state-update`, {
      boardId: second!.id,
      ids: [added.id, ...second!.itemsIds],
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await t.call(admin, 'DELETE', `${KANBAN_BASE}/item/${added.id}`)).statusCode).toBe(204);
    expect(
      (await t.call(admin, 'PUT', `${KANBAN_BASE}/item/update`, { item: { id: 999_999, title: 'x' } })).statusCode,
    ).toBe(404);
    // The signal goes after the answer, not before it.
    const changes = () => live.broadcasts.filter((call) => call.type === 'kanban.changed');
    await expect.poll(() => changes().length).toBe(3);
    expect(changes().map((call) => call.payload)).toEqual([
      { kanbanId: office.kanban.id, by: admin.userId },
      { kanbanId: office.kanban.id, by: admin.userId },
      { kanbanId: office.kanban.id, by: admin.userId },
    ]);
  });

  it('says so after a card’s attachment is added, made its cover, uncovered and deleted — not after a refused file', async () => {
    const office = await api.read();
    const itemId = office.boards[0]!.itemsIds[0]!;
    live.clear();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const url = `${KANBAN_BASE}/item/${itemId}`;
    const added = await postMultipart(t.app, admin, `${url}/attachments`, { name: 'plan.png', bytes: png });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<{ id: number }>();
    const refused = await postMultipart(t.app, admin, `${url}/attachments`, { name: 'x.png', bytes: Buffer.from('x') });
    expect(refused.statusCode).toBe(400);
    expect((await t.call(admin, 'PUT', `${url}/cover`, { attachmentId: id })).statusCode).toBe(200);
    expect((await t.call(admin, 'DELETE', `${url}/cover`)).statusCode).toBe(204);
    expect((await t.call(admin, 'DELETE', `${url}/attachments/${id}`)).statusCode).toBe(204);
    const changes = () => live.broadcasts.filter((call) => call.type === 'kanban.changed');
    await expect.poll(() => changes().length).toBe(4);
    expect(new Set(changes().map((call) => JSON.stringify(call.payload)))).toEqual(
      new Set([JSON.stringify({ kanbanId: office.kanban.id, by: admin.userId })]),
    );
  });
});
