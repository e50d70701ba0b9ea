import { Group, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CALENDAR_KINDS, CALENDAR_TEXT, type CalendarEvent, type CalendarScope } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { DateTimeInputs, PlainDateInput } from '@/components/date-inputs';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { PeopleMultiSelect } from '@/components/people-multi-select';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { useSessionUser } from '@/lib/session';
import { calendarGuestsQuery, type ScopeChoice, useCalendarMutations } from './calendar.api';
import { type CalendarFormValues, eventBody, eventTimes } from './calendar-form-model';
import { CalendarRepeatFields } from './calendar-repeat-fields';
import { CalendarScopeChoice } from './calendar-scope-choice';

/** What the drawer edits: a new event's values, or a stored event (its occurrence for a series). */
export type CalendarDrawerState =
  { mode: 'new'; values: CalendarFormValues } | { mode: 'edit'; event: CalendarEvent; values: CalendarFormValues };

export interface CalendarDrawerProps {
  state: CalendarDrawerState | null;
  onClose: () => void;
}

/** The event's drawer: add, edit and delete; for an occurrence of a series, which occurrences a change concerns. */
export function CalendarDrawer({ state, onClose }: CalendarDrawerProps) {
  const { t } = useTranslation('calendar');
  return (
    <DialogForm
      opened={state !== null}
      onClose={onClose}
      title={t(state?.mode === 'edit' ? 'drawer.editTitle' : 'drawer.addTitle')}
      variant="drawer"
      size="md"
    >
      {state && (
        <EventForm
          key={
            state.mode === 'edit'
              ? `${state.event.id}-${state.event.start}-${state.event.extendedProps.version}`
              : 'new'
          }
          state={state}
          onSaved={onClose}
        />
      )}
    </DialogForm>
  );
}

const FIELDS = {
  title: 'title',
  start: 'start',
  end: 'end',
  calendar: 'extendedProps.calendar',
  guests: 'extendedProps.guests',
} as const;

function EventForm({ state, onSaved }: { state: CalendarDrawerState; onSaved: () => void }) {
  const { t } = useTranslation('calendar');
  const office = useOfficeTime();
  const errorText = useErrorText(['calendar:errors', CALENDAR_TEXT]);
  const { create, update, remove } = useCalendarMutations();
  const event = state.mode === 'edit' ? state.event : null;
  const me = useSessionUser();
  const ownerId = event?.extendedProps.ownerId ?? me?.id;
  // Whom to invite: the office's active users but the owner; a guest who has left since keeps a pill of their own.
  const active = useQuery(calendarGuestsQuery()).data?.guests;
  const people = active
    ? [
        ...active.filter((person) => person.id !== ownerId),
        ...(event?.extendedProps.guests ?? [])
          .filter((id) => !active.some((person) => person.id === id))
          .map((id) => ({ id, name: t('drawer.formerGuest'), img: null })),
      ]
    : [];
  const series = event?.extendedProps.recurrence != null || event?.extendedProps.seriesId != null;
  const [scope, setScope] = useState<CalendarScope>('this');
  const [deleting, setDeleting] = useState(false);
  const form = useForm<CalendarFormValues>({
    initialValues: state.values,
    validate: {
      title: (value) => (value.trim() ? null : errorText(CALENDAR_TEXT.title)),
      start: (value, values) => (value.date && (values.allDay || value.time) ? null : errorText(CALENDAR_TEXT.instant)),
      end: (_, values) => {
        const times = eventTimes(values, office);
        return times && times.end < times.start ? errorText(CALENDAR_TEXT.endBeforeStart) : null;
      },
    },
  });
  const values = form.getValues();
  const choice = (): ScopeChoice | undefined =>
    event && series ? { scope, occurrenceStart: event.extendedProps.occurrenceStart ?? event.start } : undefined;

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const body = eventBody(form.getValues(), office);
    if (!body) return;
    try {
      if (event) {
        await update.mutateAsync({
          id: event.extendedProps.seriesId ?? event.id,
          body: { ...body, version: event.extendedProps.version, ...choice() },
        });
      } else await create.mutateAsync(body);
      notifications.show({ color: 'success', message: t(event ? 'toasts.saved' : 'toasts.created') });
      onSaved();
    } catch (error) {
      if (!setFieldErrors(form, error, FIELDS, errorText))
        notifications.show({
          color: 'error',
          message: errorText(error instanceof Error ? error.message : String(error)),
        });
    }
  };

  const confirmDelete = () => {
    if (!event) return;
    remove.mutate(
      { id: event.extendedProps.seriesId ?? event.id, choice: choice() },
      {
        onSuccess: () => {
          setDeleting(false);
          notifications.show({ color: 'success', message: t('toasts.deleted') });
          onSaved();
        },
        onError: (error) => notifications.show({ color: 'error', message: errorText(error.message) }),
      },
    );
  };

  const scopeChoice = series && <CalendarScopeChoice value={scope} onChange={setScope} />;

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <TextInput dir="auto" label={t('drawer.eventTitle')} required {...form.getInputProps('title')} data-autofocus />
      <Select
        label={t('drawer.kind')}
        data={CALENDAR_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        allowDeselect={false}
        {...form.getInputProps('calendar')}
      />
      <Switch label={t('drawer.allDay')} {...form.getInputProps('allDay', { type: 'checkbox' })} />
      {values.allDay ? (
        <Group grow align="flex-start" gap="sm">
          <PlainDateInput
            label={t('drawer.startDate')}
            required
            value={values.start.date || null}
            onChange={(date) => form.setFieldValue('start', { ...values.start, date: date ?? '' })}
            error={form.errors.start}
          />
          <PlainDateInput
            label={t('drawer.endDate')}
            value={values.end.date || null}
            onChange={(date) => form.setFieldValue('end', { ...values.end, date: date ?? '' })}
            error={form.errors.end}
          />
        </Group>
      ) : (
        <>
          <DateTimeInputs
            required
            dateLabel={t('drawer.startDate')}
            timeLabel={t('drawer.startTime')}
            value={values.start}
            onChange={(next) => form.setFieldValue('start', next)}
            error={form.errors.start}
          />
          <DateTimeInputs
            dateLabel={t('drawer.endDate')}
            timeLabel={t('drawer.endTime')}
            value={values.end}
            onChange={(next) => form.setFieldValue('end', next)}
            error={form.errors.end}
          />
        </>
      )}
      {values.start.date && (
        <Text size="xs" c="dimmed">
          {office.date(values.start.date)}
        </Text>
      )}
      <TextInput dir="auto" label={t('drawer.location')} {...form.getInputProps('location')} />
      <Textarea
        dir="auto"
        label={t('drawer.description')}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('description')}
      />
      <PeopleMultiSelect
        label={t('drawer.guests')}
        people={people}
        nothingFoundMessage={t('drawer.noGuest')}
        {...form.getInputProps('guests')}
      />
      <CalendarRepeatFields form={form} />
      {scopeChoice}
      <FormActions
        submitLabel={t('drawer.save')}
        loading={create.isPending || update.isPending}
        onDelete={event ? () => setDeleting(true) : undefined}
        deleteLabel={t('drawer.delete')}
      />
      <ConfirmModal
        opened={deleting}
        title={t('drawer.deleteTitle')}
        message={
          <Stack gap="sm">
            <Text size="sm">{t('drawer.deleteText', { title: event?.title ?? '' })}</Text>
            {scopeChoice}
          </Stack>
        }
        confirmLabel={t('drawer.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </DialogFormBody>
  );
}
