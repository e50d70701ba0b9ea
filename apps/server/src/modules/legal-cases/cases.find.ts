import { normalizeSearchText, SEARCH_GROUP_LIMIT, type SearchItem } from '@mizan/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCases } from '../../db/schema.ts';
import { caseFilters } from './cases.list.ts';
import type { CaseActor } from './legal-cases.access.ts';

/** Shorter queries would match nearly every case and can't use the trigram index: the search waits for two. */
export const CASE_FIND_MIN_LENGTH = 2;

/**
 * The global search's cases: the list's own search condition (`caseFilters` with `q`: the normalised
 * `search_text` — title, file number, every stage's court case number, party names and aliases — on its
 * trigram index, with the team-only rule), the few most recently updated, no count. Nothing without read LegalCase.
 */
export function createCaseSearchFinder(db: Db) {
  const find = async (q: string, actor: CaseActor): Promise<SearchItem[]> => {
    if (!actor.ability.can('read', 'LegalCase')) return [];
    if (normalizeSearchText(q).length < CASE_FIND_MIN_LENGTH) return [];
    const rows = await db
      .select({
        id: legalCases.id,
        fileNumber: legalCases.fileNumber,
        title: legalCases.title,
        courtCaseNumber: legalCases.currentCourtCaseNumber,
        courtCaseYear: legalCases.currentCourtCaseYear,
        clientNames: legalCases.clientNames,
        opponentNames: legalCases.opponentNames,
      })
      .from(legalCases)
      .where(caseFilters({ q }, actor))
      .orderBy(desc(legalCases.updatedAt), desc(legalCases.id))
      .limit(SEARCH_GROUP_LIMIT);
    return rows.map((row) => ({
      url: `/legal-cases/${row.id}`,
      icon: 'briefcase',
      title: row.title,
      description: [
        row.fileNumber,
        row.courtCaseNumber ? [row.courtCaseNumber, row.courtCaseYear].filter(Boolean).join('/') : '',
        [row.clientNames, row.opponentNames].filter(Boolean).join(' ⟷ '),
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  };
  return { group: 'legalCases' as const, find };
}
