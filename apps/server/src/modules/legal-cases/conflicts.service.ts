import {
  CONTACT_ERRORS,
  normalizeSearchText,
  type CaseConflict,
  type ConflictCandidate,
  type ConflictCheckResult,
  type ConflictHit,
  type PartyRole,
} from '@mizan/contracts';
import { and, eq, inArray, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseParties, legalCases, legalContacts } from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';
import { findCaseForWrite, visibleTo, type CaseActor } from './legal-cases.access.ts';
import { likeEscape } from '../../lib/sql-like.ts';

/**
 * A contact whose names or aliases include exactly `name` (normalised): the first LIKE lets the trigram index
 * narrow the rows, the second keeps only whole-name matches (search text is names joined by ` | `), so «محمد»
 * doesn't hit every «محمد …».
 */
const hasName = (name: string) =>
  sql`(${legalContacts.searchText} like ${`%${likeEscape(name)}%`} and (' | ' || ${legalContacts.searchText} || ' | ') like ${`% | ${likeEscape(name)} | %`})`;

interface Proposal {
  contactId?: number;
  names: string[];
  asRole: 'client' | 'opponent';
}

async function resolve(
  tx: Db,
  candidates: ConflictCandidate[],
  asRole: Proposal['asRole'],
  field: string,
): Promise<Proposal[]> {
  const ids = candidates.flatMap((candidate) => ('contactId' in candidate ? [candidate.contactId] : []));
  const contacts = ids.length
    ? await tx
        .select({ id: legalContacts.id, searchText: legalContacts.searchText })
        .from(legalContacts)
        .where(inArray(legalContacts.id, ids))
    : [];
  const byId = new Map(contacts.map((contact) => [contact.id, contact.searchText]));
  return candidates.map((candidate, index) => {
    if ('contactId' in candidate) {
      const searchText = byId.get(candidate.contactId);
      if (searchText === undefined) throw fieldError(`${field}.${index}.contactId`, CONTACT_ERRORS.notFound);
      return {
        contactId: candidate.contactId,
        names: searchText.split(' | ').filter((name) => name.length >= 2),
        asRole,
      };
    }
    const name = normalizeSearchText(candidate.name);
    return { names: name.length >= 2 ? [name] : [], asRole };
  });
}

/** A proposed client is hit by an opponent elsewhere, a proposed opponent by a client elsewhere. */
const OTHER_SIDE: Record<Proposal['asRole'], PartyRole> = { client: 'opponent', opponent: 'client' };

/**
 * فحص تعارض المصالح: every live case (not deleted, other than `excludeCaseId`) where a proposed client is an
 * opponent, or a proposed opponent a client — by contact, or by a name or alias of theirs.
 */
export async function findConflicts(
  tx: Db,
  body: { clients: ConflictCandidate[]; opponents: ConflictCandidate[]; excludeCaseId?: number },
): Promise<ConflictHit[]> {
  const proposals = [
    ...(await resolve(tx, body.clients, 'client', 'clients')),
    ...(await resolve(tx, body.opponents, 'opponent', 'opponents')),
  ];
  const hits = new Map<string, ConflictHit>();
  for (const proposal of proposals) {
    const matches: SQL[] = proposal.names.map(hasName);
    if (proposal.contactId !== undefined) matches.push(eq(legalCaseParties.contactId, proposal.contactId));
    if (matches.length === 0) continue;
    const rows = await tx
      .select({
        caseId: legalCases.id,
        fileNumber: legalCases.fileNumber,
        title: legalCases.title,
        contactId: legalContacts.id,
        name: legalContacts.nameAr,
        roleThere: legalCaseParties.role,
      })
      .from(legalCaseParties)
      .innerJoin(legalContacts, eq(legalContacts.id, legalCaseParties.contactId))
      .innerJoin(legalCases, eq(legalCases.id, legalCaseParties.caseId))
      .where(
        and(
          eq(legalCaseParties.role, OTHER_SIDE[proposal.asRole]),
          isNull(legalCases.deletedAt),
          body.excludeCaseId === undefined ? undefined : ne(legalCases.id, body.excludeCaseId),
          or(...matches),
        ),
      );
    for (const row of rows)
      hits.set(`${row.caseId}:${row.contactId}:${proposal.asRole}`, { ...row, asRole: proposal.asRole });
  }
  return [...hits.values()].sort((a, b) => a.caseId - b.caseId || a.contactId - b.contactId);
}

/**
 * Reruns the check for a case's own clients and opponents and records it: `conflict` when anything is hit,
 * otherwise `clear` — unless the office already waived it. Call inside the write's transaction.
 */
export async function recheckCaseConflicts(tx: Db, caseId: number): Promise<CaseConflict> {
  const parties = await tx
    .select({ contactId: legalCaseParties.contactId, role: legalCaseParties.role })
    .from(legalCaseParties)
    .where(and(eq(legalCaseParties.caseId, caseId), inArray(legalCaseParties.role, ['client', 'opponent'])));
  const side = (role: PartyRole) =>
    parties.filter((party) => party.role === role).map((party) => ({ contactId: party.contactId }));
  const hits = await findConflicts(tx, { clients: side('client'), opponents: side('opponent'), excludeCaseId: caseId });
  const [current] = await tx
    .select({ state: legalCases.conflictCheck, result: legalCases.conflictCheckResult })
    .from(legalCases)
    .where(eq(legalCases.id, caseId));
  const waivedNote = typeof current?.result?.waivedNote === 'string' ? current.result.waivedNote : undefined;
  const state = hits.length > 0 ? 'conflict' : current?.state === 'waived' ? 'waived' : 'clear';
  await tx
    .update(legalCases)
    .set({
      conflictCheck: state,
      conflictCheckResult: { hits, checkedAt: new Date().toISOString(), ...(state === 'waived' ? { waivedNote } : {}) },
    })
    .where(eq(legalCases.id, caseId));
  return { state, hits, ...(state === 'waived' && waivedNote ? { waivedNote } : {}) };
}

/**
 * The hits as `actor` may see them: a hit in a team-only case they can't open (not manage LegalCase, not the
 * responsible lawyer, not on its team — the rule of `findCaseFor`) keeps its file number, because the conflict
 * binds the whole office, but not its title: `title: ''` and `restricted: true`. Stored results keep everything;
 * this runs on every answer that carries hits.
 */
export async function hitsFor(tx: Db, hits: ConflictHit[], actor: CaseActor): Promise<ConflictHit[]> {
  const visible = visibleTo(actor);
  if (hits.length === 0 || !visible) return hits;
  const caseIds = [...new Set(hits.map((hit) => hit.caseId))];
  const closed = await tx
    .select({ id: legalCases.id })
    .from(legalCases)
    .where(and(inArray(legalCases.id, caseIds), not(visible)));
  const hidden = new Set(closed.map((row) => row.id));
  return hits.map((hit) => (hidden.has(hit.caseId) ? { ...hit, title: '', restricted: true } : hit));
}

/** A recorded check (`{ state, hits, … }`) as `actor` may see it. */
export async function conflictFor<T extends { hits: ConflictHit[] }>(tx: Db, check: T, actor: CaseActor): Promise<T> {
  return { ...check, hits: await hitsFor(tx, check.hits, actor) };
}

export function createConflictsService(db: Db) {
  return {
    async check(
      body: { clients: ConflictCandidate[]; opponents: ConflictCandidate[]; excludeCaseId?: number },
      actor: CaseActor,
    ): Promise<ConflictCheckResult> {
      return { hits: await hitsFor(db, await findConflicts(db, body), actor) };
    },

    /** The office goes ahead despite the hits: recorded with the note, on the case and in its activity. */
    async waive(caseId: number, note: string, actor: CaseActor): Promise<CaseConflict> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const [current] = await tx
          .select({ state: legalCases.conflictCheck, result: legalCases.conflictCheckResult })
          .from(legalCases)
          .where(eq(legalCases.id, caseId));
        const hits = Array.isArray(current?.result?.hits) ? (current.result.hits as ConflictHit[]) : [];
        const waivedAt = new Date();
        await tx
          .update(legalCases)
          .set({
            conflictCheck: 'waived',
            conflictCheckResult: { hits, waivedNote: note, waivedBy: actor.id, waivedAt: waivedAt.toISOString() },
            updatedAt: waivedAt,
            updatedBy: actor.id,
          })
          .where(eq(legalCases.id, caseId));
        await recordCaseActivity(tx, {
          caseId,
          userId: actor.id,
          action: 'conflict.waived',
          details: {
            reason: note,
            changes: { conflictCheck: [current?.state ?? 'notChecked', 'waived'] },
            hits: hits.length,
          },
        });
        return { state: 'waived', hits: await hitsFor(tx, hits, actor), waivedNote: note };
      });
    },
  };
}

export type ConflictsService = ReturnType<typeof createConflictsService>;
