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
  const [current] = await tx
    .select({
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
    .where(eq(legalCaseStages.caseId, caseId))
    .orderBy(desc(legalCaseStages.position))
    .limit(1);

  const stageNumbers = await tx
    .select({ number: legalCaseStages.courtCaseNumber })
    .from(legalCaseStages)
    .where(eq(legalCaseStages.caseId, caseId));

  const parties = await tx
    .select({ role: legalCaseParties.role, name: legalContacts.nameAr, searchText: legalContacts.searchText })
    .from(legalCaseParties)
    .innerJoin(legalContacts, eq(legalContacts.id, legalCaseParties.contactId))
    .where(eq(legalCaseParties.caseId, caseId))
    .orderBy(asc(legalCaseParties.position), asc(legalCaseParties.id));

  const [next] = await tx
    .select({ at: min(legalHearings.scheduledAt) })
    .from(legalHearings)
    .where(and(eq(legalHearings.caseId, caseId), eq(legalHearings.status, 'scheduled')));

  const [lastHearing] = await tx
    .select({ decision: legalHearings.decision })
    .from(legalHearings)
    .where(and(eq(legalHearings.caseId, caseId), isNotNull(legalHearings.recordedAt), ne(legalHearings.decision, '')))
    .orderBy(desc(legalHearings.recordedAt), desc(legalHearings.id))
    .limit(1);

  const [tasks] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(legalCaseTasks)
    .where(and(eq(legalCaseTasks.caseId, caseId), isNull(legalCaseTasks.completedAt)));

  const [powers] = await tx
    .select({ expiresAt: min(legalPowersOfAttorney.expiresAt) })
    .from(legalCasePowers)
    .innerJoin(legalPowersOfAttorney, eq(legalPowersOfAttorney.id, legalCasePowers.poaId))
    .where(and(eq(legalCasePowers.caseId, caseId), inArray(legalPowersOfAttorney.status, ['valid'])));

  const [row] = await tx
    .select({ title: legalCases.title, fileNumber: legalCases.fileNumber })
    .from(legalCases)
    .where(eq(legalCases.id, caseId));
  if (!row) return;

  const names = (role: string) =>
    parties
      .filter((party) => party.role === role)
      .map((party) => party.name)
      .join('، ');
  const searchText = [
    normalizeSearchText(row.title),
    normalizeSearchText(row.fileNumber),
    ...stageNumbers.map((stage) => normalizeSearchText(stage.number)),
    ...parties.map((party) => party.searchText),
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
      nextHearingAt: next?.at ?? null,
      lastDecision: lastHearing?.decision ?? '',
      openTaskCount: tasks?.open ?? 0,
      // A final judgment can't be appealed: no deadline to watch.
      appealDeadline: current && !current.judgmentFinal ? current.appealDeadline : null,
      poaExpiresAt: powers?.expiresAt ?? null,
      searchText,
    })
    .where(eq(legalCases.id, caseId));
}
