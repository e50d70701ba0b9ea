import { SEARCH_FOLD, searchWords, withoutArticle } from '@mizan/contracts';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { likeEscape } from './sql-like.ts';

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * SQL's side of `foldSearchText` (contracts): `translate(lower(text), from, to)`. The two strings are literals, not
 * parameters, so that PostgreSQL recognises the expression of an index built on it.
 */
export const foldedSql = (text: SQL) =>
  sql`translate(lower(${text}), ${literal(SEARCH_FOLD.from)}, ${literal(SEARCH_FOLD.to)})`;

const ARABIC = /[\u0600-\u06ff]/;

/**
 * Each word of `q` (folded) begins a word of `words`, a folded text led by a space and with a trigram index:
 * `words like '% word%'`. An Arabic word may also follow the article («حربي» finds «الحربي»). Undefined when `q` has
 * no word.
 */
export function wordPrefixes(words: SQL, q: string): SQL | undefined {
  const conditions = searchWords(q).map((word) => {
    const bare = withoutArticle(word);
    const begins = (prefix: string) => sql`${words} like ${`% ${likeEscape(prefix)}%`}`;
    return ARABIC.test(bare) ? or(begins(bare), begins(`ال${bare}`))! : begins(word);
  });
  return conditions.length > 0 ? and(...conditions) : undefined;
}
