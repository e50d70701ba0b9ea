import { CASE_ERRORS, type AppAbility } from '@mizan/contracts';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCases, legalCaseTeam } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';

/** Who is asking, as every legal-cases service needs it: the user and what their role lets them do. */
export interface CaseActor {
  id: number;
  ability: AppAbility;
}

export const CASE_NOT_FOUND = 'Case not found';

/** The actor's own cases: responsible lawyer or on the team (the `(user_id)` index of the team table). */
export const mineOf = (actor: CaseActor): SQL =>
  or(
    eq(legalCases.responsibleLawyerId, actor.id),
    inArray(
      legalCases.id,
      sql`(select ${legalCaseTeam.caseId} from ${legalCaseTeam} where ${legalCaseTeam.userId} = ${actor.id})`,
    ),
  )!;

/**
 * Who may see a case, in SQL — for `findCaseFor` and every answer that lists or embeds cases (the list, search,
 * summary, agenda, a contact's or a power's cases): team-only cases only for their team, their responsible lawyer
 * and holders of manage LegalCase. `undefined` (no condition) for those who may open every case.
 */
export function visibleTo(actor: CaseActor): SQL | undefined {
  if (actor.ability.can('manage', 'LegalCase')) return undefined;
  return or(eq(legalCases.teamOnly, false), mineOf(actor));
}

/**
 * The case a call is about, or 404 — also when it is deleted, or team-only and the actor is neither the
 * responsible lawyer nor on its team and lacks manage LegalCase (the case's existence isn't revealed).
 * Child calls (stages, hearings, parties, files …) go through here before reading or writing.
 */
export async function findCaseFor(tx: Db, caseId: number, actor: CaseActor) {
  const [row] = await tx
    .select({
      id: legalCases.id,
      status: legalCases.status,
      outcome: legalCases.outcome,
      version: legalCases.version,
      teamOnly: legalCases.teamOnly,
      responsibleLawyerId: legalCases.responsibleLawyerId,
      openedAt: legalCases.openedAt,
    })
    .from(legalCases)
    .where(and(eq(legalCases.id, caseId), isNull(legalCases.deletedAt), visibleTo(actor)));
  if (!row) throw notFound(CASE_NOT_FOUND);
  return row;
}

/**
 * The case a write is about: as `findCaseFor`, and 409 when it is archived — an archived file is read-only until an
 * administrator restores it (archived → closed), so nothing changes under the record the office put away.
 */
export async function findCaseForWrite(tx: Db, caseId: number, actor: CaseActor) {
  const row = await findCaseFor(tx, caseId, actor);
  if (row.status === 'archived') throw new HttpError(409, CASE_ERRORS.archivedReadOnly);
  return row;
}
