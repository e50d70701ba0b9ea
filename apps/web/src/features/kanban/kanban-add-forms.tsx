import { KANBAN_TEXT, type KanbanBoard } from '@mizan/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useKanbanWrites } from './kanban.api';
import { useKanbanErrorText } from './kanban-text';
import classes from './kanban.module.css';

interface InlineTextFormProps {
  label: string;
  initial?: string;
  submitLabel: string;
  /** The message when left empty (a contracts text, translated). */
  emptyMessage: string;
  /** The server's field that names this text, for its 400. */
  field: string;
  loading: boolean;
  /** Saves; resolves true to close, false to stay open for another one. */
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
}

/** One line of text saved with Enter (or the button) and dropped with Esc: new cards, new columns, renames. */
function InlineTextForm({
  label,
  initial = '',
  submitLabel,
  emptyMessage,
  field,
  loading,
  onSave,
  onCancel,
}: InlineTextFormProps) {
  const { t } = useTranslation();
  const errorText = useKanbanErrorText();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const save = async () => {
    const value = text.trim();
    if (!value) return setError(errorText(emptyMessage));
    try {
      const close = await onSave(value);
      setError(undefined);
      if (close) onCancel();
      else setText('');
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fieldError(field) ?? failure.message) : String(failure);
      setError(errorText(message));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      noValidate
      className={classes.inlineForm}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextInput
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        data-autofocus
        autoFocus
        size="sm"
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={loading}>
          {submitLabel}
        </Button>
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** "Add a card" at a column's foot: opens a line for the title; Enter adds and leaves it open for the next card. */
export function AddCardForm({ board, kanbanId }: { board: KanbanBoard; kanbanId: number | undefined }) {
  const { t } = useTranslation('kanban');
  const { addCard } = useKanbanWrites(kanbanId);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        justify="flex-start"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('card.addTo', { column: board.title })}
      >
        {t('card.add')}
      </Button>
    );
  }
  return (
    <InlineTextForm
      label={t('card.titleLabel')}
      submitLabel={t('card.addSubmit')}
      emptyMessage={KANBAN_TEXT.itemTitle}
      field="itemTitle"
      loading={addCard.isPending}
      onSave={async (title) => {
        await addCard.mutateAsync({ itemTitle: title, boardName: board.title, boardId: board.id });
        return false;
      }}
      onCancel={() => setOpen(false)}
    />
  );
}

/** "Add a column" after the last column. */
export function AddColumnForm({ kanbanId }: { kanbanId: number | undefined }) {
  const { t } = useTranslation('kanban');
  const { addColumn } = useKanbanWrites(kanbanId);
  const [open, setOpen] = useState(false);
  return (
    <div className={classes.addColumn}>
      {open ? (
        <InlineTextForm
          label={t('column.titleLabel')}
          submitLabel={t('column.addSubmit')}
          emptyMessage={KANBAN_TEXT.boardTitle}
          field="title"
          loading={addColumn.isPending}
          onSave={async (title) => {
            await addColumn.mutateAsync(title);
            return true;
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          variant="light"
          fullWidth
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('column.add')}
        </Button>
      )}
    </div>
  );
}

/** The column's title as a field while it is renamed. */
export function RenameColumnForm({
  board,
  kanbanId,
  onDone,
}: {
  board: KanbanBoard;
  kanbanId: number | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('kanban');
  const { renameColumn } = useKanbanWrites(kanbanId);
  return (
    <InlineTextForm
      label={t('column.renameLabel', { title: board.title })}
      initial={board.title}
      submitLabel={t('column.renameSubmit')}
      emptyMessage={KANBAN_TEXT.boardTitle}
      field="newName"
      loading={renameColumn.isPending}
      onSave={async (newName) => {
        if (newName !== board.title) await renameColumn.mutateAsync({ boardId: board.id, newName });
        return true;
      }}
      onCancel={onDone}
    />
  );
}
