import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KanbanBoard, KanbanItem } from '@mizan/contracts';
import { ActionIcon, Avatar, Badge, Group, Image, Menu, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBriefcase,
  IconCalendarDue,
  IconGripVertical,
  IconMessage,
  IconPaperclip,
} from '@tabler/icons-react';
import type { KeyboardEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { UserText } from '@/components/user-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { cardDndId } from './kanban-dnd';
import classes from './kanban.module.css';

/** Past due: red; due within two days: orange; later: plain. */
export function dueColor(days: number | null): string | undefined {
  if (days === null) return undefined;
  if (days < 0) return 'error';
  return days <= 2 ? 'warning' : undefined;
}

interface CardViewProps {
  item: KanbanItem;
  /** The copy under the pointer while dragging. */
  overlay?: boolean;
  onOpen?: () => void;
  /** The drag handle and the "move to" menu, when the card can move. */
  handle?: ReactNode;
  menu?: ReactNode;
}

/** What a card shows: cover, labels, title, due date, members and counts. */
export function KanbanCardView({ item, overlay, onOpen, handle, menu }: CardViewProps) {
  const { t } = useTranslation('kanban');
  const time = useOfficeTime();
  const days = item.dueDate ? time.daysFromToday(item.dueDate) : null;
  const color = dueColor(days);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.card}
      data-overlay={overlay || undefined}
      shadow={overlay ? 'md' : 'xs'}
    >
      {item.image && (
        <Image
          src={item.image}
          alt={t('attachments.coverAlt', { title: item.title })}
          loading="lazy"
          className={classes.cover}
        />
      )}
      <div className={classes.cardBody}>
        {item.labels.length > 0 && (
          <Group gap={4} mb={6}>
            {item.labels.map((label) => (
              <Badge key={label} size="xs" variant="light" radius="sm">
                <UserText inherit span>
                  {label}
                </UserText>
              </Badge>
            ))}
          </Group>
        )}
        <Group gap={4} wrap="nowrap" align="flex-start">
          {handle}
          <UnstyledButton onClick={onOpen} className={classes.cardTitle} aria-haspopup="dialog">
            <UserText size="sm" fw={500}>
              {item.title}
            </UserText>
          </UnstyledButton>
          {menu}
        </Group>
        <Group justify="space-between" gap="xs" mt={8} wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            {item.dueDate && (
              <Badge
                size="sm"
                variant={color ? 'light' : 'default'}
                color={color ?? 'gray'}
                leftSection={<IconCalendarDue size={12} aria-hidden />}
                data-due={color ?? 'later'}
                title={t('card.due', { date: time.date(item.dueDate, 'medium') })}
              >
                {/* The Gregorian date alone fits the badge; the title gives it with the Hijri date. */}
                {time.dateParts(item.dueDate, 'medium')?.gregorian ?? item.dueDate}
              </Badge>
            )}
            {item.case && (
              <Badge
                size="sm"
                variant="light"
                leftSection={<IconBriefcase size={12} aria-hidden />}
                title={t('card.case', { label: `${item.case.fileNumber} · ${item.case.title}` })}
              >
                <Ltr>{item.case.fileNumber}</Ltr>
              </Badge>
            )}
            {item.commentsCount > 0 && (
              <Group gap={2} c="dimmed" aria-label={t('card.comments', { count: item.commentsCount })}>
                <IconMessage size={14} aria-hidden />
                <Text size="xs">{item.commentsCount}</Text>
              </Group>
            )}
            {item.attachments > 0 && (
              <Group gap={2} c="dimmed" aria-label={t('card.attachments', { count: item.attachments })}>
                <IconPaperclip size={14} aria-hidden />
                <Text size="xs">{item.attachments}</Text>
              </Group>
            )}
          </Group>
          {item.members.length > 0 && (
            <Avatar.Group spacing="xs">
              {item.members.slice(0, 3).map((member) => (
                <Tooltip key={member.id} label={member.name} withArrow>
                  <Avatar src={member.img} name={member.name} alt={member.name} size="sm" color="initials" />
                </Tooltip>
              ))}
              {item.members.length > 3 && <Avatar size="sm">+{item.members.length - 3}</Avatar>}
            </Avatar.Group>
          )}
        </Group>
      </div>
    </Paper>
  );
}

interface KanbanCardProps {
  item: KanbanItem;
  columnId: number;
  columns: KanbanBoard[];
  canEdit: boolean;
  onOpenCard: (itemId: number) => void;
  onMoveTo: (itemId: number, boardId: number) => void;
}

/**
 * A card in its column. A mouse or a finger drags it from anywhere on it; the keyboard from its handle (Space), since
 * Enter on the title opens it. The "move to" menu moves it to another column without dragging (on a phone above all).
 */
export function KanbanCard({ item, columnId, columns, canEdit, onOpenCard, onMoveTo }: KanbanCardProps) {
  const { t } = useTranslation('kanban');
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: cardDndId(item.id),
    data: { columnId },
    disabled: !canEdit,
  });
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const style = { transform: CSS.Translate.toString(transform), transition: transition };
  const others = columns.filter((column) => column.id !== columnId);

  const handle = canEdit && (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      className={classes.handle}
      {...attributes}
      aria-label={t('card.drag', { title: item.title })}
      // dnd-kit types its listeners loosely (`Function`); the keyboard sensor's is a keydown handler.
      onKeyDown={onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
    >
      <IconGripVertical size={14} aria-hidden />
    </ActionIcon>
  );
  const menu = canEdit && others.length > 0 && (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('card.moveTo', { title: item.title })}>
          <IconArrowsExchange size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('card.moveToLabel')}</Menu.Label>
        {others.map((column) => (
          <Menu.Item key={column.id} onClick={() => onMoveTo(item.id, column.id)}>
            {column.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <div
      ref={setNodeRef}
      style={style}
      className={classes.cardSlot}
      data-dragging={isDragging || undefined}
      data-card-id={item.id}
      {...pointerListeners}
    >
      <KanbanCardView item={item} onOpen={() => onOpenCard(item.id)} handle={handle} menu={menu} />
    </div>
  );
}
