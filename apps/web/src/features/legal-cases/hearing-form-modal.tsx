import { MultiSelect, Select, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { HEARING_KINDS, type CaseDetail, type Hearing, type HearingKind } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { showHearingWarnings, useWriteErrorToast } from './case-details-shared';
import { DateTimeInputs } from '@/components/date-inputs';
import { CaseDialogForm } from './case-dialog-form';
import { useCreateHearing, useUpdateHearing } from './hearings.api';
import { caseOptionsQuery } from './legal-cases.api';

export interface HearingFormModalProps {
  detail: CaseDetail;
  opened: boolean;
  /** The hearing to reschedule; none to add one. */
  hearing?: Hearing | null;
  onClose: () => void;
}

/** Add a hearing, or reschedule one still scheduled. The venue comes from the stage's court and circuit. */
export function HearingFormModal({ detail, opened, hearing, onClose }: HearingFormModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <CaseDialogForm
      opened={opened}
      onClose={onClose}

      title={hearing ? t('detailsPage.editHearing') : t('actions.addHearing')}
    >
      <HearingForm key={hearing?.id ?? 'new'} detail={detail} hearing={hearing ?? null} onSaved={onClose} />
    </CaseDialogForm>
  );
}

const venueOf = (stage: CaseDetail['stages'][number] | undefined) =>
  stage ? [stage.courtName, stage.circuit].filter(Boolean).join(' — ') : '';

interface HearingValues {
  stageId: string | null;
  /** A date and a time on the office's clock. */
  when: { date: string; time: string };
  kind: HearingKind;
  remote: boolean;
  remoteLink: string;
  lawyerIds: string[];
}

// The date and the time are one instant on the server.
const SERVER_FIELDS = {
  when: 'scheduledAt',
  remoteLink: 'remoteLink',
  stageId: 'stageId',
  lawyerIds: 'lawyerIds',
} as const;

function HearingForm({
  detail,
  hearing,
  onSaved,
}: {
  detail: CaseDetail;
  hearing: Hearing | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const time = useOfficeTime();
  const options = useQuery(caseOptionsQuery());
  const create = useCreateHearing(detail.id);
  const update = useUpdateHearing(detail.id);
  const writeError = useWriteErrorToast(detail.id);
  const form = useForm<HearingValues>({
    initialValues: {
      stageId: String(hearing?.stageId ?? detail.currentStageId ?? detail.stages.at(-1)?.id ?? '') || null,
      when: time.fromInstant(hearing?.scheduledAt),
      kind: hearing?.kind ?? 'pleading',
      remote: hearing?.remote ?? false,
      remoteLink: hearing?.remoteLink ?? '',
      lawyerIds: hearing
        ? hearing.lawyers.map((lawyer) => String(lawyer.id))
        : detail.responsibleLawyer
          ? [String(detail.responsibleLawyer.id)]
          : [],
    },
    validate: {
      when: (value) => (time.toInstant(value.date, value.time) ? null : t('detailsPage.dateTimeRequired')),
      stageId: (value) => (hearing || value ? null : t('detailsPage.needsStageFirst')),
      remoteLink: (value, values) =>
        values.remote && value.trim() && !/^https?:\/\/\S+$/i.test(value.trim()) ? t('validation.url') : null,
    },
  });
  const { values } = form;

  const lawyers = new Map<number, string>();
  // The office's lawyers, and the case's own people (they may not be in the options, e.g. no longer active).
  for (const person of [detail.responsibleLawyer, ...detail.team]) if (person) lawyers.set(person.id, person.fullName);
  for (const lawyer of options.data?.lawyers ?? []) lawyers.set(lawyer.id, lawyer.fullName);
  for (const lawyer of hearing?.lawyers ?? []) lawyers.set(lawyer.id, lawyer.fullName);
  const stage = detail.stages.find((item) => String(item.id) === values.stageId);
  const venue = hearing?.venue || venueOf(stage);

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const scheduledAt = time.toInstant(values.when.date, values.when.time)!;
    const common = {
      scheduledAt,
      kind: values.kind,
      remote: values.remote,
      remoteLink: values.remote ? values.remoteLink.trim() : '',
      lawyerIds: values.lawyerIds.map(Number),
    };
    try {
      const saved = hearing
        ? await update.mutateAsync({ hearingId: hearing.id, body: common })
        : await create.mutateAsync({ ...common, stageId: Number(values.stageId) });
      notifications.show({
        color: 'success',
        message: hearing ? t('detailsPage.hearingSaved') : t('toasts.hearingAdded'),
      });
      showHearingWarnings(saved.warnings, t, time);
      onSaved();
    } catch (error) {
      if (!setFieldErrors(form, error, SERVER_FIELDS, errorText)) writeError(error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      {!hearing && (
        <Select
          {...form.getInputProps('stageId')}
          label={t('detailsPage.stage')}
          required
          data={detail.stages.map((item) => ({
            value: String(item.id),
            label: [t(`stageType.${item.type}`), item.courtName].filter(Boolean).join(' — '),
          }))}
          allowDeselect={false}
          nothingFoundMessage={t('detailsPage.needsStageFirst')}
        />
      )}
      <Text size="sm" c="dimmed">
        {venue ? t('detailsPage.venueFromStage', { venue }) : t('detailsPage.noVenue')}
      </Text>
      <DateTimeInputs
        {...form.getInputProps('when')}
        value={values.when}
        dateLabel={t('hearingFields.date')}
        timeLabel={t('hearingFields.time')}
        required
      />
      <Select
        {...form.getInputProps('kind')}
        label={t('hearingFields.kind')}
        data={HEARING_KINDS.map((value) => ({ value, label: t(`hearingKind.${value}`) }))}
        allowDeselect={false}
      />
      <MultiSelect
        {...form.getInputProps('lawyerIds')}
        label={t('hearingFields.lawyers')}
        data={[...lawyers].map(([id, name]) => ({ value: String(id), label: name }))}
        searchable
        clearable
      />
      <Switch {...form.getInputProps('remote', { type: 'checkbox' })} label={t('hearingFields.remote')} />
      {values.remote && (
        <TextInput
          {...form.getInputProps('remoteLink')}
          label={t('hearingFields.remoteLink')}
          type="url"
          dir="ltr"
          placeholder="https://"
        />
      )}
      <FormActions submitLabel={t('actions.save')} loading={create.isPending || update.isPending} />
    </DialogFormBody>
  );
}
