import { SEEDED_ROLE_DESCRIPTIONS, type AbilityRule, type Action, type Grant, type Subject } from '@mizan/contracts';
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
    description: SEEDED_ROLE_DESCRIPTIONS.author,
    rules: grants('read Dashboard', 'read User', 'read LegalCase', 'create LegalCase', 'update LegalCase'),
  },
  {
    name: 'editor',
    description: SEEDED_ROLE_DESCRIPTIONS.editor,
    // Reading the access-control page is what clients and subscribers may do: without it an editor of people could
    // change none of them (nobody acts on someone holding a right they lack).
    rules: grants('read Dashboard', 'read AclDemo', 'read User', 'update User'),
  },
  {
    name: 'maintainer',
    description: SEEDED_ROLE_DESCRIPTIONS.maintainer,
    rules: grants('read Dashboard', 'read AclDemo', 'manage User', 'read Role', 'read Permission'),
  },
  {
    name: 'subscriber',
    description: SEEDED_ROLE_DESCRIPTIONS.subscriber,
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
