import { ROLE_ERRORS } from '@mizan/contracts';
import { and, count, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { permissionRules, rolePermissions, roleRules, users } from '../db/schema.ts';
import { fieldError, HttpError } from './errors.ts';

/**
 * The key of the transaction-scoped advisory lock every "could demote the last administrator" write takes before
 * counting. Any bigint works as long as nothing else uses it ("mizanadm" in ASCII). Inlined: it is a constant.
 */
const ADMINISTRATORS_LOCK = sql.raw('7883967181571056749');

/**
 * How many active users may `manage all`, through their role's own rules or a permission assigned to the role.
 * Writes that could demote someone don't call this directly: `assertAdministratorRemains` serializes them first.
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

/**
 * Rolls the transaction back (400, on `field` when given) when nobody active could manage everything after its
 * writes. Under READ COMMITTED two transactions demoting two administrators at once would each still see the other
 * one as administrator and both commit; the advisory lock makes them count one after the other, and the second
 * count (a new snapshot, taken after the first committed) sees both changes. Call it after the transaction's own
 * writes. Works on PGlite too, where transactions already run one at a time.
 */
export async function assertAdministratorRemains(tx: Db, field?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`);
  if ((await countAdministrators(tx)) > 0) return;
  throw field ? fieldError(field, ROLE_ERRORS.lastAdministrator) : new HttpError(400, ROLE_ERRORS.lastAdministrator);
}
