import { Alert, Button, Group, Modal, Select, Text, Textarea } from '@mantine/core';
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
import { ApiError } from '@/lib/api';
import { DetailsForm, useWriteErrorToast } from './case-details-shared';
import { LegalDatesProvider, PlainDateInput } from './date-inputs';
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

type Field = 'reason' | 'closeReason' | 'closedAt' | 'outcome';

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
    <Modal opened={to !== null} onClose={onClose} centered title={kind ? t(`transitions.${kind}Title`) : ''}>
      {to && kind && <TransitionForm detail={detail} to={to} kind={kind} onClose={onClose} />}
    </Modal>
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
  const transition = useCaseTransition();
  const writeError = useWriteErrorToast(detail.id);
  const closing = kind === 'close' || kind === 'decline';
  const reasonRequired = kind === 'suspend' || kind === 'resume' || kind === 'reopen';
  const [reason, setReason] = useState('');
  const [closeReason, setCloseReason] = useState<string | null>(kind === 'decline' ? 'declined' : null);
  const [closedAt, setClosedAt] = useState<string | null>(todayIso());
  const [outcome, setOutcome] = useState<CaseOutcome>(detail.outcome);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [blocked, setBlocked] = useState<string | null>(null);

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    if (reasonRequired && !reason.trim()) found.reason = t('validation.reasonRequired');
    if (closing) {
      if (!closeReason) found.closeReason = t('validation.required');
      if (!closedAt) found.closedAt = t('validation.required');
      else if (closedAt < detail.openedAt) found.closedAt = t('validation.closedBeforeOpened');
      if (closeReason === CLOSE_REASON_FINAL_JUDGMENT && outcome === 'pending')
        found.outcome = t('transitions.outcomeHint');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBlocked(null);
    transition.mutate(
      {
        id: detail.id,
        body: {
          to,
          reason: reason.trim(),
          version: detail.version,
          ...(closing ? { closeReason: closeReason ?? undefined, closedAt: closedAt ?? undefined, outcome } : {}),
        },
      },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'success', message: t('toasts.statusChanged', { status: t(`status.${to}`) }) });
          showCloseWarnings(result, t);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            writeError(error);
            onClose();
            return;
          }
          if (error instanceof ApiError) {
            const fieldMessages: Partial<Record<Field, string>> = {};
            for (const field of ['reason', 'closeReason', 'closedAt', 'outcome'] as const) {
              const message = error.fieldError(field);
              if (message) fieldMessages[field] = message;
            }
            if (Object.keys(fieldMessages).length > 0) {
              setErrors(fieldMessages);
              return;
            }
            // The conflict check (activation from intake), a forbidden move: the server's own words.
            setBlocked(error.fieldError('conflictCheck') ?? error.fieldError('to') ?? error.message);
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
        {blocked && (
          <Alert color="error" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            {blocked}
          </Alert>
        )}
        {closing && (
          <>
            <Select
              label={t('transitions.closeReason')}
              required
              data={CLOSE_REASONS.map((value) => ({ value, label: t(`closeReason.${value}`) }))}
              value={closeReason}
              onChange={setCloseReason}
              error={errors.closeReason}
              comboboxProps={{ withinPortal: true }}
            />
            <PlainDateInput
              label={t('transitions.closedAt')}
              required
              value={closedAt}
              onChange={setClosedAt}
              error={errors.closedAt}
              maxDate={todayIso()}
            />
            <Select
              label={t('transitions.outcome')}
              required={closeReason === CLOSE_REASON_FINAL_JUDGMENT}
              data={CASE_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) }))}
              value={outcome}
              onChange={(value) => value && setOutcome(value as CaseOutcome)}
              allowDeselect={false}
              error={errors.outcome}
              description={closeReason === CLOSE_REASON_FINAL_JUDGMENT ? t('transitions.outcomeHint') : undefined}
            />
          </>
        )}
        <Textarea
          label={reasonRequired ? t('transitions.reason') : t('detailsPage.reasonOptional')}
          placeholder={t('transitions.reasonPlaceholder')}
          required={reasonRequired}
          autosize
          minRows={2}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
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
      </DetailsForm>
    </LegalDatesProvider>
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
