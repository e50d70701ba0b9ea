import { USER_ERRORS, type AppAbility, type User, type UserDetail } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';

/** Who calls: their id, the session of the request (kept alive by a password set) and what they may do. */
export interface Actor {
  id: number;
  sessionId: number | null;
  ability: AppAbility;
}

export type UserRow = typeof users.$inferSelect;

/** The columns of a users list row. */
export const listColumns = {
  id: users.id,
  fullName: users.fullName,
  company: users.company,
  roleId: users.roleId,
  username: users.username,
  country: users.country,
  contact: users.contact,
  email: users.email,
  currentPlan: users.currentPlan,
  status: users.status,
  avatar: users.avatar,
  billing: users.billing,
  createdAt: users.createdAt,
};
export type ListRow = { [K in keyof typeof listColumns]: UserRow[K] };

export const toUser = (row: ListRow, names: Map<number, string>): User => ({
  id: row.id,
  fullName: row.fullName,
  company: row.company,
  role: names.get(row.roleId) ?? '',
  username: row.username,
  country: row.country,
  contact: row.contact,
  email: row.email,
  currentPlan: row.currentPlan,
  status: row.status,
  avatar: row.avatar,
  billing: row.billing,
  createdAt: row.createdAt.toISOString(),
});

export const toDetail = (row: UserRow, role: string): UserDetail => ({
  ...toUser({ ...row }, new Map([[row.roleId, role]])),
  taskDone: row.taskDone,
  projectDone: row.projectDone,
  taxId: row.taxId,
  language: row.language,
  timeZone: row.timeZone,
  currency: row.currency,
  designation: row.designation,
  location: row.location,
  lastSignInAt: isoOrNull(row.lastSignInAt),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** One user with the detail fields; 404 "User not found". */
export async function readUserDetail(db: Db, id: number): Promise<UserDetail> {
  const [found] = await db
    .select({ user: users, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  if (!found) throw notFound(USER_ERRORS.notFound);
  return toDetail(found.user, found.role);
}
