import { CASE_STATUSES, type CaseStatus, type CaseSummary } from '@mizan/contracts';
import { and, count, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCases, legalHearings } from '../../db/schema.ts';
import { caseFilters } from './cases.list.ts';
import { addDays, dayStart, fixedCalendar, officeDay, type OfficeCalendar } from './hearings.warnings.ts';
import type { CaseActor } from './legal-cases.access.ts';

/**
 * The legal-cases card of the CRM dashboard: counts only (SQL aggregates, no rows read into memory), over the cases
 * the actor may read — the list's own WHERE (`caseFilters`: live cases, the team-only rule), so each figure equals
 * what its link opens: the list by status, the `overdueHearings` and `expiringPowers` chips, today's agenda.
 */
export function createCaseSummaryService(db: Db, calendar: OfficeCalendar = fixedCalendar()) {
  const countWhere = async (where: SQL) => {
    const [row] = await db.select({ n: count() }).from(legalCases).where(where);
    return row?.n ?? 0;
  };

  return {
    async summary(actor: CaseActor, now = new Date()): Promise<CaseSummary> {
      const { timeZone } = await calendar();
      const today = officeDay(now, timeZone).date;
      const visible = caseFilters({}, actor, now, timeZone);

      // Per status: the `(status, next_hearing_at, id)` index; the chips: their partial indexes on the derived columns.
      const statusRows = await db
        .select({ status: legalCases.status, n: count() })
        .from(legalCases)
        .where(visible)
        .groupBy(legalCases.status);
      const overdueHearings = await countWhere(caseFilters({ chip: 'overdueHearings' }, actor, now, timeZone));
      const expiringPowers = await countWhere(caseFilters({ chip: 'expiringPowers' }, actor, now, timeZone));
      // Today's hearings, as the agenda lists them: the range on `legal_hearings_scheduled_idx`, cases by primary key.
      const [hearings] = await db
        .select({ n: count() })
        .from(legalHearings)
        .innerJoin(legalCases, eq(legalCases.id, legalHearings.caseId))
        .where(
          and(
            gte(legalHearings.scheduledAt, dayStart(today, timeZone)),
            lt(legalHearings.scheduledAt, dayStart(addDays(today, 1), timeZone)),
            ne(legalHearings.status, 'cancelled'),
            visible,
          ),
        );

      const byStatus = Object.fromEntries(CASE_STATUSES.map((status) => [status, 0])) as Record<CaseStatus, number>;
      for (const row of statusRows) byStatus[row.status] = row.n;
      return {
        today,
        timeZone,
        byStatus,
        total: statusRows.reduce((sum, row) => sum + row.n, 0),
        hearingsToday: hearings?.n ?? 0,
        overdueHearings,
        expiringPowers,
      };
    },
  };
}

export type CaseSummaryService = ReturnType<typeof createCaseSummaryService>;
