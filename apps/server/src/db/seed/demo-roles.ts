import type { AbilityRule } from '@mizan/contracts';
import type { Db } from '../client.ts';
import { roleRules, roles } from '../schema.ts';

/** The user roles of spec §4, beside the base admin and client roles; demo mode only. */
export const DEMO_ROLES: ReadonlyArray<{ name: string; description: string; rules: AbilityRule[] }> = [
  {
    name: 'author',
    description: 'Writes content: sees the dashboard and the people of the office.',
    rules: [
      { action: 'read', subject: 'Dashboard' },
      { action: 'read', subject: 'User' },
    ],
  },
  {
    name: 'editor',
    description: 'Edits what others wrote: may also update people.',
    rules: [
      { action: 'read', subject: 'Dashboard' },
      { action: 'read', subject: 'User' },
      { action: 'update', subject: 'User' },
    ],
  },
  {
    name: 'maintainer',
    description: 'Keeps the office running: manages people and reads roles and permissions.',
    rules: [
      { action: 'read', subject: 'Dashboard' },
      { action: 'manage', subject: 'User' },
      { action: 'read', subject: 'Role' },
      { action: 'read', subject: 'Permission' },
    ],
  },
  {
    name: 'subscriber',
    description: 'Reads only: the access-control page.',
    rules: [{ action: 'read', subject: 'AclDemo' }],
  },
];

export async function seedDemoRoles(db: Db): Promise<void> {
  for (const role of DEMO_ROLES) {
    const [row] = await db.insert(roles).values({ name: role.name, description: role.description }).returning({ id: roles.id });
    await db.insert(roleRules).values(role.rules.map((rule) => ({ roleId: row!.id, action: rule.action, subject: rule.subject })));
  }
}
