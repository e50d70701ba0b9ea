import {
  closestCenter,
  closestCorners,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Cards and columns share one drag context; their dnd ids say which is which. */
export const cardDndId = (id: number) => `card:${id}`;
export const columnDndId = (id: number) => `column:${id}`;

export function parseDndId(id: UniqueIdentifier | undefined | null): { kind: 'card' | 'column'; id: number } | null {
  const match = /^(card|column):(\d+)$/.exec(String(id ?? ''));
  return match ? { kind: match[1] as 'card' | 'column', id: Number(match[2]) } : null;
}

/**
 * dnd-kit's sortable keyboard moves, but a card moved sideways does not count its own column as a place to go: the
 * column's box starts before the card's on the left, so in right to left ArrowLeft (towards the next column) first
 * landed on the card's own column and did nothing, where ArrowRight in left to right went on at once.
 */
export const kanbanKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  const ownColumn: unknown = active?.data.current?.columnId;
  const sideways = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
  if (!sideways || typeof ownColumn !== 'number') return sortableKeyboardCoordinates(event, args);
  // The same kind of map (dnd-kit reads it through its own methods), without the card's column.
  const SameMap = droppableContainers.constructor as new (
    entries: [UniqueIdentifier, DroppableContainer][],
  ) => typeof droppableContainers;
  const others = new SameMap([...droppableContainers].filter(([id]) => id !== columnDndId(ownColumn)));
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: others } });
};

/**
 * Mouse (a short move before a drag, so a click still opens the card), touch (a press, so the page still scrolls)
 * and keyboard (Space picks up and drops; arrows move to the nearest place on screen in that direction, so in
 * right-to-left ArrowRight goes to the column drawn on the right, as the reader sees it).
 */
export function useKanbanSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: kanbanKeyboardCoordinates }),
  );
}

/**
 * A column dragged meets only columns. A card meets cards and columns (an empty column is a column); over a column
 * that has cards, the nearest of its cards is taken, so a card lands between cards, not only at a column's end.
 */
export const kanbanCollisions: CollisionDetection = (args) => {
  const kind = parseDndId(args.active.id)?.kind;
  const containers = args.droppableContainers;
  if (kind === 'column') {
    return closestCenter({
      ...args,
      droppableContainers: containers.filter((c) => parseDndId(c.id)?.kind === 'column'),
    });
  }
  const hits = closestCorners(args);
  const first = parseDndId(hits[0]?.id);
  if (first?.kind !== 'column') return hits;
  const inside = containers.filter((c) => c.data.current?.columnId === first.id && c.id !== args.active.id);
  if (inside.length === 0) return hits;
  return closestCorners({ ...args, droppableContainers: inside });
};
