import {
  foldSearchText,
  LANGUAGES,
  NAVIGATION_KEYWORDS,
  NAVIGATION_TITLES,
  searchWords,
  withoutArticle,
  type Area,
} from '@mizan/contracts';

/** How well a page matches a query, best (lowest) first. A page that matches in none of these ways is not found. */
export const PAGE_RANK = {
  exactTitle: 0,
  titlePrefix: 1,
  exactKeyword: 2,
  keywordPrefix: 3,
  wordsInTitle: 4,
  wordsInKeywords: 5,
  wordsInGroup: 6,
} as const;

/** One language's texts of a page, folded, each word without the Arabic article («القضايا» is «قضايا»). */
interface PageTexts {
  title: string;
  titleWords: string[];
  keywords: string[];
  keywordWords: string[];
  groupWords: string[];
}

const bareWords = (text: string) => foldSearchText(text).split(' ').filter(Boolean).map(withoutArticle);

function textsOf(area: Area): PageTexts[] {
  return LANGUAGES.map((language) => {
    const titles = NAVIGATION_TITLES[language];
    const title = (titles.areas as Record<string, string | undefined>)[area.id] ?? area.id;
    const keywords = (NAVIGATION_KEYWORDS as Record<string, Record<string, readonly string[]> | undefined>)[area.id];
    const groups = [
      area.searchGroup ? titles.groups[area.searchGroup] : '',
      area.menu?.parent ? titles.parents[area.menu.parent] : '',
    ];
    const bareKeywords = (keywords?.[language] ?? []).map((keyword) => bareWords(keyword));
    return {
      title: bareWords(title).join(' '),
      titleWords: bareWords(title),
      keywords: bareKeywords.map((words) => words.join(' ')),
      keywordWords: bareKeywords.flat(),
      groupWords: groups.flatMap(bareWords),
    };
  });
}

/** Every query word begins some word of the pool (a prefix, so «مستخدم» finds «المستخدمين» and "perm" "Permissions"). */
const allIn = (words: readonly string[], pool: readonly string[]) =>
  words.every((word) => pool.some((candidate) => candidate.startsWith(word)));

function rankIn(texts: PageTexts, query: string, words: readonly string[]): number | undefined {
  if (texts.title === query) return PAGE_RANK.exactTitle;
  if (texts.title.startsWith(query)) return PAGE_RANK.titlePrefix;
  if (texts.keywords.includes(query)) return PAGE_RANK.exactKeyword;
  if (texts.keywords.some((keyword) => keyword.startsWith(query))) return PAGE_RANK.keywordPrefix;
  if (allIn(words, texts.titleWords)) return PAGE_RANK.wordsInTitle;
  const named = [...texts.titleWords, ...texts.keywordWords];
  if (allIn(words, named)) return PAGE_RANK.wordsInKeywords;
  if (allIn(words, [...named, ...texts.groupWords])) return PAGE_RANK.wordsInGroup;
  return undefined;
}

/**
 * The pages matching a query in any of the three languages (whatever the reader's): each word of the query, in any
 * order, begins a word of the page's title, its keywords (NAVIGATION_KEYWORDS) or its group's and menu parent's
 * titles, ignoring case, accents and Arabic letter variants. Best rank first, then the order of `areas`; an empty
 * query matches every page, one of punctuation alone none.
 */
export function createPageMatcher(areas: readonly Area[]) {
  const pages = areas.filter((area) => area.searchGroup).map((area) => ({ area, texts: textsOf(area) }));
  return (q: string): { area: Area; rank: number }[] => {
    if (!q.trim()) return pages.map(({ area }) => ({ area, rank: PAGE_RANK.exactTitle }));
    const words = searchWords(q).map(withoutArticle);
    if (words.length === 0) return [];
    const query = words.join(' ');
    return pages
      .map(({ area, texts }) => {
        const ranks = texts.map((text) => rankIn(text, query, words)).filter((rank) => rank !== undefined);
        return { area, rank: ranks.length > 0 ? Math.min(...ranks) : undefined };
      })
      .filter((page): page is { area: Area; rank: number } => page.rank !== undefined)
      .sort((a, b) => a.rank - b.rank);
  };
}
