import { Alert, Button, Group, Select, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CASE_OUTCOMES,
  CLOSE_REASON_FINAL_JUDGMENT,
  type CaseDetail,
  type CaseOutcome,
  type CaseStatus,
  type CaseTransitionResult,
} from '@mizan/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormBody, useDialogFormClose } from '@/components/dialog-form';
import { ApiError, setFieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useWriteErrorToast } from './case-details-shared';
import { PlainDateInput } from '@/components/date-inputs';
import { CaseDialogForm } from './case-dialog-form';
import { useCaseTransition } from './legal-cases.api';

/** The name of a move between two statuses: its button, its dialog's title, what it asks for. */
export type TransitionKind =
  'activate' | 'decline' | 'suspend' | 'resume' | 'close' | 'reopen' | 'archive' | 'unarchive';

export function transitionKind(from: CaseStatus, to: CaseStatus): TransitionKind {
  if (to === 'active') return from === 'intake' ? 'activate' : from === 'suspended' ? 'resume' : 'reopen';
  if (to === 'suspended') return 'suspend';
  if (to === 'archived') return 'archive';
  if (from === 'archived') return 'unarchive';
  return from === 'intake' ? 'decline' : 'close';
}

/** The button text of each move (existing `actions.*` keys; declining has its own). */
export const transitionLabelKey = (kind: TransitionKind) =>
  kind === 'decline' ? 'detailsPage.decline' : `actions.${kind}`;

export const CLOSE_REASONS = [
  CLOSE_REASON_FINAL_JUDGMENT,
  'settlement',
  'withdrawal',
  'declined',
  'clientRequest',
  'other',
] as const;

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

interface TransitionValues {
  reason: string;
  closeReason: string | null;
  closedAt: string | null;
  outcome: CaseOutcome;
}

const FIELDS = ['reason', 'closeReason', 'closedAt', 'outcome'] as const;

export interface CaseTransitionModalProps {
  detail: CaseDetail;
  /** The status to move to; null keeps the dialog closed. */
  to: CaseStatus | null;
  onClose: () => void;
}

/** Asks for what a status change needs (a reason; to close: close reason, date and outcome) and sends it. */
export function CaseTransitionModal({ detail, to, onClose }: CaseTransitionModalProps) {
  const { t } = useTranslation('legal-cases');
  const kind = to ? transitionKind(detail.status, to) : null;
  return (
    <CaseDialogForm opened={to !== null} onClose={onClose} size="md" title={kind ? t(`transitions.${kind}Title`) : ''}>
      {to && kind && <TransitionForm key={to} detail={detail} to={to} kind={kind} onClose={onClose} />}
    </CaseDialogForm>
  );
}

function TransitionForm({
  detail,
  to,
  kind,
  onClose,
}: {
  detail: CaseDetail;
  to: CaseStatus;
  kind: TransitionKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('legal-cases');
  const errorText = useErrorText();
  const cancel = useDialogFormClose();
  const transition = useCaseTransition();
  const writeError = useWriteErrorToast(detail.id);
  const closing = kind === 'close' || kind === 'decline';
  const reasonRequired = kind === 'suspend' || kind === 'resume' || kind === 'reopen';
  const form = useForm<TransitionValues>({
    initialValues: {
      reason: '',
      closeReason: kind === 'decline' ? 'declined' : null,
      closedAt: todayIso(),
      outcome: detail.outcome,
    },
    validate: {
      reason: (reason) => (reasonRequired && !reason.trim() ? t('validation.reasonRequired') : null),
      closeReason: (closeReason) => (closing && !closeReason ? t('validation.required') : null),
      closedAt: (closedAt) => {
        if (!closing) return null;
        if (!closedAt) return t('validation.required');
        return closedAt < detail.openedAt ? t('validation.closedBeforeOpened') : null;
      },
      outcome: (outcome, values) =>
        closing && values.closeReason === CLOSE_REASON_FINAL_JUDGMENT && outcome === 'pending'
          ? t('transitions.outcomeHint')
          : null,
    },
  });
  const { closeReason } = form.values;
  const [blocked, setBlocked] = useState<string | null>(null);

  // Returns the save, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    setBlocked(null);
    try {
      const result = await transition.mutateAsync({
        id: detail.id,
        body: {
          to,
          reason: values.reason.trim(),
          version: detail.version,
          ...(closing
            ? {
                closeReason: values.closeReason ?? undefined,
                closedAt: values.closedAt ?? undefined,
                outcome: values.outcome,
              }
            : {}),
        },
      });
      notifications.show({ color: 'success', message: t('toasts.statusChanged', { status: t(`status.${to}`) }) });
      showCloseWarnings(result, t);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return writeError(error);
      if (error.status === 409) {
        writeError(error);
        onClose();
        return;
      }
      if (setFieldErrors(form, error, FIELDS, errorText)) return;
      // The conflict check (activation from intake), a forbidden move: the server's own words.
      setBlocked(errorText(error.fieldError('conflictCheck') ?? error.fieldError('to') ?? error.message));
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      {blocked && (
        <Alert color="error" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {blocked}
        </Alert>
      )}
      {closing && (
        <>
          <Select
            {...form.getInputProps('closeReason')}
            label={t('transitions.closeReason')}
            required
            data={CLOSE_REASONS.map((value) => ({ value, label: t(`closeReason.${value}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
          <PlainDateInput
            {...form.getInputProps('closedAt')}
            label={t('transitions.closedAt')}
            required
            maxDate={todayIso()}
          />
          <Select
            {...form.getInputProps('outcome')}
            label={t('transitions.outcome')}
            required={closeReason === CLOSE_REASON_FINAL_JUDGMENT}
            data={CASE_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) }))}
            allowDeselect={false}
            description={closeReason === CLOSE_REASON_FINAL_JUDGMENT ? t('transitions.outcomeHint') : undefined}
          />
        </>
      )}
      <Textarea
        {...form.getInputProps('reason')}
        label={reasonRequired ? t('transitions.reason') : t('detailsPage.reasonOptional')}
        placeholder={t('transitions.reasonPlaceholder')}
        required={reasonRequired}
        autosize
        minRows={2}
        maxLength={2000}
        data-autofocus
      />
      {/* FormActions' buttons, with the submit in the warning colour for a move that stops the work. */}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={cancel ?? onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          loading={transition.isPending}
          color={closing || kind === 'suspend' ? 'warning' : undefined}
        >
          {t(transitionLabelKey(kind))}
        </Button>
      </Group>
    </DialogFormBody>
  );
}

/** After closing: hearings still ahead and open tasks, for the user to deal with (the close went through). */
function showCloseWarnings(result: CaseTransitionResult, t: ReturnType<typeof useTranslation<'legal-cases'>>['t']) {
  if (result.warnings.length === 0) return;
  const lines = result.warnings.map((warning) =>
    warning.code === 'futureHearings'
      ? t('warnings.futureHearingsOnClose', { count: warning.count })
      : t('warnings.openTasksOnClose', { count: warning.count }),
  );
  notifications.show({
    color: 'warning',
    title: t('detailsPage.closedWithWarnings'),
    message: <Text size="sm">{lines.join(' ')}</Text>,
    autoClose: 12_000,
  });
}
