import { and, asc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCases, legalCaseStages, legalCourts, legalHearings } from '../../db/schema.ts';
import { visibleTo, type CaseActor } from './legal-cases.access.ts';

/** What the calendar shows of the legal cases: read-only items, each with the case it belongs to. */
export interface CaseCalendarItem {
  kind: 'Hearing' | 'PowerOfAttorney' | 'AppealDeadline';
  /** The hearing's id, or the case's for a power's expiry and an appeal deadline. */
  sourceId: number;
  caseId: number;
  fileNumber: string;
  caseTitle: string;
  /** A hearing's instant; null for the all-day items. */
  at: Date | null;
  /** The all-day items' day, `YYYY-MM-DD`. */
  day: string | null;
  court: string;
  venue: string;
}

/**
 * The port the calendar is composed with in app.ts (it never reads these tables itself): hearings (not cancelled),
 * the earliest power-of-attorney expiry and the appeal deadline of each case the actor may open — the team-only rule
 * of `visibleTo` — in a range. Nothing for those who may not read LegalCase. `from`/`to` bound hearings' instants;
 * `fromDay`/`toDay` (inclusive–exclusive office days) the all-day items.
 */
export function createCaseCalendarSource(db: Db) {
  return async (
    actor: CaseActor,
    range: { from: Date; to: Date; fromDay: string; toDay: string },
    kinds: readonly string[],
  ): Promise<CaseCalendarItem[]> => {
    if (!actor.ability.can('read', 'LegalCase')) return [];
    const items: CaseCalendarItem[] = [];
    const live = and(isNull(legalCases.deletedAt), visibleTo(actor));
    if (kinds.includes('Hearing')) {
      const rows = await db
        .select({
          id: legalHearings.id,
          caseId: legalCases.id,
          fileNumber: legalCases.fileNumber,
          title: legalCases.title,
          at: legalHearings.scheduledAt,
          court: legalCourts.nameAr,
          venue: legalHearings.venue,
        })
        .from(legalHearings)
        .innerJoin(legalCases, eq(legalCases.id, legalHearings.caseId))
        .innerJoin(legalCaseStages, eq(legalCaseStages.id, legalHearings.stageId))
        .leftJoin(legalCourts, eq(legalCourts.id, legalCaseStages.courtId))
        .where(
          and(
            gte(legalHearings.scheduledAt, range.from),
            lt(legalHearings.scheduledAt, range.to),
            ne(legalHearings.status, 'cancelled'),
            live,
          ),
        )
        .orderBy(asc(legalHearings.scheduledAt), asc(legalHearings.id))
        .limit(2000);
      for (const row of rows) {
        items.push({
          kind: 'Hearing',
          sourceId: row.id,
          caseId: row.caseId,
          fileNumber: row.fileNumber,
          caseTitle: row.title,
          at: row.at,
          day: null,
          court: row.court ?? '',
          venue: row.venue,
        });
      }
    }
    for (const [kind, column] of [
      ['PowerOfAttorney', legalCases.poaExpiresAt],
      ['AppealDeadline', legalCases.appealDeadline],
    ] as const) {
      if (!kinds.includes(kind)) continue;
      const rows = await db
        .select({ caseId: legalCases.id, fileNumber: legalCases.fileNumber, title: legalCases.title, day: column })
        .from(legalCases)
        .where(and(gte(column, range.fromDay), lt(column, range.toDay), live))
        .orderBy(asc(column), asc(legalCases.id))
        .limit(2000);
      for (const row of rows) {
        items.push({
          kind,
          sourceId: row.caseId,
          caseId: row.caseId,
          fileNumber: row.fileNumber,
          caseTitle: row.title,
          at: null,
          day: row.day,
          court: '',
          venue: '',
        });
      }
    }
    return items;
  };
}

export type CaseCalendarSource = ReturnType<typeof createCaseCalendarSource>;
