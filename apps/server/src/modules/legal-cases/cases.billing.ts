import type { AppAbility, InvoiceClient } from '@mizan/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseFees, legalCaseParties, legalCases, legalContacts } from '../../db/schema.ts';
import { contactSearchMatches } from './contacts.service.ts';
import { findCaseFor, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';

type ContactRow = typeof legalContacts.$inferSelect;

/** A contact as an invoice's client: an organization is its own company. */
const clientOf = (contact: ContactRow): InvoiceClient => ({
  name: contact.nameAr || contact.nameEn,
  company: contact.kind === 'organization' ? contact.nameEn || contact.nameAr : '',
  address: contact.address,
  country: '',
  contact: contact.phone,
  companyEmail: contact.email,
});

/**
 * What the invoices borrow from the legal cases (composed in app.ts): a case's agreed fees and client for an
 * invoice (404 for a case the actor can't open, as every case call), its payments flowing back as fee entries, and
 * the contacts as clients for the invoice form's picker.
 */
export function createCaseBilling(db: Db) {
  return {
    async forInvoice(caseId: number, actor: CaseActor) {
      await findCaseFor(db, caseId, actor);
      const [[found], [agreed]] = await Promise.all([
        db
          .select({ fileNumber: legalCases.fileNumber, title: legalCases.title })
          .from(legalCases)
          .where(eq(legalCases.id, caseId)),
        db
          .select({ total: sql<string>`coalesce(sum(${legalCaseFees.amount}), 0)::numeric(16, 2)::text` })
          .from(legalCaseFees)
          .where(and(eq(legalCaseFees.caseId, caseId), eq(legalCaseFees.kind, 'agreement'))),
      ]);
      const [client] = await db
        .select({ contact: legalContacts })
        .from(legalCaseParties)
        .innerJoin(legalContacts, eq(legalContacts.id, legalCaseParties.contactId))
        .where(and(eq(legalCaseParties.caseId, caseId), eq(legalCaseParties.role, 'client')))
        .orderBy(asc(legalCaseParties.position), asc(legalCaseParties.id))
        .limit(1);
      return {
        fileNumber: found!.fileNumber,
        title: found!.title,
        agreed: agreed?.total ?? '0.00',
        client: client ? clientOf(client.contact) : null,
      };
    },

    /** The invoice's payment as a 'payment' fee entry with its activity, in the payment's transaction. */
    async recordPayment(
      tx: Db,
      caseId: number,
      entry: { amount: string; occurredOn: string; description: string; userId: number },
    ) {
      const [live] = await tx
        .select({ id: legalCases.id })
        .from(legalCases)
        .where(and(eq(legalCases.id, caseId), isNull(legalCases.deletedAt)));
      if (!live) return; // the case was deleted since: the invoice's payment stands on its own
      const [row] = await tx
        .insert(legalCaseFees)
        .values({
          caseId,
          kind: 'payment',
          amount: entry.amount,
          description: entry.description,
          occurredOn: entry.occurredOn,
          createdBy: entry.userId,
        })
        .returning();
      await recordCaseActivity(tx, {
        caseId,
        userId: entry.userId,
        action: 'fee.added',
        details: { feeId: row!.id, kind: row!.kind, amount: row!.amount, occurredOn: row!.occurredOn, via: 'invoice' },
      });
    },

    /** Contacts matching q (names and aliases, the contacts list's own condition), for those who may read cases. */
    async findClients(q: string, actor: { ability: AppAbility }, limit: number) {
      if (!actor.ability.can('read', 'LegalCase')) return [];
      const rows = await db
        .select()
        .from(legalContacts)
        .where(q.trim() ? contactSearchMatches(q) : undefined)
        .orderBy(asc(legalContacts.nameAr), asc(legalContacts.id))
        .limit(limit);
      return rows.map((row) => ({ kind: 'contact' as const, ...clientOf(row) }));
    },
  };
}
