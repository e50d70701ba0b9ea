import { Badge, type BadgeProps } from '@mantine/core';
import type { CaseOutcome, CasePriority, CaseStatus } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/** Colours by meaning: green is going well, orange needs attention, red went wrong, grey is done with. */
export const CASE_STATUS_COLOR: Record<CaseStatus, string> = {
  intake: 'info',
  active: 'success',
  suspended: 'warning',
  closed: 'gray',
  archived: 'dark',
};

export const CASE_OUTCOME_COLOR: Record<CaseOutcome, string> = {
  pending: 'gray',
  won: 'success',
  lost: 'error',
  partial: 'warning',
  settled: 'info',
  dismissed: 'error',
  withdrawn: 'gray',
};

export const CASE_PRIORITY_COLOR: Record<CasePriority, string> = {
  low: 'gray',
  normal: 'primary',
  high: 'warning',
  urgent: 'error',
};

type Props<T> = Omit<BadgeProps, 'children' | 'color'> & { value: T };

export function CaseStatusBadge({ value, ...props }: Props<CaseStatus>) {
  const { t } = useTranslation('legal-cases');
  return (
    <Badge variant="light" color={CASE_STATUS_COLOR[value]} {...props}>
      {t(`status.${value}`)}
    </Badge>
  );
}

export function CaseOutcomeBadge({ value, ...props }: Props<CaseOutcome>) {
  const { t } = useTranslation('legal-cases');
  return (
    <Badge variant={value === 'pending' ? 'outline' : 'light'} color={CASE_OUTCOME_COLOR[value]} {...props}>
      {t(`outcome.${value}`)}
    </Badge>
  );
}

export function CasePriorityBadge({ value, ...props }: Props<CasePriority>) {
  const { t } = useTranslation('legal-cases');
  return (
    <Badge variant={value === 'urgent' ? 'filled' : 'dot'} color={CASE_PRIORITY_COLOR[value]} {...props}>
      {t(`priority.${value}`)}
    </Badge>
  );
}
