import {
  AREAS,
  NAVIGATION_TITLES,
  SEARCH_GROUP_LIMIT,
  SEARCH_GROUPS,
  type AppAbility,
  type Area,
  type Language,
  type SearchGroup,
  type SearchGroupResult,
  type SearchItem,
} from '@mizan/contracts';

/** Who is searching: records (cases, …) are filtered by what this user may read. */
export interface SearchActor {
  id: number;
  ability: AppAbility;
}

/**
 * Records of a domain the search also looks in, injected by app.ts so this module imports no domain module.
 * `find` returns at most SEARCH_GROUP_LIMIT items the actor may open (none when they may not read the domain).
 */
export interface RecordFinder {
  group: SearchGroup;
  find: (q: string, actor: SearchActor) => Promise<SearchItem[]>;
}

/**
 * The global search (spec §2, §7 `GET /api/app-bar/search`): the areas of contracts' AREAS that have a
 * search group and that the user may open, whose title in the requested language — or in English —
 * contains the query, case-insensitively; then, for a non-empty query, the records of each injected finder
 * (legal cases by file number, court case number, title or party). At most SEARCH_GROUP_LIMIT per group; empty
 * groups are dropped.
 */
export function createSearchService({
  areas = AREAS,
  finders = [],
}: { areas?: readonly Area[]; finders?: readonly RecordFinder[] } = {}) {
  const mayOpen = (area: Area, ability: AppAbility) => {
    const { access } = area;
    if (access === 'public' || access === 'signedIn') return true;
    if (access === 'guest') return false; // pages for the signed-out only
    return ability.can(access.action, access.subject);
  };

  return {
    async search(input: {
      q: string;
      lang: Language;
      ability: AppAbility;
      userId?: number;
    }): Promise<SearchGroupResult[]> {
      const titles = NAVIGATION_TITLES[input.lang];
      const english = NAVIGATION_TITLES.en;
      const query = input.q.trim().toLocaleLowerCase();
      const titleOf = (titleSet: typeof english, id: string) =>
        (titleSet.areas as Record<string, string | undefined>)[id] ?? id;

      const records = new Map<SearchGroup, SearchItem[]>();
      const { userId } = input;
      if (query && userId !== undefined) {
        const actor = { id: userId, ability: input.ability };
        const found = await Promise.all(finders.map((finder) => finder.find(input.q.trim(), actor)));
        finders.forEach((finder, i) => records.set(finder.group, [...(records.get(finder.group) ?? []), ...found[i]!]));
      }

      return SEARCH_GROUPS.map((group) => {
        const pages = areas
          .filter((area) => area.searchGroup === group && mayOpen(area, input.ability))
          .filter(
            (area) =>
              !query ||
              titleOf(titles, area.id).toLocaleLowerCase().includes(query) ||
              titleOf(english, area.id).toLocaleLowerCase().includes(query),
          )
          .map((area): SearchItem => ({ url: area.to, icon: area.icon, title: titleOf(titles, area.id) }));
        const children = [...pages, ...(records.get(group) ?? [])].slice(0, SEARCH_GROUP_LIMIT);
        return { title: titles.groups[group], category: group, children };
      }).filter((group) => group.children.length > 0);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
