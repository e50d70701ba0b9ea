import {
  ACTIONS,
  SUBJECTS,
  type AbilityRule,
  type AccountPreferences,
  type Action,
  type Subject,
  type UserData,
} from '@mizan/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { permissionRules, rolePermissions, roleRules, roles, users, type UserStatus } from '../db/schema.ts';

/** A user as the server knows them on a request: their data, their role and its rules (read fresh each time). */
export interface CurrentUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  avatar: string | null;
  role: string;
  roleId: number;
  status: UserStatus;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** The interface choices kept on the account (language, theme). */
  preferences: AccountPreferences;
  rules: AbilityRule[];
}

export const userColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  role: roles.name,
  roleId: users.roleId,
  status: users.status,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  preferences: users.preferences,
};

const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);
const isSubject = (value: string): value is Subject => (SUBJECTS as readonly string[]).includes(value);

/**
 * The effective CASL rules of a role: its own rules, then the rules of every permission assigned to it
 * (one query). Rules naming an action or subject this version doesn't know are skipped.
 */
export async function loadRoleRules(db: Db, roleId: number): Promise<AbilityRule[]> {
  const own = db
    .select({
      source: sql<number>`0`.as('source'),
      id: roleRules.id,
      action: roleRules.action,
      subject: roleRules.subject,
      inverted: roleRules.inverted,
      conditions: roleRules.conditions,
    })
    .from(roleRules)
    .where(eq(roleRules.roleId, roleId));
  const granted = db
    .select({
      source: sql<number>`1`.as('source'),
      id: permissionRules.id,
      action: permissionRules.action,
      subject: permissionRules.subject,
      inverted: sql<boolean>`false`.as('inverted'),
      conditions: sql<Record<string, unknown> | null>`null::jsonb`.as('conditions'),
    })
    .from(permissionRules)
    .innerJoin(rolePermissions, eq(rolePermissions.permissionId, permissionRules.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  // CASL gives later rules precedence: a role's "cannot" rules come last so no permission overrides them.
  const rows = await unionAll(own, granted).orderBy(asc(sql`inverted`), asc(sql`source`), asc(sql`id`));
  // A plain rule implied by a plain `manage` of its subject (or of `all`) is dropped: the admin's rules stay
  // `[{ manage, all }]` (spec §6) however many permissions its role is given.
  const plain = (row: (typeof rows)[number]) => !row.inverted && !row.conditions;
  const managed = new Set(rows.filter((row) => plain(row) && row.action === 'manage').map((row) => row.subject));
  const rules: AbilityRule[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!isAction(row.action) || !isSubject(row.subject)) continue;
    if (plain(row)) {
      const implied = managed.has('all')
        ? row.action !== 'manage' || row.subject !== 'all'
        : row.action !== 'manage' && managed.has(row.subject);
      const key = `${row.action} ${row.subject}`;
      // The same plain rule from the role and a permission (or two permissions) counts once.
      if (implied || seen.has(key)) continue;
      seen.add(key);
    }
    rules.push({
      action: row.action,
      subject: row.subject,
      ...(row.inverted ? { inverted: true } : {}),
      ...(row.conditions ? { conditions: row.conditions } : {}),
    });
  }
  return rules;
}

export async function loadUser(db: Db, userId: number): Promise<CurrentUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, rules: await loadRoleRules(db, row.roleId) };
}

/** What the browser keeps of a user (spec §7): never the password nor the rules. */
export const toUserData = (user: Pick<CurrentUser, keyof UserData>): UserData => ({
  id: user.id,
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  avatar: user.avatar,
  role: user.role,
  preferences: user.preferences,
});
