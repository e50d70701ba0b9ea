import {
  BASE_ROLE_NAMES,
  ROLE_ERRORS,
  type AppAbility,
  type Grant,
  type Role,
  type RoleAssignBody,
  type RoleCreateBody,
  type RoleUpdateBody,
} from '@mizan/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissionRules, permissions, rolePermissions, roleRules, roles, users } from '../../db/schema.ts';
import { assertAdministratorRemains } from '../../lib/administrators.ts';
import { uniqueField } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { assertMayActOn, assertMayGiveRole, assertMayGrant } from '../../lib/grants.ts';
import type { RightsChanged } from '../../lib/live-port.ts';

/** How many holders a role card shows as avatars. */
export const ROLE_MEMBER_PREVIEW = 5;

const isBase = (name: string) => (BASE_ROLE_NAMES as readonly string[]).includes(name);
const grantKey = (grant: Grant) => `${grant.action} ${grant.subject}`;

/** One rule per action × subject, in the order given. */
function uniqueGrants(grants: readonly Grant[]): Grant[] {
  const seen = new Map<string, Grant>();
  for (const grant of grants) seen.set(grantKey(grant), { action: grant.action, subject: grant.subject });
  return [...seen.values()];
}

/**
 * Roles (spec §6): a name, its own CASL rules (the matrix) and its holders. What a role's users may do is its own
 * rules plus those of the permissions assigned to it; the access check reads both on every request.
 */
export interface RolesDeps {
  /** Told inside the transaction whose roles or holders changed: their open sockets re-check their rights. */
  rightsChanged?: RightsChanged;
}

export function createRolesService(db: Db, { rightsChanged }: RolesDeps = {}) {
  /** The plain rules (no condition, not inverted) of these roles: the cells of their matrices. */
  async function ownGrants(roleIds: number[], tx: Db = db) {
    if (roleIds.length === 0) return [];
    return tx
      .select({
        roleId: roleRules.roleId,
        action: roleRules.action,
        subject: roleRules.subject,
      })
      .from(roleRules)
      .where(and(inArray(roleRules.roleId, roleIds), eq(roleRules.inverted, false), isNull(roleRules.conditions)))
      .orderBy(asc(roleRules.id));
  }

  async function describe(rows: Array<typeof roles.$inferSelect>): Promise<Role[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [own, granted, assigned, counts, members] = await Promise.all([
      ownGrants(ids),
      db
        .selectDistinct({
          roleId: rolePermissions.roleId,
          action: permissionRules.action,
          subject: permissionRules.subject,
        })
        .from(permissionRules)
        .innerJoin(rolePermissions, eq(rolePermissions.permissionId, permissionRules.permissionId))
        .where(inArray(rolePermissions.roleId, ids)),
      db
        .select({ roleId: rolePermissions.roleId, name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(rolePermissions.roleId, ids))
        .orderBy(asc(permissions.id)),
      db
        .select({ roleId: users.roleId, n: count() })
        .from(users)
        .where(inArray(users.roleId, ids))
        .groupBy(users.roleId),
      Promise.all(
        ids.map((roleId) =>
          db
            .select({
              id: users.id,
              fullName: users.fullName,
              avatar: users.avatar,
            })
            .from(users)
            .where(eq(users.roleId, roleId))
            .orderBy(desc(users.id))
            .limit(ROLE_MEMBER_PREVIEW),
        ),
      ),
    ]);
    const grants = (list: Array<{ roleId: number; action: string; subject: string }>, roleId: number) =>
      list.filter((row) => row.roleId === roleId).map(({ action, subject }) => ({ action, subject }) as Grant);
    return rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      base: isBase(row.name),
      rules: grants(own, row.id),
      grantedRules: grants(granted, row.id),
      permissions: assigned.filter((a) => a.roleId === row.id).map((a) => a.name),
      userCount: counts.find((c) => c.roleId === row.id)?.n ?? 0,
      users: members[index] ?? [],
      createdAt: row.createdAt.toISOString(),
      version: row.version,
    }));
  }

  async function get(id: number): Promise<Role> {
    const [row] = await db.select().from(roles).where(eq(roles.id, id));
    if (!row) throw notFound(ROLE_ERRORS.notFound);
    const [role] = await describe([row]);
    return role!;
  }

  async function assertNameFree(tx: Db, name: string, exceptId?: number) {
    const [taken] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined));
    if (taken) throw fieldError('name', ROLE_ERRORS.nameTaken);
  }

  /** Runs a write; a concurrent insert of the same name still answers the clear 400. */
  const write = <T>(work: () => Promise<T>) => uniqueField('name', ROLE_ERRORS.nameTaken, work);

  return {
    async list(): Promise<{ roles: Role[] }> {
      const rows = await db.select().from(roles).orderBy(asc(roles.id));
      return { roles: await describe(rows) };
    },

    get,

    async create(body: RoleCreateBody, ability: AppAbility): Promise<Role> {
      const rules = uniqueGrants(body.rules);
      assertMayGrant(ability, rules, 'rules');
      const id = await write(() =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, body.name);
          const [row] = await tx
            .insert(roles)
            .values({ name: body.name, description: body.description })
            .returning({ id: roles.id });
          if (rules.length > 0) await tx.insert(roleRules).values(rules.map((rule) => ({ roleId: row!.id, ...rule })));
          return row!.id;
        }),
      );
      return get(id);
    },

    async update(id: number, body: RoleUpdateBody, ability: AppAbility): Promise<Role> {
      const rules = uniqueGrants(body.rules);
      await write(() =>
        db.transaction(async (tx) => {
          const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
          if (!role) throw notFound(ROLE_ERRORS.notFound);
          if (role.version !== body.version) throw new HttpError(409, ROLE_ERRORS.stale);
          // Its holders change with it: an editor of roles can't weaken or reshape a role stronger than their own.
          await assertMayActOn(tx, ability, id, 'rules', ROLE_ERRORS.changeBeyondOwn);
          if (isBase(role.name) && body.name !== role.name) throw fieldError('name', ROLE_ERRORS.baseRoleRenamed);
          if (body.name.toLowerCase() !== role.name.toLowerCase()) await assertNameFree(tx, body.name, id);

          // The editor holds every right the role has (checked above), so every rule it will have must be theirs too.
          assertMayGrant(ability, rules, 'rules');

          await tx
            .update(roles)
            .set({
              name: body.name,
              description: body.description,
              version: sql`${roles.version} + 1`,
            })
            .where(eq(roles.id, id));
          // Only the matrix's plain rules are replaced; inverted or conditional rules stay as stored.
          await tx
            .delete(roleRules)
            .where(and(eq(roleRules.roleId, id), eq(roleRules.inverted, false), isNull(roleRules.conditions)));
          if (rules.length > 0) await tx.insert(roleRules).values(rules.map((rule) => ({ roleId: id, ...rule })));
          await assertAdministratorRemains(tx, 'rules');
          await rightsChanged?.(tx, { roleIds: [id] });
        }),
      );
      return get(id);
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
        if (!role) throw notFound(ROLE_ERRORS.notFound);
        if (isBase(role.name)) throw new HttpError(400, ROLE_ERRORS.baseRoleDeleted);
        const [holders] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, id));
        if ((holders?.n ?? 0) > 0) throw new HttpError(400, ROLE_ERRORS.stillAssigned);
        await tx.delete(roles).where(eq(roles.id, id));
      });
    },

    /** Moves users into this role; the caller must hold every right the role gives. */
    async assignUsers(id: number, body: RoleAssignBody, ability: AppAbility): Promise<Role> {
      const userIds = [...new Set(body.userIds)];
      await db.transaction(async (tx) => {
        const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
        if (!role) throw notFound(ROLE_ERRORS.notFound);
        await assertMayGiveRole(tx, ability, id, 'userIds');
        const found = await tx
          .select({ roleId: users.roleId })
          .from(users)
          .where(inArray(users.id, userIds))
          .for('no key update');
        if (found.length !== userIds.length) throw fieldError('userIds', ROLE_ERRORS.unknownUser);
        // Moving someone out of their role changes them: the caller must hold what they hold now.
        for (const roleId of new Set(found.map((row) => row.roleId)))
          await assertMayActOn(tx, ability, roleId, 'userIds');
        await tx
          .update(users)
          .set({
            roleId: id,
            updatedAt: new Date(),
            version: sql`${users.version} + 1`,
          })
          .where(and(inArray(users.id, userIds), ne(users.roleId, id)));
        await assertAdministratorRemains(tx, 'userIds');
        await rightsChanged?.(tx, { userIds });
      });
      return get(id);
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
