import { DndContext, DragOverlay, type DragEndEvent, type DragOverEvent, type DragStartEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { KanbanItem, KanbanResponse } from '@mizan/contracts';
import { SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddColumnForm } from './kanban-add-forms';
import { useKanbanMove, type KanbanMove } from './kanban.api';
import { KanbanCardView } from './kanban-card';
import { KanbanColumn } from './kanban-column';
import { columnDndId, kanbanCollisions, parseDndId, useKanbanSensors } from './kanban-dnd';
import { moveCard, moveColumn } from './kanban-order';
import { useDndAccessibility, type DragPlace } from './kanban-text';
import classes from './kanban.module.css';

export interface KanbanBoardProps {
  data: KanbanResponse;
  kanbanId: number | undefined;
  canEdit: boolean;
  onOpenCard: (itemId: number) => void;
}

/** Where a card sits in `data`: its column and index. */
function cardPlace(data: KanbanResponse, itemId: number) {
  const column = data.boards.find((board) => board.itemsIds.includes(itemId));
  return column ? { column, index: column.itemsIds.indexOf(itemId) } : null;
}

/**
 * The columns side by side (one at a time on a phone, chosen above them), their cards dragged within and between
 * columns and the columns reordered. While a card is dragged the page shows it in the column it is over (`preview`);
 * on the drop the move is made on the stored kanban and sent (kanban.api.ts `useKanbanMove`).
 */
export function KanbanBoard({ data, kanbanId, canEdit, onOpenCard }: KanbanBoardProps) {
  const { t } = useTranslation('kanban');
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const moveKanban = useKanbanMove(kanbanId);
  const sensors = useKanbanSensors();
  // What the page draws instead of `data` while a card is dragged, and after the drop until the move reaches the
  // cache (kanban.api.ts sets it a moment later): without it the card would flash back to where it was.
  const [draft, setDraft] = useState<{ base: KanbanResponse; shown: KanbanResponse } | null>(null);
  // The kanban changed under it (the move landed, was undone, or was fetched again): the draft is done with.
  if (draft && draft.base !== data) setDraft(null);
  const preview = draft && draft.base === data ? draft.shown : null;
  const setPreview = (shown: KanbanResponse | null) => setDraft(shown && { base: data, shown });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [phoneColumn, setPhoneColumn] = useState<number | null>(null);
  const shown = preview ?? data;
  const items = useMemo(() => new Map(shown.items.map((item) => [item.id, item])), [shown.items]);

  const accessibility = useDndAccessibility((id): DragPlace | null => {
    const target = parseDndId(id);
    // Made again at each render: dnd-kit's messages describe the kanban as it is drawn at that moment.
    const now = shown;
    if (target?.kind === 'column') {
      const index = now.boards.findIndex((board) => board.id === target.id);
      const board = now.boards[index];
      if (!board) return null;
      return { kind: 'column', title: board.title, column: board.title, position: index + 1, count: now.boards.length };
    }
    const place = target && cardPlace(now, target.id);
    const item = target && now.items.find((candidate) => candidate.id === target.id);
    if (!place || !item) return null;
    const count = place.column.itemsIds.length;
    return { kind: 'card', title: item.title, column: place.column.title, position: place.index + 1, count };
  });

  const columnOf = (overId: string | number, from: KanbanResponse) => {
    const over = parseDndId(overId);
    if (over?.kind === 'column') return from.boards.find((board) => board.id === over.id) ?? null;
    return over ? (cardPlace(from, over.id)?.column ?? null) : null;
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setPreview(data);
  };

  // A card over another column joins it in the preview, so that column opens a place for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const card = parseDndId(active.id);
    if (card?.kind !== 'card' || !over || !preview) return;
    const target = columnOf(over.id, preview);
    const current = cardPlace(preview, card.id);
    if (!target || !current || target.id === current.column.id) return;
    const overCard = parseDndId(over.id);
    const index = overCard?.kind === 'card' ? target.itemsIds.indexOf(overCard.id) : target.itemsIds.length;
    setPreview(moveCard(preview, card.id, { boardId: target.id, index }).data);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = parseDndId(active.id);
    const from = preview ?? data;
    setPreview(null);
    setActiveId(null);
    if (!dragged || !over) return;
    const send = (move: KanbanMove) => {
      setPreview(move.next);
      moveKanban(move);
    };
    if (dragged.kind === 'column') {
      const target = columnOf(over.id, data);
      const moved = target && moveColumn(data, dragged.id, data.boards.indexOf(target));
      if (moved) send({ next: moved.data, columns: moved.ids });
      return;
    }
    const place = cardPlace(from, dragged.id);
    if (!place) return;
    const overCard = parseDndId(over.id);
    const overIndex = overCard?.kind === 'card' ? place.column.itemsIds.indexOf(overCard.id) : -1;
    const index = overIndex >= 0 ? overIndex : place.index;
    const result = moveCard(data, dragged.id, { boardId: place.column.id, index });
    if (result.orders.length > 0) send({ next: result.data, orders: result.orders });
  };

  /** The "move to" menu's move: last in the chosen column. */
  const moveTo = (itemId: number, boardId: number) => {
    const column = data.boards.find((board) => board.id === boardId);
    const result = column && moveCard(data, itemId, { boardId, index: column.itemsIds.length });
    if (result && result.orders.length > 0) moveKanban({ next: result.data, orders: result.orders });
  };

  const chosen = shown.boards.find((board) => board.id === phoneColumn) ?? shown.boards[0];
  const columns = phone && chosen ? [chosen] : shown.boards;
  const active = parseDndId(activeId);
  const activeItem: KanbanItem | undefined = active?.kind === 'card' ? items.get(active.id) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setPreview(null);
        setActiveId(null);
      }}
    >
      {phone && shown.boards.length > 0 && (
        <SegmentedControl
          fullWidth
          aria-label={t('board.chooseColumn')}
          data={shown.boards.map((board) => ({ value: String(board.id), label: board.title }))}
          value={String(chosen?.id ?? '')}
          onChange={(value) => setPhoneColumn(Number(value))}
          mb="sm"
        />
      )}
      <div className={classes.board} data-phone={phone || undefined}>
        <SortableContext items={columns.map((board) => columnDndId(board.id))} strategy={horizontalListSortingStrategy}>
          {columns.map((board) => (
            <KanbanColumn
              key={board.id}
              board={board}
              items={board.itemsIds.flatMap((id) => items.get(id) ?? [])}
              columns={data.boards}
              kanbanId={kanbanId}
              canEdit={canEdit}
              dragColumns={canEdit && !phone}
              onOpenCard={onOpenCard}
              onMoveTo={moveTo}
            />
          ))}
        </SortableContext>
        {canEdit && !phone && <AddColumnForm kanbanId={kanbanId} />}
      </div>
      {phone && canEdit && <AddColumnForm kanbanId={kanbanId} />}
      <DragOverlay>{activeItem ? <KanbanCardView item={activeItem} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}
