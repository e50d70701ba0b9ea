import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { containsPattern } from './sql-like.ts';

/** A user as a picker shows them: id, full name and avatar (the kanban's members, the calendar's guests). */
export const officeUserColumns = { id: users.id, name: users.fullName, img: users.avatar };

/** The office's active users, by name: whom a card or an event may be given to. */
export const listActiveUsers = (db: Db) =>
  db
    .select(officeUserColumns)
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.fullName), asc(users.id));

/**
 * The office's active users' addresses, by name: whom mail may be written to (the composer's suggestions); with `q`,
 * at most `limit` of those whose name or address holds it.
 */
export const listActiveUserAddresses = (db: Db, q?: string, limit?: number) => {
  const text = q?.trim().toLowerCase();
  const query = db
    .select({ email: users.email, name: users.fullName, img: users.avatar })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        text
          ? or(
              sql`lower(${users.fullName}) like ${containsPattern(text)}`,
              sql`lower(${users.email}) like ${containsPattern(text)}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
  return limit ? query.limit(limit) : query;
};

/** Whether every id (each counted once) is an active user's. */
export async function allActiveUsers(db: Db, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.status, 'active')));
  return found.length === unique.length;
}
