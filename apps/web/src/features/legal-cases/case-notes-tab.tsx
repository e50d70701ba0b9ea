import { Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail, CaseNote } from '@mizan/contracts';
import { IconPin, IconPinFilled, IconPinnedOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { useErrorText } from '@/lib/error-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { NoteForm, type NoteValues } from './case-note-form';
import {
  DeleteRowAction,
  EditRowAction,
  RowAction,
  TabCard,
  TabRowStack,
  tabRights,
  useConfirmedDelete,
} from './case-tab-shared';
import { caseNotesQuery, useCreateCaseNote, useDeleteCaseNote, useUpdateCaseNote } from './notes.api';

/** الملاحظات: pinned first, then the newest; add, edit, pin/unpin, delete. */
export function CaseNotesTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const notes = useQuery(caseNotesQuery(detail.id));
  const create = useCreateCaseNote(detail.id);
  const update = useUpdateCaseNote(detail.id);
  const deletion = useConfirmedDelete<CaseNote>(useDeleteCaseNote(detail.id), t('tabsPage.notes.deleted'));
  const [editingId, setEditingId] = useState<number | null>(null);
  const errorText = useErrorText();
  const { canUpdate, canCreate, canDelete } = tabRights(detail);

  const failed = (error: Error) =>
    notifications.show({ color: 'error', title: t('toasts.saveFailed'), message: errorText(error.message) });

  /** Runs a note's save; true once saved, else the failure toasted. */
  const saved = async (save: Promise<unknown>) => {
    try {
      await save;
      notifications.show({ color: 'success', message: t('toasts.noteSaved') });
      return true;
    } catch (error) {
      failed(error as Error);
      return false;
    }
  };

  const add = (values: NoteValues) => saved(create.mutateAsync(values));

  const edit = async (note: CaseNote, { body }: NoteValues) => {
    const done = await saved(update.mutateAsync({ noteId: note.id, body: { body } }));
    if (done) setEditingId(null);
    return done;
  };

  const togglePin = (note: CaseNote) =>
    update.mutate(
      { noteId: note.id, body: { pinned: !note.pinned } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'success',
            message: t(note.pinned ? 'tabsPage.notes.unpinnedToast' : 'tabsPage.notes.pinnedToast'),
          }),
        onError: failed,
      },
    );

  const list = notes.data?.notes ?? [];
  // The server sends pinned first already; keep that order even after an optimistic change.
  const ordered = [...list.filter((note) => note.pinned), ...list.filter((note) => !note.pinned)];

  return (
    <TabCard
      title={t('tabs.notes')}
      dialogs={
        <ConfirmModal
          {...deletion.modal}
          title={t('tabsPage.notes.deleteTitle')}
          message={t('tabsPage.notes.deleteText')}
        />
      }
    >
      {canCreate && <NoteForm submitLabel={t('actions.addNote')} saving={create.isPending} onSave={add} />}

      <TabRowStack
        query={notes}
        rowHeight={80}
        loadError={t('tabsPage.notes.loadError')}
        rowCount={ordered.length}
        empty={t('empty.notes')}
      >
        {ordered.map((note) => (
          <NoteCard
            key={note.id}
            note={note}
            editing={editingId === note.id}
            canUpdate={canUpdate}
            canDelete={canDelete}
            saving={update.isPending}
            onEdit={() => setEditingId(note.id)}
            onCancelEdit={() => setEditingId(null)}
            onSave={(values) => edit(note, values)}
            onTogglePin={() => togglePin(note)}
            onDelete={() => deletion.ask(note)}
          />
        ))}
      </TabRowStack>
    </TabCard>
  );
}

interface NoteCardProps {
  note: CaseNote;
  editing: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  saving: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (values: NoteValues) => Promise<boolean>;
  onTogglePin: () => void;
  onDelete: () => void;
}

function NoteCard({
  note,
  editing,
  canUpdate,
  canDelete,
  saving,
  onEdit,
  onCancelEdit,
  onSave,
  onTogglePin,
  onDelete,
}: NoteCardProps) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const edited =
    note.updatedAt !== note.createdAt && new Date(note.updatedAt).getTime() - new Date(note.createdAt).getTime() > 1000;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`note-${note.id}`}
      bg={note.pinned ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="xs" wrap="wrap" miw={0}>
            {note.pinned && (
              <Badge variant="light" leftSection={<IconPinFilled size={12} aria-hidden />} size="sm">
                {t('noteFields.pinned')}
              </Badge>
            )}
            <Text size="sm" fw={500}>
              {note.createdByName ?? t('tabsPage.notes.unknownAuthor')}
            </Text>
            <Tooltip label={time.dateTime(note.createdAt)}>
              <Text size="sm" c="dimmed" tabIndex={0}>
                {time.dateTime(note.createdAt, 'medium')}
              </Text>
            </Tooltip>
            {edited && (
              <Text size="xs" c="dimmed">
                ({t('tabsPage.notes.edited', { when: time.relativeDays(note.updatedAt) })})
              </Text>
            )}
          </Group>
          {!editing && (canUpdate || canDelete) && (
            <Group gap={4} wrap="nowrap">
              {canUpdate && (
                <>
                  <RowAction
                    tooltip={note.pinned ? t('noteFields.unpin') : t('noteFields.pin')}
                    label={t(note.pinned ? 'tabsPage.notes.unpinLabel' : 'tabsPage.notes.pinLabel')}
                    onClick={onTogglePin}
                  >
                    {note.pinned ? <IconPinnedOff size={18} aria-hidden /> : <IconPin size={18} aria-hidden />}
                  </RowAction>
                  <EditRowAction label={t('tabsPage.notes.editLabel')} onClick={onEdit} />
                </>
              )}
              {canDelete && <DeleteRowAction label={t('tabsPage.notes.deleteLabel')} onClick={onDelete} />}
            </Group>
          )}
        </Group>
        {editing ? (
          <NoteForm
            initialBody={note.body}
            submitLabel={t('actions.save')}
            saving={saving}
            onSave={onSave}
            onCancel={onCancelEdit}
          />
        ) : (
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
