import {
  AREAS,
  NAVIGATION_TITLES,
  SEARCH_GROUP_LIMIT,
  SEARCH_GROUPS,
  type AppAbility,
  type Area,
  type Language,
  type RecordFinder,
  type SearchGroup,
  type SearchGroupResult,
  type SearchItem,
} from '@mizan/contracts';
import { createPageMatcher, PAGE_RANK } from './search.pages.ts';

/** A group holding records only comes after every group with a matching page. */
const RECORDS_ONLY = PAGE_RANK.wordsInGroup + 1;

const mayOpen = (area: Area, ability: AppAbility) => {
  const { access } = area;
  if (access === 'public' || access === 'signedIn') return true;
  if (access === 'guest') return false; // pages for the signed-out only
  return ability.can(access.action, access.subject);
};

/**
 * The global search (spec §2, §7 `GET /api/app-bar/search`): the pages of `areas` the user may open that match the
 * query (search.pages.ts: every word in any order, in any language, best first), titled in the reader's language
 * with their menu group as second line; then, for a non-empty query, the records of each injected finder (cases,
 * orders, products, customers, people), which check the user's rights themselves. At most SEARCH_GROUP_LIMIT per
 * group; empty groups are dropped; the group holding the best page comes first, the others keep the display order.
 */
export function createSearchService({
  areas = AREAS,
  finders = [],
}: { areas?: readonly Area[]; finders?: readonly RecordFinder[] } = {}) {
  const matchPages = createPageMatcher(areas);

  async function findRecords(q: string, ability: AppAbility, userId: number | undefined) {
    const records = new Map<SearchGroup, SearchItem[]>();
    if (!q || userId === undefined) return records;
    const actor = { id: userId, ability };
    const found = await Promise.all(finders.map((finder) => finder.find(q, actor)));
    finders.forEach((finder, i) => records.set(finder.group, [...(records.get(finder.group) ?? []), ...found[i]!]));
    return records;
  }

  return {
    async search(input: {
      q: string;
      lang: Language;
      ability: AppAbility;
      userId?: number;
    }): Promise<SearchGroupResult[]> {
      const titles = NAVIGATION_TITLES[input.lang];
      const q = input.q.trim();
      const pages = matchPages(q).filter(({ area }) => mayOpen(area, input.ability));
      const records = await findRecords(q, input.ability, input.userId);

      const toItem = (area: Area): SearchItem => {
        const title = (titles.areas as Record<string, string | undefined>)[area.id] ?? area.id;
        const parent = area.menu?.parent;
        return { url: area.to, icon: area.icon, title, ...(parent && { description: titles.parents[parent] }) };
      };
      return SEARCH_GROUPS.map((group) => {
        const matched = pages.filter(({ area }) => area.searchGroup === group);
        const children = [...matched.map(({ area }) => toItem(area)), ...(records.get(group) ?? [])];
        return {
          best: matched[0]?.rank ?? RECORDS_ONLY,
          result: { title: titles.groups[group], category: group, children: children.slice(0, SEARCH_GROUP_LIMIT) },
        };
      })
        .filter(({ result }) => result.children.length > 0)
        .sort((a, b) => a.best - b.best) // stable: equal ranks keep the display order
        .map(({ result }) => result);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
