import { Button, Group, Select, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HEARING_RESULTS, type Hearing, type HearingOutcomeBody, type HearingResult } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { DetailsForm, hearingWhen, showHearingWarnings, useWriteErrorToast } from './case-details-shared';
import { DateTimeInputs, LegalDatesProvider } from './date-inputs';
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
    <FormModal opened={hearing !== null} onClose={onClose} title={t('actions.recordOutcome')}>
      {hearing && <OutcomeForm caseId={caseId} hearing={hearing} onClose={onClose} />}
    </FormModal>
  );
}

type Field = 'result' | 'nextHearingAt' | 'decision' | 'postponementReason';

function OutcomeForm({ caseId, hearing, onClose }: { caseId: number; hearing: Hearing; onClose: () => void }) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const record = useRecordHearingOutcome(caseId);
  const writeError = useWriteErrorToast(caseId);
  const [result, setResult] = useState<HearingResult | null>(null);
  const [decision, setDecision] = useState('');
  const [postponementReason, setPostponementReason] = useState('');
  const [next, setNext] = useState({ date: '', time: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const postponed = result === 'postponed';

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    const typed = next.date !== '' || next.time !== '';
    const nextHearingAt = time.toInstant(next.date, next.time);
    if (!result) found.result = t('validation.required');
    if (postponed && !nextHearingAt) found.nextHearingAt = t('validation.postponedNeedsNextDate');
    else if (typed && !nextHearingAt) found.nextHearingAt = t('detailsPage.dateTimeRequired');
    else if (nextHearingAt && nextHearingAt <= new Date(hearing.scheduledAt).toISOString()) {
      found.nextHearingAt = postponed ? t('validation.postponedNeedsNextDate') : t('detailsPage.nextHearingLater');
    }
    setErrors(found);
    if (!result || Object.keys(found).length > 0) return;
    const body: HearingOutcomeBody = {
      result,
      decision: decision.trim(),
      postponementReason: postponed ? postponementReason.trim() : '',
      nextHearingAt: nextHearingAt ?? null,
    };
    record.mutate(
      { hearingId: hearing.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'success',
            title: t('toasts.outcomeRecorded'),
            message: saved.nextHearing
              ? t('toasts.nextHearingCreated', { when: hearingWhen(time, saved.nextHearing.scheduledAt) })
              : undefined,
          });
          showHearingWarnings(saved.warnings, t, time);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const fields: Partial<Record<Field, string>> = {};
            for (const field of ['result', 'nextHearingAt', 'decision', 'postponementReason'] as const) {
              const message = error.fieldError(field);
              if (message)
                fields[field] =
                  field === 'nextHearingAt' && postponed ? t('validation.postponedNeedsNextDate') : message;
            }
            if (Object.keys(fields).length > 0) {
              setErrors(fields);
              return;
            }
          }
          writeError(error);
        },
      },
    );
  };

  return (
    <LegalDatesProvider>
      <DetailsForm onSubmit={submit}>
        <Text size="sm" c="dimmed">
          {t('detailsPage.hearingOf', { when: hearingWhen(time, hearing.scheduledAt) })}
          {hearing.venue ? ` · ${hearing.venue}` : ''}
        </Text>
        <Select
          label={t('hearingFields.result')}
          required
          data={HEARING_RESULTS.map((value) => ({ value, label: t(`hearingResult.${value}`) }))}
          value={result}
          onChange={(value) => setResult(value as HearingResult | null)}
          error={errors.result}
          data-autofocus
        />
        <Textarea
          label={t('hearingFields.decision')}
          autosize
          minRows={3}
          maxLength={5000}
          value={decision}
          onChange={(event) => setDecision(event.currentTarget.value)}
          error={errors.decision}
        />
        {postponed && (
          <Textarea
            label={t('hearingFields.postponementReason')}
            autosize
            minRows={2}
            maxLength={2000}
            value={postponementReason}
            onChange={(event) => setPostponementReason(event.currentTarget.value)}
            error={errors.postponementReason}
          />
        )}
        <DateTimeInputs
          value={next}
          onChange={setNext}
          dateLabel={t('hearingFields.nextHearingAt')}
          timeLabel={t('hearingFields.time')}
          error={errors.nextHearingAt}
          required={postponed}
        />
        <Text size="xs" c="dimmed" mt={-8}>
          {t('detailsPage.nextHearingHint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </DetailsForm>
    </LegalDatesProvider>
  );
}
