import { useTranslation } from 'react-i18next';

/** The demo roles' names in the interface language (the `roles` namespace names them); others keep their own. */
export function useRoleName() {
  const { t } = useTranslation('roles');
  return (name: string) => t(`names.${name}`, { defaultValue: name });
}
