import {
  KANBAN_TEXT,
  type KanbanBoard,
  type KanbanComment,
  type KanbanItem,
  type KanbanItemUpdate,
  type kanbanItemAddBodySchema,
  type kanbanItemOrderBodySchema,
} from '@mizan/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { allActiveUsers } from '../../lib/office-users.ts';
import { boardKanban, lockKanban } from './kanban.lock.ts';
import { inOrder, planOrder } from './kanban.order.ts';
import { readComments, readItem } from './kanban.read.ts';
import { kanbanBoards, kanbanComments, kanbanItemMembers, kanbanItems } from './kanban.table.ts';

type ItemAdd = z.infer<typeof kanbanItemAddBodySchema>;
type ItemOrder = z.infer<typeof kanbanItemOrderBodySchema>;

/**
 * Locks the column's kanban, then checks the column is still there (it may have been deleted before the lock);
 * answers its title.
 */
async function lockColumn(tx: Db, kanbanId: number, boardId: number): Promise<string> {
  await lockKanban(tx, kanbanId);
  const [board] = await tx.select({ title: kanbanBoards.title }).from(kanbanBoards).where(eq(kanbanBoards.id, boardId));
  if (!board) throw notFound(KANBAN_TEXT.boardNotFound);
  return board.title;
}

/** Each id once, each an active user; otherwise 400 on `item.memberIds`. */
async function checkMembers(db: Db, memberIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(memberIds)];
  if (!(await allActiveUsers(db, ids))) throw fieldError('item.memberIds', KANBAN_TEXT.member);
  return ids;
}

/** The cards: add, change, delete, move and reorder; and their comments. */
export function createKanbanItems(db: Db) {
  return {
    /**
     * Spec §7 item add: last in its column. `boardName` is required by spec §5 but the column is `boardId`'s;
     * an unknown `boardId` → 404, like every unknown id of the area.
     */
    async add({ itemTitle, boardId }: ItemAdd, userId: number): Promise<KanbanItem> {
      const kanbanId = await boardKanban(db, boardId);
      const id = await db.transaction(async (tx) => {
        await lockColumn(tx, kanbanId, boardId);
        const [last] = await tx
          .select({ position: kanbanItems.position })
          .from(kanbanItems)
          .where(eq(kanbanItems.boardId, boardId))
          .orderBy(desc(kanbanItems.position))
          .limit(1);
        const [row] = await tx
          .insert(kanbanItems)
          .values({
            boardId,
            title: itemTitle,
            position: generateKeyBetween(last?.position ?? null, null),
            createdBy: userId,
          })
          .returning({ id: kanbanItems.id });
        return row!.id;
      });
      return readItem(db, id);
    },

    /** Spec §7 item update: the fields given, merged; `version` given and stale → 409; the version moves on. */
    async update({ id, version, memberIds, ...fields }: KanbanItemUpdate): Promise<KanbanItem> {
      await db.transaction(async (tx) => {
        const members = memberIds === undefined ? undefined : await checkMembers(tx, memberIds);
        // NO KEY UPDATE: a comment added meanwhile (its key-share lock on the card) does not wait for this.
        const [row] = await tx
          .select({ version: kanbanItems.version })
          .from(kanbanItems)
          .where(eq(kanbanItems.id, id))
          .for('no key update');
        if (!row) throw notFound(KANBAN_TEXT.itemNotFound);
        if (version !== undefined && version !== row.version) throw new HttpError(409, KANBAN_TEXT.stale);
        await tx
          .update(kanbanItems)
          .set({ ...fields, version: sql`${kanbanItems.version} + 1`, updatedAt: new Date() })
          .where(eq(kanbanItems.id, id));
        if (members) {
          await tx.delete(kanbanItemMembers).where(eq(kanbanItemMembers.itemId, id));
          if (members.length > 0)
            await tx
              .insert(kanbanItemMembers)
              .values(members.map((userId) => ({ itemId: id, userId })))
              .catch((error: unknown) => {
                // A user deleted since the check.
                if (foreignKeyViolation(error) !== undefined) throw fieldError('item.memberIds', KANBAN_TEXT.member);
                throw error;
              });
        }
      });
      return readItem(db, id);
    },

    /** Spec §7 item delete: gone from its column; 404 when unknown. */
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(kanbanItems).where(eq(kanbanItems.id, id)).returning({ id: kanbanItems.id });
      if (deleted.length === 0) throw notFound(KANBAN_TEXT.itemNotFound);
    },

    /**
     * Spec §7 item state-update: the column's cards in the order of `ids`. A card of another column of the kanban
     * moves in; cards of the column left out stay where they are; ids that no longer exist are ignored; a card of
     * another kanban → 400 on `ids`. Under the kanban's lock, so concurrent moves apply one after the other.
     */
    async reorder({ boardId, ids }: ItemOrder): Promise<KanbanBoard> {
      const kanbanId = await boardKanban(db, boardId);
      const [board, order] = await db.transaction(async (tx) => {
        const title = await lockColumn(tx, kanbanId, boardId);
        const column = await tx
          .select({ id: kanbanItems.id, position: kanbanItems.position })
          .from(kanbanItems)
          .where(eq(kanbanItems.boardId, boardId));
        // Only the cards coming from elsewhere are looked up (a drop brings one): the column's own are known.
        const inColumn = new Set(column.map((card) => card.id));
        const incoming = ids.filter((id) => !inColumn.has(id));
        const found = incoming.length
          ? await tx
              .select({ id: kanbanItems.id, kanbanId: kanbanBoards.kanbanId })
              .from(kanbanItems)
              .innerJoin(kanbanBoards, eq(kanbanBoards.id, kanbanItems.boardId))
              .where(inArray(kanbanItems.id, incoming))
          : [];
        if (found.some((item) => item.kanbanId !== kanbanId)) throw fieldError('ids', KANBAN_TEXT.otherKanban);
        const exists = new Set([...inColumn, ...found.map((item) => item.id)]);
        const changes = planOrder(
          column,
          ids.filter((id) => exists.has(id)),
        );
        for (const change of changes) {
          await tx
            .update(kanbanItems)
            .set({
              boardId,
              position: change.position,
              version: sql`${kanbanItems.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(kanbanItems.id, change.id));
        }
        const moved = new Map(changes.map((change) => [change.id, change.position]));
        const after = [
          ...column.map((card) => ({ id: card.id, position: moved.get(card.id) ?? card.position })),
          ...changes.filter((change) => !inColumn.has(change.id)),
        ];
        return [{ id: boardId, title }, inOrder(after)] as const;
      });
      return { ...board, itemsIds: order };
    },

    async comments(itemId: number): Promise<KanbanComment[]> {
      await readItem(db, itemId); // 404 when unknown
      return readComments(db, itemId);
    },

    /** A comment on the card, signed by the signed-in user; 404 when the card is unknown. */
    async comment(itemId: number, body: string, authorId: number): Promise<KanbanComment> {
      const [row] = await db
        .insert(kanbanComments)
        .values({ itemId, body, authorId })
        .returning({ id: kanbanComments.id })
        .catch((error: unknown) => {
          if (foreignKeyViolation(error) !== undefined) throw notFound(KANBAN_TEXT.itemNotFound);
          throw error;
        });
      const [comment] = await readComments(db, itemId, eq(kanbanComments.id, row!.id));
      return comment!;
    },
  };
}
