import {
  AREAS,
  NAVIGATION_TITLES,
  SEARCH_GROUP_LIMIT,
  SEARCH_GROUPS,
  type AppAbility,
  type Area,
  type Language,
  type SearchGroupResult,
} from '@mizan/contracts';

/**
 * The global search (spec §2, §7 `GET /api/app-bar/search`): the areas of contracts' AREAS that have a
 * search group and that the user may open, whose title in the requested language — or in English —
 * contains the query, case-insensitively. At most SEARCH_GROUP_LIMIT per group; empty groups are dropped.
 */
export function createSearchService(areas: readonly Area[] = AREAS) {
  const mayOpen = (area: Area, ability: AppAbility) => {
    const { access } = area;
    if (access === 'public' || access === 'signedIn') return true;
    if (access === 'guest') return false; // pages for the signed-out only
    return ability.can(access.action, access.subject);
  };

  return {
    search(input: { q: string; lang: Language; ability: AppAbility }): SearchGroupResult[] {
      const titles = NAVIGATION_TITLES[input.lang];
      const english = NAVIGATION_TITLES.en;
      const query = input.q.trim().toLocaleLowerCase();
      const titleOf = (titleSet: typeof english, id: string) =>
        (titleSet.areas as Record<string, string | undefined>)[id] ?? id;

      return SEARCH_GROUPS.map((group) => {
        const children = areas
          .filter((area) => area.searchGroup === group && mayOpen(area, input.ability))
          .filter(
            (area) =>
              !query ||
              titleOf(titles, area.id).toLocaleLowerCase().includes(query) ||
              titleOf(english, area.id).toLocaleLowerCase().includes(query),
          )
          .slice(0, SEARCH_GROUP_LIMIT)
          .map((area) => ({ url: area.to, icon: area.icon, title: titleOf(titles, area.id) }));
        return { title: titles.groups[group], category: group, children };
      }).filter((group) => group.children.length > 0);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
