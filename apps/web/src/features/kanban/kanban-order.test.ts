import { describe, expect, it } from 'vitest';
import { moveCard, moveColumn } from './kanban-order';
import { dueColor } from './kanban-card';
import { kanban } from './kanban-test-fixtures';

describe('moveCard', () => {
  it('moves a card to another column: both columns’ orders, the card’s column changed', () => {
    const { data, orders } = moveCard(kanban(), 1, { boardId: 2, index: 0 });
    expect(orders).toEqual([
      { boardId: 2, ids: [1, 3] },
      { boardId: 1, ids: [2] },
    ]);
    expect(data.boards.map((board) => board.itemsIds)).toEqual([[2], [1, 3], []]);
    expect(data.items.find((item) => item.id === 1)?.boardId).toBe(2);
  });

  it('reorders within a column: that column’s order alone', () => {
    expect(moveCard(kanban(), 1, { boardId: 1, index: 1 }).orders).toEqual([{ boardId: 1, ids: [2, 1] }]);
  });

  it('sends nothing when the card stays where it was, and clamps an index past the end', () => {
    expect(moveCard(kanban(), 2, { boardId: 1, index: 1 }).orders).toEqual([]);
    expect(moveCard(kanban(), 3, { boardId: 3, index: 99 }).orders).toEqual([
      { boardId: 3, ids: [3] },
      { boardId: 2, ids: [] },
    ]);
  });
});

describe('moveColumn', () => {
  it('answers the columns’ ids in their new order, or null when nothing moved', () => {
    expect(moveColumn(kanban(), 3, 0)?.ids).toEqual([3, 1, 2]);
    expect(moveColumn(kanban(), 1, 0)).toBeNull();
  });
});

describe('dueColor', () => {
  it('is red when past, orange within two days, plain later or without a date', () => {
    expect([-1, 0, 2, 3, null].map(dueColor)).toEqual(['error', 'warning', 'warning', undefined, undefined]);
  });
});
