import { ACTIONS, SUBJECTS, type AbilityRule, type Action, type Subject, type UserData } from '@mizan/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roleRules, roles, users, type UserStatus } from '../db/schema.ts';

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
};

const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);
const isSubject = (value: string): value is Subject => (SUBJECTS as readonly string[]).includes(value);

/** The CASL rules of a role, as stored. Rules naming an action or subject this version doesn't know are skipped. */
export async function loadRoleRules(db: Db, roleId: number): Promise<AbilityRule[]> {
  const rows = await db
    .select({
      action: roleRules.action,
      subject: roleRules.subject,
      inverted: roleRules.inverted,
      conditions: roleRules.conditions,
    })
    .from(roleRules)
    .where(eq(roleRules.roleId, roleId))
    .orderBy(asc(roleRules.id));
  const rules: AbilityRule[] = [];
  for (const row of rows) {
    if (!isAction(row.action) || !isSubject(row.subject)) continue;
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
  const [row] = await db.select(userColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, userId));
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
});
