import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { KANBAN_TEXT } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';

/** The server's kanban messages (contracts' `KANBAN_TEXT`) in the reader's language: `kanban:errors.<name>`. */
export const useKanbanErrorText = () => useErrorText(['kanban:errors', KANBAN_TEXT]);

/** What a dragged or hovered thing is, for the screen reader: a card (in a column, at a place) or a column. */
export interface DragPlace {
  kind: 'card' | 'column';
  title: string;
  /** The column a card is in (for a column: itself). */
  column: string;
  /** 1-based place among `count`. */
  position: number;
  count: number;
}

/**
 * dnd-kit's spoken messages in the reader's language (its own are English only). `place` describes a draggable's
 * id as the page shows it at the moment of the message.
 */
export function useDndAccessibility(place: (id: string | number) => DragPlace | null): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation('kanban');
  const say = (key: string, id: string | number, overId?: string | number) => {
    const active = place(id);
    const over = overId === undefined ? active : place(overId);
    if (!active) return undefined;
    const where = over ?? active;
    // A card over a column itself (an empty one, or below its cards) has no place among cards to name.
    const inColumn = active.kind === 'card' && where.kind === 'column' && (key === 'over' || key === 'dropped');
    return t(`dnd.${active.kind}.${key}${inColumn ? 'Column' : ''}`, {
      title: active.title,
      column: where.column,
      position: where.position,
      count: where.count,
    });
  };
  return {
    announcements: {
      onDragStart: ({ active }) => say('picked', active.id),
      onDragOver: ({ active, over }) => (over ? say('over', active.id, over.id) : say('outside', active.id)),
      onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, over.id) : say('cancelled', active.id)),
      onDragCancel: ({ active }) => say('cancelled', active.id),
    },
    screenReaderInstructions: { draggable: t('dnd.instructions') },
  };
}
