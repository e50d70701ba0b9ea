import {
  CASE_ERRORS,
  CASE_STALE_MESSAGE,
  CASE_TRANSITIONS,
  CLOSE_REASON_FINAL_JUDGMENT,
  type CaseActivityList,
  type CaseCreateInput,
  type CaseDetail,
  type ConflictHit,
  type CaseList,
  type CaseListFilters,
  type CaseListItem,
  type CaseListQuery,
  type CaseOptions,
  type CaseTransitionInput,
  type CaseTransitionResult,
  type CaseUpdateInput,
} from '@mizan/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  legalCaseActivity,
  legalCaseParties,
  legalCasePowers,
  legalCases,
  legalCaseSequences,
  legalCaseStages,
  legalCaseTasks,
  legalCaseTeam,
  legalContacts,
  legalCourts,
  legalHearings,
  legalPowersOfAttorney,
  users,
} from '../../db/schema.ts';
import { uniqueField } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { hitsFor } from './conflicts.service.ts';
import { fixedCalendar, type OfficeCalendar } from './hearings.warnings.ts';
import { CASE_NOT_FOUND, findCaseFor, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';
import { refreshCaseDerived } from './legal-cases.derived.ts';
import { readCaseStages } from './stages.read.ts';
import {
  caseFilters,
  countSegments,
  firstIdsOfMany,
  orderedIds,
  readWindow,
  rowsOfIds,
  SEARCH_COUNT_CAP,
  searchMatches,
  sortSegments,
} from './cases.list.ts';

type CaseRow = typeof legalCases.$inferSelect;

/** The fields an edit may change, compared one by one for the activity diff. */
const EDITABLE = [
  'fileNumber',
  'title',
  'description',
  'legalBasis',
  'category',
  'subType',
  'priority',
  'tags',
  'openedAt',
  'responsibleLawyerId',
  'teamOnly',
  'claimAmount',
  'currency',
  'limitationDate',
  'najizReference',
] as const;

/** Rows per read of the CSV export. */
const EXPORT_CHUNK = 1000;

/** Values as the activity diff compares them (arrays by content). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The recorded conflict check with its hits as `actor` may see them (`hitsFor`: team-only titles withheld). */
async function conflictResultFor(tx: Db, result: Record<string, unknown> | null, actor: CaseActor) {
  if (!result || !Array.isArray(result.hits)) return result;
  return { ...result, hits: await hitsFor(tx, result.hits as ConflictHit[], actor) };
}

export function createCasesService(db: Db, calendar: OfficeCalendar = fixedCalendar()) {
  async function details(tx: Db, id: number, actor: CaseActor): Promise<CaseDetail> {
    const [row] = await tx.select().from(legalCases).where(eq(legalCases.id, id));
    if (!row) throw notFound(CASE_NOT_FOUND);
    const [listRow] = await rowsOfIds(tx, [id]);
    const team = await tx
      .select({ id: users.id, fullName: users.fullName })
      .from(legalCaseTeam)
      .innerJoin(users, eq(users.id, legalCaseTeam.userId))
      .where(eq(legalCaseTeam.caseId, id))
      .orderBy(asc(users.fullName), asc(users.id));
    const parties = await tx
      .select({
        id: legalCaseParties.id,
        contactId: legalCaseParties.contactId,
        nameAr: legalContacts.nameAr,
        nameEn: legalContacts.nameEn,
        aliases: legalContacts.aliases,
        role: legalCaseParties.role,
        capacity: legalCaseParties.capacity,
      })
      .from(legalCaseParties)
      .innerJoin(legalContacts, eq(legalContacts.id, legalCaseParties.contactId))
      .where(eq(legalCaseParties.caseId, id))
      .orderBy(asc(legalCaseParties.position), asc(legalCaseParties.id));
    const stages = await readCaseStages(tx, id);
    const powers = await tx
      .select({ id: legalCasePowers.poaId })
      .from(legalCasePowers)
      .where(eq(legalCasePowers.caseId, id))
      .orderBy(asc(legalCasePowers.poaId));
    return {
      ...(listRow as CaseListItem),
      description: row.description,
      legalBasis: row.legalBasis,
      category: row.category,
      subType: row.subType,
      tags: row.tags,
      closeReason: row.closeReason,
      openedAt: row.openedAt,
      closedAt: row.closedAt,
      teamOnly: row.teamOnly,
      team,
      judgedAmount: row.judgedAmount,
      limitationDate: row.limitationDate,
      najizReference: row.najizReference,
      conflictCheck: row.conflictCheck,
      conflictCheckResult: await conflictResultFor(tx, row.conflictCheckResult, actor),
      parties,
      stages,
      powerOfAttorneyIds: powers.map((power) => power.id),
      currentStageId: row.currentStageId,
      currentCourtId: row.currentCourtId,
      openTaskCount: row.openTaskCount,
      appealDeadline: row.appealDeadline,
      poaExpiresAt: row.poaExpiresAt,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedBy: row.updatedBy,
      version: row.version,
    };
  }

  /** 400 naming `field` unless every id is an active user. */
  async function checkUsers(tx: Db, ids: number[], field: string, message: string) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const [found] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, unique), eq(users.status, 'active')));
    if ((found?.n ?? 0) !== unique.length) throw fieldError(field, message);
  }

  async function checkContacts(tx: Db, ids: number[]) {
    const unique = [...new Set(ids)];
    const [found] = await tx.select({ n: count() }).from(legalContacts).where(inArray(legalContacts.id, unique));
    if ((found?.n ?? 0) !== unique.length) throw fieldError('parties', CASE_ERRORS.contactUnknown);
  }

  async function checkPowers(tx: Db, ids: number[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const [found] = await tx
      .select({ n: count() })
      .from(legalPowersOfAttorney)
      .where(inArray(legalPowersOfAttorney.id, unique));
    if ((found?.n ?? 0) !== unique.length) throw fieldError('powerOfAttorneyIds', CASE_ERRORS.powerUnknown);
  }

  /**
   * The next `YYYY/NNNN` of the opening year. The upsert locks the year's row until the transaction ends, so
   * concurrent creates take turns; numbers an admin typed by hand are skipped.
   */
  async function nextFileNumber(tx: Db, year: number): Promise<string> {
    for (;;) {
      const [row] = await tx
        .insert(legalCaseSequences)
        .values({ year, last: 1 })
        .onConflictDoUpdate({ target: legalCaseSequences.year, set: { last: sql`${legalCaseSequences.last} + 1` } })
        .returning({ last: legalCaseSequences.last });
      const fileNumber = `${year}/${String(row!.last).padStart(4, '0')}`;
      const [taken] = await tx
        .select({ id: legalCases.id })
        .from(legalCases)
        .where(eq(legalCases.fileNumber, fileNumber));
      if (!taken) return fileNumber;
    }
  }

  async function replaceTeam(tx: Db, caseId: number, teamIds: number[]) {
    await tx.delete(legalCaseTeam).where(eq(legalCaseTeam.caseId, caseId));
    const unique = [...new Set(teamIds)];
    if (unique.length) await tx.insert(legalCaseTeam).values(unique.map((userId) => ({ caseId, userId })));
  }

  async function replacePowers(tx: Db, caseId: number, poaIds: number[]) {
    await tx.delete(legalCasePowers).where(eq(legalCasePowers.caseId, caseId));
    const unique = [...new Set(poaIds)];
    if (unique.length) await tx.insert(legalCasePowers).values(unique.map((poaId) => ({ caseId, poaId })));
  }

  /**
   * Relinks a case's team or powers when the asked ids differ from the stored ones (order and repeats aside): the
   * change for the activity log, or undefined when nothing changed.
   */
  async function relink(stored: Array<{ id: number }>, asked: number[], replace: (ids: number[]) => Promise<void>) {
    const before = sortedIds(stored.map((row) => row.id));
    const after = sortedIds(asked);
    if (sameValue(before, after)) return undefined;
    await replace(after);
    return [before, after] as [number[], number[]];
  }

  /** The case row, locked for the change, after the team-only rule and the version check. */
  async function lockForChange(tx: Db, id: number, version: number, actor: CaseActor): Promise<CaseRow> {
    await findCaseFor(tx, id, actor);
    const [row] = await tx.select().from(legalCases).where(eq(legalCases.id, id)).for('update');
    if (!row) throw notFound(CASE_NOT_FOUND);
    if (row.version !== version) throw new HttpError(409, CASE_STALE_MESSAGE);
    return row;
  }

  return {
    async list(query: CaseListQuery, actor: CaseActor): Promise<CaseList> {
      const { timeZone } = await calendar();
      let where = caseFilters(query, actor, new Date(), timeZone);
      const segments = sortSegments(query.sortBy, query.orderBy);
      const all = query.itemsPerPage === -1;
      if (query.q && !all) {
        // A search: up to SEARCH_COUNT_CAP matches are listed by their ids (read once through the trigram index);
        // past it the total is capped and the page is read by walking the sort order (see searchMatches).
        const matches = await searchMatches(db, where);
        if (matches === undefined) {
          const size = query.itemsPerPage;
          const totalPages = Math.ceil(SEARCH_COUNT_CAP / size);
          const page = query.page > totalPages ? 1 : query.page;
          const ids = await firstIdsOfMany(db, where, segments, page * size);
          const cases = await rowsOfIds(db, ids.slice((page - 1) * size, page * size));
          return { cases, total: SEARCH_COUNT_CAP, totalCapped: true, totalPages, page };
        }
        where = matches.length ? inArray(legalCases.id, matches) : sql`false`;
      }
      const counts = await countSegments(db, where, segments);
      const total = counts.reduce((sum, n) => sum + n, 0);
      const size = all ? Math.max(total, 1) : query.itemsPerPage;
      const totalPages = all ? 1 : Math.ceil(total / size);
      // A page past the last answers page 1.
      const page = query.page > Math.max(totalPages, 1) ? 1 : query.page;
      const cases = await readWindow(db, where, segments, counts, (page - 1) * size, size);
      return { cases, total, totalCapped: false, totalPages, page };
    },

    /** The whole filtered list in order, a chunk at a time (ids first: the rows are never all in memory). */
    async *exportRows(filters: CaseListFilters, actor: CaseActor): AsyncGenerator<CaseListItem[]> {
      const { timeZone } = await calendar();
      const ids = await orderedIds(
        db,
        caseFilters(filters, actor, new Date(), timeZone),
        sortSegments(filters.sortBy, filters.orderBy),
      );
      for (let i = 0; i < ids.length; i += EXPORT_CHUNK) yield await rowsOfIds(db, ids.slice(i, i + EXPORT_CHUNK));
    },

    async get(id: number, actor: CaseActor): Promise<CaseDetail> {
      await findCaseFor(db, id, actor);
      return details(db, id, actor);
    },

    async create(body: CaseCreateInput, actor: CaseActor): Promise<CaseDetail> {
      return db.transaction(async (tx) => {
        await checkUsers(tx, [body.responsibleLawyerId], 'responsibleLawyerId', CASE_ERRORS.lawyerUnknown);
        await checkUsers(tx, body.teamIds, 'teamIds', CASE_ERRORS.userUnknown);
        await checkContacts(
          tx,
          body.parties.map((party) => party.contactId),
        );
        await checkPowers(tx, body.powerOfAttorneyIds);
        if (body.firstStage?.courtId) {
          const [court] = await tx
            .select({ id: legalCourts.id })
            .from(legalCourts)
            .where(eq(legalCourts.id, body.firstStage.courtId));
          if (!court) throw fieldError('firstStage.courtId', CASE_ERRORS.courtUnknown);
        }

        const fileNumber = await nextFileNumber(tx, Number(body.openedAt.slice(0, 4)));
        const [created] = await tx
          .insert(legalCases)
          .values({
            fileNumber,
            title: body.title,
            description: body.description,
            legalBasis: body.legalBasis,
            category: body.category,
            subType: body.subType,
            priority: body.priority,
            tags: body.tags,
            openedAt: body.openedAt,
            responsibleLawyerId: body.responsibleLawyerId,
            teamOnly: body.teamOnly,
            claimAmount: body.claimAmount ?? null,
            currency: body.currency,
            limitationDate: body.limitationDate ?? null,
            najizReference: body.najizReference,
            conflictCheck: body.conflictCheck?.state ?? 'notChecked',
            conflictCheckResult: body.conflictCheck ? { note: body.conflictCheck.note } : null,
            createdBy: actor.id,
            updatedBy: actor.id,
          })
          .returning({ id: legalCases.id });
        const caseId = created!.id;
        await replaceTeam(tx, caseId, body.teamIds);
        await tx
          .insert(legalCaseParties)
          .values(body.parties.map((party, position) => ({ caseId, ...party, position })));
        if (body.firstStage) {
          const { courtId, courtCaseYear, filedAt, ...stage } = body.firstStage;
          await tx.insert(legalCaseStages).values({
            caseId,
            ...stage,
            courtId: courtId ?? null,
            courtCaseYear: courtCaseYear ?? null,
            filedAt: filedAt ?? null,
            position: 1,
          });
        }
        await replacePowers(tx, caseId, body.powerOfAttorneyIds);
        await refreshCaseDerived(tx, caseId);
        await recordCaseActivity(tx, { caseId, userId: actor.id, action: 'case.created', details: { fileNumber } });
        return details(tx, caseId, actor);
      });
    },

    async update(id: number, body: CaseUpdateInput, actor: CaseActor): Promise<CaseDetail> {
      return db.transaction(async (tx) => {
        const current = await lockForChange(tx, id, body.version, actor);
        if (current.status === 'archived') throw new HttpError(409, CASE_ERRORS.archivedReadOnly);
        if (
          body.fileNumber !== undefined &&
          body.fileNumber !== current.fileNumber &&
          !actor.ability.can('manage', 'LegalCase')
        ) {
          throw fieldError('fileNumber', CASE_ERRORS.fileNumberForbidden, 403);
        }
        if (body.responsibleLawyerId !== undefined && body.responsibleLawyerId !== current.responsibleLawyerId) {
          await checkUsers(tx, [body.responsibleLawyerId], 'responsibleLawyerId', CASE_ERRORS.lawyerUnknown);
        }

        const changes: Record<string, [unknown, unknown]> = {};
        const set: Partial<typeof legalCases.$inferInsert> = {};
        for (const key of EDITABLE) {
          const value = body[key];
          if (
            value === undefined ||
            sameValue(value, current[key]) ||
            (key === 'claimAmount' && sameAmount(value, current[key]))
          )
            continue;
          changes[key] = [current[key], value];
          Object.assign(set, { [key]: value });
        }
        if (body.conflictCheck) {
          const result = { note: body.conflictCheck.note };
          if (body.conflictCheck.state !== current.conflictCheck || !sameValue(result, current.conflictCheckResult)) {
            changes.conflictCheck = [current.conflictCheck, body.conflictCheck.state];
            Object.assign(set, { conflictCheck: body.conflictCheck.state, conflictCheckResult: result });
          }
        }
        if (body.teamIds) {
          await checkUsers(tx, body.teamIds, 'teamIds', CASE_ERRORS.userUnknown);
          const team = await tx
            .select({ id: legalCaseTeam.userId })
            .from(legalCaseTeam)
            .where(eq(legalCaseTeam.caseId, id));
          const change = await relink(team, body.teamIds, (ids) => replaceTeam(tx, id, ids));
          if (change) changes.teamIds = change;
        }
        if (body.powerOfAttorneyIds) {
          await checkPowers(tx, body.powerOfAttorneyIds);
          const powers = await tx
            .select({ id: legalCasePowers.poaId })
            .from(legalCasePowers)
            .where(eq(legalCasePowers.caseId, id));
          const change = await relink(powers, body.powerOfAttorneyIds, (ids) => replacePowers(tx, id, ids));
          if (change) changes.powerOfAttorneyIds = change;
        }
        if (Object.keys(changes).length === 0) return details(tx, id, actor);

        await uniqueField('fileNumber', CASE_ERRORS.fileNumberTaken, () =>
          tx
            .update(legalCases)
            .set({ ...set, version: sql`${legalCases.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
            .where(eq(legalCases.id, id)),
        );
        await refreshCaseDerived(tx, id);
        await recordCaseActivity(tx, { caseId: id, userId: actor.id, action: 'case.updated', details: { changes } });
        return details(tx, id, actor);
      });
    },

    async remove(id: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseFor(tx, id, actor);
        await tx.update(legalCases).set({ deletedAt: new Date(), updatedBy: actor.id }).where(eq(legalCases.id, id));
        await recordCaseActivity(tx, { caseId: id, userId: actor.id, action: 'case.deleted' });
      });
    },

    async transition(id: number, body: CaseTransitionInput, actor: CaseActor): Promise<CaseTransitionResult> {
      return db.transaction(async (tx) => {
        const current = await lockForChange(tx, id, body.version, actor);
        const from = current.status;
        const to = body.to;
        if (!CASE_TRANSITIONS[from].includes(to)) throw fieldError('to', CASE_ERRORS.transitionNotAllowed);
        if (from === 'archived' && !actor.ability.can('manage', 'LegalCase')) {
          throw fieldError('to', CASE_ERRORS.unarchiveForbidden, 403);
        }
        if (
          from === 'intake' &&
          to === 'active' &&
          current.conflictCheck !== 'clear' &&
          current.conflictCheck !== 'waived'
        ) {
          throw fieldError('conflictCheck', CASE_ERRORS.conflictCheckNeeded);
        }
        // Suspending, resuming and reopening say why.
        const needsReason =
          (from === 'active' && to === 'suspended') ||
          (from === 'suspended' && to === 'active') ||
          (from === 'closed' && to === 'active');
        if (needsReason && !body.reason) throw fieldError('reason', CASE_ERRORS.reasonRequired);

        const set: Partial<typeof legalCases.$inferInsert> = { status: to };
        const closing = to === 'closed' && from !== 'archived';
        if (closing) {
          if (!body.closeReason) throw fieldError('closeReason', CASE_ERRORS.closeReasonRequired);
          if (!body.closedAt) throw fieldError('closedAt', CASE_ERRORS.closedAtRequired);
          if (body.closedAt < current.openedAt) throw fieldError('closedAt', CASE_ERRORS.closedBeforeOpened);
          const outcome = body.outcome ?? current.outcome;
          if (body.closeReason === CLOSE_REASON_FINAL_JUDGMENT && outcome === 'pending') {
            throw fieldError('outcome', CASE_ERRORS.outcomeRequired);
          }
          Object.assign(set, { closeReason: body.closeReason, closedAt: body.closedAt, outcome });
        } else if (from === 'closed' && to === 'active') {
          Object.assign(set, { closeReason: null, closedAt: null });
        }

        await tx
          .update(legalCases)
          .set({ ...set, version: sql`${legalCases.version} + 1`, updatedAt: new Date(), updatedBy: actor.id })
          .where(eq(legalCases.id, id));
        await recordCaseActivity(tx, {
          caseId: id,
          userId: actor.id,
          action: 'status.changed',
          details: {
            from,
            to,
            reason: body.reason,
            ...(closing ? { closeReason: body.closeReason, closedAt: body.closedAt, outcome: set.outcome } : {}),
          },
        });

        const warnings: CaseTransitionResult['warnings'] = [];
        if (closing) {
          const [hearings] = await tx
            .select({ n: count() })
            .from(legalHearings)
            .where(
              and(
                eq(legalHearings.caseId, id),
                eq(legalHearings.status, 'scheduled'),
                gt(legalHearings.scheduledAt, new Date()),
              ),
            );
          const [tasks] = await tx
            .select({ n: count() })
            .from(legalCaseTasks)
            .where(and(eq(legalCaseTasks.caseId, id), isNull(legalCaseTasks.completedAt)));
          if (hearings?.n) warnings.push({ code: 'futureHearings', count: hearings.n });
          if (tasks?.n) warnings.push({ code: 'openTasks', count: tasks.n });
        }
        return { case: await details(tx, id, actor), warnings };
      });
    },

    async activity(id: number, page: number, size: number, actor: CaseActor): Promise<CaseActivityList> {
      await findCaseFor(db, id, actor);
      const [counted] = await db.select({ n: count() }).from(legalCaseActivity).where(eq(legalCaseActivity.caseId, id));
      const total = counted?.n ?? 0;
      const current = page > Math.max(1, Math.ceil(total / size)) ? 1 : page;
      const rows = await db
        .select({ item: legalCaseActivity, userName: users.fullName })
        .from(legalCaseActivity)
        .leftJoin(users, eq(users.id, legalCaseActivity.userId))
        .where(eq(legalCaseActivity.caseId, id))
        .orderBy(desc(legalCaseActivity.createdAt), desc(legalCaseActivity.id))
        .offset((current - 1) * size)
        .limit(size);
      return {
        activity: rows.map(({ item, userName }) => ({
          id: item.id,
          action: item.action,
          details: item.details,
          userId: item.userId,
          userName,
          createdAt: item.createdAt.toISOString(),
        })),
        total,
        page: current,
      };
    },

    async options(): Promise<CaseOptions> {
      const lawyers = await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(eq(users.status, 'active'))
        .orderBy(asc(users.fullName), asc(users.id));
      const courts = await db
        .select({ id: legalCourts.id, nameAr: legalCourts.nameAr, nameEn: legalCourts.nameEn, city: legalCourts.city })
        .from(legalCourts)
        .orderBy(asc(legalCourts.nameAr), asc(legalCourts.id));
      return { lawyers, courts };
    },
  };
}

/** Two amounts as decimal text, equal to the cent ("1250.5" = "1250.50"). */
function sameAmount(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  };
  return cents(a) === cents(b);
}

export type CasesService = ReturnType<typeof createCasesService>;
