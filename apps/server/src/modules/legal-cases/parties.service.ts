import {
  PARTY_ERRORS,
  type Party,
  type PartyCapacity,
  type PartyRole,
  type PartyUpdateBody,
  type PartyWriteResult,
} from '@mizan/contracts';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseParties, legalCases, legalContacts } from '../../db/schema.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { findCaseFor, findCaseForWrite, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';
import { refreshCaseDerived } from './legal-cases.derived.ts';
import { conflictFor, recheckCaseConflicts } from './conflicts.service.ts';

const partyColumns = {
  id: legalCaseParties.id,
  caseId: legalCaseParties.caseId,
  contactId: legalCaseParties.contactId,
  role: legalCaseParties.role,
  capacity: legalCaseParties.capacity,
  position: legalCaseParties.position,
  kind: legalContacts.kind,
  nameAr: legalContacts.nameAr,
  nameEn: legalContacts.nameEn,
  idNumber: legalContacts.idNumber,
  phone: legalContacts.phone,
};

const toParty = ({
  kind,
  nameAr,
  nameEn,
  idNumber,
  phone,
  ...party
}: Omit<Party, 'contact'> & Party['contact']): Party => ({
  ...party,
  contact: { kind, nameAr, nameEn, idNumber, phone },
});

/** Both sides of the conflict check: a change to a client or opponent reruns it. */
const SIDES: readonly PartyRole[] = ['client', 'opponent'];

export function createPartiesService(db: Db) {
  async function partiesOf(tx: Db, caseId: number, partyId?: number): Promise<Party[]> {
    const rows = await tx
      .select(partyColumns)
      .from(legalCaseParties)
      .innerJoin(legalContacts, eq(legalContacts.id, legalCaseParties.contactId))
      .where(
        and(eq(legalCaseParties.caseId, caseId), partyId === undefined ? undefined : eq(legalCaseParties.id, partyId)),
      )
      .orderBy(asc(legalCaseParties.position), asc(legalCaseParties.id));
    return rows.map(toParty);
  }

  async function findParty(tx: Db, caseId: number, partyId: number): Promise<Party> {
    const [party] = await partiesOf(tx, caseId, partyId);
    if (!party) throw notFound(PARTY_ERRORS.notFound);
    return party;
  }

  async function clientCount(tx: Db, caseId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(legalCaseParties)
      .where(and(eq(legalCaseParties.caseId, caseId), eq(legalCaseParties.role, 'client')));
    return row?.n ?? 0;
  }

  /** What every party write ends with: derived columns, the case's update stamp, the activity entry. */
  async function finish(tx: Db, caseId: number, actor: CaseActor, action: string, details: Record<string, unknown>) {
    await tx.update(legalCases).set({ updatedAt: new Date(), updatedBy: actor.id }).where(eq(legalCases.id, caseId));
    await refreshCaseDerived(tx, caseId);
    await recordCaseActivity(tx, { caseId, userId: actor.id, action, details });
  }

  return {
    async list(caseId: number, actor: CaseActor): Promise<Party[]> {
      await findCaseFor(db, caseId, actor);
      return partiesOf(db, caseId);
    },

    async add(
      caseId: number,
      body: { contactId: number; role: PartyRole; capacity: PartyCapacity },
      actor: CaseActor,
    ): Promise<PartyWriteResult> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const [contact] = await tx
          .select({ id: legalContacts.id })
          .from(legalContacts)
          .where(eq(legalContacts.id, body.contactId));
        if (!contact) throw fieldError('contactId', PARTY_ERRORS.contactMissing);
        const [existing] = await tx
          .select({ id: legalCaseParties.id })
          .from(legalCaseParties)
          .where(and(eq(legalCaseParties.caseId, caseId), eq(legalCaseParties.contactId, body.contactId)));
        if (existing) throw fieldError('contactId', PARTY_ERRORS.duplicate);
        const [last] = await tx
          .select({ position: max(legalCaseParties.position) })
          .from(legalCaseParties)
          .where(eq(legalCaseParties.caseId, caseId));
        const [row] = await tx
          .insert(legalCaseParties)
          .values({ caseId, ...body, position: (last?.position ?? -1) + 1 })
          .returning({ id: legalCaseParties.id });
        const conflictCheck = SIDES.includes(body.role) ? await recheckCaseConflicts(tx, caseId) : null;
        await finish(tx, caseId, actor, 'party.added', {
          partyId: row!.id,
          contactId: body.contactId,
          role: body.role,
          capacity: body.capacity,
          ...(conflictCheck ? { conflictCheck: conflictCheck.state, conflictHits: conflictCheck.hits.length } : {}),
        });
        return {
          party: await findParty(tx, caseId, row!.id),
          conflictCheck: conflictCheck && (await conflictFor(tx, conflictCheck, actor)),
        };
      });
    },

    async update(caseId: number, partyId: number, body: PartyUpdateBody, actor: CaseActor): Promise<PartyWriteResult> {
      return db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const before = await findParty(tx, caseId, partyId);
        const role = body.role ?? before.role;
        const capacity = body.capacity ?? before.capacity;
        if (before.role === 'client' && role !== 'client' && (await clientCount(tx, caseId)) <= 1) {
          throw fieldError('role', PARTY_ERRORS.lastClient);
        }
        await tx.update(legalCaseParties).set({ role, capacity }).where(eq(legalCaseParties.id, partyId));
        const changes: Record<string, [string, string]> = {};
        if (role !== before.role) changes.role = [before.role, role];
        if (capacity !== before.capacity) changes.capacity = [before.capacity, capacity];
        const sideChanged = role !== before.role && (SIDES.includes(role) || SIDES.includes(before.role));
        const conflictCheck = sideChanged ? await recheckCaseConflicts(tx, caseId) : null;
        await finish(tx, caseId, actor, 'party.updated', {
          partyId,
          contactId: before.contactId,
          changes,
          ...(conflictCheck ? { conflictCheck: conflictCheck.state, conflictHits: conflictCheck.hits.length } : {}),
        });
        return {
          party: await findParty(tx, caseId, partyId),
          conflictCheck: conflictCheck && (await conflictFor(tx, conflictCheck, actor)),
        };
      });
    },

    async remove(caseId: number, partyId: number, actor: CaseActor): Promise<void> {
      await db.transaction(async (tx) => {
        await findCaseForWrite(tx, caseId, actor);
        const party = await findParty(tx, caseId, partyId);
        if (party.role === 'client' && (await clientCount(tx, caseId)) <= 1) {
          throw new HttpError(400, PARTY_ERRORS.lastClient, { partyId: [PARTY_ERRORS.lastClient] });
        }
        await tx.delete(legalCaseParties).where(eq(legalCaseParties.id, partyId));
        // Removing the party that caused a conflict may clear it.
        if (SIDES.includes(party.role) && (await clientCount(tx, caseId)) > 0) await recheckCaseConflicts(tx, caseId);
        await finish(tx, caseId, actor, 'party.removed', {
          partyId,
          contactId: party.contactId,
          role: party.role,
          capacity: party.capacity,
          name: party.contact.nameAr,
        });
      });
    },
  };
}

export type PartiesService = ReturnType<typeof createPartiesService>;
