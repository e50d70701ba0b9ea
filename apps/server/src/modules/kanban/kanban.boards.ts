import {
  KANBAN_DEFAULT_BOARDS,
  KANBAN_TEXT,
  type KanbanBoard,
  type KanbanSummary,
  type kanbanBoardAddBodySchema,
  type kanbanBoardRenameBodySchema,
} from '@mizan/contracts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { uniqueField } from '../../lib/db-errors.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { boardKanban, lockKanban } from './kanban.lock.ts';
import { planOrder } from './kanban.order.ts';
import { findKanban, readBoard, readBoards } from './kanban.read.ts';
import { kanbanBoards, kanbans } from './kanban.table.ts';

type BoardAdd = z.infer<typeof kanbanBoardAddBodySchema>;
type BoardRename = z.infer<typeof kanbanBoardRenameBodySchema>;

const sameTitle = (kanbanId: number, title: string) =>
  and(eq(kanbanBoards.kanbanId, kanbanId), eq(sql`lower(${kanbanBoards.title})`, title.toLowerCase()));

/** The columns: add, rename, delete, reorder; and new kanbans, which start with spec §4's columns. */
export function createKanbanBoards(db: Db) {
  return {
    async createKanban(title: string, userId: number): Promise<KanbanSummary> {
      return db.transaction(async (tx) => {
        const [kanban] = await tx
          .insert(kanbans)
          .values({ title, scope: 'own', createdBy: userId })
          .returning({ id: kanbans.id, title: kanbans.title, scope: kanbans.scope, caseId: kanbans.caseId });
        const keys = generateNKeysBetween(null, null, KANBAN_DEFAULT_BOARDS.length);
        await tx
          .insert(kanbanBoards)
          .values(
            KANBAN_DEFAULT_BOARDS.map((name, index) => ({ kanbanId: kanban!.id, title: name, position: keys[index]! })),
          );
        return kanban!;
      });
    },

    /** Spec §7 board add: last of the kanban's columns; a title it already has (in any case) → 400 on `title`. */
    async add({ title, kanbanId }: BoardAdd): Promise<KanbanBoard> {
      const kanban = await findKanban(db, kanbanId);
      const id = await uniqueField('title', KANBAN_TEXT.boardTitleTaken, () =>
        db.transaction(async (tx) => {
          await lockKanban(tx, kanban.id);
          const [taken] = await tx
            .select({ id: kanbanBoards.id })
            .from(kanbanBoards)
            .where(sameTitle(kanban.id, title));
          if (taken) throw fieldError('title', KANBAN_TEXT.boardTitleTaken);
          const [last] = await tx
            .select({ position: kanbanBoards.position })
            .from(kanbanBoards)
            .where(eq(kanbanBoards.kanbanId, kanban.id))
            .orderBy(desc(kanbanBoards.position))
            .limit(1);
          const [row] = await tx
            .insert(kanbanBoards)
            .values({ kanbanId: kanban.id, title, position: generateKeyBetween(last?.position ?? null, null) })
            .returning({ id: kanbanBoards.id });
          return row!.id;
        }),
      );
      return { id, title, itemsIds: [] };
    },

    /** Spec §7 board rename; another column of the kanban with that name → 400 on `newName`. */
    async rename({ boardId, newName }: BoardRename): Promise<KanbanBoard> {
      const kanbanId = await boardKanban(db, boardId);
      await uniqueField('newName', KANBAN_TEXT.boardTitleTaken, () =>
        db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: kanbanBoards.id })
            .from(kanbanBoards)
            .where(and(sameTitle(kanbanId, newName), ne(kanbanBoards.id, boardId)));
          if (taken) throw fieldError('newName', KANBAN_TEXT.boardTitleTaken);
          await tx.update(kanbanBoards).set({ title: newName }).where(eq(kanbanBoards.id, boardId));
        }),
      );
      return readBoard(db, boardId);
    },

    /** Spec §7 board delete: the column and its cards; 404 when unknown. */
    async remove(boardId: number): Promise<void> {
      const kanbanId = await boardKanban(db, boardId);
      await db.transaction(async (tx) => {
        await lockKanban(tx, kanbanId);
        const deleted = await tx
          .delete(kanbanBoards)
          .where(eq(kanbanBoards.id, boardId))
          .returning({ id: kanbanBoards.id });
        if (deleted.length === 0) throw notFound(KANBAN_TEXT.boardNotFound);
      });
    },

    /**
     * Spec §7 board state-update: the kanban's columns in the order of `ids` (see `planOrder`: as few keys change as
     * can; columns left out keep their place; unknown ids are ignored; ids of two kanbans → 400 on `ids`).
     */
    async reorder(ids: readonly number[]): Promise<KanbanBoard[]> {
      if (ids.length === 0) return [];
      const listed = await db
        .select({ kanbanId: kanbanBoards.kanbanId })
        .from(kanbanBoards)
        .where(inArray(kanbanBoards.id, [...ids]))
        .groupBy(kanbanBoards.kanbanId);
      if (listed.length > 1) throw fieldError('ids', KANBAN_TEXT.otherKanban);
      const kanbanId = listed[0]?.kanbanId;
      if (kanbanId === undefined) return [];
      await db.transaction(async (tx) => {
        await lockKanban(tx, kanbanId);
        const column = await tx
          .select({ id: kanbanBoards.id, position: kanbanBoards.position })
          .from(kanbanBoards)
          .where(eq(kanbanBoards.kanbanId, kanbanId));
        // Read under the lock: a column deleted meanwhile is simply left out.
        const present = new Set(column.map((board) => board.id));
        for (const change of planOrder(
          column,
          ids.filter((id) => present.has(id)),
        )) {
          await tx.update(kanbanBoards).set({ position: change.position }).where(eq(kanbanBoards.id, change.id));
        }
      });
      return readBoards(db, kanbanId);
    },
  };
}
