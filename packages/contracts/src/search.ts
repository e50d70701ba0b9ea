import { z } from 'zod/mini';
import type { AppAbility } from './ability.ts';
import { LANGUAGES } from './app.ts';
import { SEARCH_GROUPS, type SearchGroup } from './navigation/areas.ts';

export const searchQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  lang: z._default(z.enum(LANGUAGES), 'en'),
});

export const searchItemSchema = z.object({
  url: z.string(),
  icon: z.string(),
  title: z.string(),
  /** A second line: a record's details (a case's file number and parties, a person's e-mail), a page's menu group. */
  description: z.optional(z.string()),
});
export type SearchItem = z.infer<typeof searchItemSchema>;
/** Spec §3 "Search item": a group title and category with its matching pages. */
export const searchGroupSchema = z.object({
  title: z.string(),
  category: z.enum(SEARCH_GROUPS),
  children: z.array(searchItemSchema),
});
export const searchResponseSchema = z.array(searchGroupSchema);
export type SearchGroupResult = z.infer<typeof searchGroupSchema>;

/**
 * Letters the search treats as one (spec: "ignoring case, accents and Arabic letter variants"), as the two strings
 * of SQL's `translate(lower(text), from, to)`: each character of `from` becomes the one at the same place in `to`,
 * and those past the end of `to` (harakat, tatweel) are dropped. Latin letters lose their accents; أ إ آ ٱ → ا,
 * ة → ه, ى ئ ی → ي, ؤ → و, ک → ك; Arabic-Indic digits become ASCII; punctuation inside names and e-mails becomes a
 * space, so "tariq.haddad@x" is the words tariq, haddad, x. The server's indexes are built on this expression
 * (migration 0009): changing a letter here needs a migration that rebuilds them.
 */
export const SEARCH_FOLD = (() => {
  const groups: [string, string][] = [
    ['àáâãäåāăą', 'a'],
    ['çćĉċč', 'c'],
    ['ďđ', 'd'],
    ['èéêëēĕėęě', 'e'],
    ['ĝğġģ', 'g'],
    ['ĥħ', 'h'],
    ['ìíîïĩīĭįı', 'i'],
    ['ĵ', 'j'],
    ['ķ', 'k'],
    ['ĺļľŀł', 'l'],
    ['ñńņň', 'n'],
    ['òóôõöøōŏő', 'o'],
    ['ŕŗř', 'r'],
    ['śŝşšș', 's'],
    ['ţťŧț', 't'],
    ['ùúûüũūŭůűų', 'u'],
    ['ŵ', 'w'],
    ['ýÿŷ', 'y'],
    ['źżž', 'z'],
    ['أإآٱ', 'ا'],
    ['ة', 'ه'],
    ['ىئی', 'ي'],
    ['ؤ', 'و'],
    ['ک', 'ك'],
    ["-_.@'’,/()&+:;", ' '],
  ];
  let from = '';
  let to = '';
  for (const [letters, base] of groups) {
    from += letters;
    to += base.repeat(letters.length);
  }
  from += '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
  to += '01234567890123456789';
  // Dropped: harakat (U+064B–U+065F), the superscript alef and tatweel.
  for (let code = 0x064b; code <= 0x065f; code += 1) from += String.fromCharCode(code);
  from += '\u0670\u0640';
  return { from, to };
})();

const FOLDED = new Map([...SEARCH_FOLD.from].map((char, i) => [char, SEARCH_FOLD.to[i] ?? '']));

/** The text as the search compares it: lower case, then SEARCH_FOLD, single spaces, trimmed. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += FOLDED.get(char) ?? char;
  return out.replace(/\s+/g, ' ').trim();
}

/** The distinct words of a query, folded; at most 8 (a longer query is a sentence, not a search). */
export function searchWords(query: string): string[] {
  return [...new Set(foldSearchText(query).split(' ').filter(Boolean))].slice(0, 8);
}

/**
 * An Arabic word without its article (ال), so «مستخدم» finds «المستخدمين»; other words as they are. Two letters at
 * least are kept («الى» stays).
 */
export const withoutArticle = (word: string) => (word.startsWith('ال') && word.length >= 4 ? word.slice(2) : word);

/** Who is searching: records are filtered by what this user may read. */
export interface SearchActor {
  id: number;
  ability: AppAbility;
}

/**
 * The records of one area in the global search (recipe: docs/recipes/search.md). The area's server module makes
 * it (`create<Area>SearchFinder(db)`); app.ts hands it to the search module, which imports no area. `find` gets the
 * trimmed query as typed and answers at most SEARCH_GROUP_LIMIT records the actor may open, best first — none when
 * the actor may not read the area, none for a query too short to use its index — with no count.
 */
export interface RecordFinder {
  group: SearchGroup;
  find: (q: string, actor: SearchActor) => Promise<SearchItem[]>;
}
