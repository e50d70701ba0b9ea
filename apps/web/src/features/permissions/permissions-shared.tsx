import { PERMISSION_ERRORS, ROLE_ERRORS } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/** The demo roles' names in the interface language (the `roles` namespace names them); others keep their own. */
export function useRoleName() {
  const { t } = useTranslation('roles');
  return (name: string) => t(`names.${name}`, { defaultValue: name });
}

/** The server's English error texts in the interface language: `permissions:errors.<key>`, else the text. */
export function usePermissionErrorText() {
  const { t } = useTranslation('permissions');
  return (message: string | undefined): string => {
    if (!message) return '';
    const own = (Object.keys(PERMISSION_ERRORS) as (keyof typeof PERMISSION_ERRORS)[]).find(
      (k) => PERMISSION_ERRORS[k] === message,
    );
    if (own) return t(`errors.${own}`);
    const role = (Object.keys(ROLE_ERRORS) as (keyof typeof ROLE_ERRORS)[]).find((k) => ROLE_ERRORS[k] === message);
    if (role) return t(`roles:errors.${role}`);
    return t(`common:serverErrors.${message}`, { defaultValue: message });
  };
}
