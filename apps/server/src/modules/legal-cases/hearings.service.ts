import type {
  Hearing,
  HearingCreateBody,
  HearingKind,
  HearingLawyer,
  HearingOutcomeBody,
  HearingOutcomeResult,
  HearingSaved,
  HearingUpdateBody,
} from '@mizan/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseStages, legalCourts, legalHearingLawyers, legalHearings, users } from '../../db/schema.ts';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { fixedCalendar, hearingWarnings, type OfficeCalendar } from './hearings.warnings.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';
import { refreshCaseDerived } from './legal-cases.derived.ts';

type HearingRow = typeof legalHearings.$inferSelect;

export const HEARING_ERRORS = {
  notFound: 'Hearing not found',
  noStage: 'Add a stage to the case before scheduling a hearing',
  unknownStage: 'This stage does not belong to this case',
  notScheduled: 'This hearing’s outcome is recorded or it was cancelled: it can no longer be changed',
  postponedNeedsNext: 'A postponed hearing needs the date of the next hearing, after this one',
  nextNotLater: 'The next hearing must be after this one',
  unknownLawyer: 'Lawyer not found',
} as const;

/** The constraint behind a foreign-key violation (SQLSTATE 23503) from either driver, wrapped by Drizzle or not. */
/**
 * Runs a write; an unknown attending lawyer (the hearing-lawyers foreign key) becomes a 400 naming `field`. The
 * transaction has rolled back by then, so nothing of the write — e.g. a recorded outcome — is kept.
 */
async function mappingUnknownLawyer<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = foreignKeyViolation(error);
    if (constraint?.startsWith('legal_hearing_lawyers')) throw fieldError(field, HEARING_ERRORS.unknownLawyer);
    throw error;
  }
}

/** The venue a hearing is held at, copied from its stage: «court — circuit». */
const venueOf = (courtName: string | null, circuit: string) => [courtName ?? '', circuit].filter(Boolean).join(' — ');

/** A case's hearings (الجلسات): scheduling, the chain of postponements, recording outcomes. */
export function createHearingsService(db: Db, calendar: OfficeCalendar = fixedCalendar()) {
  async function lawyersOf(tx: Db, hearingIds: number[]): Promise<Map<number, HearingLawyer[]>> {
    const byHearing = new Map<number, HearingLawyer[]>();
    if (hearingIds.length === 0) return byHearing;
    const rows = await tx
      .select({ hearingId: legalHearingLawyers.hearingId, id: users.id, fullName: users.fullName })
      .from(legalHearingLawyers)
      .innerJoin(users, eq(users.id, legalHearingLawyers.userId))
      .where(inArray(legalHearingLawyers.hearingId, hearingIds))
      .orderBy(asc(users.fullName), asc(users.id));
    for (const { hearingId, ...lawyer } of rows) {
      const list = byHearing.get(hearingId) ?? [];
      list.push(lawyer);
      byHearing.set(hearingId, list);
    }
    return byHearing;
  }

  /** The case's hearings by stage then time, with their lawyers and where each chain continues. */
  async function hearingsOf(tx: Db, caseId: number, onlyIds?: number[]): Promise<Hearing[]> {
    const rows = await tx
      .select({ hearing: legalHearings, stageType: legalCaseStages.type, stagePosition: legalCaseStages.position })
      .from(legalHearings)
      .innerJoin(legalCaseStages, eq(legalCaseStages.id, legalHearings.stageId))
      .where(and(eq(legalHearings.caseId, caseId), onlyIds ? inArray(legalHearings.id, onlyIds) : undefined))
      .orderBy(asc(legalCaseStages.position), asc(legalHearings.scheduledAt), asc(legalHearings.id));
    const nextOf = new Map<number, number>();
    const chain = await tx
      .select({ id: legalHearings.id, previousHearingId: legalHearings.previousHearingId })
      .from(legalHearings)
      .where(eq(legalHearings.caseId, caseId));
    for (const link of chain) if (link.previousHearingId) nextOf.set(link.previousHearingId, link.id);
    const lawyers = await lawyersOf(
      tx,
      rows.map((row) => row.hearing.id),
    );
    return rows.map(({ hearing, stageType, stagePosition }) => ({
      id: hearing.id,
      caseId: hearing.caseId,
      stageId: hearing.stageId,
      stageType,
      stagePosition,
      previousHearingId: hearing.previousHearingId,
      nextHearingId: nextOf.get(hearing.id) ?? null,
      scheduledAt: hearing.scheduledAt.toISOString(),
      venue: hearing.venue,
      kind: hearing.kind,
      remote: hearing.remote,
      remoteLink: hearing.remoteLink,
      status: hearing.status,
      result: hearing.result,
      decision: hearing.decision,
      postponementReason: hearing.postponementReason,
      recordedAt: hearing.recordedAt?.toISOString() ?? null,
      recordedBy: hearing.recordedBy,
      lawyers: lawyers.get(hearing.id) ?? [],
    }));
  }

  async function hearingOf(tx: Db, caseId: number, hearingId: number): Promise<Hearing> {
    const [hearing] = await hearingsOf(tx, caseId, [hearingId]);
    if (!hearing) throw notFound(HEARING_ERRORS.notFound);
    return hearing;
  }

  /** A hearing of the case still waiting for its result, locked for the change. */
  async function scheduledHearing(tx: Db, caseId: number, hearingId: number): Promise<HearingRow> {
    const [row] = await tx
      .select()
      .from(legalHearings)
      .where(and(eq(legalHearings.id, hearingId), eq(legalHearings.caseId, caseId)))
      .for('update');
    if (!row) throw notFound(HEARING_ERRORS.notFound);
    if (row.status !== 'scheduled') throw new HttpError(409, HEARING_ERRORS.notScheduled);
    return row;
  }

  /** The stage a new hearing belongs to (given, else the current one) and the venue it copies. */
  async function stageFor(tx: Db, caseId: number, stageId: number | undefined) {
    const [stage] = await tx
      .select({ id: legalCaseStages.id, circuit: legalCaseStages.circuit, courtName: legalCourts.nameAr })
      .from(legalCaseStages)
      .leftJoin(legalCourts, eq(legalCourts.id, legalCaseStages.courtId))
      .where(and(eq(legalCaseStages.caseId, caseId), stageId ? eq(legalCaseStages.id, stageId) : undefined))
      .orderBy(desc(legalCaseStages.position))
      .limit(1);
    if (!stage) throw fieldError('stageId', stageId ? HEARING_ERRORS.unknownStage : HEARING_ERRORS.noStage);
    return stage;
  }

  async function insertHearing(
    tx: Db,
    caseId: number,
    values: {
      stageId?: number;
      previousHearingId?: number;
      scheduledAt: Date;
      kind: HearingKind;
      remote: boolean;
      remoteLink: string;
      lawyerIds: readonly number[];
    },
    actor: CaseActor,
  ): Promise<number> {
    const stage = await stageFor(tx, caseId, values.stageId);
    const [row] = await tx
      .insert(legalHearings)
      .values({
        caseId,
        stageId: stage.id,
        previousHearingId: values.previousHearingId ?? null,
        scheduledAt: values.scheduledAt,
        venue: venueOf(stage.courtName, stage.circuit),
        kind: values.kind,
        remote: values.remote,
        remoteLink: values.remote ? values.remoteLink : '',
        createdBy: actor.id,
      })
      .returning({ id: legalHearings.id });
    await setLawyers(tx, row!.id, values.lawyerIds);
    return row!.id;
  }

  async function setLawyers(tx: Db, hearingId: number, lawyerIds: readonly number[]) {
    await tx.delete(legalHearingLawyers).where(eq(legalHearingLawyers.hearingId, hearingId));
    const unique = [...new Set(lawyerIds)];
    if (unique.length > 0) await tx.insert(legalHearingLawyers).values(unique.map((userId) => ({ hearingId, userId })));
  }

  return {
    async list(caseId: number, actor: CaseActor): Promise<Hearing[]> {
      await findCaseFor(db, caseId, actor);
      return hearingsOf(db, caseId);
    },

    async create(caseId: number, body: HearingCreateBody, actor: CaseActor): Promise<HearingSaved> {
      const settings = await calendar();
      return mappingUnknownLawyer('lawyerIds', () =>
        db.transaction(async (tx) => {
          await findCaseForWrite(tx, caseId, actor);
          const scheduledAt = new Date(body.scheduledAt);
          const id = await insertHearing(tx, caseId, { ...body, scheduledAt }, actor);
          await refreshCaseDerived(tx, caseId);
          await recordCaseActivity(tx, {
            caseId,
            userId: actor.id,
            action: 'hearing.added',
            details: { hearingId: id, scheduledAt: scheduledAt.toISOString() },
          });
          const warnings = await hearingWarnings(tx, { id, scheduledAt, lawyerIds: body.lawyerIds }, settings);
          return { hearing: await hearingOf(tx, caseId, id), warnings };
        }),
      );
    },

    /** Reschedule (date, kind, remote, lawyers) a hearing still scheduled. */
    async update(caseId: number, hearingId: number, body: HearingUpdateBody, actor: CaseActor): Promise<HearingSaved> {
      const settings = await calendar();
      return mappingUnknownLawyer('lawyerIds', () =>
        db.transaction(async (tx) => {
          await findCaseForWrite(tx, caseId, actor);
          const before = await scheduledHearing(tx, caseId, hearingId);
          const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : before.scheduledAt;
          const remote = body.remote ?? before.remote;
          const changes: Record<string, [unknown, unknown]> = {};
          if (scheduledAt.getTime() !== before.scheduledAt.getTime()) {
            changes.scheduledAt = [before.scheduledAt.toISOString(), scheduledAt.toISOString()];
          }
          if (body.kind && body.kind !== before.kind) changes.kind = [before.kind, body.kind];
          if (remote !== before.remote) changes.remote = [before.remote, remote];
          await tx
            .update(legalHearings)
            .set({
              scheduledAt,
              kind: body.kind ?? before.kind,
              remote,
              remoteLink: remote ? (body.remoteLink ?? before.remoteLink) : '',
            })
            .where(eq(legalHearings.id, hearingId));
          if (body.lawyerIds) {
            await setLawyers(tx, hearingId, body.lawyerIds);
            changes.lawyerIds = [null, body.lawyerIds];
          }
          await refreshCaseDerived(tx, caseId);
          await recordCaseActivity(tx, {
            caseId,
            userId: actor.id,
            action: 'hearing.rescheduled',
            details: { hearingId, changes },
          });
          const hearing = await hearingOf(tx, caseId, hearingId);
          const lawyerIds = hearing.lawyers.map((lawyer) => lawyer.id);
          return { hearing, warnings: await hearingWarnings(tx, { id: hearingId, scheduledAt, lawyerIds }, settings) };
        }),
      );
    },

    async cancel(caseId: number, hearingId: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        await scheduledHearing(tx, caseId, hearingId);
        await tx.update(legalHearings).set({ status: 'cancelled' }).where(eq(legalHearings.id, hearingId));
        await refreshCaseDerived(tx, caseId);
        await recordCaseActivity(tx, { caseId, userId: actor.id, action: 'hearing.cancelled', details: { hearingId } });
      });
    },

    /**
     * تسجيل قرار الجلسة: the result and decision, and with a next date the next hearing of the chain — in one
     * transaction, so a next hearing that can't be created leaves the outcome unsaved too.
     */
    async recordOutcome(
      caseId: number,
      hearingId: number,
      body: HearingOutcomeBody,
      actor: CaseActor,
    ): Promise<HearingOutcomeResult> {
      const settings = await calendar();
      return mappingUnknownLawyer('nextLawyerIds', () =>
        db.transaction(async (tx) => {
          await findCaseForWrite(tx, caseId, actor);
          const hearing = await scheduledHearing(tx, caseId, hearingId);
          const nextAt = body.nextHearingAt ? new Date(body.nextHearingAt) : null;
          if (nextAt && nextAt <= hearing.scheduledAt) {
            throw fieldError(
              'nextHearingAt',
              body.result === 'postponed' ? HEARING_ERRORS.postponedNeedsNext : HEARING_ERRORS.nextNotLater,
            );
          }
          if (body.result === 'postponed' && !nextAt)
            throw fieldError('nextHearingAt', HEARING_ERRORS.postponedNeedsNext);

          await tx
            .update(legalHearings)
            .set({
              status: body.result === 'postponed' ? 'postponed' : 'held',
              result: body.result,
              decision: body.decision,
              postponementReason: body.postponementReason,
              recordedAt: new Date(),
              recordedBy: actor.id,
            })
            .where(eq(legalHearings.id, hearingId));

          let nextId: number | null = null;
          let lawyerIds: number[] = [];
          if (nextAt) {
            lawyerIds =
              body.nextLawyerIds ??
              (await tx
                .select({ id: legalHearingLawyers.userId })
                .from(legalHearingLawyers)
                .where(eq(legalHearingLawyers.hearingId, hearingId))
                .then((rows) => rows.map((row) => row.id)));
            nextId = await insertHearing(
              tx,
              caseId,
              {
                stageId: hearing.stageId,
                previousHearingId: hearingId,
                scheduledAt: nextAt,
                kind: body.nextKind ?? hearing.kind,
                remote: hearing.remote,
                remoteLink: hearing.remoteLink,
                lawyerIds,
              },
              actor,
            );
          }

          await refreshCaseDerived(tx, caseId);
          await recordCaseActivity(tx, {
            caseId,
            userId: actor.id,
            action: 'hearing.recorded',
            details: { hearingId, result: body.result, decision: body.decision, nextHearingId: nextId },
          });
          const warnings =
            nextId && nextAt ? await hearingWarnings(tx, { id: nextId, scheduledAt: nextAt, lawyerIds }, settings) : [];
          return {
            hearing: await hearingOf(tx, caseId, hearingId),
            nextHearing: nextId ? await hearingOf(tx, caseId, nextId) : null,
            warnings,
          };
        }),
      );
    },
  };
}

export type HearingsService = ReturnType<typeof createHearingsService>;
