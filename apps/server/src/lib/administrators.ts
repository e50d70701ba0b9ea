import { and, count, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { permissionRules, rolePermissions, roleRules, users } from '../db/schema.ts';

/**
 * How many active users may `manage all`, through their role's own rules or a permission assigned to the role.
 * Every change of roles, permissions or users that could demote the last administrator runs this inside its
 * transaction and rolls back when it answers 0.
 */
export async function countAdministrators(db: Db): Promise<number> {
  const manageAllOwn = db
    .select({ one: roleRules.id })
    .from(roleRules)
    .where(
      and(
        eq(roleRules.roleId, users.roleId),
        eq(roleRules.action, 'manage'),
        eq(roleRules.subject, 'all'),
        eq(roleRules.inverted, false),
      ),
    );
  const manageAllGranted = db
    .select({ one: permissionRules.id })
    .from(permissionRules)
    .innerJoin(rolePermissions, eq(rolePermissions.permissionId, permissionRules.permissionId))
    .where(
      and(
        eq(rolePermissions.roleId, users.roleId),
        eq(permissionRules.action, 'manage'),
        eq(permissionRules.subject, 'all'),
      ),
    );
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'active'), or(exists(manageAllOwn), exists(manageAllGranted))));
  return row?.n ?? 0;
}
