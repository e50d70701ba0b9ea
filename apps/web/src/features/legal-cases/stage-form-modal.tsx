import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STAGE_TYPES, YEAR_CALENDARS, type CaseStage, type StageType, type YearCalendar } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api';
import { DetailsForm, useWriteErrorToast } from './case-details-shared';
import { LegalDatesProvider, PlainDateInput } from './date-inputs';
import { caseOptionsQuery } from './legal-cases.api';
import { useCreateStage, useUpdateStage } from './stages.api';

/** The court fields of a stage, shared by adding, editing and promoting. */
export interface StageCourtValues {
  courtId: string | null;
  circuit: string;
  judge: string;
  courtCaseNumber: string;
  courtCaseYear: string;
  courtCaseYearCalendar: YearCalendar;
  filedAt: string | null;
}

export type StageCourtErrors = Partial<Record<keyof StageCourtValues | 'type' | 'endedAt', string>>;

export const stageCourtValues = (stage?: CaseStage | null): StageCourtValues => ({
  courtId: stage?.courtId ? String(stage.courtId) : null,
  circuit: stage?.circuit ?? '',
  judge: stage?.judge ?? '',
  courtCaseNumber: stage?.courtCaseNumber ?? '',
  courtCaseYear: stage?.courtCaseYear != null ? String(stage.courtCaseYear) : '',
  courtCaseYearCalendar: stage?.courtCaseYearCalendar ?? 'gregorian',
  filedAt: stage?.filedAt ?? null,
});

const toAscii = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));

/** Checks the year against its calendar; returns the error key or null. */
export function stageYearError(values: StageCourtValues): 'validation.yearGregorian' | 'validation.yearHijri' | null {
  if (!values.courtCaseYear.trim()) return null;
  const year = Number(toAscii(values.courtCaseYear.trim()));
  const [min, max] = values.courtCaseYearCalendar === 'hijri' ? [1300, 1500] : [1900, 2100];
  if (Number.isInteger(year) && year >= min && year <= max) return null;
  return values.courtCaseYearCalendar === 'hijri' ? 'validation.yearHijri' : 'validation.yearGregorian';
}

export const stageCourtBody = (values: StageCourtValues) => ({
  courtId: values.courtId ? Number(values.courtId) : null,
  circuit: values.circuit.trim(),
  judge: values.judge.trim(),
  courtCaseNumber: values.courtCaseNumber.trim(),
  courtCaseYear: values.courtCaseYear.trim() ? Number(toAscii(values.courtCaseYear.trim())) : null,
  courtCaseYearCalendar: values.courtCaseYearCalendar,
  filedAt: values.filedAt,
});

/** 400 field errors of a stage write. */
export function stageFieldErrors(error: unknown): StageCourtErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = [
    'type',
    'courtId',
    'circuit',
    'judge',
    'courtCaseNumber',
    'courtCaseYear',
    'filedAt',
    'endedAt',
  ] as const;
  const found: StageCourtErrors = {};
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) found[field] = message;
  }
  return Object.keys(found).length > 0 ? found : null;
}

export function StageCourtFields({
  values,
  onChange,
  errors,
}: {
  values: StageCourtValues;
  onChange: (values: StageCourtValues) => void;
  errors: StageCourtErrors;
}) {
  const { t, i18n } = useTranslation('legal-cases');
  const options = useQuery(caseOptionsQuery());
  const arabic = i18n.language.startsWith('ar');
  const set = <K extends keyof StageCourtValues>(key: K, value: StageCourtValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <Select
        label={t('stageFields.court')}
        data={(options.data?.courts ?? []).map((court) => ({
          value: String(court.id),
          label: (arabic ? court.nameAr : court.nameEn || court.nameAr) + (court.city ? ` (${court.city})` : ''),
        }))}
        value={values.courtId}
        onChange={(value) => set('courtId', value)}
        searchable
        clearable
        error={errors.courtId}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('stageFields.circuit')}
          value={values.circuit}
          onChange={(event) => set('circuit', event.currentTarget.value)}
          error={errors.circuit}
          maxLength={200}
        />
        <TextInput
          label={t('stageFields.judge')}
          value={values.judge}
          onChange={(event) => set('judge', event.currentTarget.value)}
          error={errors.judge}
          maxLength={200}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('stageFields.courtCaseNumber')}
          dir="ltr"
          value={values.courtCaseNumber}
          onChange={(event) => set('courtCaseNumber', event.currentTarget.value)}
          error={errors.courtCaseNumber}
          description={t('validation.digitsHint')}
          maxLength={50}
        />
        <TextInput
          label={t('stageFields.courtCaseYear')}
          dir="ltr"
          inputMode="numeric"
          value={values.courtCaseYear}
          onChange={(event) => set('courtCaseYear', event.currentTarget.value)}
          error={errors.courtCaseYear}
        />
        <Select
          label={t('stageFields.yearCalendar')}
          data={YEAR_CALENDARS.map((value) => ({ value, label: t(`yearCalendar.${value}`) }))}
          value={values.courtCaseYearCalendar}
          onChange={(value) => value && set('courtCaseYearCalendar', value as YearCalendar)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <PlainDateInput
        label={t('stageFields.filedAt')}
        value={values.filedAt}
        onChange={(value) => set('filedAt', value)}
        error={errors.filedAt}
      />
    </>
  );
}

export interface StageFormModalProps {
  caseId: number;
  opened: boolean;
  /** The stage to edit; none to add one (it becomes the current stage). */
  stage?: CaseStage | null;
  onClose: () => void;
}

export function StageFormModal({ caseId, opened, stage, onClose }: StageFormModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <FormModal opened={opened} onClose={onClose} title={stage ? t('detailsPage.editStage') : t('actions.addStage')}>
      <StageForm caseId={caseId} stage={stage ?? null} onClose={onClose} />
    </FormModal>
  );
}

function StageForm({ caseId, stage, onClose }: { caseId: number; stage: CaseStage | null; onClose: () => void }) {
  const { t } = useTranslation('legal-cases');
  const create = useCreateStage(caseId);
  const update = useUpdateStage(caseId);
  const writeError = useWriteErrorToast(caseId);
  const [type, setType] = useState<StageType>(stage?.type ?? 'firstInstance');
  const [values, setValues] = useState(stageCourtValues(stage));
  const [endedAt, setEndedAt] = useState<string | null>(stage?.endedAt ?? null);
  const [errors, setErrors] = useState<StageCourtErrors>({});

  const submit = () => {
    const yearError = stageYearError(values);
    const found: StageCourtErrors = {};
    if (yearError) found.courtCaseYear = t(yearError);
    if (endedAt && values.filedAt && endedAt < values.filedAt) found.endedAt = t('validation.invalidDate');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const handlers = {
      onSuccess: () => {
        notifications.show({
          color: 'success',
          message: stage ? t('detailsPage.stageSaved') : t('detailsPage.stageAdded'),
        });
        onClose();
      },
      onError: (error: Error) => {
        const fields = stageFieldErrors(error);
        if (fields) setErrors(fields);
        else writeError(error);
      },
    };
    if (stage) update.mutate({ stageId: stage.id, body: { type, ...stageCourtBody(values), endedAt } }, handlers);
    else create.mutate({ type, ...stageCourtBody(values) }, handlers);
  };

  return (
    <LegalDatesProvider>
      <DetailsForm onSubmit={submit}>
        <Select
          label={t('stageFields.type')}
          required
          data={STAGE_TYPES.map((value) => ({ value, label: t(`stageType.${value}`) }))}
          value={type}
          onChange={(value) => value && setType(value as StageType)}
          allowDeselect={false}
          error={errors.type}
        />
        <StageCourtFields values={values} onChange={setValues} errors={errors} />
        {stage && (
          <PlainDateInput
            label={t('stageFields.endedAt')}
            value={endedAt}
            onChange={setEndedAt}
            error={errors.endedAt}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </DetailsForm>
    </LegalDatesProvider>
  );
}
