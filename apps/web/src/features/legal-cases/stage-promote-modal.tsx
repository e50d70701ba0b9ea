import { Alert, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PROMOTION_TYPES, type CaseStage, type PromotionType } from '@mizan/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { ApiError, setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useWriteErrorToast } from './case-details-shared';
import { CaseDialogForm } from './case-dialog-form';
import {
  StageCourtFields,
  stageCourtBody,
  STAGE_FIELDS,
  stageYearError,
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
    <CaseDialogForm opened={stage !== null} onClose={onClose} title={t('transitions.promoteTitle')}>
      {stage && <PromoteForm key={stage.id} caseId={caseId} stage={stage} onSaved={onClose} />}
    </CaseDialogForm>
  );
}

interface PromoteValues extends StageCourtValues {
  type: PromotionType;
}

function PromoteForm({ caseId, stage, onSaved }: { caseId: number; stage: CaseStage; onSaved: () => void }) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const promote = usePromoteStage(caseId);
  const writeError = useWriteErrorToast(caseId);
  const form = useForm<PromoteValues>({
    // The court usually changes on appeal; start empty except for the year calendar.
    initialValues: {
      type: suggestedType(stage),
      courtId: null,
      circuit: '',
      judge: '',
      courtCaseNumber: '',
      courtCaseYear: '',
      courtCaseYearCalendar: stage.courtCaseYearCalendar,
      filedAt: null,
    },
    validate: {
      courtCaseYear: (_year, values) => {
        const key = stageYearError(values);
        return key && t(key);
      },
    },
  });
  const [blocked, setBlocked] = useState<string | null>(null);

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { type, ...values } = form.getValues();
    const { filedAt, ...court } = stageCourtBody(values);
    try {
      await promote.mutateAsync({ stageId: stage.id, body: { type, ...court, ...(filedAt ? { filedAt } : {}) } });
      notifications.show({
        color: 'success',
        message: t('toasts.stagePromoted', { stage: t(`stageType.${type}`) }),
      });
      onSaved();
    } catch (error) {
      if (setFieldErrors(form, error, STAGE_FIELDS, errorText)) return;
      if (error instanceof ApiError && error.status === 400) {
        setBlocked(error.fieldError('judgment') ? t('transitions.promoteNeedsJudgment') : errorText(error.message));
        return;
      }
      writeError(error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Alert variant="light" color="info" icon={<IconInfoCircle size={20} aria-hidden />}>
        {t('transitions.promoteHint')}
      </Alert>
      {blocked && (
        <Alert variant="light" color="error" role="alert">
          {blocked}
        </Alert>
      )}
      <Select
        {...form.getInputProps('type')}
        label={t('detailsPage.promoteTo')}
        required
        data={PROMOTION_TYPES.map((value) => ({ value, label: t(`stageType.${value}`) }))}
        allowDeselect={false}
      />
      <StageCourtFields input={form.getInputProps} />
      <FormActions submitLabel={t('actions.promoteStage')} loading={promote.isPending} />
    </DialogFormBody>
  );
}
