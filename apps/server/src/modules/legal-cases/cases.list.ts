import {
  normalizeSearchText,
  type CaseListFilters,
  type CaseListItem,
  type CasePriority,
  type CaseSortKey,
} from '@mizan/contracts';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalCaseParties, legalCases, users } from '../../db/schema.ts';
import { addDays, dayStart, OFFICE_SETTINGS_DEFAULT, officeDay } from './hearings.warnings.ts';
import { mineOf, visibleTo, type CaseActor } from './legal-cases.access.ts';
import { likeEscape } from '../../lib/sql-like.ts';

/**
 * The list's SQL: filters on the derived columns of `legal_cases` (one table, its partial indexes), and an order
 * split into segments so each is read straight from an index: nulls last in both directions means "rows with a
 * value, in order" then "rows without, by id"; the priority order (urgent > high > normal > low) is one
 * segment per priority, each by next hearing.
 */

/**
 * Every condition of the filters (and the live / visible rules), as one WHERE. Days ("this week", "today",
 * hearing date ranges) are the office's, counted in `timeZone` as the agenda does.
 */
export function caseFilters(
  filters: CaseListFilters,
  actor: CaseActor,
  now = new Date(),
  timeZone = OFFICE_SETTINGS_DEFAULT.timeZone,
): SQL {
  const conditions: Array<SQL | undefined> = [isNull(legalCases.deletedAt), visibleTo(actor)];
  const q = filters.q ? normalizeSearchText(filters.q) : '';
  // `search_text` is stored normalised (lower case included), as is `q`: a plain LIKE '%…%' (cheaper to re-check
  // than ILIKE) served by its trigram index.
  if (q) conditions.push(sql`${legalCases.searchText} like ${`%${likeEscape(q)}%`}`);
  if (filters.status?.length) conditions.push(inArray(legalCases.status, filters.status));
  if (filters.outcome) conditions.push(eq(legalCases.outcome, filters.outcome));
  if (filters.category) conditions.push(eq(legalCases.category, filters.category));
  if (filters.stageType) conditions.push(eq(legalCases.currentStageType, filters.stageType));
  if (filters.courtId) conditions.push(eq(legalCases.currentCourtId, filters.courtId));
  if (filters.lawyerId) conditions.push(eq(legalCases.responsibleLawyerId, filters.lawyerId));
  if (filters.clientId) {
    conditions.push(
      inArray(
        legalCases.id,
        sql`(select ${legalCaseParties.caseId} from ${legalCaseParties} where ${legalCaseParties.contactId} = ${filters.clientId} and ${legalCaseParties.role} = 'client')`,
      ),
    );
  }
  if (filters.priority) conditions.push(eq(legalCases.priority, filters.priority));
  if (filters.openedFrom) conditions.push(gte(legalCases.openedAt, filters.openedFrom));
  if (filters.openedTo) conditions.push(lte(legalCases.openedAt, filters.openedTo));
  // Hearing dates are whole office days: from the start of `hearingFrom` to the end of `hearingTo`.
  if (filters.hearingFrom) conditions.push(gte(legalCases.nextHearingAt, dayStart(filters.hearingFrom, timeZone)));
  if (filters.hearingTo)
    conditions.push(lt(legalCases.nextHearingAt, dayStart(addDays(filters.hearingTo, 1), timeZone)));

  const today = officeDay(now, timeZone);
  switch (filters.chip) {
    case 'hearingsThisWeek': {
      // The week runs Sunday to Saturday in the office's time zone (the Saudi working week starts on Sunday):
      // at 01:30 on a Sunday in Riyadh (22:30 Saturday UTC) "this week" is the one just begun.
      const weekStart = addDays(today.date, -today.weekday);
      conditions.push(
        gte(legalCases.nextHearingAt, dayStart(weekStart, timeZone)),
        lt(legalCases.nextHearingAt, dayStart(addDays(weekStart, 7), timeZone)),
      );
      break;
    }
    case 'overdueHearings':
      conditions.push(lt(legalCases.nextHearingAt, now));
      break;
    case 'appealDeadlines':
      conditions.push(
        gte(legalCases.appealDeadline, today.date),
        lte(legalCases.appealDeadline, addDays(today.date, 7)),
      );
      break;
    case 'expiringPowers':
      conditions.push(gte(legalCases.poaExpiresAt, today.date), lte(legalCases.poaExpiresAt, addDays(today.date, 30)));
      break;
    case 'mine':
      conditions.push(mineOf(actor));
      break;
    default:
      break;
  }
  return and(...conditions)!;
}

/** A run of rows read in one index order: `where` on top of the filters, then `order`. */
export interface Segment {
  where: SQL | undefined;
  order: SQL[];
}

const newestFirst = (column: typeof legalCases.updatedAt | typeof legalCases.openedAt, direction: 'asc' | 'desc') =>
  direction === 'desc'
    ? [sql`${column} desc nulls last`, sql`${legalCases.id} desc nulls last`]
    : [sql`${column} asc nulls first`, sql`${legalCases.id} asc nulls first`];

const PRIORITY_ORDER: readonly CasePriority[] = ['urgent', 'high', 'normal', 'low'];

/** The segments of a sort, in the order they are shown. */
export function sortSegments(sortBy: CaseSortKey = 'nextHearing', direction: 'asc' | 'desc' = 'asc'): Segment[] {
  const d = direction === 'desc' ? sql`desc` : sql`asc`;
  const byId = sql`${legalCases.id} ${d}`;
  // Rows with a value first (in the index's order), then the rows without.
  const nullsLast = (column: SQL | typeof legalCases.nextHearingAt): Segment[] => [
    { where: isNotNull(column), order: [sql`${column} ${d}`, byId] },
    { where: isNull(column), order: [byId] },
  ];
  switch (sortBy) {
    // Their indexes are `desc nulls last` (Drizzle's `.desc()`): the order must name the same NULLS placement, or
    // its reverse, for PostgreSQL to read the index in order (the columns are NOT NULL all the same).
    case 'updatedAt':
      return [{ where: undefined, order: newestFirst(legalCases.updatedAt, direction) }];
    case 'openedAt':
      return [{ where: undefined, order: newestFirst(legalCases.openedAt, direction) }];
    case 'fileNumber':
      return [{ where: undefined, order: [sql`${legalCases.fileNumber} ${d}`, byId] }];
    case 'claimAmount':
      return nullsLast(sql`${legalCases.claimAmount}`);
    case 'priority': {
      const ordered = direction === 'desc' ? PRIORITY_ORDER : [...PRIORITY_ORDER].reverse();
      // Within a priority, the soonest hearing first (nulls last), as in the default sort.
      return ordered.map((priority) => ({
        where: eq(legalCases.priority, priority),
        order: [sql`${legalCases.nextHearingAt} asc nulls last`, sql`${legalCases.id} asc`],
      }));
    }
    default:
      return direction === 'asc'
        ? [{ where: undefined, order: [sql`${legalCases.nextHearingAt} asc nulls last`, byId] }]
        : nullsLast(legalCases.nextHearingAt);
  }
}

/** The listed columns; the lawyer's name is looked up for the returned rows only. */
const listColumns = {
  id: legalCases.id,
  fileNumber: legalCases.fileNumber,
  title: legalCases.title,
  clientNames: legalCases.clientNames,
  opponentNames: legalCases.opponentNames,
  currentCourtName: legalCases.currentCourtName,
  currentCircuit: legalCases.currentCircuit,
  currentCourtCaseNumber: legalCases.currentCourtCaseNumber,
  currentCourtCaseYear: legalCases.currentCourtCaseYear,
  currentStageType: legalCases.currentStageType,
  status: legalCases.status,
  outcome: legalCases.outcome,
  nextHearingAt: legalCases.nextHearingAt,
  lastDecision: legalCases.lastDecision,
  responsibleLawyerId: legalCases.responsibleLawyerId,
  lawyerName: sql<
    string | null
  >`(select ${users.fullName} from ${users} where ${users.id} = ${legalCases.responsibleLawyerId})`,
  priority: legalCases.priority,
  updatedAt: legalCases.updatedAt,
  claimAmount: legalCases.claimAmount,
  currency: legalCases.currency,
};

const selectList = (db: Db) => db.select(listColumns).from(legalCases);
type ListRow = Awaited<ReturnType<typeof selectList>>[number];

export const toListItem = (row: ListRow): CaseListItem => ({
  id: row.id,
  fileNumber: row.fileNumber,
  title: row.title,
  clientNames: row.clientNames,
  opponentNames: row.opponentNames,
  currentCourtName: row.currentCourtName,
  currentCircuit: row.currentCircuit,
  currentCourtCaseNumber: row.currentCourtCaseNumber,
  currentCourtCaseYear: row.currentCourtCaseYear,
  currentStageType: row.currentStageType,
  status: row.status,
  outcome: row.outcome,
  nextHearingAt: row.nextHearingAt ? row.nextHearingAt.toISOString() : null,
  lastDecision: row.lastDecision,
  responsibleLawyer: row.lawyerName === null ? null : { id: row.responsibleLawyerId, fullName: row.lawyerName },
  priority: row.priority,
  updatedAt: row.updatedAt.toISOString(),
  claimAmount: row.claimAmount,
  currency: row.currency,
});

/** How many rows match, and how many fall in each segment (one query). */
export async function countSegments(db: Db, where: SQL, segments: Segment[]): Promise<number[]> {
  if (segments.length === 1) {
    const [row] = await db.select({ n: count() }).from(legalCases).where(where);
    return [row?.n ?? 0];
  }
  const columns = Object.fromEntries(
    segments.map((segment, i) => [`s${i}`, sql<number>`count(*) filter (where ${segment.where})`.mapWith(Number)]),
  );
  const [row] = await db.select(columns).from(legalCases).where(where);
  return segments.map((_, i) => (row?.[`s${i}`] as number | undefined) ?? 0);
}

/**
 * Rows `offset … offset + size` across the segments (each read in its index order, skipping whole segments).
 * Late row lookup: the offset skips index entries for ids only, then the few shown rows are read (a deep page
 * never builds the rows it skips).
 */
export async function readWindow(
  db: Db,
  where: SQL,
  segments: Segment[],
  counts: number[],
  offset: number,
  size: number,
): Promise<CaseListItem[]> {
  const ids: number[] = [];
  let start = 0;
  for (const [i, segment] of segments.entries()) {
    const end = start + counts[i]!;
    const from = Math.max(offset, start);
    const to = Math.min(offset + size, end);
    if (from < to) {
      const found = await db
        .select({ id: legalCases.id })
        .from(legalCases)
        .where(and(where, segment.where))
        .orderBy(...segment.order)
        .offset(from - start)
        .limit(to - from);
      for (const row of found) ids.push(row.id);
    }
    start = end;
    if (start >= offset + size) break;
  }
  return rowsOfIds(db, ids);
}

/** Every matching id in list order (ints only: the export then reads the rows in chunks). */
export async function orderedIds(db: Db, where: SQL, segments: Segment[]): Promise<number[]> {
  const ids: number[] = [];
  for (const segment of segments) {
    const found = await db
      .select({ id: legalCases.id })
      .from(legalCases)
      .where(and(where, segment.where))
      .orderBy(...segment.order);
    for (const row of found) ids.push(row.id);
  }
  return ids;
}

/** The listed rows of these ids, in the order of `ids`. */
export async function rowsOfIds(db: Db, ids: number[]): Promise<CaseListItem[]> {
  if (ids.length === 0) return [];
  const found = await selectList(db).where(inArray(legalCases.id, ids));
  const byId = new Map(found.map((row) => [row.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A free-text search counts up to this many matches. Past it the list answers `total: SEARCH_COUNT_CAP` with
 * `totalCapped: true` (shown as "1,000+"): counting every match of a broad word (a family name in 14,000 of
 * 200,000 files) means reading and re-checking each of those rows, far over the list's 50 ms budget.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The ids matching `where`, or `undefined` when more than `cap` do. The materialized CTE is planned on its own
 * (the trigram bitmap over `search_text`, without the outer LIMIT that would tempt the planner into a sequential
 * scan) and is read on demand, so the LIMIT stops the heap reads after `cap + 1` rows.
 */
export async function searchMatches(db: Db, where: SQL, cap = SEARCH_COUNT_CAP): Promise<number[] | undefined> {
  const found = await db
    .select({ id: sql<number>`matches.id`.mapWith(Number) })
    .from(
      sql`(with m as materialized (select ${legalCases.id} from ${legalCases} where ${where}) select id from m) as matches`,
    )
    .limit(cap + 1);
  return found.length > cap ? undefined : found.map((row) => row.id);
}

/** The deepest row (page × size) a capped search reaches by walking its sort index. */
const WALK_AT_MOST = 100;

/**
 * The first `end` ids across the segments when the matches are many (more than the cap): each segment is read by
 * walking its sort index and testing the search on each row, which stops after a few hundred rows when a word is
 * common. The planner estimates trigram matches badly (a two-word search looks rare), so in this read-only
 * transaction it is kept off bitmap scans, sequential scans and sorts: the plans that read every match first.
 */
export async function firstIdsOfMany(db: Db, where: SQL, segments: Segment[], end: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Deep pages are left to the planner: walking to the 1,000th match of a word in one file of a hundred reads
    // most of the table, when a bitmap over all the matches then a sort reads each match once.
    if (end <= WALK_AT_MOST) {
      // `set_config(…, true)` is SET LOCAL: it ends with this transaction. One statement for the three.
      await tx.execute(
        sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)`,
      );
    }
    const ids: number[] = [];
    for (const segment of segments) {
      if (ids.length >= end) break;
      const found = await tx
        .select({ id: legalCases.id })
        .from(legalCases)
        .where(and(where, segment.where))
        .orderBy(...segment.order)
        .limit(end - ids.length);
      for (const row of found) ids.push(row.id);
    }
    return ids;
  });
}
