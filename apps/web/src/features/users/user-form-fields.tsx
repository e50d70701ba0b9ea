import type { UseFormReturnType } from '@mantine/form';
import {
  USER_BILLINGS,
  USER_PLANS,
  USER_STATUSES,
  type UserBillingValue,
  type UserPlanValue,
  type UserStatusValue,
} from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { reportSaveFailure } from '@/lib/report-save-failure';
import { useRoleName } from '@/lib/acl-names';
import { usePlanLabel } from './user-shared';
import { userRoleOptionsQuery } from './users.api';

/** What the add and edit dialogs hold of a user (the edit dialog has no password but the version it read). */
export interface UserFormValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  contact: string;
  company: string;
  country: string;
  role: string;
  currentPlan: UserPlanValue;
  status: UserStatusValue;
  billing: UserBillingValue;
  taxId: string;
}
type FieldName = keyof UserFormValues;

const SERVER_FIELDS = [
  'fullName',
  'username',
  'email',
  'password',
  'contact',
  'company',
  'country',
  'role',
  'currentPlan',
  'status',
  'billing',
  'taxId',
] as const satisfies readonly FieldName[];

/** The choices of the dialogs' selects, in the reader's language. */
export function useSelectData() {
  const { t } = useTranslation('users');
  const roleLabel = useRoleName();
  const planLabel = usePlanLabel();
  const roles = useQuery(userRoleOptionsQuery());
  return {
    roles: (roles.data?.roles ?? []).map((value) => ({ value, label: roleLabel(value) })),
    plans: USER_PLANS.map((value) => ({ value, label: planLabel(value) })),
    statuses: USER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
    billings: USER_BILLINGS.map((value) => ({ value, label: t(`billings.${value}`) })),
  };
}

/**
 * A user form's inputs with their errors in the reader's language, and its failure report: the server's field
 * errors under their fields, anything else in a toast titled `failedTitle`.
 */
export function useUserFormErrors<V extends Partial<UserFormValues>>(form: UseFormReturnType<V>, failedTitle: string) {
  const errorText = useErrorText('users:errors');
  return {
    field: (name: keyof V & FieldName) => {
      const props = form.getInputProps(name);
      return { ...props, error: errorText(props.error) };
    },
    report: (error: Error) => reportSaveFailure(form, error, SERVER_FIELDS, failedTitle, errorText),
  };
}
