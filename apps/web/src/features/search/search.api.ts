import type { Language, SearchGroupResult } from '@mizan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

export const searchKeys = {
  all: queryRoots.search,
  results: (q: string, lang: Language) => [...searchKeys.all, { q, lang }] as const,
};

/** GET /api/app-bar/search: the pages matching `q` (suggestions when empty), grouped, titles in `lang`. */
export const searchQueryOptions = (q: string, lang: Language) =>
  queryOptions({
    queryKey: searchKeys.results(q, lang),
    queryFn: ({ signal }) => api<SearchGroupResult[]>('/app-bar/search', { query: { q, lang }, signal }),
    staleTime: 5 * 60_000,
    // While the next answer comes, the previous results stay instead of a blank list.
    placeholderData: keepPreviousData,
  });
