import { AGENDA_MAX_DAYS, type Agenda, type AgendaQuery, type HearingLawyer } from '@mizan/contracts';
import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  legalCases,
  legalCaseStages,
  legalCourts,
  legalHearingLawyers,
  legalHearings,
  users,
} from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { addDays, dayStart, fixedCalendar, type OfficeCalendar } from './hearings.warnings.ts';
import { visibleTo, type CaseActor } from './legal-cases.access.ts';

/** رول الجلسات: the hearings of a range of office days across every case the actor may read. */
export function createAgendaService(db: Db, calendar: OfficeCalendar = fixedCalendar()) {
  return {
    async agenda(query: AgendaQuery, actor: CaseActor): Promise<Agenda> {
      if (query.to < query.from) throw fieldError('to', 'The end date must not be before the start date');
      if (addDays(query.from, AGENDA_MAX_DAYS - 1) < query.to) {
        throw fieldError('to', `The agenda covers at most ${AGENDA_MAX_DAYS} days`);
      }
      const { timeZone } = await calendar();
      const start = dayStart(query.from, timeZone);
      const end = dayStart(addDays(query.to, 1), timeZone);

      // Everything but the range, which leads so that `legal_hearings_scheduled_idx` serves it.
      const filters = and(
        ne(legalHearings.status, 'cancelled'),
        isNull(legalCases.deletedAt),
        visibleTo(actor),
        query.courtId ? eq(legalCaseStages.courtId, query.courtId) : undefined,
        query.lawyerId
          ? sql`exists (select 1 from ${legalHearingLawyers} where ${legalHearingLawyers.hearingId} = ${legalHearings.id} and ${legalHearingLawyers.userId} = ${query.lawyerId})`
          : undefined,
      );
      // Cases join by primary key.
      const rows = await db
        .select({
          hearingId: legalHearings.id,
          caseId: legalCases.id,
          fileNumber: legalCases.fileNumber,
          title: legalCases.title,
          stageType: legalCaseStages.type,
          courtId: legalCaseStages.courtId,
          courtName: legalCourts.nameAr,
          circuit: legalCaseStages.circuit,
          courtCaseNumber: legalCaseStages.courtCaseNumber,
          courtCaseYear: legalCaseStages.courtCaseYear,
          kind: legalHearings.kind,
          scheduledAt: legalHearings.scheduledAt,
          venue: legalHearings.venue,
          remote: legalHearings.remote,
          status: legalHearings.status,
          result: legalHearings.result,
          clientNames: legalCases.clientNames,
          opponentNames: legalCases.opponentNames,
        })
        .from(legalHearings)
        .innerJoin(legalCases, eq(legalCases.id, legalHearings.caseId))
        .innerJoin(legalCaseStages, eq(legalCaseStages.id, legalHearings.stageId))
        .leftJoin(legalCourts, eq(legalCourts.id, legalCaseStages.courtId))
        .where(and(gte(legalHearings.scheduledAt, start), lt(legalHearings.scheduledAt, end), filters))
        .orderBy(asc(legalHearings.scheduledAt), asc(legalHearings.id));

      const [next] =
        rows.length > 0
          ? []
          : await db
              .select({ scheduledAt: legalHearings.scheduledAt })
              .from(legalHearings)
              .innerJoin(legalCases, eq(legalCases.id, legalHearings.caseId))
              .innerJoin(legalCaseStages, eq(legalCaseStages.id, legalHearings.stageId))
              .where(and(gte(legalHearings.scheduledAt, end), filters))
              .orderBy(asc(legalHearings.scheduledAt), asc(legalHearings.id))
              .limit(1);

      const lawyers = new Map<number, HearingLawyer[]>();
      if (rows.length > 0) {
        const attending = await db
          .select({ hearingId: legalHearingLawyers.hearingId, id: users.id, fullName: users.fullName })
          .from(legalHearingLawyers)
          .innerJoin(users, eq(users.id, legalHearingLawyers.userId))
          .where(
            inArray(
              legalHearingLawyers.hearingId,
              rows.map((row) => row.hearingId),
            ),
          )
          .orderBy(asc(users.fullName), asc(users.id));
        for (const { hearingId, ...lawyer } of attending)
          lawyers.set(hearingId, [...(lawyers.get(hearingId) ?? []), lawyer]);
      }

      return {
        from: query.from,
        to: query.to,
        timeZone,
        nextAfter: next ? next.scheduledAt.toISOString() : null,
        hearings: rows.map((row) => ({
          ...row,
          courtName: row.courtName ?? '',
          scheduledAt: row.scheduledAt.toISOString(),
          lawyers: lawyers.get(row.hearingId) ?? [],
        })),
      };
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
