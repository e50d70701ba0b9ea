import { Badge } from '@mantine/core';
import type { UserPlanValue, UserStatusValue } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOR: Record<UserStatusValue, string> = {
  active: 'success',
  pending: 'warning',
  inactive: 'gray',
};
export const ROLE_COLOR: Record<string, string> = {
  admin: 'error',
  author: 'warning',
  editor: 'info',
  maintainer: 'success',
  subscriber: 'primary',
  client: 'grape',
};

/**
 * Field errors arrive in English, from the shared zod schemas or the server (spec §8 texts); the text is the
 * translation key: `users:errors.<text>`, `common:serverErrors.<text>`, `auth:validation.<text>`, else itself.
 * Namespaces are passed apart (`nsSeparator: false`): many texts hold a colon, which i18next would otherwise
 * read as a namespace, and the translation would never be found.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: ReactNode): ReactNode =>
    typeof error === 'string' && error !== ''
      ? t([`errors.${error}`, `serverErrors.${error}`, `validation.${error}`], {
          ns: ['users', 'common', 'auth'],
          nsSeparator: false,
          defaultValue: error,
        })
      : error;
}

export function StatusBadge({ status }: { status: UserStatusValue }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} radius="sm">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function useRoleLabel() {
  const { t } = useTranslation('users');
  return (role: string) => t(`roles.${role}`, { defaultValue: role });
}

export function usePlanLabel() {
  const { t } = useTranslation('users');
  return (plan: UserPlanValue) => t(`plans.${plan}`);
}
