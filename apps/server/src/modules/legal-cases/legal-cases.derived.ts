import { normalizeSearchText } from '@mizan/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  legalCasePowers,
  legalCaseParties,
  legalCases,
  legalCaseStages,
  legalCaseTasks,
  legalContacts,
  legalCourts,
  legalHearings,
  legalPowersOfAttorney,
} from '../../db/schema.ts';

/**
 * Recomputes a case's derived columns (current stage and court, party names, next hearing, last decision, open
 * tasks, appeal deadline, earliest power-of-attorney expiry, search text) from its child rows. Every write that
 * touches a case's stages, parties, hearings, tasks or powers calls it inside the same transaction, so the list
 * reads one indexed table and never shows a stale row.
 */
export async function refreshCaseDerived(tx: Db, caseId: number): Promise<void> {
  await refreshCasesDerived(tx, [caseId]);
}

/** Cases refreshed per round of reads (bounds the rows held and the size of each `IN` list). */
const REFRESH_BATCH = 500;

/**
 * The one implementation of the rule, for any set of cases: each child table is read once for all of them
 * (grouped by case), then each case row is written. The demo seed refreshes all its cases in one call.
 */
export async function refreshCasesDerived(tx: Db, caseIds: number[]): Promise<void> {
  // In id order across batches too: every refresh locks its cases in the same order.
  const ids = [...new Set(caseIds)].sort((a, b) => a - b);
  for (let i = 0; i < ids.length; i += REFRESH_BATCH) await refreshBatch(tx, ids.slice(i, i + REFRESH_BATCH));
}

async function refreshBatch(tx: Db, caseIds: number[]): Promise<void> {
  // Lock the cases first, in id order: two transactions adding tasks to one case at once would each count only their
  // own row (READ COMMITTED) and store 1 open task for 2. After the lock, the reads below see the other's commit.
  await tx
    .select({ id: legalCases.id })
    .from(legalCases)
    .where(inArray(legalCases.id, caseIds))
    .orderBy(asc(legalCases.id))
    .for('no key update');
  const currents = await tx
    .selectDistinctOn([legalCaseStages.caseId], {
      caseId: legalCaseStages.caseId,
      id: legalCaseStages.id,
      type: legalCaseStages.type,
      courtId: legalCaseStages.courtId,
      courtName: legalCourts.nameAr,
      circuit: legalCaseStages.circuit,
      courtCaseNumber: legalCaseStages.courtCaseNumber,
      courtCaseYear: legalCaseStages.courtCaseYear,
      appealDeadline: legalCaseStages.appealDeadline,
      judgmentFinal: legalCaseStages.judgmentFinal,
    })
    .from(legalCaseStages)
    .leftJoin(legalCourts, eq(legalCourts.id, legalCaseStages.courtId))
    .where(inArray(legalCaseStages.caseId, caseIds))
    .orderBy(legalCaseStages.caseId, desc(legalCaseStages.position));

  const stageNumbers = await tx
    .select({ caseId: legalCaseStages.caseId, number: legalCaseStages.courtCaseNumber })
    .from(legalCaseStages)
    .where(inArray(legalCaseStages.caseId, caseIds))
    .orderBy(asc(legalCaseStages.caseId), asc(legalCaseStages.position), asc(legalCaseStages.id));

  const parties = await tx
    .select({
      caseId: legalCaseParties.caseId,
      role: legalCaseParties.role,
      name: legalContacts.nameAr,
      searchText: legalContacts.searchText,
    })
    .from(legalCaseParties)
    .innerJoin(legalContacts, eq(legalContacts.id, legalCaseParties.contactId))
    .where(inArray(legalCaseParties.caseId, caseIds))
    .orderBy(asc(legalCaseParties.caseId), asc(legalCaseParties.position), asc(legalCaseParties.id));

  const nexts = await tx
    .select({ caseId: legalHearings.caseId, at: min(legalHearings.scheduledAt) })
    .from(legalHearings)
    .where(and(inArray(legalHearings.caseId, caseIds), eq(legalHearings.status, 'scheduled')))
    .groupBy(legalHearings.caseId);

  const lastHearings = await tx
    .selectDistinctOn([legalHearings.caseId], { caseId: legalHearings.caseId, decision: legalHearings.decision })
    .from(legalHearings)
    .where(
      and(inArray(legalHearings.caseId, caseIds), isNotNull(legalHearings.recordedAt), ne(legalHearings.decision, '')),
    )
    .orderBy(legalHearings.caseId, desc(legalHearings.recordedAt), desc(legalHearings.id));

  const tasks = await tx
    .select({ caseId: legalCaseTasks.caseId, open: sql<number>`count(*)::int` })
    .from(legalCaseTasks)
    .where(and(inArray(legalCaseTasks.caseId, caseIds), isNull(legalCaseTasks.completedAt)))
    .groupBy(legalCaseTasks.caseId);

  const powers = await tx
    .select({ caseId: legalCasePowers.caseId, expiresAt: min(legalPowersOfAttorney.expiresAt) })
    .from(legalCasePowers)
    .innerJoin(legalPowersOfAttorney, eq(legalPowersOfAttorney.id, legalCasePowers.poaId))
    .where(and(inArray(legalCasePowers.caseId, caseIds), inArray(legalPowersOfAttorney.status, ['valid'])))
    .groupBy(legalCasePowers.caseId);

  const rows = await tx
    .select({ id: legalCases.id, title: legalCases.title, fileNumber: legalCases.fileNumber })
    .from(legalCases)
    .where(inArray(legalCases.id, caseIds));

  const byCase = <T extends { caseId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.caseId, [...(map.get(item.caseId) ?? []), item]);
    return map;
  };
  const currentOf = new Map(currents.map((row) => [row.caseId, row]));
  const numbersOf = byCase(stageNumbers);
  const partiesOf = byCase(parties);
  const nextOf = new Map(nexts.map((row) => [row.caseId, row.at]));
  const decisionOf = new Map(lastHearings.map((row) => [row.caseId, row.decision]));
  const openOf = new Map(tasks.map((row) => [row.caseId, row.open]));
  const expiryOf = new Map(powers.map((row) => [row.caseId, row.expiresAt]));

  for (const row of rows) {
    const current = currentOf.get(row.id);
    const caseParties = partiesOf.get(row.id) ?? [];
    const names = (role: string) =>
      caseParties
        .filter((party) => party.role === role)
        .map((party) => party.name)
        .join('، ');
    const searchText = [
      normalizeSearchText(row.title),
      normalizeSearchText(row.fileNumber),
      ...(numbersOf.get(row.id) ?? []).map((stage) => normalizeSearchText(stage.number)),
      ...caseParties.map((party) => party.searchText),
    ]
      .filter(Boolean)
      .join(' | ');

    await tx
      .update(legalCases)
      .set({
        currentStageId: current?.id ?? null,
        currentStageType: current?.type ?? null,
        currentCourtId: current?.courtId ?? null,
        currentCourtName: current?.courtName ?? '',
        currentCircuit: current?.circuit ?? '',
        currentCourtCaseNumber: current?.courtCaseNumber ?? '',
        currentCourtCaseYear: current?.courtCaseYear ?? null,
        clientNames: names('client'),
        opponentNames: names('opponent'),
        nextHearingAt: nextOf.get(row.id) ?? null,
        lastDecision: decisionOf.get(row.id) ?? '',
        openTaskCount: openOf.get(row.id) ?? 0,
        // A final judgment can't be appealed: no deadline to watch.
        appealDeadline: current && !current.judgmentFinal ? current.appealDeadline : null,
        poaExpiresAt: expiryOf.get(row.id) ?? null,
        searchText,
      })
      .where(eq(legalCases.id, row.id));
  }
}
