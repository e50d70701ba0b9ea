import { ERROR_TEXT, type AccountPreferences } from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Merges the given interface choices into the user's own account; those not given keep their value. Not a change
 * of the person's record: neither its version (an open profile edit stays valid) nor its activity log moves.
 */
export async function saveInterfacePreferences(
  db: Db,
  userId: number,
  changes: AccountPreferences,
): Promise<AccountPreferences> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify(given)}::jsonb` })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  if (!row) throw notFound(ERROR_TEXT.notFound);
  return row.preferences;
}
