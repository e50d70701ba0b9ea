import { Badge } from '@mantine/core';
import type { UserPlanValue, UserStatusValue } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOR: Record<UserStatusValue, string> = {
  active: 'success',
  pending: 'warning',
  inactive: 'gray',
};

export function StatusBadge({ status }: { status: UserStatusValue }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} radius="sm">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function usePlanLabel() {
  const { t } = useTranslation('users');
  return (plan: UserPlanValue) => t(`plans.${plan}`);
}
