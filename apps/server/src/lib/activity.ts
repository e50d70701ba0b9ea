import type { Db } from '../db/client.ts';
import { userActivity } from '../db/schema.ts';

/** Records one event on a person's account (see `user_activity`); pass the transaction of the change. */
export async function recordActivity(
  db: Db,
  event: { userId: number; actorId: number | null; kind: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(userActivity).values({ ...event, details: event.details ?? {} });
}
