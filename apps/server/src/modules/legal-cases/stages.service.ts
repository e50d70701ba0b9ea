import {
  APPEAL_CAPACITY_MAP,
  COURT_CASE_YEAR_RANGES,
  ENFORCEMENT_CAPACITY_MAP,
  type CaseStage,
  type JudgmentBody,
  type PartyCapacity,
  type PromotionType,
  type StageCreateBody,
  type StagePromoteBody,
  type StageUpdateBody,
  type YearCalendar,
} from '@mizan/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseParties, legalCaseStages, legalCourts } from '../../db/schema.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { addDays, fixedCalendar, officeDay, type OfficeCalendar } from './hearings.warnings.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';
import { refreshCaseDerived } from './legal-cases.derived.ts';
import { readCaseStages } from './stages.read.ts';

type StageRow = typeof legalCaseStages.$inferSelect;

export const STAGE_ERRORS = {
  notFound: 'Stage not found',
  judgmentRequired: 'Record this stage’s judgment before moving the case to the next stage',
  notCurrent: 'Only the current (last) stage can be promoted',
  unknownCourt: 'Court not found',
  judgmentInFuture: 'The judgment date cannot be in the future',
  finalNotAppealable: 'The judgment is final and cannot be appealed (it can go to cassation or enforcement)',
  hijriYear: (min: number, max: number) => `A Hijri year must be from ${min} to ${max}`,
  gregorianYear: (min: number, max: number) => `A Gregorian year must be from ${min} to ${max}`,
} as const;

const PROMOTION_CAPACITY_MAPS: Record<PromotionType, Partial<Record<PartyCapacity, PartyCapacity>>> = {
  appeal: APPEAL_CAPACITY_MAP,
  cassation: APPEAL_CAPACITY_MAP,
  enforcement: ENFORCEMENT_CAPACITY_MAP,
};

/** A court case year inside its calendar's range (1900–2100 Gregorian, 1300–1500 Hijri). */
function checkCourtCaseYear(year: number | null | undefined, calendar: YearCalendar) {
  if (year === null || year === undefined) return;
  const [min, max] = COURT_CASE_YEAR_RANGES[calendar];
  if (year < min || year > max) {
    throw fieldError(
      'courtCaseYear',
      (calendar === 'hijri' ? STAGE_ERRORS.hijriYear : STAGE_ERRORS.gregorianYear)(min, max),
    );
  }
}

async function checkCourt(tx: Db, courtId: number | null | undefined) {
  if (!courtId) return;
  const [court] = await tx.select({ id: legalCourts.id }).from(legalCourts).where(eq(legalCourts.id, courtId));
  if (!court) throw fieldError('courtId', STAGE_ERRORS.unknownCourt);
}

/** The stage's court columns from a body: only the fields given. */
function courtValues(body: StageUpdateBody) {
  const values: Partial<typeof legalCaseStages.$inferInsert> = {};
  if (body.type !== undefined) values.type = body.type;
  if (body.courtId !== undefined) values.courtId = body.courtId;
  if (body.circuit !== undefined) values.circuit = body.circuit;
  if (body.judge !== undefined) values.judge = body.judge;
  if (body.courtCaseNumber !== undefined) values.courtCaseNumber = body.courtCaseNumber;
  if (body.courtCaseYear !== undefined) values.courtCaseYear = body.courtCaseYear;
  if (body.courtCaseYearCalendar !== undefined) values.courtCaseYearCalendar = body.courtCaseYearCalendar;
  if (body.filedAt !== undefined) values.filedAt = body.filedAt;
  if (body.endedAt !== undefined) values.endedAt = body.endedAt;
  return values;
}

/** The stages of a case (مراحل التقاضي): each court level, its judgment, promotion to the next. */
export function createStagesService(db: Db, calendar: OfficeCalendar = fixedCalendar()) {
  async function stageOf(tx: Db, caseId: number, stageId: number): Promise<CaseStage> {
    const stage = (await readCaseStages(tx, caseId)).find((s) => s.id === stageId);
    if (!stage) throw notFound(STAGE_ERRORS.notFound);
    return stage;
  }

  async function lockedStage(tx: Db, caseId: number, stageId: number): Promise<StageRow> {
    const [row] = await tx
      .select()
      .from(legalCaseStages)
      .where(and(eq(legalCaseStages.id, stageId), eq(legalCaseStages.caseId, caseId)))
      .for('update');
    if (!row) throw notFound(STAGE_ERRORS.notFound);
    return row;
  }

  async function nextPosition(tx: Db, caseId: number): Promise<number> {
    const [last] = await tx
      .select({ position: legalCaseStages.position })
      .from(legalCaseStages)
      .where(eq(legalCaseStages.caseId, caseId))
      .orderBy(desc(legalCaseStages.position))
      .limit(1);
    return (last?.position ?? 0) + 1;
  }

  async function insertStage(tx: Db, caseId: number, body: StageCreateBody): Promise<number> {
    checkCourtCaseYear(body.courtCaseYear, body.courtCaseYearCalendar ?? 'gregorian');
    await checkCourt(tx, body.courtId);
    const [row] = await tx
      .insert(legalCaseStages)
      .values({ ...courtValues(body), type: body.type, caseId, position: await nextPosition(tx, caseId) })
      .returning({ id: legalCaseStages.id });
    return row!.id;
  }

  return {
    async list(caseId: number, actor: CaseActor): Promise<CaseStage[]> {
      await findCaseFor(db, caseId, actor);
      return readCaseStages(db, caseId);
    },

    async create(caseId: number, body: StageCreateBody, actor: CaseActor): Promise<CaseStage> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const id = await insertStage(tx, caseId, body);
        await refreshCaseDerived(tx, caseId);
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'stage.added',
          details: { stageId: id, type: body.type },
        });
        return stageOf(tx, caseId, id);
      });
    },

    async update(caseId: number, stageId: number, body: StageUpdateBody, actor: CaseActor): Promise<CaseStage> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const before = await lockedStage(tx, caseId, stageId);
        checkCourtCaseYear(
          body.courtCaseYear ?? before.courtCaseYear,
          body.courtCaseYearCalendar ?? before.courtCaseYearCalendar,
        );
        await checkCourt(tx, body.courtId);
        const values = courtValues(body);
        const changes = Object.fromEntries(
          Object.entries(values)
            .filter(([key, value]) => before[key as keyof StageRow] !== value)
            .map(([key, value]) => [key, [before[key as keyof StageRow], value]]),
        );
        if (Object.keys(changes).length > 0) {
          await tx.update(legalCaseStages).set(values).where(eq(legalCaseStages.id, stageId));
          await refreshCaseDerived(tx, caseId);
          await recordCaseActivity(tx, {
            caseId,
            userId: actor.id,
            action: 'stage.updated',
            details: { stageId, changes },
          });
        }
        return stageOf(tx, caseId, stageId);
      });
    },

    /** Records (or corrects) the stage's judgment; a non-final one opens the appeal window. */
    async recordJudgment(caseId: number, stageId: number, body: JudgmentBody, actor: CaseActor): Promise<CaseStage> {
      const settings = await calendar();
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        await lockedStage(tx, caseId, stageId);
        // A judgment is recorded once pronounced: not on a day still to come in the office's time zone.
        if (body.date > officeDay(new Date(), settings.timeZone).date)
          throw fieldError('date', STAGE_ERRORS.judgmentInFuture);
        const appealDeadline = body.final ? null : addDays(body.date, settings.appealDays);
        await tx
          .update(legalCaseStages)
          .set({
            judgmentNumber: body.number,
            judgmentDate: body.date,
            judgmentType: body.type,
            judgmentSummary: body.summary,
            judgmentAmount: body.amount ?? null,
            judgmentDeedNumber: body.deedNumber,
            judgmentFinal: body.final,
            appealDeadline,
          })
          .where(eq(legalCaseStages.id, stageId));
        await refreshCaseDerived(tx, caseId);
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'stage.judgment',
          details: { stageId, date: body.date, final: body.final, appealDeadline },
        });
        return stageOf(tx, caseId, stageId);
      });
    },

    /**
     * ترقية المرحلة: closes the current stage (which must carry a judgment), opens the next one, and maps every
     * party's capacity (مدعي → مستأنف …) — all in one transaction.
     */
    async promote(caseId: number, stageId: number, body: StagePromoteBody, actor: CaseActor): Promise<CaseStage> {
      const { timeZone } = await calendar();
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const old = await lockedStage(tx, caseId, stageId);
        if (old.position !== (await nextPosition(tx, caseId)) - 1) throw fieldError('stageId', STAGE_ERRORS.notCurrent);
        if (!old.judgmentDate) throw fieldError('judgment', STAGE_ERRORS.judgmentRequired);
        // A final judgment (حكم نهائي) has no appeal: its window is closed. Enforcement of it is what usually
        // follows. Cassation (نقض / الاعتراض أمام المحكمة العليا) stays allowed: it is the extraordinary remedy
        // against judgments that are final on the facts (an appeal court's ruling is recorded as final), so
        // refusing it would block a real path; whether the grounds hold is for the lawyer, not the form.
        if (body.type === 'appeal' && old.judgmentFinal) throw fieldError('type', STAGE_ERRORS.finalNotAppealable);

        const today = officeDay(new Date(), timeZone).date;
        await tx
          .update(legalCaseStages)
          .set({ endedAt: old.endedAt ?? today })
          .where(eq(legalCaseStages.id, stageId));
        const id = await insertStage(tx, caseId, { filedAt: today, ...body });

        const map = PROMOTION_CAPACITY_MAPS[body.type];
        const parties = await tx
          .select({ id: legalCaseParties.id, capacity: legalCaseParties.capacity })
          .from(legalCaseParties)
          .where(eq(legalCaseParties.caseId, caseId));
        const capacities: Record<number, [PartyCapacity, PartyCapacity]> = {};
        for (const party of parties) {
          const mapped = map[party.capacity];
          if (!mapped || mapped === party.capacity) continue;
          await tx.update(legalCaseParties).set({ capacity: mapped }).where(eq(legalCaseParties.id, party.id));
          capacities[party.id] = [party.capacity, mapped];
        }

        await refreshCaseDerived(tx, caseId);
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'stage.promoted',
          details: { fromStageId: stageId, fromType: old.type, stageId: id, type: body.type, capacities },
        });
        return stageOf(tx, caseId, id);
      });
    },
  };
}

export type StagesService = ReturnType<typeof createStagesService>;
