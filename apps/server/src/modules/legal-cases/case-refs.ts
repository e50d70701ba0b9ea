import type { KanbanCaseRef } from '@mizan/contracts';
import { normalizeSearchText } from '@mizan/contracts';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseTeam, legalCases, legalContacts } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { caseFilters } from './cases.list.ts';
import { contactSearchMatches } from './contacts.service.ts';
import { visibleTo, type CaseActor } from './legal-cases.access.ts';
import { recordCaseActivity } from './legal-cases.activity.ts';

/** How many cases a case picker offers for a search. */
const PICK_LIMIT = 10;

/** A case's file number as the office writes it (`2026/0018`), found inside a text such as a mail's subject. */
const FILE_NUMBER = /\b(\d{4}\/\d{4,})\b/g;

/**
 * The port other areas are composed with in app.ts to refer to legal cases (they never read these tables
 * themselves): which of some cases the actor may open — the team-only rule of `visibleTo`, deleted cases left out —
 * with their file number and title, a search among them (a kanban card's or a mail's case picker), the cases whose
 * file numbers a text names, and an entry in a case's activity when something is filed to it.
 */
export function createCaseRefs(db: Db) {
  const columns = { id: legalCases.id, fileNumber: legalCases.fileNumber, title: legalCases.title };
  return {
    async openable(actor: CaseActor, ids: readonly number[]): Promise<Map<number, KanbanCaseRef>> {
      if (ids.length === 0 || !actor.ability.can('read', 'LegalCase')) return new Map();
      const rows = await db
        .select(columns)
        .from(legalCases)
        .where(and(inArray(legalCases.id, [...new Set(ids)]), isNull(legalCases.deletedAt), visibleTo(actor)));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async search(actor: CaseActor, q: string): Promise<KanbanCaseRef[]> {
      if (!actor.ability.can('read', 'LegalCase')) return [];
      return db
        .select(columns)
        .from(legalCases)
        .where(caseFilters({ q }, actor))
        .orderBy(desc(legalCases.updatedAt), desc(legalCases.id))
        .limit(PICK_LIMIT);
    },

    /**
     * The contacts with an address whose name or address holds `q` (a mail's recipient picker), to whoever may read
     * legal cases (contacts are part of their files).
     */
    async contactAddresses(actor: CaseActor, q: string, limit: number) {
      const text = normalizeSearchText(q);
      if (!text || !actor.ability.can('read', 'LegalCase')) return [];
      const rows = await db
        .select({ email: legalContacts.email, nameAr: legalContacts.nameAr })
        .from(legalContacts)
        .where(
          and(
            ne(legalContacts.email, ''),
            or(contactSearchMatches(q), sql`lower(${legalContacts.email}) like ${containsPattern(q.toLowerCase())}`),
          ),
        )
        .orderBy(asc(legalContacts.nameAr), asc(legalContacts.id))
        .limit(limit);
      return rows.map((row) => ({ email: row.email, name: row.nameAr, img: null }));
    },

    /**
     * A case the actor may open, with the people working on it — the responsible lawyer and the case's team (a
     * chat's group for the case); undefined when the actor may not open it.
     */
    async people(actor: CaseActor, caseId: number) {
      const [found] = (await this.openable(actor, [caseId])).values();
      if (!found) return undefined;
      const [lawyer] = await db
        .select({ id: legalCases.responsibleLawyerId })
        .from(legalCases)
        .where(eq(legalCases.id, caseId));
      const team = await db
        .select({ id: legalCaseTeam.userId })
        .from(legalCaseTeam)
        .where(eq(legalCaseTeam.caseId, caseId));
      return { ...found, userIds: [...new Set([lawyer!.id, ...team.map((row) => row.id)])] };
    },

    /** The (live) cases whose file numbers `text` names, whoever asks: incoming mail is filed by its subject. */
    async named(text: string): Promise<KanbanCaseRef[]> {
      const numbers = [...new Set([...text.matchAll(FILE_NUMBER)].map((match) => match[1]!))];
      if (numbers.length === 0) return [];
      return db
        .select(columns)
        .from(legalCases)
        .where(and(inArray(legalCases.fileNumber, numbers), isNull(legalCases.deletedAt)));
    },

    /** Notes in the case's activity that something of another area was filed to it (`action` e.g. `email.filed`). */
    async recordFiled(caseId: number, userId: number, action: string, details: Record<string, unknown>) {
      await recordCaseActivity(db, { caseId, userId, action, details });
    },
  };
}
