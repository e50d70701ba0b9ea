import type { Db } from '../db/client.ts';
import { legalCases, legalCaseTeam } from '../db/schema.ts';

let serial = 0;

export type TestCaseFields = Partial<typeof legalCases.$inferInsert> & {
  responsibleLawyerId: number;
  /** Users put on the case's team (`legal_case_team`), as the team-only rule reads it. */
  team?: readonly number[];
};

/**
 * A legal case inserted straight into the table, for the tests of a case's parts (stages, hearings, parties …) and
 * of the areas that refer to cases (kanban, calendar, e-mail, search): they don't depend on the cases API, which is
 * another module's. A live case with a unique file number in a year no demo case uses; `fields` overrides any column.
 * The derived columns (`searchText`, `nextHearingAt` …) are the caller's to set, as the cases' writes would.
 */
export async function insertTestCase(db: Db, { team = [], ...fields }: TestCaseFields): Promise<number> {
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
  const caseId = row!.id;
  if (team.length > 0) await db.insert(legalCaseTeam).values(team.map((userId) => ({ caseId, userId })));
  return caseId;
}
