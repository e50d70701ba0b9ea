import { useSortable, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KanbanBoard, KanbanItem } from '@mizan/contracts';
import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { UserText } from '@/components/user-text';
import { AddCardForm, RenameColumnForm } from './kanban-add-forms';
import { useKanbanWrites } from './kanban.api';
import { KanbanCard } from './kanban-card';
import { cardDndId, columnDndId } from './kanban-dnd';
import { useKanbanErrorText } from './kanban-text';
import classes from './kanban.module.css';

export interface KanbanColumnProps {
  board: KanbanBoard;
  items: KanbanItem[];
  /** Every column, for the cards' "move to" menu. */
  columns: KanbanBoard[];
  kanbanId: number | undefined;
  canEdit: boolean;
  /** Columns are dragged by their handle (not on a phone, where one column shows at a time). */
  dragColumns: boolean;
  onOpenCard: (itemId: number) => void;
  onMoveTo: (itemId: number, boardId: number) => void;
}

/** A column: its title (renamed inline), its menu, its cards in order and the inline "add a card" at its foot. */
export function KanbanColumn({
  board,
  items,
  columns,
  kanbanId,
  canEdit,
  dragColumns,
  ...cardProps
}: KanbanColumnProps) {
  const { t } = useTranslation('kanban');
  const errorText = useKanbanErrorText();
  const writes = useKanbanWrites(kanbanId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: columnDndId(board.id),
    data: { kind: 'column' },
    disabled: !dragColumns,
  });
  const style = { transform: CSS.Translate.toString(transform), transition: transition };

  const remove = () =>
    writes.deleteColumn.mutate(board.id, {
      onSuccess: () => setDeleting(false),
      onError: (error) => notifications.show({ color: 'error', message: errorText(error.message) }),
    });

  return (
    <section
      ref={setNodeRef}
      style={style}
      className={classes.column}
      data-dragging={isDragging || undefined}
      aria-labelledby={`kanban-column-${board.id}`}
    >
      <Group gap={4} wrap="nowrap" className={classes.columnHeader}>
        {dragColumns && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('column.drag', { title: board.title })}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        )}
        {renaming ? (
          <RenameColumnForm board={board} kanbanId={kanbanId} onDone={() => setRenaming(false)} />
        ) : (
          <Text
            component="h2"
            id={`kanban-column-${board.id}`}
            fw={600}
            size="md"
            className={classes.columnTitle}
            onDoubleClick={canEdit ? () => setRenaming(true) : undefined}
          >
            <UserText inherit span>
              {board.title}
            </UserText>
          </Text>
        )}
        <Badge variant="light" color="gray" size="sm" aria-label={t('column.count', { count: items.length })}>
          {items.length}
        </Badge>
        {canEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('column.actions', { title: board.title })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setRenaming(true)}>
                {t('column.rename')}
              </Menu.Item>
              <Menu.Item
                color="error"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {t('column.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>

      <SortableContext items={items.map((item) => cardDndId(item.id))} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" className={classes.cards}>
          {items.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" className={classes.empty}>
              {t('column.empty')}
            </Text>
          )}
          {items.map((item) => (
            <KanbanCard
              key={item.id}
              item={item}
              columnId={board.id}
              columns={columns}
              canEdit={canEdit}
              {...cardProps}
            />
          ))}
        </Stack>
      </SortableContext>

      {canEdit && <AddCardForm board={board} kanbanId={kanbanId} />}

      <ConfirmModal
        opened={deleting}
        title={t('column.deleteTitle', { title: board.title })}
        message={t('column.deleteText', { count: items.length, title: board.title })}
        confirmLabel={t('column.deleteConfirm')}
        loading={writes.deleteColumn.isPending}
        onConfirm={remove}
        onClose={() => setDeleting(false)}
      />
    </section>
  );
}
