import { Select, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { HEARING_RESULTS, type Hearing, type HearingOutcomeBody, type HearingResult } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { hearingWhen, showHearingWarnings, useWriteErrorToast } from './case-details-shared';
import { DateTimeInputs } from '@/components/date-inputs';
import { CaseDialogForm } from './case-dialog-form';
import { useRecordHearingOutcome } from './hearings.api';

export interface HearingOutcomeModalProps {
  caseId: number;
  /** The hearing whose outcome is recorded; null keeps the dialog closed. */
  hearing: Hearing | null;
  onClose: () => void;
}

/**
 * تسجيل قرار الجلسة: result, decision, postponement reason and the next hearing's date, sent in one call (the
 * server records the result and creates the next hearing together). "Postponed" needs a later next date.
 */
export function HearingOutcomeModal({ caseId, hearing, onClose }: HearingOutcomeModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <CaseDialogForm opened={hearing !== null} onClose={onClose} title={t('actions.recordOutcome')}>
      {hearing && <OutcomeForm key={hearing.id} caseId={caseId} hearing={hearing} onSaved={onClose} />}
    </CaseDialogForm>
  );
}

interface OutcomeValues {
  result: HearingResult | null;
  decision: string;
  postponementReason: string;
  /** The next hearing's date and time on the office's clock; both empty for none. */
  next: { date: string; time: string };
}

const SERVER_FIELDS = {
  result: 'result',
  next: 'nextHearingAt',
  decision: 'decision',
  postponementReason: 'postponementReason',
} as const;

function OutcomeForm({ caseId, hearing, onSaved }: { caseId: number; hearing: Hearing; onSaved: () => void }) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const time = useOfficeTime();
  const record = useRecordHearingOutcome(caseId);
  const writeError = useWriteErrorToast(caseId);
  const form = useForm<OutcomeValues>({
    initialValues: { result: null, decision: '', postponementReason: '', next: { date: '', time: '' } },
    validate: {
      result: (result) => (result ? null : t('validation.required')),
      next: (next, values) => {
        const postponed = values.result === 'postponed';
        const nextHearingAt = time.toInstant(next.date, next.time);
        if (postponed && !nextHearingAt) return t('validation.postponedNeedsNextDate');
        if ((next.date !== '' || next.time !== '') && !nextHearingAt) return t('detailsPage.dateTimeRequired');
        if (nextHearingAt && nextHearingAt <= new Date(hearing.scheduledAt).toISOString())
          return postponed ? t('validation.postponedNeedsNextDate') : t('detailsPage.nextHearingLater');
        return null;
      },
    },
  });
  const postponed = form.values.result === 'postponed';

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    const body: HearingOutcomeBody = {
      result: values.result!,
      decision: values.decision.trim(),
      postponementReason: postponed ? values.postponementReason.trim() : '',
      nextHearingAt: time.toInstant(values.next.date, values.next.time) ?? null,
    };
    try {
      const saved = await record.mutateAsync({ hearingId: hearing.id, body });
      notifications.show({
        color: 'success',
        title: t('toasts.outcomeRecorded'),
        message: saved.nextHearing
          ? t('toasts.nextHearingCreated', { when: hearingWhen(time, saved.nextHearing.scheduledAt) })
          : undefined,
      });
      showHearingWarnings(saved.warnings, t, time);
      onSaved();
    } catch (error) {
      const fields = setFieldErrors(form, error, SERVER_FIELDS, errorText);
      if (!fields) return writeError(error);
      // A postponed hearing's next date: our own words for what the server refused.
      if (fields.nextHearingAt && postponed) form.setFieldError('next', t('validation.postponedNeedsNextDate'));
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Text size="sm" c="dimmed">
        {t('detailsPage.hearingOf', { when: hearingWhen(time, hearing.scheduledAt) })}
        {hearing.venue ? ` · ${hearing.venue}` : ''}
      </Text>
      <Select
        {...form.getInputProps('result')}
        label={t('hearingFields.result')}
        required
        data={HEARING_RESULTS.map((value) => ({ value, label: t(`hearingResult.${value}`) }))}
        data-autofocus
      />
      <Textarea
        {...form.getInputProps('decision')}
        label={t('hearingFields.decision')}
        autosize
        minRows={3}
        maxLength={5000}
      />
      {postponed && (
        <Textarea
          {...form.getInputProps('postponementReason')}
          label={t('hearingFields.postponementReason')}
          autosize
          minRows={2}
          maxLength={2000}
        />
      )}
      <DateTimeInputs
        {...form.getInputProps('next')}
        value={form.values.next}
        dateLabel={t('hearingFields.nextHearingAt')}
        timeLabel={t('hearingFields.time')}
        required={postponed}
      />
      <Text size="xs" c="dimmed" mt={-8}>
        {t('detailsPage.nextHearingHint')}
      </Text>
      <FormActions submitLabel={t('actions.save')} loading={record.isPending} />
    </DialogFormBody>
  );
}
