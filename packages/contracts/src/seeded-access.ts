/**
 * The roles and permissions Mizan seeds, by a stable key. The server stores the English text given here; the web
 * shows a seeded one in the reader's language (its locale files translate the key) while its stored text is still
 * this one, and a role or permission someone created or renamed exactly as they typed it.
 */

/** Each seeded role's description; the key is the role's stored name (the spec's role values). */
export const SEEDED_ROLE_DESCRIPTIONS = {
  admin: 'Back-office staff: may do everything.',
  client: 'A restricted account: sees the access-control page only.',
  author:
    'A lawyer of the office: sees the dashboard and the people, and works the legal cases (team-only ones only when on the team).',
  editor: 'Edits what others wrote: may also update people.',
  maintainer: 'Keeps the office running: manages people and reads roles and permissions.',
  subscriber: 'Reads only: the access-control page.',
} as const;
export type SeededRole = keyof typeof SEEDED_ROLE_DESCRIPTIONS;

export const isSeededRole = (name: string): name is SeededRole => Object.hasOwn(SEEDED_ROLE_DESCRIPTIONS, name);

/** Each seeded permission's stored name (spec §6: the template's names, one of them Arabic), by key. */
export const SEEDED_PERMISSION_NAMES = {
  management: 'Management',
  manageBillingRoles: 'Manage Billing & Roles',
  addRemoveUsers: 'Add & Remove Users',
  projectPlanning: 'Project Planning',
  manageEmailSequences: 'Manage Email Sequences',
  clientCommunication: 'Client Communication',
  onlyView: 'Only View',
  financialManagement: 'Financial Management',
  manageOthersTasks: "Manage Others' Tasks",
  legalCases: 'إدارة القضايا القانونية',
} as const;
export type SeededPermission = keyof typeof SEEDED_PERMISSION_NAMES;

const PERMISSION_BY_NAME = new Map(
  Object.entries(SEEDED_PERMISSION_NAMES).map(([key, name]) => [name as string, key as SeededPermission]),
);

/** The key of a permission still named as seeded; undefined for any other name. */
export const seededPermissionKey = (name: string): SeededPermission | undefined => PERMISSION_BY_NAME.get(name);
