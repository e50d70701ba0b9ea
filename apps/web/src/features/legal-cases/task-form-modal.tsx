import { NumberInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CaseTask, CaseTaskCreateBody } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { ApiError, setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { addDays } from '@/lib/office-time';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { DateTimeInputs } from '@/components/date-inputs';
import { CaseDialogForm } from './case-dialog-form';
import { caseOptionsQuery } from './legal-cases.api';
import { useCreateCaseTask, useUpdateCaseTask } from './tasks.api';

const DAY_MS = 24 * 3600 * 1000;

/** Whole days between a reminder and its due time (the form asks "days before"). */
export function reminderDaysBefore(dueAt: string, remindAt: string | null): number | null {
  if (!remindAt) return null;
  const days = Math.round((new Date(dueAt).getTime() - new Date(remindAt).getTime()) / DAY_MS);
  return Number.isFinite(days) && days >= 0 ? days : null;
}

export interface TaskFormModalProps {
  caseId: number;
  opened: boolean;
  /** The task to edit; none adds one. */
  task?: CaseTask | null;
  onClose: () => void;
  /** A 409 (someone else changed the task): the list should be fetched again. */
  onStale?: () => void;
}

/** Add or edit a task: title, assignee (a lawyer of the office), due date and time, reminder days before. */
export function TaskFormModal({ caseId, opened, task, onClose, onStale }: TaskFormModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <CaseDialogForm
      opened={opened}
      onClose={onClose}

      title={task ? t('tabsPage.tasks.editTitle') : t('tabsPage.tasks.addTitle')}
    >
      <TaskForm key={task?.id ?? 'new'} caseId={caseId} task={task ?? null} onSaved={onClose} onStale={onStale} />
    </CaseDialogForm>
  );
}

interface TaskValues {
  title: string;
  assigneeId: string | null;
  /** The due date and time on the office's clock. */
  due: { date: string; time: string };
  /** Whole days before the due time; empty for no reminder. */
  reminder: number | string;
}

const FIELDS = { title: 'title', assigneeId: 'assigneeId', due: 'dueAt', reminder: 'remindAt' } as const;

function TaskForm({
  caseId,
  task,
  onSaved,
  onStale,
}: {
  caseId: number;
  task: CaseTask | null;
  onSaved: () => void;
  onStale?: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const time = useOfficeTime();
  const options = useQuery(caseOptionsQuery());
  const create = useCreateCaseTask(caseId);
  const update = useUpdateCaseTask(caseId);
  const form = useForm<TaskValues>({
    initialValues: {
      title: task?.title ?? '',
      assigneeId: task?.assigneeId ? String(task.assigneeId) : null,
      due: task ? time.fromInstant(task.dueAt) : { date: '', time: '09:00' },
      reminder: task ? (reminderDaysBefore(task.dueAt, task.remindAt) ?? '') : 1,
    },
    validate: {
      title: (title) => (title.trim() ? null : t('validation.required')),
      due: (due) => (time.toInstant(due.date, due.time) ? null : t('tabsPage.tasks.dueRequired')),
      reminder: (reminder) => {
        const days = reminder === '' ? null : Number(reminder);
        return days !== null && (!Number.isInteger(days) || days < 0 || days > 365)
          ? t('tabsPage.tasks.reminderInvalid')
          : null;
      },
    },
  });

  const lawyers = (options.data?.lawyers ?? []).map((lawyer) => ({ value: String(lawyer.id), label: lawyer.fullName }));
  // The current assignee stays choosable even when no longer in the list (e.g. deactivated).
  if (task?.assigneeId && !lawyers.some((option) => option.value === String(task.assigneeId))) {
    lawyers.push({ value: String(task.assigneeId), label: task.assigneeName ?? `#${task.assigneeId}` });
  }

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { title, assigneeId, due, reminder } = form.getValues();
    const days = reminder === '' ? null : Number(reminder);
    // The same time on the office's clock, days before (24 hours a day would drift an hour over a DST change).
    const remindAt = days === null ? null : time.toInstant(addDays(due.date, -days), due.time);
    const body: CaseTaskCreateBody = {
      title: title.trim(),
      assigneeId: assigneeId ? Number(assigneeId) : null,
      dueAt: time.toInstant(due.date, due.time)!,
      remindAt,
    };
    try {
      if (task) await update.mutateAsync({ taskId: task.id, body: { ...body, version: task.version } });
      else await create.mutateAsync(body);
      notifications.show({ color: 'success', message: t('toasts.taskSaved') });
      onSaved();
    } catch (error) {
      setFieldErrors(form, error, FIELDS, errorText);
      const stale = error instanceof ApiError && error.status === 409;
      if (stale) onStale?.();
      notifications.show({
        color: stale ? 'warning' : 'error',
        title: t('toasts.saveFailed'),
        message: errorText((error as Error).message),
      });
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <TextInput
        {...form.getInputProps('title')}
        label={t('taskFields.title')}
        required
        maxLength={200}
        data-autofocus
      />
      <Select
        {...form.getInputProps('assigneeId')}
        label={t('taskFields.assignee')}
        description={t('tabsPage.tasks.assigneeHint')}
        placeholder={t('tabsPage.tasks.unassigned')}
        data={lawyers}
        clearable
        searchable
      />
      <DateTimeInputs
        {...form.getInputProps('due')}
        value={form.values.due}
        dateLabel={t('tabsPage.tasks.dueDate')}
        timeLabel={t('tabsPage.tasks.dueTime')}
        required
      />
      <NumberInput
        {...form.getInputProps('reminder')}
        label={t('tabsPage.tasks.reminderDays')}
        description={t('tabsPage.tasks.reminderHint')}
        min={0}
        max={365}
        allowDecimal={false}
        allowNegative={false}
      />
      <FormActions submitLabel={t('actions.save')} loading={create.isPending || update.isPending} />
    </DialogFormBody>
  );
}
