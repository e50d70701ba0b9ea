import fc from 'fast-check';
import { generateNKeysBetween } from 'fractional-indexing';
import { describe, expect, it } from 'vitest';
import { inOrder, longestIncreasing, planOrder, type Keyed } from './kanban.order.ts';

/** A column of cards 1…n with keys in that order. */
const column = (n: number, first = 1): Keyed[] =>
  generateNKeysBetween(null, null, n).map((position, index) => ({ id: first + index, position }));

/** Applies the changes: the cards of the column after the plan, moved-in cards added. */
const apply = (cards: readonly Keyed[], changes: readonly Keyed[]) => {
  const byId = new Map(cards.map((card) => [card.id, card.position]));
  for (const change of changes) byId.set(change.id, change.position);
  return [...byId].map(([id, position]) => ({ id, position }));
};

describe('longestIncreasing', () => {
  it('finds a longest strictly increasing run', () => {
    expect(longestIncreasing([])).toEqual([]);
    expect(longestIncreasing(['a', 'b', 'c'])).toEqual([0, 1, 2]);
    expect(longestIncreasing(['c', 'b', 'a'])).toHaveLength(1);
    const run = longestIncreasing(['b', 'a', 'd', 'c', 'e']);
    expect(run).toHaveLength(3);
  });
});

describe('planOrder', () => {
  it('moves one card of a reorder only, the others keep their keys', () => {
    const cards = column(5);
    const changes = planOrder(cards, [1, 2, 5, 3, 4]);
    expect(changes.map((change) => change.id)).toEqual([5]);
    expect(inOrder(apply(cards, changes))).toEqual([1, 2, 5, 3, 4]);
  });

  it('puts a card moved in from another column between its neighbours', () => {
    const cards = column(3);
    const changes = planOrder(cards, [1, 99, 2, 3]);
    expect(changes.map((change) => change.id)).toEqual([99]);
    expect(inOrder(apply(cards, changes))).toEqual([1, 99, 2, 3]);
  });

  it('leaves the cards missing from the list where they are, and places a moved card right after its neighbour', () => {
    const cards = column(4); // 1 2 3 4; the client saw 1 2 4 only (3 was added meanwhile)
    const changes = planOrder(cards, [4, 1, 2]);
    expect(changes.map((change) => change.id)).toEqual([4]);
    expect(inOrder(apply(cards, changes))).toEqual([4, 1, 2, 3]);
    expect(inOrder(apply(cards, planOrder(cards, [1, 50, 2])))).toEqual([1, 50, 2, 3, 4]);
    expect(inOrder(apply(cards, planOrder(cards, [50])))).toEqual([1, 2, 3, 4, 50]);
  });

  it('keeps the listed order, every card once, and never moves an unlisted card (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 20 }),
        (size, desired) => {
          const cards = column(size);
          const changes = planOrder(cards, desired);
          const after = apply(cards, changes);
          const order = inOrder(after);
          // Every card once, the listed ones in the listed order.
          expect(new Set(order).size).toBe(order.length);
          expect(order.filter((id) => desired.includes(id))).toEqual(desired);
          // Unlisted cards keep their key; so their order among themselves is unchanged.
          const changed = new Set(changes.map((change) => change.id));
          expect(cards.some((card) => !desired.includes(card.id) && changed.has(card.id))).toBe(false);
          // No key twice.
          expect(new Set(after.map((card) => card.position)).size).toBe(after.length);
        },
      ),
    );
  });
});
