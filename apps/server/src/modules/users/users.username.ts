import { randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const MAX = 32;
const MIN = 3;
/** How many numbered names (`sara2` … `sara99`) are tried, in one indexed lookup, before a random number. */
const NUMBERED = 98;

/** The e-mail's local part in the characters a username allows, lower case, 3 to 32 characters long. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, MAX);
  if (local.length >= MIN) return local;
  return local ? `${local}.user` : 'user';
}

const numbered = (base: string, n: number) => `${base.slice(0, MAX - String(n).length)}${n}`;

/**
 * A username nobody holds (regardless of case) for a user added without one: the e-mail's local part, else it with
 * the smallest free number (`sara`, `sara2`, `sara3`…). Two adds racing for the same name: the loser's insert hits
 * the unique index and the caller asks again.
 */
export async function freeUsername(db: Db, email: string): Promise<string> {
  const base = usernameBase(email);
  const candidates = [base, ...Array.from({ length: NUMBERED }, (_, i) => numbered(base, i + 2))];
  const taken = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, candidates));
  const held = new Set(taken.map((row) => row.name));
  return candidates.find((name) => !held.has(name)) ?? numbered(base, randomInt(100, 1_000_000));
}
