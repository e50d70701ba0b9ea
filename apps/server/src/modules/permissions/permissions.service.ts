import {
  PERMISSION_ERRORS,
  type AppAbility,
  type Grant,
  type Permission,
  type PermissionCreateBody,
  type PermissionList,
  type PermissionListQuery,
  type PermissionUpdateBody,
} from '@mizan/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissionRules, permissions, rolePermissions, roles } from '../../db/schema.ts';
import { assertAdministratorRemains } from '../../lib/administrators.ts';
import { uniqueField } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { assertMayActOn, assertMayGrant } from '../../lib/grants.ts';
import type { RightsChanged } from '../../lib/live-port.ts';
import { likeEscape } from '../../lib/sql-like.ts';

/** The created date as the spec shows it (`14 Apr 2021, 8:43 PM`), in UTC; `q` searches this text too. */
const createdDate = sql<string>`to_char(${permissions.createdAt} at time zone 'UTC', 'DD Mon YYYY, FMHH12:MI AM')`;

const grantKey = (grant: Grant) => `${grant.action} ${grant.subject}`;
const uniqueGrants = (grants: readonly Grant[]): Grant[] => [
  ...new Map(grants.map((g) => [grantKey(g), { action: g.action, subject: g.subject }])).values(),
];

/**
 * Permissions (spec §3, §6): a named set of CASL rules assigned to roles. Assigning one gives its rules to every
 * holder of those roles at their next request (lib/identity.ts reads them with the role's own rules).
 */
export interface PermissionsDeps {
  /** Told inside the transaction which roles' rights changed: their holders' open sockets re-check their rights. */
  rightsChanged?: RightsChanged;
}

export function createPermissionsService(db: Db, { rightsChanged }: PermissionsDeps = {}) {
  async function describe(
    rows: Array<{
      id: number;
      name: string;
      createdAt: Date;
      createdDate: string;
      version: number;
    }>,
  ) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [assigned, rules] = await Promise.all([
      db
        .select({
          permissionId: rolePermissions.permissionId,
          name: roles.name,
        })
        .from(rolePermissions)
        .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
        .where(inArray(rolePermissions.permissionId, ids))
        .orderBy(asc(roles.id)),
      db
        .select({
          permissionId: permissionRules.permissionId,
          action: permissionRules.action,
          subject: permissionRules.subject,
        })
        .from(permissionRules)
        .where(inArray(permissionRules.permissionId, ids))
        .orderBy(asc(permissionRules.id)),
    ]);
    return rows.map((row): Permission => ({
      id: row.id,
      name: row.name,
      assignedTo: assigned.filter((a) => a.permissionId === row.id).map((a) => a.name),
      createdDate: row.createdDate,
      createdAt: row.createdAt.toISOString(),
      rules: rules
        .filter((r) => r.permissionId === row.id)
        .map(({ action, subject }) => ({ action, subject }) as Grant),
      version: row.version,
    }));
  }

  const columns = {
    id: permissions.id,
    name: permissions.name,
    createdAt: permissions.createdAt,
    createdDate,
    version: permissions.version,
  };

  async function get(id: number): Promise<Permission> {
    const rows = await db.select(columns).from(permissions).where(eq(permissions.id, id));
    const [permission] = await describe(rows);
    if (!permission) throw notFound(PERMISSION_ERRORS.notFound);
    return permission;
  }

  async function assertNameFree(tx: Db, name: string, exceptId?: number) {
    const [taken] = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(
        and(sql`lower(${permissions.name}) = lower(${name})`, exceptId ? ne(permissions.id, exceptId) : undefined),
      );
    if (taken) throw fieldError('name', PERMISSION_ERRORS.nameTaken);
  }

  /** The ids of these role names; an unknown name is a 400 on `assignedTo`. */
  async function roleIds(tx: Db, names: readonly string[]): Promise<number[]> {
    const wanted = [...new Set(names)];
    if (wanted.length === 0) return [];
    const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, wanted));
    const missing = wanted.find((name) => !rows.some((row) => row.name === name));
    if (missing !== undefined) throw fieldError('assignedTo', PERMISSION_ERRORS.unknownRole);
    return rows.map((row) => row.id);
  }

  /** Runs a write; a concurrent insert of the same name still answers the clear 400. */
  const write = <T>(work: () => Promise<T>) => uniqueField('name', PERMISSION_ERRORS.nameTaken, work);

  return {
    async list(query: PermissionListQuery): Promise<PermissionList> {
      let where: SQL | undefined;
      if (query.q) {
        const pattern = `%${likeEscape(query.q)}%`;
        const roleMatch = db
          .select({ one: sql`1` })
          .from(rolePermissions)
          .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
          .where(and(eq(rolePermissions.permissionId, permissions.id), ilike(roles.name, pattern)));
        where = or(ilike(permissions.name, pattern), sql`${createdDate} ilike ${pattern}`, exists(roleMatch));
      }
      const direction = query.orderBy === 'desc' ? desc : asc;
      const order =
        query.sortBy === 'name'
          ? [direction(sql`lower(${permissions.name})`), direction(permissions.id)]
          : [asc(permissions.id)];
      const page = db
        .select(columns)
        .from(permissions)
        .where(where)
        .orderBy(...order);
      const [rows, [total]] = await Promise.all([
        query.itemsPerPage === -1 ? page : page.limit(query.itemsPerPage).offset((query.page - 1) * query.itemsPerPage),
        db.select({ n: count() }).from(permissions).where(where),
      ]);
      return {
        permissions: await describe(rows),
        totalPermissions: total?.n ?? 0,
      };
    },

    get,

    async create(body: PermissionCreateBody, ability: AppAbility): Promise<Permission> {
      const rules = uniqueGrants(body.rules);
      if (rules.length === 0) throw fieldError('rules', PERMISSION_ERRORS.noRules);
      assertMayGrant(ability, rules, 'rules');
      const id = await write(() =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, body.name);
          const assigned = await roleIds(tx, body.assignedTo);
          const [row] = await tx.insert(permissions).values({ name: body.name }).returning({ id: permissions.id });
          const permissionId = row!.id;
          await tx.insert(permissionRules).values(rules.map((rule) => ({ permissionId, ...rule })));
          if (assigned.length > 0)
            await tx.insert(rolePermissions).values(assigned.map((roleId) => ({ roleId, permissionId })));
          await rightsChanged?.(tx, { roleIds: assigned });
          return permissionId;
        }),
      );
      return get(id);
    },

    async update(id: number, body: PermissionUpdateBody, ability: AppAbility): Promise<Permission> {
      const rules = uniqueGrants(body.rules);
      if (rules.length === 0) throw fieldError('rules', PERMISSION_ERRORS.noRules);
      await write(() =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(permissions).where(eq(permissions.id, id)).for('update');
          if (!current) throw notFound(PERMISSION_ERRORS.notFound);
          if (current.version !== body.version) throw new HttpError(409, PERMISSION_ERRORS.stale);
          if (body.name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tx, body.name, id);
          const assigned = await roleIds(tx, body.assignedTo);

          const [before, beforeRoles] = await Promise.all([
            tx
              .select({
                action: permissionRules.action,
                subject: permissionRules.subject,
              })
              .from(permissionRules)
              .where(eq(permissionRules.permissionId, id)),
            tx
              .select({ roleId: rolePermissions.roleId })
              .from(rolePermissions)
              .where(eq(rolePermissions.permissionId, id)),
          ]);
          // Every role that holds it, or will, changes with it: none may be stronger than the editor.
          for (const roleId of new Set([...beforeRoles.map((row) => row.roleId), ...assigned])) {
            await assertMayActOn(tx, ability, roleId, 'rules', PERMISSION_ERRORS.changeBeyondOwn);
          }
          const hadRule = new Set(before.map((rule) => grantKey(rule as Grant)));
          const gainsRoles = assigned.some((roleId) => !beforeRoles.some((row) => row.roleId === roleId));
          // A role newly receiving this permission gets all of its rules; otherwise only added rules are new.
          assertMayGrant(ability, gainsRoles ? rules : rules.filter((rule) => !hadRule.has(grantKey(rule))), 'rules');

          await tx
            .update(permissions)
            .set({
              name: body.name,
              updatedAt: new Date(),
              version: sql`${permissions.version} + 1`,
            })
            .where(eq(permissions.id, id));
          await tx.delete(permissionRules).where(eq(permissionRules.permissionId, id));
          await tx.insert(permissionRules).values(rules.map((rule) => ({ permissionId: id, ...rule })));
          await tx.delete(rolePermissions).where(eq(rolePermissions.permissionId, id));
          if (assigned.length > 0)
            await tx.insert(rolePermissions).values(assigned.map((roleId) => ({ roleId, permissionId: id })));
          await assertAdministratorRemains(tx, 'rules');
          await rightsChanged?.(tx, { roleIds: [...beforeRoles.map((row) => row.roleId), ...assigned] });
        }),
      );
      return get(id);
    },

    async remove(id: number, ability: AppAbility): Promise<void> {
      await db.transaction(async (tx) => {
        const holders = await tx
          .select({ roleId: rolePermissions.roleId })
          .from(rolePermissions)
          .where(eq(rolePermissions.permissionId, id));
        for (const { roleId } of holders)
          await assertMayActOn(tx, ability, roleId, undefined, PERMISSION_ERRORS.changeBeyondOwn);
        const deleted = await tx.delete(permissions).where(eq(permissions.id, id)).returning({ id: permissions.id });
        if (deleted.length === 0) throw notFound(PERMISSION_ERRORS.notFound);
        await assertAdministratorRemains(tx);
        await rightsChanged?.(tx, { roleIds: holders.map((row) => row.roleId) });
      });
    },
  };
}

export type PermissionsService = ReturnType<typeof createPermissionsService>;
