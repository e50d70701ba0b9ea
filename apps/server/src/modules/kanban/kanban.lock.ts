import { KANBAN_TEXT } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { kanbanBoards, kanbans } from './kanban.table.ts';

/**
 * Locks a kanban's row for the rest of the transaction, so writes that change an order in it (adding, moving,
 * reordering, deleting cards or columns) run one after another and each sees the keys the previous one wrote.
 * `FOR NO KEY UPDATE` rather than `FOR UPDATE`: it queues writers on one another just the same, but not the key-share
 * lock a new column's foreign key takes on the row (see "Roles and permissions" in docs/architecture.md).
 */
export async function lockKanban(tx: Db, kanbanId: number): Promise<void> {
  const [row] = await tx.select({ id: kanbans.id }).from(kanbans).where(eq(kanbans.id, kanbanId)).for('no key update');
  if (!row) throw notFound(KANBAN_TEXT.kanbanNotFound);
}

/** A column's kanban; 404 when the column is unknown. */
export async function boardKanban(db: Db, boardId: number): Promise<number> {
  const [board] = await db
    .select({ kanbanId: kanbanBoards.kanbanId })
    .from(kanbanBoards)
    .where(eq(kanbanBoards.id, boardId));
  if (!board) throw notFound(KANBAN_TEXT.boardNotFound);
  return board.kanbanId;
}
