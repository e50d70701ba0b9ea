import { isSeededRole, SEEDED_ROLE_DESCRIPTIONS, seededPermissionKey } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/*
 * Names of roles and permissions in the reader's language. A seeded one (contracts' seeded-access) is known by its
 * stable key and translated from the locale files while its stored text is still the seeded one; a role or a
 * permission someone created, renamed or described is shown as they typed it (draw it with `dir="auto"`).
 */

/** A role's name: seeded roles from `common:roles` (loaded with the shell, so the app bar never waits). */
export function useRoleName() {
  const { t } = useTranslation('common');
  return (name: string) => (isSeededRole(name) ? t(`roles.${name}`) : name);
}

/** A role's description: a seeded role's own text is translated (`roles:descriptions`); any other as written. */
export function useRoleDescription() {
  const { t } = useTranslation('roles');
  return (role: { name: string; description: string }) =>
    isSeededRole(role.name) && role.description === SEEDED_ROLE_DESCRIPTIONS[role.name]
      ? t(`descriptions.${role.name}`)
      : role.description;
}

/** A permission's name: a seeded one still named as seeded from `permissions:names`; any other as written. */
export function usePermissionName() {
  const { t } = useTranslation('permissions');
  return (name: string) => {
    const key = seededPermissionKey(name);
    return key ? t(`names.${key}`) : name;
  };
}
