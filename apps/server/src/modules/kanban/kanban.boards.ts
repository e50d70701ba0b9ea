import {
  KANBAN_DEFAULT_BOARDS,
  KANBAN_TEXT,
  type KanbanBoard,
  type KanbanSummary,
  type kanbanBoardRenameBodySchema,
} from '@mizan/contracts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { uniqueField, uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { boardKanban, lockKanban } from './kanban.lock.ts';
import { planOrder } from './kanban.order.ts';
import { readBoard, readBoards, summaryColumns } from './kanban.read.ts';
import { kanbanBoards, kanbans } from './kanban.table.ts';

type BoardRename = z.infer<typeof kanbanBoardRenameBodySchema>;

const sameTitle = (kanbanId: number, title: string) =>
  and(eq(kanbanBoards.kanbanId, kanbanId), eq(sql`lower(${kanbanBoards.title})`, title.toLowerCase()));

/** What a new kanban is: its title and whose it is (a team's, a case's, or the whole office's). */
export interface NewKanban {
  title: string;
  teamId?: number | null;
  caseId?: number;
  createdBy: number;
}

/** The columns: add, rename, delete, reorder; and kanbans, which start with spec §4's columns. */
export function createKanbanBoards(db: Db) {
  async function createKanban({ title, teamId, caseId, createdBy }: NewKanban): Promise<KanbanSummary> {
    const scope = caseId !== undefined ? 'case' : teamId ? 'team' : 'own';
    return db.transaction(async (tx) => {
      const [kanban] = await tx
        .insert(kanbans)
        .values({ title, scope, teamId: teamId ?? null, caseId: caseId ?? null, createdBy })
        .returning(summaryColumns);
      const keys = generateNKeysBetween(null, null, KANBAN_DEFAULT_BOARDS.length);
      await tx
        .insert(kanbanBoards)
        .values(
          KANBAN_DEFAULT_BOARDS.map((name, index) => ({ kanbanId: kanban!.id, title: name, position: keys[index]! })),
        );
      return kanban!;
    });
  }

  return {
    createKanban,

    /** The case's kanban, made with the case's title the first time (two tabs at once still make one). */
    async caseKanban(caseId: number, title: string, createdBy: number) {
      const find = async () => {
        const [row] = await db
          .select(summaryColumns)
          .from(kanbans)
          .where(and(eq(kanbans.scope, 'case'), eq(kanbans.caseId, caseId)));
        return row;
      };
      const existing = await find();
      if (existing) return { kanban: existing, created: false };
      try {
        return { kanban: await createKanban({ title, caseId, createdBy }), created: true };
      } catch (error) {
        const other = uniqueViolation(error) !== undefined ? await find() : undefined;
        if (!other) throw error;
        return { kanban: other, created: false };
      }
    },

    /** A kanban with its columns and cards (the office's is refused by the service before this). */
    async removeKanban(kanbanId: number): Promise<void> {
      await db.delete(kanbans).where(eq(kanbans.id, kanbanId));
    },

    /** Spec §7 board add: last of the kanban's columns; a title it already has (in any case) → 400 on `title`. */
    async add(kanban: KanbanSummary, title: string): Promise<KanbanBoard> {
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
