import {
  CONTACT_ERRORS,
  contactFieldErrors,
  normalizeSearchText,
  type Contact,
  type ContactCreateInput,
  type ContactDetail,
  type ContactList,
  type ContactListQuery,
  type ContactUpdateInput,
  type CountryProfileCode,
} from '@mizan/contracts';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseParties, legalCases, legalContacts, legalPowersOfAttorney } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { visibleTo, type CaseActor } from './legal-cases.access.ts';
import { refreshCasesDerived } from './legal-cases.derived.ts';
import { likeEscape } from '../../lib/sql-like.ts';

type Row = typeof legalContacts.$inferSelect;

/** What search and the conflict check match: each name and alias normalised, ` | ` between them. */
export const contactSearchText = (contact: { nameAr: string; nameEn: string; aliases: string[] }) =>
  [contact.nameAr, contact.nameEn, ...contact.aliases].map(normalizeSearchText).filter(Boolean).join(' | ');

/** `search_text like '%q%'`: served by the trigram index `legal_contacts_search_trgm_idx`. */
export const contactSearchMatches = (q: string) =>
  sql`${legalContacts.searchText} like ${`%${likeEscape(normalizeSearchText(q))}%`}`;

export const toContact = (row: Row): Contact => ({
  id: row.id,
  kind: row.kind,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  aliases: row.aliases,
  idType: row.idType,
  idNumber: row.idNumber,
  commercialRegistration: row.commercialRegistration,
  phone: row.phone,
  email: row.email,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

function assertValid(profile: CountryProfileCode, contact: Parameters<typeof contactFieldErrors>[1]) {
  const errors = contactFieldErrors(profile, contact);
  const fields = Object.entries(errors);
  if (fields.length > 0) {
    throw new HttpError(400, fields[0]![1], Object.fromEntries(fields.map(([field, message]) => [field, [message]])));
  }
}

export function createContactsService(db: Db, options: { countryProfile: CountryProfileCode }) {
  const profile = options.countryProfile;

  async function find(tx: Db, id: number): Promise<Row> {
    const [row] = await tx.select().from(legalContacts).where(eq(legalContacts.id, id));
    if (!row) throw notFound(CONTACT_ERRORS.notFound);
    return row;
  }

  return {
    async list(query: ContactListQuery): Promise<ContactList> {
      const conditions: SQL[] = [];
      if (query.q && normalizeSearchText(query.q)) conditions.push(contactSearchMatches(query.q));
      if (query.kind) conditions.push(eq(legalContacts.kind, query.kind));
      const where = conditions.length ? and(...conditions) : undefined;
      const [counted] = await db.select({ n: count() }).from(legalContacts).where(where);
      const total = counted?.n ?? 0;
      const size = query.itemsPerPage === -1 ? Math.max(total, 1) : query.itemsPerPage;
      const rows = await db
        .select()
        .from(legalContacts)
        .where(where)
        .orderBy(asc(legalContacts.nameAr), asc(legalContacts.id))
        .offset((query.page - 1) * size)
        .limit(size);
      return {
        contacts: rows.map(toContact),
        total,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(total / size)),
      };
    },

    async get(id: number, actor: CaseActor): Promise<ContactDetail> {
      const row = await find(db, id);
      const cases = await db
        .select({
          partyId: legalCaseParties.id,
          caseId: legalCases.id,
          fileNumber: legalCases.fileNumber,
          title: legalCases.title,
          status: legalCases.status,
          role: legalCaseParties.role,
          capacity: legalCaseParties.capacity,
        })
        .from(legalCaseParties)
        .innerJoin(legalCases, eq(legalCases.id, legalCaseParties.caseId))
        .where(and(eq(legalCaseParties.contactId, id), isNull(legalCases.deletedAt), visibleTo(actor)))
        .orderBy(asc(legalCases.fileNumber), asc(legalCaseParties.id));
      return { ...toContact(row), cases };
    },

    async create(body: ContactCreateInput): Promise<Contact> {
      assertValid(profile, body);
      const [row] = await db
        .insert(legalContacts)
        .values({ ...body, searchText: contactSearchText(body) })
        .returning();
      return toContact(row!);
    },

    async update(id: number, body: ContactUpdateInput): Promise<Contact> {
      return db.transaction(async (tx) => {
        const current = await find(tx, id);
        if (current.version !== body.version) throw new HttpError(409, CONTACT_ERRORS.stale);
        const { version: _version, ...changes } = body;
        const next = { ...current, ...changes };
        assertValid(profile, next);
        // The version in the WHERE as well: two saves racing past the check above can't both win.
        const [row] = await tx
          .update(legalContacts)
          .set({
            ...changes,
            searchText: contactSearchText(next),
            version: sql`${legalContacts.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(legalContacts.id, id), eq(legalContacts.version, body.version)))
          .returning();
        if (!row) throw new HttpError(409, CONTACT_ERRORS.stale);
        // Cases show their parties' names and search on them: keep those in step.
        const cases = await tx
          .selectDistinct({ caseId: legalCaseParties.caseId })
          .from(legalCaseParties)
          .where(eq(legalCaseParties.contactId, id));
        await refreshCasesDerived(
          tx,
          cases.map((row) => row.caseId),
        );
        return toContact(row);
      });
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await find(tx, id);
        const [party] = await tx
          .select({ id: legalCaseParties.id })
          .from(legalCaseParties)
          .where(eq(legalCaseParties.contactId, id))
          .limit(1);
        if (party) throw new HttpError(400, CONTACT_ERRORS.inUseAsParty, { id: [CONTACT_ERRORS.inUseAsParty] });
        const [poa] = await tx
          .select({ id: legalPowersOfAttorney.id })
          .from(legalPowersOfAttorney)
          .where(eq(legalPowersOfAttorney.principalContactId, id))
          .limit(1);
        if (poa) throw new HttpError(400, CONTACT_ERRORS.inUseAsPrincipal, { id: [CONTACT_ERRORS.inUseAsPrincipal] });
        await tx.delete(legalContacts).where(eq(legalContacts.id, id));
      });
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
