import { generateNKeysBetween } from 'fractional-indexing';

/** A card (or a column) and its fractional key. */
export interface Keyed {
  id: number;
  position: string;
}

/**
 * The longest strictly increasing run (not necessarily contiguous) of `keys`, as indices into it (O(n log n),
 * patience sorting). Keys are compared as JavaScript strings: UTF-16 code units, the same order as the database's
 * "C" collation for the ASCII keys fractional-indexing makes.
 */
export function longestIncreasing(keys: readonly string[]): number[] {
  const tails: number[] = []; // tails[k]: index of the smallest last key of an increasing run of length k + 1
  const previous: number[] = new Array<number>(keys.length).fill(-1);
  keys.forEach((key, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (keys[tails[middle]!]! < key) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const run: number[] = [];
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index]!) run.push(index);
  return run.reverse();
}

/**
 * The new keys that put `desired` (ids in their wanted order) into a column whose cards are `column` (any order).
 * - The cards of `desired` already in the column keep their keys when they form the longest increasing run of their
 *   current order: a reorder moves as few cards as possible, and none it need not.
 * - Every other card of `desired` (moved in from elsewhere, or reordered) gets a new key between its neighbours in
 *   `desired`, right after the card before it (or right before the card after it).
 * - Cards of the column missing from `desired` keep their keys: another client may have put them there meanwhile.
 * Returns only the cards whose key changes (with their new key); `desired` holds no id twice.
 */
export function planOrder(column: readonly Keyed[], desired: readonly number[]): Keyed[] {
  const current = new Map(column.map((card) => [card.id, card.position]));
  const present = desired.filter((id) => current.has(id));
  const kept = new Set(longestIncreasing(present.map((id) => current.get(id)!)).map((index) => present[index]!));
  const listed = new Set(desired);
  // The keys that stay: the kept cards' and those of the cards nobody listed.
  const stable = column
    .filter((card) => kept.has(card.id) || !listed.has(card.id))
    .map((card) => card.position)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const firstAbove = (key: string) => stable.find((other) => other > key) ?? null;
  const lastBelow = (key: string | null) => stable.findLast((other) => key === null || other < key) ?? null;

  const changes: Keyed[] = [];
  let before: string | null = null; // the key of the last kept card of `desired` so far
  let run: number[] = [];
  const place = (after: string | null) => {
    if (run.length === 0) return;
    const [lower, upper] = before !== null ? [before, firstAbove(before)] : [lastBelow(after), after];
    const keys = generateNKeysBetween(lower, upper, run.length);
    run.forEach((id, index) => changes.push({ id, position: keys[index]! }));
    run = [];
  };
  for (const id of desired) {
    if (kept.has(id)) {
      place(current.get(id)!);
      before = current.get(id)!;
    } else run.push(id);
  }
  place(null);
  return changes;
}

/** The ids in the order their keys give (ties by id, as the database's `order by position, id`). */
export const inOrder = (cards: readonly Keyed[]) =>
  [...cards]
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id - b.id))
    .map((card) => card.id);
