import { useTranslation } from 'react-i18next';

/** The demo roles' names in the interface language; a role someone created keeps its own name. */
export function useRoleName() {
  const { t } = useTranslation('roles');
  return (name: string) => t(`names.${name}`, { defaultValue: name });
}

/**
 * A role's description in the interface language while it is still the seeded English text of a demo role;
 * a description someone wrote is shown as written.
 */
export function useRoleDescription() {
  const { t } = useTranslation('roles');
  return (role: { name: string; description: string }) =>
    t(`descriptions.${role.name}`, { lng: 'en', defaultValue: '' }) === role.description
      ? t(`descriptions.${role.name}`)
      : role.description;
}
