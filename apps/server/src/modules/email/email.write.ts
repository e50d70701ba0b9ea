import type { Email, EmailUpdateBody } from '@mizan/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { presentAll } from './email.read.ts';
import { emails } from './email.table.ts';

/**
 * Spec §7 `POST /api/apps/email` (§4's rules): with `label`, each email gets the label if it lacks it and loses it if
 * it has it (each on its own: a list of mixed emails is not made uniform); with `data`, those fields are set on each.
 * Only the owner's emails change: another user's ids are left alone, as unknown ones are. Answers the changed emails.
 */
export async function updateEmails(db: Db, ownerId: number, { ids, label, data }: EmailUpdateBody): Promise<Email[]> {
  const list = [...new Set(Array.isArray(ids) ? ids : [ids])];
  const mine = and(eq(emails.ownerId, ownerId), inArray(emails.id, list));
  const changed = await db.transaction(async (tx) => {
    if (label) {
      await tx
        .update(emails)
        .set({
          labels: sql`case when ${emails.labels} @> array[${label}]::text[]
            then array_remove(${emails.labels}, ${label}::text) else array_append(${emails.labels}, ${label}::text) end`,
        })
        .where(mine);
    }
    const fields = Object.fromEntries(Object.entries(data ?? {}).filter(([, value]) => value !== undefined));
    if (Object.keys(fields).length > 0) await tx.update(emails).set(fields).where(mine);
    return tx.select().from(emails).where(mine).orderBy(asc(emails.id));
  });
  return presentAll(db, changed);
}
