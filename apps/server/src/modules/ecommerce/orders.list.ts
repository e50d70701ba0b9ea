import {
  ORDER_STATUSES,
  type Order,
  type OrderList,
  type OrderListQuery,
  type OrderSortKey,
  type OrderStatus,
  type PaymentCode,
} from '@mizan/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecommerceCustomers, ecommerceOrders, ecommerceOrderTallies } from './ecommerce.table.ts';
import { amount, likePattern, pageWindow } from './shared.ts';

/**
 * The orders list's SQL, fast at a million orders: every sort is read straight from one of the table's indexes
 * (late row lookup: ids first, then the page's rows), and the total comes from the tallies (no count(*)) unless
 * a customer or a search narrows the list; a search counts at most `SEARCH_COUNT_CAP` + 1 matches.
 */

const o = ecommerceOrders;

/** A search counts up to this many matches; past it the list answers this total with `totalCapped: true`. */
export const SEARCH_COUNT_CAP = 1000;
/** The deepest row a capped search reaches by walking its sort index with bitmap scans off. */
const WALK_AT_MOST = 100;

/** A run of rows read in one index order. */
interface Segment {
  where: SQL | undefined;
  order: SQL[];
  /** The status a status-sort segment holds. */
  status?: OrderStatus;
}

/**
 * `search_text like '%q%'`, served by the trigram index. An email's domain is shared by many orders, and the index
 * reads every posting list in full: with an address, only its local part (the text before `@`) is looked up in
 * the index; the whole text is then re-checked on those few rows (`|| ''` keeps that test out of the index).
 */
function searchCondition(q: string): SQL {
  const at = q.indexOf('@');
  if (at >= 3) {
    return sql`${o.searchText} like ${likePattern(q.slice(0, at + 1))} and (${o.searchText} || '') like ${likePattern(q)}`;
  }
  return sql`${o.searchText} like ${likePattern(q)}`;
}

function filtersOf(query: Pick<OrderListQuery, 'q' | 'status' | 'payment' | 'customerId'>): SQL | undefined {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) conditions.push(searchCondition(q));
  if (query.status) conditions.push(eq(o.status, query.status));
  if (query.payment) conditions.push(eq(o.payment, query.payment));
  if (query.customerId) {
    conditions.push(
      eq(
        o.customerId,
        sql`(select ${ecommerceCustomers.id} from ${ecommerceCustomers} where ${ecommerceCustomers.customerNumber} = ${query.customerId})`,
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

// The placed-at indexes are `desc nulls last` (Drizzle's `.desc()`): the order names the same NULLS placement (or
// its exact reverse) for PostgreSQL to read them in order, though the columns are NOT NULL.
const newest = [sql`${o.placedAt} desc nulls last`, sql`${o.id} desc nulls last`];
const oldest = [sql`${o.placedAt} asc nulls first`, sql`${o.id} asc nulls first`];

/**
 * The order of a sort as index-readable segments; ties keep the newest first (the spec's "newest first before
 * sorting"): within a status from the status index, within a name or a total by an incremental sort of the few
 * equal rows the name and total indexes give.
 */
export function orderSegments(sortBy: OrderSortKey | undefined, direction: 'asc' | 'desc' = 'asc'): Segment[] {
  const d = direction === 'desc' ? sql`desc` : sql`asc`;
  switch (sortBy) {
    case 'order':
      return [{ where: undefined, order: [sql`${o.orderNumber} ${d}`] }];
    case 'customers':
      return [{ where: undefined, order: [sql`${o.customerName} ${d}`, ...newest] }];
    case 'date':
      return [{ where: undefined, order: direction === 'desc' ? newest : oldest }];
    case 'spent':
      return [{ where: undefined, order: [sql`${o.total} ${d}`, ...newest] }];
    case 'status': {
      // Alphabetical, as a text sort would give; within a status newest first (the status index).
      const sorted = [...ORDER_STATUSES].sort();
      const statuses = direction === 'desc' ? sorted.reverse() : sorted;
      return statuses.map((status) => ({ where: eq(o.status, status), order: newest, status }));
    }
    default:
      return [{ where: undefined, order: newest }];
  }
}

/** The total of an unsearched list: the tallies' rows of the chosen payment and status. */
async function tallyTotal(db: Db, status: OrderStatus | undefined, payment: PaymentCode | undefined): Promise<number> {
  const t = ecommerceOrderTallies;
  const conditions = [status ? eq(t.status, status) : undefined, payment ? eq(t.payment, payment) : undefined];
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${t.orders}), 0)`.mapWith(Number) })
    .from(t)
    .where(and(...conditions));
  return row?.n ?? 0;
}

async function countWhere(db: Db, where: SQL | undefined, segment: Segment): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(o)
    .where(and(where, segment.where));
  return row?.n ?? 0;
}

/** The ids matching `where`, or `undefined` when more than `cap` do (the materialized CTE keeps the trigram plan). */
async function searchMatches(db: Db, where: SQL | undefined, cap = SEARCH_COUNT_CAP): Promise<number[] | undefined> {
  const found = await db
    .select({ id: sql<number>`matches.id`.mapWith(Number) })
    .from(
      sql`(with m as materialized (select ${o.id} from ${o} where ${where ?? sql`true`}) select id from m) as matches`,
    )
    .limit(cap + 1);
  return found.length > cap ? undefined : found.map((row) => row.id);
}

/** How many of the newest orders `knownOverCap` reads. */
const SAMPLE_ROWS = 10_000;

/** A search whose sample projects to this many times the cap is taken as over it. */
const PROJECTION_MARGIN = 3;

/**
 * Up to this many orders the trigram count is cheap (6 ms for a family name in 100,000 orders on PGlite) and the
 * sample would cost more (15 ms) than it saves; it pays off on the large tables.
 */
const SAMPLE_FROM_ORDERS = 250_000;

/**
 * Whether a search is known to match more than `cap` orders without the trigram bitmap, whose cost grows with the
 * number of matches (every posting list is read in full: 50–100 ms for a family name in 20,000 of 1,000,000 orders).
 * On a large table it counts the matches among the newest `SAMPLE_ROWS` orders (read in the placed-at index's order,
 * the filters applied): more than `cap` there, or a share that projects over the whole table to
 * `PROJECTION_MARGIN` × `cap`, answers yes. The price: a word three times as common in recent orders as in old ones
 * may show "1,000+" where an exact count would have found fewer.
 */
export async function knownOverCap(
  db: Db,
  where: SQL | undefined,
  { cap = SEARCH_COUNT_CAP, sampleFrom = SAMPLE_FROM_ORDERS }: { cap?: number; sampleFrom?: number } = {},
): Promise<boolean> {
  const orders = await tallyTotal(db, undefined, undefined);
  if (orders <= sampleFrom) return false;
  // The sample is aliased as the table, so the filters' qualified columns name the sample's.
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(
    sql`(select 1 from (select ${o.searchText}, ${o.status}, ${o.payment}, ${o.customerId} from ${o} order by ${sql.join(newest, sql`, `)} limit ${SAMPLE_ROWS}) as ${o}
        where ${where ?? sql`true`} limit ${cap + 1}) as sample`,
  );
  const hits = row?.n ?? 0;
  return hits > cap || (hits * orders) / SAMPLE_ROWS > PROJECTION_MARGIN * cap;
}

/** Ids `offset … offset + limit` across the segments, each read in its index order. */
async function windowIds(
  db: Db,
  where: SQL | undefined,
  segments: Segment[],
  offset: number,
  limit: number | undefined,
  sizeOf: (segment: Segment) => Promise<number> = (segment) => countWhere(db, where, segment),
): Promise<number[]> {
  if (segments.length === 1) {
    const segment = segments[0]!;
    let query = db
      .select({ id: o.id })
      .from(o)
      .where(and(where, segment.where))
      .orderBy(...segment.order)
      .offset(offset)
      .$dynamic();
    if (limit !== undefined) query = query.limit(limit);
    return (await query).map((row) => row.id);
  }
  // Several segments: size each (the tallies, or a count), then skip whole segments.
  const ids: number[] = [];
  let start = 0;
  const end = limit === undefined ? Number.POSITIVE_INFINITY : offset + limit;
  for (const segment of segments) {
    if (start >= end) break;
    const size = await sizeOf(segment);
    const from = Math.max(offset, start);
    const to = Math.min(end, start + size);
    if (from < to) {
      let query = db
        .select({ id: o.id })
        .from(o)
        .where(and(where, segment.where))
        .orderBy(...segment.order)
        .offset(from - start)
        .$dynamic();
      if (Number.isFinite(to)) query = query.limit(to - from);
      for (const row of await query) ids.push(row.id);
    }
    start += size;
  }
  return ids;
}

/**
 * A page past the middle of an exactly counted list is read from the other end (the sort reversed, a smaller
 * offset, the ids turned back): the last pages of a million orders cost what the first ones do. Single-segment
 * sorts only; their orders reverse exactly (every tie is broken by the id in the same direction).
 */
async function pageIds(
  db: Db,
  where: SQL | undefined,
  query: OrderListQuery,
  total: number,
  offset: number,
  limit: number | undefined,
  sizeOf?: (segment: Segment) => Promise<number>,
): Promise<number[]> {
  if (offset >= total) return [];
  const segments = orderSegments(query.sortBy, query.orderBy ?? 'asc');
  if (segments.length === 1 && limit !== undefined && offset > total / 2) {
    const reversed = reverseSegment(query);
    const end = Math.min(total, offset + limit);
    const ids = await windowIds(db, where, [reversed], total - end, end - offset);
    return ids.reverse();
  }
  return windowIds(db, where, segments, offset, limit, sizeOf);
}

/** The single segment of a sort, in the opposite direction (the default's newest first becomes oldest first). */
function reverseSegment(query: OrderListQuery): Segment {
  const flipped = (query.orderBy ?? 'asc') === 'asc' ? 'desc' : 'asc';
  switch (query.sortBy) {
    case undefined:
      return { where: undefined, order: oldest };
    case 'customers':
      return { where: undefined, order: [sql`${o.customerName} ${sql.raw(flipped)}`, ...oldest] };
    case 'spent':
      return { where: undefined, order: [sql`${o.total} ${sql.raw(flipped)}`, ...oldest] };
    default:
      return orderSegments(query.sortBy, flipped)[0]!;
  }
}

/** The listed rows of these ids, in the order of `ids` (the customer's number and avatar joined for them only). */
export async function orderRowsOfIds(db: Db, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const c = ecommerceCustomers;
  const found = await db
    .select({
      id: o.id,
      orderNumber: o.orderNumber,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerNumber: c.customerNumber,
      avatar: c.avatar,
      payment: o.payment,
      status: o.status,
      total: o.total,
      method: o.method,
      methodNumber: o.methodNumber,
      placedAt: o.placedAt,
    })
    .from(o)
    .innerJoin(c, eq(c.id, o.customerId))
    .where(inArray(o.id, ids));
  const byId = new Map(
    found.map((row): [number, Order] => [
      row.id,
      {
        id: row.id,
        order: row.orderNumber,
        customer: row.customerName,
        customerId: row.customerNumber,
        email: row.customerEmail,
        avatar: row.avatar,
        payment: row.payment as PaymentCode,
        status: row.status,
        spent: amount(row.total),
        method: row.method,
        date: row.placedAt.toISOString(),
        time: row.placedAt.toISOString().slice(11, 16),
        methodNumber: row.methodNumber,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `GET /api/apps/ecommerce/orders`. */
export async function listOrders(db: Db, query: OrderListQuery): Promise<Omit<OrderList, 'currency'>> {
  const where = filtersOf(query);
  const segments = orderSegments(query.sortBy, query.orderBy ?? 'asc');
  const { offset, limit } = pageWindow(query);
  const q = query.q?.trim();

  if (q) {
    const matches = (await knownOverCap(db, where)) ? undefined : await searchMatches(db, where);
    if (matches !== undefined) {
      // At most the cap: the page is read among these ids, in the sort's order.
      const ids = matches.length === 0 ? [] : await windowIds(db, inArray(o.id, matches), segments, offset, limit);
      return { orders: await orderRowsOfIds(db, ids), total: matches.length };
    }
    // Many matches: walk the sort index testing the search on each row (bitmap scans off for shallow pages).
    const ids = await db.transaction(async (tx) => {
      const end = limit === undefined ? Number.POSITIVE_INFINITY : offset + limit;
      if (end <= WALK_AT_MOST) {
        await tx.execute(
          sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)`,
        );
      }
      if (segments.length === 1) return windowIds(tx, where, segments, offset, limit);
      // Several segments (the status sort): the first `end` ids segment after segment, never a count of the matches.
      const found: number[] = [];
      for (const segment of segments) {
        if (found.length >= end) break;
        let next = tx
          .select({ id: o.id })
          .from(o)
          .where(and(where, segment.where))
          .orderBy(...segment.order)
          .$dynamic();
        if (Number.isFinite(end)) next = next.limit(end - found.length);
        for (const row of await next) found.push(row.id);
      }
      return found.slice(offset, limit === undefined ? undefined : offset + limit);
    });
    return { orders: await orderRowsOfIds(db, ids), total: SEARCH_COUNT_CAP, totalCapped: true };
  }

  if (query.customerId) {
    const total = await countWhere(db, where, { where: undefined, order: [] });
    const ids = await pageIds(db, where, query, total, offset, limit);
    return { orders: await orderRowsOfIds(db, ids), total };
  }
  const total = await tallyTotal(db, query.status, query.payment);
  // The status sort's segments are sized from the tallies too (never a count over the orders).
  const sizeOf = (segment: Segment & { status?: OrderStatus }) =>
    segment.status && query.status && segment.status !== query.status
      ? Promise.resolve(0)
      : tallyTotal(db, segment.status ?? query.status, query.payment);
  const ids = await pageIds(db, where, query, total, offset, limit, sizeOf);
  return { orders: await orderRowsOfIds(db, ids), total };
}
