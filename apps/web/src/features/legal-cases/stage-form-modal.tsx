import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { STAGE_TYPES, YEAR_CALENDARS, type CaseStage, type StageType, type YearCalendar } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useWriteErrorToast } from './case-details-shared';
import { PlainDateInput } from '@/components/date-inputs';
import { CaseDialogForm } from './case-dialog-form';
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

/** A stage form's own fields: `form.getInputProps` of a form whose values hold the court's. */
export type StageCourtInput = (field: keyof StageCourtValues) => GetInputPropsReturnType;

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

/** The fields of a stage write the server may refuse. */
export const STAGE_FIELDS = [
  'type',
  'courtId',
  'circuit',
  'judge',
  'courtCaseNumber',
  'courtCaseYear',
  'filedAt',
  'endedAt',
] as const satisfies readonly (keyof StageCourtValues | 'type' | 'endedAt')[];

export function StageCourtFields({ input }: { input: StageCourtInput }) {
  const { t, i18n } = useTranslation('legal-cases');
  const options = useQuery(caseOptionsQuery());
  const arabic = i18n.language.startsWith('ar');
  return (
    <>
      <Select
        {...input('courtId')}
        label={t('stageFields.court')}
        data={(options.data?.courts ?? []).map((court) => ({
          value: String(court.id),
          label: (arabic ? court.nameAr : court.nameEn || court.nameAr) + (court.city ? ` (${court.city})` : ''),
        }))}
        searchable
        clearable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...input('circuit')} label={t('stageFields.circuit')} maxLength={200} />
        <TextInput {...input('judge')} label={t('stageFields.judge')} maxLength={200} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          {...input('courtCaseNumber')}
          label={t('stageFields.courtCaseNumber')}
          dir="ltr"
          description={t('validation.digitsHint')}
          maxLength={50}
        />
        <TextInput {...input('courtCaseYear')} label={t('stageFields.courtCaseYear')} dir="ltr" inputMode="numeric" />
        <Select
          {...input('courtCaseYearCalendar')}
          label={t('stageFields.yearCalendar')}
          data={YEAR_CALENDARS.map((value) => ({ value, label: t(`yearCalendar.${value}`) }))}
          allowDeselect={false}
        />
      </SimpleGrid>
      <PlainDateInput {...input('filedAt')} label={t('stageFields.filedAt')} />
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
    <CaseDialogForm
      opened={opened}
      onClose={onClose}

      title={stage ? t('detailsPage.editStage') : t('actions.addStage')}
    >
      <StageForm key={stage?.id ?? 'new'} caseId={caseId} stage={stage ?? null} onSaved={onClose} />
    </CaseDialogForm>
  );
}

interface StageValues extends StageCourtValues {
  type: StageType;
  endedAt: string | null;
}

function StageForm({ caseId, stage, onSaved }: { caseId: number; stage: CaseStage | null; onSaved: () => void }) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const create = useCreateStage(caseId);
  const update = useUpdateStage(caseId);
  const writeError = useWriteErrorToast(caseId);
  const form = useForm<StageValues>({
    initialValues: {
      type: stage?.type ?? 'firstInstance',
      ...stageCourtValues(stage),
      endedAt: stage?.endedAt ?? null,
    },
    validate: {
      courtCaseYear: (_year, values) => {
        const key = stageYearError(values);
        return key && t(key);
      },
      endedAt: (endedAt, values) =>
        endedAt && values.filedAt && endedAt < values.filedAt ? t('validation.invalidDate') : null,
    },
  });

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { type, endedAt, ...court } = form.getValues();
    try {
      if (stage) await update.mutateAsync({ stageId: stage.id, body: { type, ...stageCourtBody(court), endedAt } });
      else await create.mutateAsync({ type, ...stageCourtBody(court) });
      notifications.show({
        color: 'success',
        message: stage ? t('detailsPage.stageSaved') : t('detailsPage.stageAdded'),
      });
      onSaved();
    } catch (error) {
      if (!setFieldErrors(form, error, STAGE_FIELDS, errorText)) writeError(error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Select
        {...form.getInputProps('type')}
        label={t('stageFields.type')}
        required
        data={STAGE_TYPES.map((value) => ({ value, label: t(`stageType.${value}`) }))}
        allowDeselect={false}
      />
      <StageCourtFields input={form.getInputProps} />
      {stage && <PlainDateInput {...form.getInputProps('endedAt')} label={t('stageFields.endedAt')} />}
      <FormActions submitLabel={t('actions.save')} loading={create.isPending || update.isPending} />
    </DialogFormBody>
  );
}
