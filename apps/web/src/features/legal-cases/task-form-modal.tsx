import { NumberInput, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CaseTask, CaseTaskCreateBody } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/form-modal';
import { ModalForm } from '@/components/modal-form';
import { ApiError, fieldErrors } from '@/lib/api';
import { addDays } from '@/lib/office-time';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { DateTimeInputs, LegalDatesProvider } from './date-inputs';
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
    <FormModal
      opened={opened}
      onClose={onClose}
      title={task ? t('tabsPage.tasks.editTitle') : t('tabsPage.tasks.addTitle')}
    >
      <LegalDatesProvider>
        <TaskForm caseId={caseId} task={task ?? null} onClose={onClose} onStale={onStale} />
      </LegalDatesProvider>
    </FormModal>
  );
}

type Errors = Partial<Record<'title' | 'assigneeId' | 'dueAt' | 'remindAt', string>>;

function TaskForm({
  caseId,
  task,
  onClose,
  onStale,
}: {
  caseId: number;
  task: CaseTask | null;
  onClose: () => void;
  onStale?: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const options = useQuery(caseOptionsQuery());
  const create = useCreateCaseTask(caseId);
  const update = useUpdateCaseTask(caseId);
  const [title, setTitle] = useState(task?.title ?? '');
  const [assigneeId, setAssigneeId] = useState<string | null>(task?.assigneeId ? String(task.assigneeId) : null);
  const [due, setDue] = useState(() => (task ? time.fromInstant(task.dueAt) : { date: '', time: '09:00' }));
  const [reminder, setReminder] = useState<number | string>(
    task ? (reminderDaysBefore(task.dueAt, task.remindAt) ?? '') : 1,
  );
  const [errors, setErrors] = useState<Errors>({});

  const lawyers = (options.data?.lawyers ?? []).map((lawyer) => ({ value: String(lawyer.id), label: lawyer.fullName }));
  // The current assignee stays choosable even when no longer in the list (e.g. deactivated).
  if (task?.assigneeId && !lawyers.some((option) => option.value === String(task.assigneeId))) {
    lawyers.push({ value: String(task.assigneeId), label: task.assigneeName ?? `#${task.assigneeId}` });
  }

  const submit = () => {
    const next: Errors = {};
    const dueAt = time.toInstant(due.date, due.time);
    if (!title.trim()) next.title = t('validation.required');
    if (!dueAt) next.dueAt = t('tabsPage.tasks.dueRequired');
    const days = reminder === '' ? null : Number(reminder);
    if (days !== null && (!Number.isInteger(days) || days < 0 || days > 365))
      next.remindAt = t('tabsPage.tasks.reminderInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0 || !dueAt) return;

    // The same time on the office's clock, days before (24 hours a day would drift an hour over a DST change).
    const remindAt = days === null ? null : time.toInstant(addDays(due.date, -days), due.time);
    const body: CaseTaskCreateBody = {
      title: title.trim(),
      assigneeId: assigneeId ? Number(assigneeId) : null,
      dueAt,
      remindAt,
    };
    const onSuccess = () => {
      notifications.show({ color: 'success', message: t('toasts.taskSaved') });
      onClose();
    };
    const onError = (error: Error) => {
      const fields = fieldErrors(error, ['title', 'assigneeId', 'dueAt', 'remindAt'] as const);
      if (fields) setErrors(fields);
      if (error instanceof ApiError && error.status === 409) onStale?.();
      notifications.show({
        color: error instanceof ApiError && error.status === 409 ? 'warning' : 'error',
        title: t('toasts.saveFailed'),
        message: error.message,
      });
    };
    if (task) update.mutate({ taskId: task.id, body: { ...body, version: task.version } }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <ModalForm onSubmit={submit}>
      <TextInput
        label={t('taskFields.title')}
        required
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
        data-autofocus
      />
      <Select
        label={t('taskFields.assignee')}
        description={t('tabsPage.tasks.assigneeHint')}
        placeholder={t('tabsPage.tasks.unassigned')}
        data={lawyers}
        value={assigneeId}
        onChange={setAssigneeId}
        clearable
        searchable
        error={errors.assigneeId}
      />
      <DateTimeInputs
        value={due}
        onChange={setDue}
        dateLabel={t('tabsPage.tasks.dueDate')}
        timeLabel={t('tabsPage.tasks.dueTime')}
        error={errors.dueAt}
        required
      />
      <NumberInput
        label={t('tabsPage.tasks.reminderDays')}
        description={t('tabsPage.tasks.reminderHint')}
        min={0}
        max={365}
        allowDecimal={false}
        allowNegative={false}
        value={reminder}
        onChange={setReminder}
        error={errors.remindAt}
      />
      <FormActions submitLabel={t('actions.save')} loading={create.isPending || update.isPending} onCancel={onClose} />
    </ModalForm>
  );
}
