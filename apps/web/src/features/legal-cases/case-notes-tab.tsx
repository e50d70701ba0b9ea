import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail, CaseNote } from '@mizan/contracts';
import { IconPencil, IconPin, IconPinFilled, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ability } from '@/lib/session';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { mayChangeCase } from './case-details-shared';
import { SkeletonRows, TabQueryStates, useConfirmedDelete } from './case-tab-shared';
import { caseNotesQuery, useCreateCaseNote, useDeleteCaseNote, useUpdateCaseNote } from './notes.api';

const NOTE_MAX = 5000;

/** Ctrl+Enter (⌘+Enter on a Mac) submits a note's textarea. */
const submitsOnShortcut = (submit: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    submit();
  }
};

/** الملاحظات: pinned first, then the newest; add, edit, pin/unpin, delete. */
export function CaseNotesTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const notes = useQuery(caseNotesQuery(detail.id));
  const create = useCreateCaseNote(detail.id);
  const update = useUpdateCaseNote(detail.id);
  const deletion = useConfirmedDelete<CaseNote>(useDeleteCaseNote(detail.id), t('tabsPage.notes.deleted'));
  const [draft, setDraft] = useState('');
  const [pinNew, setPinNew] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const canUpdate = mayChangeCase(detail);
  const canCreate = canUpdate && ability.can('create', 'LegalCase');
  const canDelete = canUpdate && ability.can('delete', 'LegalCase');

  const failed = (error: Error) =>
    notifications.show({ color: 'error', title: t('toasts.saveFailed'), message: error.message });

  const add = () => {
    const body = draft.trim();
    if (!body) {
      setDraftError(t('tabsPage.notes.required'));
      return;
    }
    if (create.isPending) return;
    create.mutate(
      { body, pinned: pinNew },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('toasts.noteSaved') });
          setDraft('');
          setPinNew(false);
          setDraftError(null);
        },
        onError: failed,
      },
    );
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
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('tabs.notes')}
        </Title>
        {canCreate && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('noteFields.body')}
                placeholder={t('tabsPage.notes.placeholder')}
                description={t('tabsPage.notes.submitHint')}
                autosize
                minRows={3}
                maxRows={12}
                maxLength={NOTE_MAX}
                value={draft}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  setDraftError(null);
                }}
                onKeyDown={submitsOnShortcut(add)}
                error={draftError}
              />
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Checkbox
                  label={t('tabsPage.notes.pinNew')}
                  checked={pinNew}
                  onChange={(event) => setPinNew(event.currentTarget.checked)}
                />
                <Button type="submit" loading={create.isPending}>
                  {t('actions.addNote')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}

        <TabQueryStates
          query={notes}
          loading={<SkeletonRows count={3} height={80} />}
          loadError={t('tabsPage.notes.loadError')}
          isEmpty={() => ordered.length === 0}
          empty={t('empty.notes')}
        >
          {() => (
            <Stack gap="sm">
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
                  onSave={(body) =>
                    update.mutate(
                      { noteId: note.id, body: { body } },
                      {
                        onSuccess: () => {
                          notifications.show({ color: 'success', message: t('toasts.noteSaved') });
                          setEditingId(null);
                        },
                        onError: failed,
                      },
                    )
                  }
                  onTogglePin={() => togglePin(note)}
                  onDelete={() => deletion.ask(note)}
                />
              ))}
            </Stack>
          )}
        </TabQueryStates>
      </Stack>
      <ConfirmModal
        {...deletion.modal}
        title={t('tabsPage.notes.deleteTitle')}
        message={t('tabsPage.notes.deleteText')}
      />
    </Card>
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
  onSave: (body: string) => void;
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
  const [text, setText] = useState(note.body);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!text.trim()) {
      setError(t('tabsPage.notes.required'));
      return;
    }
    onSave(text.trim());
  };
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
                  <Tooltip label={note.pinned ? t('noteFields.unpin') : t('noteFields.pin')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={onTogglePin}
                      aria-label={t(note.pinned ? 'tabsPage.notes.unpinLabel' : 'tabsPage.notes.pinLabel')}
                    >
                      {note.pinned ? <IconPinnedOff size={18} aria-hidden /> : <IconPin size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('actions.edit')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => {
                        setText(note.body);
                        onEdit();
                      }}
                      aria-label={t('tabsPage.notes.editLabel')}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
              {canDelete && (
                <Tooltip label={t('actions.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="error"
                    onClick={onDelete}
                    aria-label={t('tabsPage.notes.deleteLabel')}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          )}
        </Group>
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('noteFields.body')}
                description={t('tabsPage.notes.submitHint')}
                autosize
                minRows={3}
                maxRows={12}
                maxLength={NOTE_MAX}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setError(null);
                }}
                onKeyDown={submitsOnShortcut(save)}
                error={error}
                data-autofocus
                autoFocus
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onCancelEdit}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" loading={saving}>
                  {t('actions.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
