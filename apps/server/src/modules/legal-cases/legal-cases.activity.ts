import type { Db } from '../../db/client.ts';
import { legalCaseActivity } from '../../db/schema.ts';

/**
 * Appends one entry to a case's activity log (سجل النشاط), in the transaction of the change it describes.
 * `action` is a stable key the web translates (e.g. `status.changed`, `hearing.recorded`); `details` holds the
 * reason, the diff as `{ changes: { field: [before, after] } }`, and ids of what was added or removed.
 */
export async function recordCaseActivity(
  tx: Db,
  entry: { caseId: number; userId: number; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(legalCaseActivity).values({ ...entry, details: entry.details ?? {} });
}
