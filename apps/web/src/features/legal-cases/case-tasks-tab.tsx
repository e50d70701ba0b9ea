import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseDetail, CaseTask } from '@mizan/contracts';
import { IconBell, IconCalendarDue, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { ApiError } from '@/lib/api';
import { OfficeZoneLabel, useOfficeTime } from '@/lib/office-time-hooks';
import {
  AddButton,
  DeleteRowAction,
  EditRowAction,
  TabCard,
  TabRowStack,
  tabRights,
  useConfirmedDelete,
} from './case-tab-shared';
import { reminderDaysBefore, TaskFormModal } from './task-form-modal';
import { caseTasksQuery, useDeleteCaseTask, useUpdateCaseTask } from './tasks.api';

/** A task due within this many days is highlighted. */
const DUE_SOON_DAYS = 3;

/** A due time already gone (an open task past it is overdue). */
const isPast = (instant: string) => new Date(instant).getTime() < Date.now();

/** المهام والمواعيد: open tasks first by due date (overdue in red), then the done ones. */
export function CaseTasksTab({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('legal-cases');
  const tasks = useQuery(caseTasksQuery(detail.id));
  const update = useUpdateCaseTask(detail.id);
  const deletion = useConfirmedDelete<CaseTask>(useDeleteCaseTask(detail.id), t('tabsPage.tasks.deleted'));
  const [editing, setEditing] = useState<CaseTask | 'new' | null>(null);
  const { canUpdate, canCreate, canDelete } = tabRights(detail);

  const list = tasks.data?.tasks ?? [];
  const open = list.filter((task) => !task.completed);
  const done = list.filter((task) => task.completed);

  const staleOrError = (error: Error) => {
    const stale = error instanceof ApiError && error.status === 409;
    notifications.show({
      color: stale ? 'warning' : 'error',
      title: t('toasts.saveFailed'),
      message: stale ? `${error.message} — ${t('tabsPage.common.reloaded')}` : error.message,
    });
    if (stale) void tasks.refetch();
  };

  const toggle = (task: CaseTask) =>
    update.mutate(
      { taskId: task.id, body: { completed: !task.completed, version: task.version } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'success',
            message: t(task.completed ? 'activity.task.reopened' : 'activity.task.completed'),
          }),
        onError: staleOrError,
      },
    );

  const row = (task: CaseTask) => (
    <TaskRow
      key={task.id}
      task={task}
      canUpdate={canUpdate}
      canDelete={canDelete}
      onToggle={() => toggle(task)}
      onEdit={() => setEditing(task)}
      onDelete={() => deletion.ask(task)}
    />
  );

  return (
    <TabCard
      title={
        <>
          {t('tabs.tasks')} <OfficeZoneLabel />
        </>
      }
      action={canCreate && <AddButton onClick={() => setEditing('new')}>{t('actions.addTask')}</AddButton>}
      dialogs={
        <>
          <TaskFormModal
            caseId={detail.id}
            opened={editing !== null}
            task={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onStale={() => void tasks.refetch()}
          />
          <ConfirmModal
            {...deletion.modal}
            title={t('tabsPage.tasks.deleteTitle')}
            message={t('tabsPage.tasks.deleteText', { title: deletion.deleting?.title ?? '' })}
          />
        </>
      }
    >
      <TabRowStack
        query={tasks}
        rowHeight={64}
        loadError={t('tabsPage.tasks.loadError')}
        rowCount={list.length}
        empty={t('empty.tasks')}
      >
        {open.map(row)}
        {done.length > 0 && (
          <Text size="sm" fw={600} c="dimmed" mt="xs">
            {t('tabsPage.tasks.doneSection')} ({done.length})
          </Text>
        )}
        {done.map(row)}
      </TabRowStack>
    </TabCard>
  );
}

interface TaskRowProps {
  task: CaseTask;
  canUpdate: boolean;
  canDelete: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function TaskRow({ task, canUpdate, canDelete, onToggle, onEdit, onDelete }: TaskRowProps) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const days = time.daysFromToday(task.dueAt);
  const overdue = !task.completed && isPast(task.dueAt);
  const soon = !task.completed && !overdue && days !== null && days <= DUE_SOON_DAYS;
  const reminder = reminderDaysBefore(task.dueAt, task.remindAt);
  const dueColor = overdue ? 'error' : soon ? 'warning' : undefined;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`task-${task.id}`}
      style={overdue ? { borderColor: 'var(--mantine-color-error-filled)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={2}
          checked={task.completed}
          disabled={!canUpdate}
          onChange={onToggle}
          aria-label={t('tabsPage.tasks.markDone', { title: task.title })}
        />
        <Stack gap={4} flex={1} miw={0}>
          <Text
            fw={500}
            td={task.completed ? 'line-through' : undefined}
            c={task.completed ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {task.title}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconCalendarDue size={14} aria-hidden />
              <Text size="sm" c={dueColor ?? 'dimmed'}>
                {time.dateTime(task.dueAt, 'medium')}
              </Text>
            </Group>
            {!task.completed && (
              <Badge variant="light" color={dueColor ?? 'gray'} size="sm">
                {overdue && days === 0 ? t('dates.overdue') : time.relativeDays(task.dueAt)}
              </Badge>
            )}
            {soon && (
              <Badge variant="filled" color="warning" size="sm">
                {t('tabsPage.tasks.dueSoon')}
              </Badge>
            )}
            {task.completed && task.completedAt && (
              <Text size="xs" c="dimmed">
                {t('taskFields.completedAt')}: {time.dateTime(task.completedAt, 'medium')}
              </Text>
            )}
          </Group>
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconUser size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {task.assigneeName ?? t('tabsPage.tasks.unassigned')}
              </Text>
            </Group>
            {reminder !== null && (
              <Group gap={4} wrap="nowrap">
                <IconBell size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  {reminder === 0
                    ? t('tabsPage.tasks.remindSameDay')
                    : t('tabsPage.tasks.remindBefore', { count: reminder })}
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
        {(canUpdate || canDelete) && (
          <Group gap={4} wrap="nowrap">
            {canUpdate && (
              <EditRowAction label={t('tabsPage.tasks.editLabel', { title: task.title })} onClick={onEdit} />
            )}
            {canDelete && (
              <DeleteRowAction label={t('tabsPage.tasks.deleteLabel', { title: task.title })} onClick={onDelete} />
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
