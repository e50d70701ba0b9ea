import type { KanbanResponse } from '@mizan/contracts';

/** One `PUT item/state-update` body: a column's card ids in their new order. */
export interface ItemOrder {
  boardId: number;
  ids: number[];
}

/** Where a dragged card lands: its column and its index there (after the card is taken out of its old place). */
export interface CardTarget {
  boardId: number;
  index: number;
}

/**
 * Moves a card in the kanban as the page shows it, and says which columns' orders to send: the destination's, and
 * the source's when the card left it (so the server knows the card is no longer there). Nothing when the card stays
 * where it was. Pure, so the drag, the phone's "move to" menu and the tests share it.
 */
export function moveCard(
  data: KanbanResponse,
  itemId: number,
  target: CardTarget,
): { data: KanbanResponse; orders: ItemOrder[] } {
  const source = data.boards.find((board) => board.itemsIds.includes(itemId));
  const destination = data.boards.find((board) => board.id === target.boardId);
  if (!source || !destination) return { data, orders: [] };
  const from = source.itemsIds.indexOf(itemId);
  const sameColumn = source.id === destination.id;
  const remaining = destination.itemsIds.filter((id) => id !== itemId);
  const index = Math.max(0, Math.min(target.index, remaining.length));
  if (sameColumn && index === from) return { data, orders: [] };
  const ids = [...remaining.slice(0, index), itemId, ...remaining.slice(index)];

  const boards = data.boards.map((board) => {
    if (board.id === destination.id) return { ...board, itemsIds: ids };
    if (board.id === source.id) return { ...board, itemsIds: board.itemsIds.filter((id) => id !== itemId) };
    return board;
  });
  const items = data.items.map((item) => (item.id === itemId ? { ...item, boardId: destination.id } : item));
  const orders: ItemOrder[] = [{ boardId: destination.id, ids }];
  if (!sameColumn) orders.push({ boardId: source.id, ids: source.itemsIds.filter((id) => id !== itemId) });
  return { data: { ...data, boards, items }, orders };
}

/** Moves a column to `index`; answers the columns' ids in their new order, or null when nothing moved. */
export function moveColumn(
  data: KanbanResponse,
  boardId: number,
  index: number,
): { data: KanbanResponse; ids: number[] } | null {
  const from = data.boards.findIndex((board) => board.id === boardId);
  if (from < 0 || from === index) return null;
  const boards = [...data.boards];
  const moved = boards.splice(from, 1);
  boards.splice(Math.max(0, Math.min(index, boards.length)), 0, ...moved);
  return { data: { ...data, boards }, ids: boards.map((board) => board.id) };
}
