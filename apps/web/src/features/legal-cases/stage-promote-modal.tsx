import { Alert, Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROMOTION_TYPES, type CaseStage, type PromotionType } from '@mizan/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api';
import { DetailsForm, useWriteErrorToast } from './case-details-shared';
import { LegalDatesProvider } from './date-inputs';
import {
  StageCourtFields,
  stageCourtBody,
  stageFieldErrors,
  stageYearError,
  type StageCourtErrors,
  type StageCourtValues,
} from './stage-form-modal';
import { usePromoteStage } from './stages.api';

export interface StagePromoteModalProps {
  caseId: number;
  /** The current (judged) stage to promote from; null keeps the dialog closed. */
  stage: CaseStage | null;
  onClose: () => void;
}

/** The stage that usually follows: a first-instance judgment is appealed, an appeal goes to cassation or enforcement. */
const suggestedType = (stage: CaseStage): PromotionType =>
  stage.judgment?.final
    ? 'enforcement'
    : stage.type === 'appeal'
      ? 'cassation'
      : stage.type === 'cassation'
        ? 'enforcement'
        : 'appeal';

/** ترقية المرحلة: the next stage's type and court; the server closes the current one and maps the capacities. */
export function StagePromoteModal({ caseId, stage, onClose }: StagePromoteModalProps) {
  const { t } = useTranslation('legal-cases');
  return (
    <FormModal opened={stage !== null} onClose={onClose} title={t('transitions.promoteTitle')}>
      {stage && <PromoteForm caseId={caseId} stage={stage} onClose={onClose} />}
    </FormModal>
  );
}

function PromoteForm({ caseId, stage, onClose }: { caseId: number; stage: CaseStage; onClose: () => void }) {
  const { t } = useTranslation('legal-cases');
  const promote = usePromoteStage(caseId);
  const writeError = useWriteErrorToast(caseId);
  const [type, setType] = useState<PromotionType>(suggestedType(stage));
  // The court usually changes on appeal; start empty except for the year calendar.
  const [values, setValues] = useState<StageCourtValues>({
    courtId: null,
    circuit: '',
    judge: '',
    courtCaseNumber: '',
    courtCaseYear: '',
    courtCaseYearCalendar: stage.courtCaseYearCalendar,
    filedAt: null,
  });
  const [errors, setErrors] = useState<StageCourtErrors>({});
  const [blocked, setBlocked] = useState<string | null>(null);

  const submit = () => {
    const yearError = stageYearError(values);
    setErrors(yearError ? { courtCaseYear: t(yearError) } : {});
    if (yearError) return;
    const { filedAt, ...court } = stageCourtBody(values);
    promote.mutate(
      { stageId: stage.id, body: { type, ...court, ...(filedAt ? { filedAt } : {}) } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'success',
            message: t('toasts.stagePromoted', { stage: t(`stageType.${type}`) }),
          });
          onClose();
        },
        onError: (error) => {
          const fields = stageFieldErrors(error);
          if (fields) return setErrors(fields);
          if (error instanceof ApiError && error.status === 400) {
            setBlocked(error.fieldError('judgment') ? t('transitions.promoteNeedsJudgment') : error.message);
            return;
          }
          writeError(error);
        },
      },
    );
  };

  return (
    <LegalDatesProvider>
      <DetailsForm onSubmit={submit}>
        <Alert variant="light" color="info" icon={<IconInfoCircle size={20} aria-hidden />}>
          {t('transitions.promoteHint')}
        </Alert>
        {blocked && (
          <Alert variant="light" color="error" role="alert">
            {blocked}
          </Alert>
        )}
        <Select
          label={t('detailsPage.promoteTo')}
          required
          data={PROMOTION_TYPES.map((value) => ({ value, label: t(`stageType.${value}`) }))}
          value={type}
          onChange={(value) => value && setType(value as PromotionType)}
          allowDeselect={false}
        />
        <StageCourtFields values={values} onChange={setValues} errors={errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={promote.isPending}>
            {t('actions.promoteStage')}
          </Button>
        </Group>
      </DetailsForm>
    </LegalDatesProvider>
  );
}
