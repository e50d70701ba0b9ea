import { SEEDED_PERMISSION_NAMES, type Grant, type SeededPermission } from '@mizan/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { permissionRules, permissions, rolePermissions, roles } from '../schema.ts';
import { grants } from './demo-roles.ts';

/**
 * The template's permissions page names roles that Mizan doesn't have (spec §6); each maps to a real role, so an
 * assignment changes what real users may do:
 * administrator → admin, manager → maintainer, users → author, support → editor, restricted-user → subscriber.
 * (client stays the access-control-only role of spec §6.)
 */
export const TEMPLATE_ROLE_NAMES = {
  administrator: 'admin',
  manager: 'maintainer',
  users: 'author',
  support: 'editor',
  'restricted-user': 'subscriber',
} as const;
type TemplateRole = keyof typeof TEMPLATE_ROLE_NAMES;

/**
 * The ten permissions of spec §6 with the template's dates and assignments. Their rules use only subjects that
 * exist today; areas added later (billing, e-mail, legal cases…) add their subject's rules to them.
 */
export const DEMO_PERMISSIONS: ReadonlyArray<{
  key: SeededPermission;
  createdAt: string;
  assignedTo: TemplateRole[];
  rules: Grant[];
}> = [
  {
    key: 'management',
    createdAt: '2021-04-14T20:43:00Z',
    assignedTo: ['administrator'],
    rules: grants('read Dashboard', 'manage User', 'manage Role', 'read Permission'),
  },
  {
    key: 'manageBillingRoles',
    createdAt: '2021-09-16T17:20:00Z',
    assignedTo: ['administrator'],
    rules: grants('manage Role', 'manage Permission'),
  },
  {
    key: 'addRemoveUsers',
    createdAt: '2021-10-14T10:20:00Z',
    assignedTo: ['administrator', 'manager'],
    rules: grants('create User', 'delete User'),
  },
  {
    key: 'projectPlanning',
    createdAt: '2021-10-14T10:20:00Z',
    assignedTo: ['administrator', 'users', 'support'],
    // Planning the office's work: the kanban, the calendar and the chat, every action on them.
    rules: grants('read Dashboard', 'read User', 'manage Kanban', 'manage Calendar', 'manage Chat'),
  },
  {
    key: 'manageEmailSequences',
    createdAt: '2021-08-23T14:00:00Z',
    assignedTo: ['administrator', 'users', 'support'],
    // The office's mail: each user's own mailbox.
    rules: grants('read Notification', 'manage Email'),
  },
  {
    key: 'clientCommunication',
    createdAt: '2021-04-15T11:30:00Z',
    assignedTo: ['administrator', 'manager'],
    // Holds what Project Planning gives (author, editor) so a manager still holds every right of whom they appoint.
    rules: grants('read User', 'read Notification', 'manage Kanban', 'manage Calendar', 'manage Email', 'manage Chat'),
  },
  {
    key: 'onlyView',
    createdAt: '2021-12-04T20:15:00Z',
    assignedTo: ['administrator', 'restricted-user'],
    rules: grants('read AclDemo'),
  },
  {
    key: 'financialManagement',
    createdAt: '2021-02-25T10:30:00Z',
    assignedTo: ['administrator', 'manager'],
    // The office's money: its invoices, every action on them.
    rules: grants('read Dashboard', 'manage Invoice'),
  },
  {
    key: 'manageOthersTasks',
    createdAt: '2021-11-04T11:45:00Z',
    assignedTo: ['administrator', 'support'],
    rules: grants('read User', 'update User'),
  },
  {
    key: 'legalCases',
    createdAt: '2021-12-18T09:05:00Z',
    assignedTo: ['administrator', 'manager'],
    // Legal-case management: every case, team-only ones too, and every action on them.
    rules: grants('manage LegalCase'),
  },
];

/** Demo mode only; runs after the demo roles exist. */
export async function seedDemoPermissions(db: Db): Promise<void> {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, Object.values(TEMPLATE_ROLE_NAMES)));
  const roleId = (template: TemplateRole) => {
    const row = roleRows.find((r) => r.name === TEMPLATE_ROLE_NAMES[template]);
    if (!row) throw new Error(`The role ${TEMPLATE_ROLE_NAMES[template]} is missing; seed the demo roles first`);
    return row.id;
  };
  for (const demo of DEMO_PERMISSIONS) {
    const createdAt = new Date(demo.createdAt);
    const [row] = await db
      .insert(permissions)
      .values({ name: SEEDED_PERMISSION_NAMES[demo.key], createdAt, updatedAt: createdAt })
      .returning({ id: permissions.id });
    const permissionId = row!.id;
    await db.insert(permissionRules).values(demo.rules.map((rule) => ({ permissionId, ...rule })));
    await db.insert(rolePermissions).values(
      demo.assignedTo.map((template) => ({
        roleId: roleId(template),
        permissionId,
      })),
    );
  }
}
