import type { UserDetail, UserList, UserListQuery, UserSortKey, UserStats } from '@mizan/contracts';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema.ts';
import { listColumns, readUserDetail, toUser, type ListRow } from './users.detail.ts';
import { userCounts } from './users.table.ts';
import { createUserViewReads } from './users.view.ts';
import { createUserWrites, type UsersDeps } from './users.writes.ts';
import { likeEscape } from '../../lib/sql-like.ts';

export type { Actor } from './users.detail.ts';
export type { UsersDeps } from './users.writes.ts';

type Where = SQL | undefined;

/** The searched text: the same expression as the trigram index `users_search_trgm_idx`. */
const searchText = sql`(lower(${users.fullName}) || ' ' || lower(${users.email}))`;

/**
 * One ORDER BY term, written to match its index exactly (direction and NULLS placement, even on NOT NULL
 * columns, or PostgreSQL won't read the index in order): a sort key uses PostgreSQL's defaults (`asc nulls last`,
 * `desc nulls first`), the newest-first tiebreak matches the `desc nulls last` of the indexes. `reverse` gives the
 * order of the same index read backwards, for pages near the end.
 */
interface Term {
  expr: SQL;
  desc: boolean;
  tiebreak?: boolean;
}
const render = (terms: Term[], reverse = false) =>
  terms.map(({ expr, desc, tiebreak }) => {
    const descending = desc !== reverse;
    if (tiebreak) return descending ? sql`${expr} desc nulls last` : sql`${expr} asc nulls first`;
    return descending ? sql`${expr} desc nulls first` : sql`${expr} asc nulls last`;
  });

/** Newest first: the order before any sort, and the tiebreak of every sort (matches the indexes' column order). */
const NEWEST: Term[] = [
  { expr: sql`${users.createdAt}`, desc: true, tiebreak: true },
  { expr: sql`${users.id}`, desc: true, tiebreak: true },
];

/** Sorts on few distinct values: paged bucket by bucket through the `(column, created_at, id)` indexes. */
const BUCKET_COLUMNS = {
  role: users.roleId,
  plan: users.currentPlan,
  status: users.status,
  billing: users.billing,
} as const;

export function createUsersService(db: Db, deps: UsersDeps) {
  async function roleNames(tx: Db = db): Promise<Map<number, string>> {
    const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  function filters(query: UserListQuery): Where {
    const conditions: SQL[] = [];
    if (query.q) conditions.push(sql`${searchText} like ${`%${likeEscape(query.q.toLowerCase())}%`}`);
    // By id through a sub-select, so the `(role_id, created_at, id)` index serves the filter.
    if (query.role)
      conditions.push(sql`${users.roleId} = (select ${roles.id} from ${roles} where ${roles.name} = ${query.role})`);
    if (query.plan) conditions.push(eq(users.currentPlan, query.plan));
    if (query.status) conditions.push(eq(users.status, query.status));
    return conditions.length ? and(...conditions) : undefined;
  }

  /** The same role / plan / status filters on `user_counts` (no search: that needs the rows themselves). */
  function countFilters(query: UserListQuery): Where {
    const conditions: SQL[] = [];
    if (query.role)
      conditions.push(
        sql`${userCounts.roleId} = (select ${roles.id} from ${roles} where ${roles.name} = ${query.role})`,
      );
    if (query.plan) conditions.push(eq(userCounts.currentPlan, query.plan));
    if (query.status) conditions.push(eq(userCounts.status, query.status));
    return conditions.length ? and(...conditions) : undefined;
  }

  /** How many users match: from the trigger-kept `user_counts` unless a search needs the rows counted. */
  async function countMatching(query: UserListQuery, where: Where): Promise<number> {
    if (query.q) {
      const [row] = await db.select({ n: count() }).from(users).where(where);
      return row?.n ?? 0;
    }
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)`.mapWith(Number) })
      .from(userCounts)
      .where(countFilters(query));
    return row?.n ?? 0;
  }

  function orderOf(sortBy: UserSortKey | undefined, direction: 'asc' | 'desc'): Term[] {
    const desc = direction === 'desc';
    switch (sortBy) {
      case 'user':
        return [{ expr: sql`lower(${users.fullName})`, desc }, ...NEWEST];
      case 'email':
        return [{ expr: sql`lower(${users.email})`, desc }, ...NEWEST];
      case 'role':
        return [
          { expr: sql`(select ${roles.name} from ${roles} where ${roles.id} = ${users.roleId})`, desc },
          ...NEWEST,
        ];
      case 'plan':
      case 'status':
      case 'billing':
        return [{ expr: sql`${BUCKET_COLUMNS[sortBy]}`, desc }, ...NEWEST];
      default:
        return NEWEST;
    }
  }

  /**
   * The ids of rows `offset … offset + size` of `total` matching rows in this order. A page in the second half is
   * read from the other end (the index backwards), so the deepest page skips as few entries as the first.
   */
  async function pageIds(where: Where, order: Term[], offset: number, size: number, total: number): Promise<number[]> {
    const fromEnd = total - offset - size;
    if (offset > total / 2 && fromEnd > -size) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...render(order, true))
        .offset(Math.max(fromEnd, 0))
        .limit(fromEnd < 0 ? size + fromEnd : size);
      return rows.map((row) => row.id).reverse();
    }
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...render(order))
      .offset(offset)
      .limit(size);
    return rows.map((row) => row.id);
  }

  /** The listed rows of these ids, in this order. */
  async function rowsOf(ids: number[], order: Term[]): Promise<ListRow[]> {
    if (ids.length === 0) return [];
    return db
      .select(listColumns)
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(...render(order));
  }

  /** `?page` past the last page answers page 1 (spec §7). */
  function window(total: number, query: UserListQuery) {
    const all = query.itemsPerPage === -1;
    const size = all ? Math.max(total, 1) : query.itemsPerPage;
    const totalPages = all ? 1 : Math.ceil(total / size);
    const page = query.page > Math.max(totalPages, 1) ? 1 : query.page;
    return { all, size, totalPages, page, offset: all ? 0 : (page - 1) * size };
  }

  /**
   * A sort on a column of few values (role, plan, status, billing): count each value once (that is also the
   * total), then read only the buckets the page overlaps, each in newest-first order from its index. An ORDER BY
   * over the whole filtered table would sort every row for every page.
   */
  async function bucketPage(
    key: keyof typeof BUCKET_COLUMNS,
    query: UserListQuery,
    where: Where,
    names: Map<number, string>,
  ) {
    const column = BUCKET_COLUMNS[key];
    const counted = {
      role: userCounts.roleId,
      plan: userCounts.currentPlan,
      status: userCounts.status,
      billing: userCounts.billing,
    }[key];
    const groups = query.q
      ? await db.select({ value: column, n: count() }).from(users).where(where).groupBy(column)
      : await db
          .select({ value: counted, n: sql<number>`sum(${userCounts.n})`.mapWith(Number) })
          .from(userCounts)
          .where(countFilters(query))
          .groupBy(counted);
    const label = (value: string | number) => (key === 'role' ? (names.get(value as number) ?? '') : String(value));
    groups.sort((a, b) => (label(a.value) < label(b.value) ? -1 : label(a.value) > label(b.value) ? 1 : 0));
    if (query.orderBy === 'desc') groups.reverse();
    const total = groups.reduce((sum, group) => sum + group.n, 0);
    const win = window(total, query);
    const rows: ListRow[] = [];
    let start = 0;
    for (const group of groups) {
      const end = start + group.n;
      const from = Math.max(win.offset, start);
      const to = Math.min(win.offset + win.size, end);
      if (from < to) {
        const inBucket = and(where, eq(column, group.value as never));
        rows.push(...(await rowsOf(await pageIds(inBucket, NEWEST, from - start, to - from, group.n), NEWEST)));
      }
      start = end;
      if (start >= win.offset + win.size) break;
    }
    return { rows, total, win };
  }

  return {
    async list(query: UserListQuery): Promise<UserList> {
      const where = filters(query);
      const names = await roleNames();
      let rows: ListRow[];
      let total: number;
      let win: ReturnType<typeof window>;
      if (query.sortBy && query.sortBy in BUCKET_COLUMNS && query.itemsPerPage !== -1) {
        ({ rows, total, win } = await bucketPage(query.sortBy as keyof typeof BUCKET_COLUMNS, query, where, names));
      } else {
        total = await countMatching(query, where);
        win = window(total, query);
        const order = orderOf(query.sortBy, query.orderBy ?? 'asc');
        // Late row lookup: page through the index for ids only (an index-only scan on a vacuumed table), then
        // read the few rows shown: a deep page skips index entries, not table rows.
        rows = win.all
          ? await db
              .select(listColumns)
              .from(users)
              .where(where)
              .orderBy(...render(order))
          : await rowsOf(await pageIds(where, order, win.offset, win.size, total), order);
      }
      return {
        users: rows.map((row) => toUser(row, names)),
        totalPages: win.totalPages,
        totalUsers: total,
        page: win.page,
      };
    },

    async stats(): Promise<UserStats> {
      const rows = await db
        .select({ status: userCounts.status, n: sql<number>`sum(${userCounts.n})`.mapWith(Number) })
        .from(userCounts)
        .groupBy(userCounts.status);
      const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      return {
        total: rows.reduce((sum, row) => sum + row.n, 0),
        active: of('active'),
        pending: of('pending'),
        inactive: of('inactive'),
      };
    },

    async roleOptions(): Promise<string[]> {
      const rows = await db.select({ name: roles.name }).from(roles).orderBy(asc(roles.name));
      return rows.map((row) => row.name);
    },

    async get(id: number): Promise<UserDetail> {
      return readUserDetail(db, id);
    },

    ...createUserWrites(db, deps),
    ...createUserViewReads(db, deps),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
