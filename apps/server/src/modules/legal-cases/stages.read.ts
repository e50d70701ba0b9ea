import type { CaseStage } from '@mizan/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseStages, legalCourts } from '../../db/schema.ts';

type StageRow = typeof legalCaseStages.$inferSelect;

function toStage(row: StageRow, courtName: string | null, currentId: number | undefined): CaseStage {
  return {
    id: row.id,
    caseId: row.caseId,
    type: row.type,
    position: row.position,
    current: row.id === currentId,
    courtId: row.courtId,
    courtName: courtName ?? '',
    circuit: row.circuit,
    judge: row.judge,
    courtCaseNumber: row.courtCaseNumber,
    courtCaseYear: row.courtCaseYear,
    courtCaseYearCalendar: row.courtCaseYearCalendar,
    filedAt: row.filedAt,
    endedAt: row.endedAt,
    judgment: row.judgmentDate
      ? {
          number: row.judgmentNumber ?? '',
          date: row.judgmentDate,
          type: row.judgmentType ?? '',
          summary: row.judgmentSummary ?? '',
          amount: row.judgmentAmount,
          deedNumber: row.judgmentDeedNumber ?? '',
          final: row.judgmentFinal ?? false,
        }
      : null,
    appealDeadline: row.appealDeadline,
  };
}

/** A case's stages in court order, the last one marked current, each with its court's name and judgment. */
export async function readCaseStages(tx: Db, caseId: number): Promise<CaseStage[]> {
  const rows = await tx
    .select({ stage: legalCaseStages, courtName: legalCourts.nameAr })
    .from(legalCaseStages)
    .leftJoin(legalCourts, eq(legalCourts.id, legalCaseStages.courtId))
    .where(eq(legalCaseStages.caseId, caseId))
    .orderBy(asc(legalCaseStages.position), asc(legalCaseStages.id));
  const currentId = rows.at(-1)?.stage.id;
  return rows.map((row) => toStage(row.stage, row.courtName, currentId));
}
