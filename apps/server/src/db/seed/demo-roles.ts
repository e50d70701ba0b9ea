import type { AbilityRule, Action, Grant, Subject } from '@mizan/contracts';
import type { Db } from '../client.ts';
import { roleRules, roles } from '../schema.ts';

/** Rules written as `'action Subject'`, kept in the given order (the demo roles' and permissions' matrices). */
export const grants = (...rules: Array<`${Action} ${Subject}`>): Grant[] =>
  rules.map((rule) => {
    const [action, subject] = rule.split(' ') as [Action, Subject];
    return { action, subject };
  });

/** The user roles of spec §4, beside the base admin and client roles; demo mode only. */
export const DEMO_ROLES: ReadonlyArray<{ name: string; description: string; rules: AbilityRule[] }> = [
  {
    name: 'author',
    description:
      'A lawyer of the office: sees the dashboard and the people, and works the legal cases (team-only ones only when on the team).',
    rules: grants('read Dashboard', 'read User', 'read LegalCase', 'create LegalCase', 'update LegalCase'),
  },
  {
    name: 'editor',
    description: 'Edits what others wrote: may also update people.',
    // Reading the access-control page is what clients and subscribers may do: without it an editor of people could
    // change none of them (nobody acts on someone holding a right they lack).
    rules: grants('read Dashboard', 'read AclDemo', 'read User', 'update User'),
  },
  {
    name: 'maintainer',
    description: 'Keeps the office running: manages people and reads roles and permissions.',
    rules: grants('read Dashboard', 'read AclDemo', 'manage User', 'read Role', 'read Permission'),
  },
  {
    name: 'subscriber',
    description: 'Reads only: the access-control page.',
    rules: grants('read AclDemo'),
  },
];

export async function seedDemoRoles(db: Db): Promise<void> {
  for (const role of DEMO_ROLES) {
    const [row] = await db
      .insert(roles)
      .values({ name: role.name, description: role.description })
      .returning({ id: roles.id });
    await db
      .insert(roleRules)
      .values(role.rules.map((rule) => ({ roleId: row!.id, action: rule.action, subject: rule.subject })));
  }
}
