import type { Db } from '../../db/client.ts';
import { legalCases } from '../../db/schema.ts';

let serial = 0;

/**
 * For tests of a case's parts (stages, hearings, parties, files …): a live case inserted straight into the table,
 * so they don't depend on the cases API. Unique file numbers in a year no demo case uses.
 */
export async function insertTestCase(
  db: Db,
  fields: Partial<typeof legalCases.$inferInsert> & { responsibleLawyerId: number },
): Promise<number> {
  serial += 1;
  const [row] = await db
    .insert(legalCases)
    .values({
      fileNumber: `1990/T${serial}`,
      title: `قضية اختبار ${serial}`,
      category: 'civil',
      openedAt: '2025-01-05',
      status: 'active',
      ...fields,
    })
    .returning({ id: legalCases.id });
  return row!.id;
}
