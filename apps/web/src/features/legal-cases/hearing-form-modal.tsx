import { Button, Group, MultiSelect, Select, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HEARING_KINDS, type CaseDetail, type Hearing, type HearingKind } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { DetailsForm, showHearingWarnings, useWriteErrorToast } from './case-details-shared';
import { DateTimeInputs, LegalDatesProvider } from './date-inputs';
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
    <FormModal
      opened={opened}
      onClose={onClose}
      title={hearing ? t('detailsPage.editHearing') : t('actions.addHearing')}
    >
      <HearingForm detail={detail} hearing={hearing ?? null} onClose={onClose} />
    </FormModal>
  );
}

const venueOf = (stage: CaseDetail['stages'][number] | undefined) =>
  stage ? [stage.courtName, stage.circuit].filter(Boolean).join(' — ') : '';

function HearingForm({
  detail,
  hearing,
  onClose,
}: {
  detail: CaseDetail;
  hearing: Hearing | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  const time = useOfficeTime();
  const options = useQuery(caseOptionsQuery());
  const create = useCreateHearing(detail.id);
  const update = useUpdateHearing(detail.id);
  const writeError = useWriteErrorToast(detail.id);
  const [stageId, setStageId] = useState<string | null>(
    String(hearing?.stageId ?? detail.currentStageId ?? detail.stages.at(-1)?.id ?? ''),
  );
  const [when, setWhen] = useState(() => time.fromInstant(hearing?.scheduledAt));
  const [kind, setKind] = useState<HearingKind>(hearing?.kind ?? 'pleading');
  const [remote, setRemote] = useState(hearing?.remote ?? false);
  const [remoteLink, setRemoteLink] = useState(hearing?.remoteLink ?? '');
  const [lawyerIds, setLawyerIds] = useState<string[]>(
    hearing
      ? hearing.lawyers.map((lawyer) => String(lawyer.id))
      : detail.responsibleLawyer
        ? [String(detail.responsibleLawyer.id)]
        : [],
  );
  const [errors, setErrors] = useState<{
    scheduledAt?: string;
    remoteLink?: string;
    stageId?: string;
    lawyerIds?: string;
  }>({});

  const lawyers = new Map<number, string>();
  // The office's lawyers, and the case's own people (they may not be in the options, e.g. no longer active).
  for (const person of [detail.responsibleLawyer, ...detail.team]) if (person) lawyers.set(person.id, person.fullName);
  for (const lawyer of options.data?.lawyers ?? []) lawyers.set(lawyer.id, lawyer.fullName);
  for (const lawyer of hearing?.lawyers ?? []) lawyers.set(lawyer.id, lawyer.fullName);
  const stage = detail.stages.find((item) => String(item.id) === stageId);
  const venue = hearing?.venue || venueOf(stage);

  const submit = () => {
    const scheduledAt = time.toInstant(when.date, when.time);
    const found: typeof errors = {};
    if (!scheduledAt) found.scheduledAt = t('detailsPage.dateTimeRequired');
    if (!hearing && !stageId) found.stageId = t('detailsPage.needsStageFirst');
    if (remote && remoteLink.trim() && !/^https?:\/\/\S+$/i.test(remoteLink.trim()))
      found.remoteLink = t('validation.url');
    setErrors(found);
    if (!scheduledAt || Object.keys(found).length > 0) return;
    const common = {
      scheduledAt,
      kind,
      remote,
      remoteLink: remote ? remoteLink.trim() : '',
      lawyerIds: lawyerIds.map(Number),
    };
    const handlers = {
      onSuccess: (saved: { warnings: Parameters<typeof showHearingWarnings>[0] }) => {
        notifications.show({
          color: 'success',
          message: hearing ? t('detailsPage.hearingSaved') : t('toasts.hearingAdded'),
        });
        showHearingWarnings(saved.warnings, t, time);
        onClose();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.status === 400) {
          const fields = {
            scheduledAt: error.fieldError('scheduledAt'),
            remoteLink: error.fieldError('remoteLink'),
            stageId: error.fieldError('stageId'),
            lawyerIds: error.fieldError('lawyerIds'),
          };
          if (Object.values(fields).some(Boolean)) {
            setErrors(fields);
            return;
          }
        }
        writeError(error);
      },
    };
    if (hearing) update.mutate({ hearingId: hearing.id, body: common }, handlers);
    else create.mutate({ ...common, stageId: Number(stageId) }, handlers);
  };

  return (
    <LegalDatesProvider>
      <DetailsForm onSubmit={submit}>
        {!hearing && (
          <Select
            label={t('detailsPage.stage')}
            required
            data={detail.stages.map((item) => ({
              value: String(item.id),
              label: [t(`stageType.${item.type}`), item.courtName].filter(Boolean).join(' — '),
            }))}
            value={stageId || null}
            onChange={setStageId}
            allowDeselect={false}
            error={errors.stageId}
            nothingFoundMessage={t('detailsPage.needsStageFirst')}
          />
        )}
        <Text size="sm" c="dimmed">
          {venue ? t('detailsPage.venueFromStage', { venue }) : t('detailsPage.noVenue')}
        </Text>
        <DateTimeInputs
          value={when}
          onChange={setWhen}
          dateLabel={t('hearingFields.date')}
          timeLabel={t('hearingFields.time')}
          error={errors.scheduledAt}
          required
        />
        <Select
          label={t('hearingFields.kind')}
          data={HEARING_KINDS.map((value) => ({ value, label: t(`hearingKind.${value}`) }))}
          value={kind}
          onChange={(value) => value && setKind(value as HearingKind)}
          allowDeselect={false}
        />
        <MultiSelect
          label={t('hearingFields.lawyers')}
          data={[...lawyers].map(([id, name]) => ({ value: String(id), label: name }))}
          value={lawyerIds}
          onChange={setLawyerIds}
          searchable
          clearable
          error={errors.lawyerIds}
        />
        <Switch
          label={t('hearingFields.remote')}
          checked={remote}
          onChange={(event) => setRemote(event.currentTarget.checked)}
        />
        {remote && (
          <TextInput
            label={t('hearingFields.remoteLink')}
            type="url"
            dir="ltr"
            placeholder="https://"
            value={remoteLink}
            onChange={(event) => setRemoteLink(event.currentTarget.value)}
            error={errors.remoteLink}
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
