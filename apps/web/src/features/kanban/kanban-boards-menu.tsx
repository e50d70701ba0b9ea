import { KANBAN_TEXT, type KanbanSummary } from '@mizan/contracts';
import { ActionIcon, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { ability } from '@/lib/session';
import { kanbanListQuery, kanbanTeamsQuery, useCreateKanban, useDeleteKanban } from './kanban.api';
import { useKanbanErrorText } from './kanban-text';

export interface KanbanBoardsMenuProps {
  /** The kanban shown. */
  current: KanbanSummary | undefined;
  /** Opens a kanban (`undefined`: the office's). */
  onOpen: (kanbanId: number | undefined) => void;
}

/** The kanbans' groups in the chooser: the office's and office-wide ones, teams', cases'. */
const GROUP_OF = { office: 'office', own: 'office', team: 'team', case: 'case' } as const;

/** The header's kanban controls: which kanban is shown, a new one (the office's or a team's), deleting this one. */
export function KanbanBoardsMenu({ current, onOpen }: KanbanBoardsMenuProps) {
  const { t } = useTranslation('kanban');
  const errorText = useKanbanErrorText();
  const kanbans = useQuery(kanbanListQuery());
  const remove = useDeleteKanban();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // The kanban shown is offered even when the list leaves it out (a case's kanban beyond the latest ones).
  const listed = kanbans.data?.kanbans ?? [];
  const all = current && !listed.some((kanban) => kanban.id === current.id) ? [...listed, current] : listed;
  const data = (['office', 'team', 'case'] as const)
    .map((group) => ({
      group: t(`boards.groups.${group}`),
      items: all
        .filter((kanban) => GROUP_OF[kanban.scope] === group)
        .map((kanban) => ({
          value: String(kanban.id),
          label: kanban.scope === 'office' ? t('page.title') : kanban.title,
        })),
    }))
    .filter((group) => group.items.length > 0);

  const confirmDelete = () =>
    current &&
    remove.mutate(current.id, {
      onSuccess: () => {
        setDeleting(false);
        notifications.show({ color: 'success', message: t('boards.deleted', { title: current.title }) });
        onOpen(undefined);
      },
      onError: (error) => {
        setDeleting(false);
        notifications.show({ color: 'error', title: t('boards.deleteFailed'), message: errorText(error.message) });
      },
    });

  return (
    <Group gap="xs" wrap="nowrap">
      {all.length > 1 && (
        <Select
          aria-label={t('page.chooseBoard')}
          data={data}
          value={current ? String(current.id) : null}
          onChange={(value) => value && onOpen(Number(value))}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('boards.noneFound')}
          w={{ base: '100%', sm: 240 }}
        />
      )}
      {ability.can('create', 'Kanban') && (
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('boards.new')}
        </Button>
      )}
      {current && current.scope !== 'office' && ability.can('delete', 'Kanban') && (
        <Tooltip label={t('boards.delete')}>
          <ActionIcon
            variant="subtle"
            color="error"
            size="lg"
            aria-label={t('boards.delete')}
            onClick={() => setDeleting(true)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <DialogForm opened={creating} onClose={() => setCreating(false)} title={t('boards.newTitle')}>
        <NewKanbanForm
          onSaved={(kanban) => {
            setCreating(false);
            onOpen(kanban.id);
          }}
        />
      </DialogForm>
      <ConfirmModal
        opened={deleting}
        title={t('boards.deleteTitle', { title: current?.title ?? '' })}
        message={t('boards.deleteText')}
        confirmLabel={t('boards.deleteConfirm')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </Group>
  );
}

/** A new kanban's name and whose it is: the whole office's, or one of the user's teams'. */
function NewKanbanForm({ onSaved }: { onSaved: (kanban: KanbanSummary) => void }) {
  const { t } = useTranslation('kanban');
  const errorText = useKanbanErrorText();
  const teams = useQuery(kanbanTeamsQuery());
  const create = useCreateKanban();
  const form = useForm({
    initialValues: { title: '', teamId: null as string | null },
    validate: { title: (value) => (value.trim() ? null : errorText(KANBAN_TEXT.boardNameMissing)) },
  });

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { title, teamId } = form.getValues();
    try {
      onSaved(await create.mutateAsync({ title: title.trim(), teamId: teamId ? Number(teamId) : null }));
    } catch (error) {
      if (!setFieldErrors(form, error, ['title', 'teamId'], errorText)) {
        notifications.show({ color: 'error', message: errorText(error instanceof Error ? error.message : '') });
      }
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <TextInput dir="auto" label={t('boards.name')} required data-autofocus {...form.getInputProps('title')} />
      <Select
        label={t('boards.team')}
        description={t('boards.teamHint')}
        placeholder={t('boards.wholeOffice')}
        data={(teams.data?.teams ?? []).map((team) => ({ value: String(team.id), label: team.name }))}
        clearable
        nothingFoundMessage={t('boards.noTeam')}
        {...form.getInputProps('teamId')}
      />
      <FormActions submitLabel={t('boards.create')} loading={create.isPending} />
    </DialogFormBody>
  );
}
