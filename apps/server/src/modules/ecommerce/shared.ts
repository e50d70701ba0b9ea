import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hasFlag } from './flags.ts';
import { containsPattern } from '../../lib/sql-like.ts';

/**
 * The rows a list query asks for (spec §5/§7): `itemsPerPage=-1` is every row; `page` past the end is an empty
 * page (the total still tells the truth).
 */
export function pageWindow(query: { page: number; itemsPerPage: number }): {
  offset: number;
  limit: number | undefined;
} {
  if (query.itemsPerPage === -1) return { offset: 0, limit: undefined };
  return { offset: (query.page - 1) * query.itemsPerPage, limit: query.itemsPerPage };
}

/** A JSON number of an exact decimal text (what the spec's numeric fields carry); the text itself stays exact. */
/**
 * A list's ORDER BY: the asked column in the asked direction when a sort is asked, then newest first (`createdAt`,
 * then `id`), so rows the sort finds equal keep their newest-first order.
 */
export function sortedNewestFirst<K extends string>(
  sortColumns: Record<K, AnyColumn | SQLWrapper>,
  query: { sortBy?: K | undefined; orderBy?: 'asc' | 'desc' | undefined },
  createdAt: AnyColumn,
  id: AnyColumn,
): SQL[] {
  const order: SQL[] = [];
  if (query.sortBy) {
    const column = sortColumns[query.sortBy];
    order.push(query.orderBy === 'desc' ? desc(column) : asc(column));
  }
  order.push(desc(createdAt), desc(id));
  return order;
}

export const amount = (decimal: string | null | undefined) => (decimal == null ? 0 : Number(decimal));

/**
 * A customer's `countryFlag`: the URL of the country's flag picture ("SA" → `/api/flags/sa.svg`), which the spec's
 * clients show as an image; empty when the code has no flag. (It was an emoji, which draws as two letters on Windows.)
 */
export function countryFlag(countryCode: string): string {
  const code = countryCode.toLowerCase();
  return hasFlag(code) ? `/api/flags/${code}.svg` : '';
}

/** `%…%` for LIKE with the user's `%`, `_` and `\` taken literally. */
export const likePattern = (text: string) => containsPattern(text.toLowerCase());

/** What `q` searches in a customer: name, email, country and number, lower-cased (every writer of a customer uses it). */
export const customerSearchText = (name: string, email: string, country: string, customerNumber: number) =>
  `${name} ${email} ${country} ${customerNumber}`.toLowerCase();

/** What `q` searches in an order: its number, the customer's name and email, lower-cased (every writer uses it). */
export const orderSearchText = (orderNumber: number, name: string, email: string) =>
  `${orderNumber} ${name} ${email}`.toLowerCase();
