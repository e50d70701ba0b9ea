import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  STAGE_TYPES,
  toAsciiDigits,
  YEAR_CALENDARS,
  type CaseOptions,
  type StageType,
  type YearCalendar,
} from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { todayIso } from './case-form-basics';
import { PlainDateInput } from '@/components/date-inputs';

/** Step 3 (optional): the first court stage. */
export interface StageDraft {
  type: StageType | null;
  courtId: string | null;
  circuit: string;
  judge: string;
  courtCaseNumber: string;
  courtCaseYear: string;
  calendar: YearCalendar;
  filedAt: string | null;
}

export const emptyStage = (): StageDraft => ({
  type: null,
  courtId: null,
  circuit: '',
  judge: '',
  courtCaseNumber: '',
  courtCaseYear: '',
  calendar: 'gregorian',
  filedAt: null,
});

/** Whether the user typed anything into the stage step. */
export const stageTouched = (stage: StageDraft) =>
  Boolean(
    stage.type ||
    stage.courtId ||
    stage.circuit.trim() ||
    stage.judge.trim() ||
    stage.courtCaseNumber.trim() ||
    stage.courtCaseYear.trim() ||
    stage.filedAt,
  );

export function validateStage(stage: StageDraft, t: (key: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!stageTouched(stage)) return errors;
  if (!stage.type) errors.type = t('validation.required');
  const yearText = toAsciiDigits(stage.courtCaseYear).trim();
  if (yearText) {
    const year = Number(yearText);
    const [min, max] = stage.calendar === 'hijri' ? [1300, 1500] : [1900, 2100];
    if (!/^\d{4}$/.test(yearText) || year < min || year > max) {
      errors.courtCaseYear = t(stage.calendar === 'hijri' ? 'validation.yearHijri' : 'validation.yearGregorian');
    }
  }
  if (stage.filedAt && stage.filedAt > todayIso()) errors.filedAt = t('validation.invalidDate');
  return errors;
}

/** The stage as the create body's `firstStage` (null when the step was skipped or left empty). */
export function stageBody(stage: StageDraft) {
  if (!stageTouched(stage) || !stage.type) return null;
  const yearText = toAsciiDigits(stage.courtCaseYear).trim();
  return {
    type: stage.type,
    courtId: stage.courtId ? Number(stage.courtId) : null,
    circuit: stage.circuit.trim(),
    judge: stage.judge.trim(),
    courtCaseNumber: toAsciiDigits(stage.courtCaseNumber).trim(),
    courtCaseYear: yearText ? Number(yearText) : null,
    courtCaseYearCalendar: stage.calendar,
    filedAt: stage.filedAt || null,
  };
}

export interface CaseFormCourtProps {
  stage: StageDraft;
  onChange: (stage: StageDraft) => void;
  errors: Record<string, string>;
  options: CaseOptions | undefined;
}

export function CaseFormCourt({ stage, onChange, errors, options }: CaseFormCourtProps) {
  const { t, i18n } = useTranslation('legal-cases');
  const set = <K extends keyof StageDraft>(key: K, value: StageDraft[K]) => onChange({ ...stage, [key]: value });
  const arabic = i18n.language.startsWith('ar');
  const courts = (options?.courts ?? []).map((court) => ({
    value: String(court.id),
    label: `${arabic || !court.nameEn ? court.nameAr : court.nameEn}${court.city ? ` — ${court.city}` : ''}`,
  }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('formPage.courtOptional')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('stageFields.type')}
          clearable
          data={STAGE_TYPES.map((type) => ({ value: type, label: t(`stageType.${type}`) }))}
          value={stage.type}
          error={errors.type}
          onChange={(type) => set('type', type as StageType | null)}
        />
        <Select
          label={t('stageFields.court')}
          searchable
          clearable
          data={courts}
          value={stage.courtId}
          error={errors.courtId}
          onChange={(courtId) => set('courtId', courtId)}
        />
        <TextInput
          label={t('stageFields.circuit')}
          value={stage.circuit}
          error={errors.circuit}
          onChange={(event) => set('circuit', event.currentTarget.value)}
        />
        <TextInput
          label={t('stageFields.judge')}
          value={stage.judge}
          error={errors.judge}
          onChange={(event) => set('judge', event.currentTarget.value)}
        />
        <TextInput
          label={t('stageFields.courtCaseNumber')}
          dir="ltr"
          description={t('validation.digitsHint')}
          value={stage.courtCaseNumber}
          error={errors.courtCaseNumber}
          onChange={(event) => set('courtCaseNumber', event.currentTarget.value)}
        />
        <Stack gap={4}>
          <TextInput
            label={t('stageFields.courtCaseYear')}
            dir="ltr"
            inputMode="numeric"
            maxLength={4}
            value={stage.courtCaseYear}
            error={errors.courtCaseYear}
            onChange={(event) => set('courtCaseYear', event.currentTarget.value)}
          />
          <SegmentedControl
            aria-label={t('stageFields.yearCalendar')}
            size="xs"
            data={YEAR_CALENDARS.map((calendar) => ({ value: calendar, label: t(`yearCalendar.${calendar}`) }))}
            value={stage.calendar}
            onChange={(calendar) => set('calendar', calendar as YearCalendar)}
          />
        </Stack>
        <PlainDateInput
          label={t('stageFields.filedAt')}
          value={stage.filedAt}
          error={errors.filedAt}
          onChange={(filedAt) => set('filedAt', filedAt)}
        />
      </SimpleGrid>
    </Stack>
  );
}
