import { foldSearchText, SEARCH_GROUP_LIMIT, type RecordFinder } from '@mizan/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { wordPrefixes } from '../../lib/search-fold.ts';
import { likeEscape } from '../../lib/sql-like.ts';

/** A shorter query would match most people. */
export const USER_FIND_MIN_LENGTH = 2;

/**
 * The global search's people, for a user who may read users: each word of the query begins a word of the name or
 * the e-mail (`users.search_words`, trigram index), ignoring case, accents and Arabic letter variants («احمد»
 * finds «أحمد»). Names beginning with the whole query as words first ("Tariq" → "Tariq Khalil"), then with it as a
 * prefix ("Tariqa …"), then the others; by name within each.
 */
export function createUserSearchFinder(db: Db): RecordFinder {
  return {
    group: 'users',
    async find(q, actor) {
      const folded = foldSearchText(q);
      if (!actor.ability.can('read', 'User') || folded.length < USER_FIND_MIN_LENGTH) return [];
      const where = wordPrefixes(sql`${users.searchWords}`, q);
      if (!where) return [];
      const start = ` ${likeEscape(folded)}`;
      const rows = await db
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(where)
        .orderBy(
          sql`case when ${users.searchWords} like ${`${start} %`} then 0 when ${users.searchWords} like ${`${start}%`} then 1 else 2 end`,
          sql`lower(${users.fullName})`,
          asc(users.id),
        )
        .limit(SEARCH_GROUP_LIMIT);
      return rows.map((row) => ({
        url: `/apps/user/view/${row.id}`,
        icon: 'user',
        title: row.fullName,
        description: row.email,
      }));
    },
  };
}
