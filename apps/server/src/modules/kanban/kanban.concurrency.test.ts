import type { KanbanBoard } from '@mizan/contracts';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../db/seed/seeded-random.ts';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { kanbanItems } from './kanban.table.ts';
import { kanbanClient, kanbanWithCards } from './test-kanban.ts';

/**
 * Two or three people moving cards of one kanban at the same moment (spec "order that can't break"): every card stays
 * present exactly once, and no card that nobody moved changes place among the others nobody moved. On PostgreSQL the
 * calls really overlap; the kanban's row lock makes them apply one after the other.
 */
const t = setupTestApp();
let first: SignedIn;
let second: SignedIn;
let third: SignedIn;
const as = (who: () => SignedIn) => kanbanClient(t, who);
const one = as(() => first);

beforeAll(async () => {
  first = await signIn(t.app);
  second = await t.userWithRole('admin');
  third = await t.userWithRole('admin');
});

/** Every card once over all columns, and the set of cards unchanged. */
function expectEachOnce(boards: KanbanBoard[], cards: number[]) {
  const all = boards.flatMap((board) => board.itemsIds);
  expect(new Set(all).size).toBe(all.length);
  expect([...all].sort((a, b) => a - b)).toEqual([...cards].sort((a, b) => a - b));
}

/** No two cards of a column share a key (two writers placing cards in the same gap at once would make them equal). */
async function expectDistinctKeys(boardIds: number[]) {
  const keys = await t.db
    .select({ boardId: kanbanItems.boardId, position: kanbanItems.position })
    .from(kanbanItems)
    .where(inArray(kanbanItems.boardId, boardIds));
  const distinct = new Set(keys.map((key) => `${key.boardId} ${key.position}`));
  expect(distinct.size).toBe(keys.length);
}

/** The column's ids in the order they come, keeping only `ids`. */
const among = (board: KanbanBoard | undefined, ids: readonly number[]) =>
  (board?.itemsIds ?? []).filter((id) => ids.includes(id));

describe('kanban: concurrent moves', () => {
  it('two clients, same column, same moment: a reorder and a move in both land, nobody else moves', async () => {
    const { kanban, boards } = await kanbanWithCards(one, 6);
    const [column, other] = boards as [KanbanBoard, KanbanBoard];
    const cards = boards.flatMap((board) => board.itemsIds);
    const [c1, c2, c3, c4, c5, c6] = column.itemsIds as [number, number, number, number, number, number];
    const incoming = other.itemsIds[0]!;
    const [a, b] = await Promise.all([
      as(() => first).moveItems(column.id, [c6, c1, c2, c3, c4, c5]),
      as(() => second).moveItems(column.id, [c1, c2, c3, incoming, c4, c5, c6]),
    ]);
    expect(a.id).toBe(column.id);
    expect(b.id).toBe(column.id);
    const after = (await one.read(kanban.id)).boards;
    expectEachOnce(after, cards);
    const [afterColumn, afterOther] = after;
    expect(afterColumn!.itemsIds).toContain(incoming);
    expect(afterOther!.itemsIds).toEqual(other.itemsIds.slice(1));
    // c1…c5 were moved by nobody: still in their order.
    expect(among(afterColumn, [c1, c2, c3, c4, c5])).toEqual([c1, c2, c3, c4, c5]);
  });

  it('random rounds of three clients moving from stale views: each card once, untouched cards keep their order', async () => {
    const { kanban, boards } = await kanbanWithCards(one, 5);
    const cards = boards.flatMap((board) => board.itemsIds);
    const { pick, int } = seededRandom(16_016);
    const clients = [first, second, third].map((who) => as(() => who));
    for (let round = 0; round < 8; round++) {
      const seen = (await one.read(kanban.id)).boards; // every client starts from this same view
      const moved = new Set<number>();
      const calls = clients.map((client) => {
        const from = pick(seen.filter((board) => board.itemsIds.length > 0));
        const card = pick(from.itemsIds);
        moved.add(card);
        const to = pick(seen);
        const rest = to.itemsIds.filter((id) => id !== card);
        const at = int(0, rest.length);
        return () => client.moveItems(to.id, [...rest.slice(0, at), card, ...rest.slice(at)]);
      });
      await Promise.all(calls.map((call) => call()));
      const after = (await one.read(kanban.id)).boards;
      expectEachOnce(after, cards);
      await expectDistinctKeys(after.map((board) => board.id));
      for (const before of seen) {
        const untouched = before.itemsIds.filter((id) => !moved.has(id));
        const now = after.find((board) => board.id === before.id);
        expect(among(now, untouched), `round ${round}, column ${before.title}`).toEqual(untouched);
      }
    }
  });

  it('many cards added to one column at once all land, each once, in distinct places', async () => {
    const kanban = await one.createKanban('Burst');
    const column = (await one.read(kanban.id)).boards[0]!;
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, n) => as(() => [first, second, third][n % 3]!).addItem(column.id, `Card ${n}`)),
    );
    const after = (await one.read(kanban.id)).boards[0]!;
    expect([...after.itemsIds].sort((x, y) => x - y)).toEqual(added.map((item) => item.id).sort((x, y) => x - y));
    await expectDistinctKeys([column.id]);
  });
});
