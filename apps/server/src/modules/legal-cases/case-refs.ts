import type { KanbanCaseRef } from '@mizan/contracts';
import { and, desc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCases } from '../../db/schema.ts';
import { caseFilters } from './cases.list.ts';
import { visibleTo, type CaseActor } from './legal-cases.access.ts';

/** How many cases the kanban's case picker offers for a search. */
const PICK_LIMIT = 10;

/**
 * The port the kanban is composed with in app.ts (it never reads these tables itself): which of some cases the actor
 * may open — the team-only rule of `visibleTo`, deleted cases left out — with their file number and title, and a
 * search among them to link a card to. Nothing for those who may not read LegalCase.
 */
export function createCaseKanbanSource(db: Db) {
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
  };
}

export type CaseKanbanSource = ReturnType<typeof createCaseKanbanSource>;
