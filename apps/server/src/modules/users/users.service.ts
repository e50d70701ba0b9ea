import {
  ERROR_TEXT,
  USER_ERRORS,
  type User,
  type UserActivityList,
  type UserConnection,
  type UserCreateInput,
  type UserDetail,
  type UserList,
  type UserListQuery,
  type UserNotification,
  type UserProject,
  type UserSession,
  type UserSortKey,
  type UserStats,
  type UserUpdateBody,
} from '@mizan/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  connections,
  notifications,
  projectMembers,
  projects,
  roles,
  sessions,
  userActivity,
  users,
} from '../../db/schema.ts';
import { recordActivity } from '../../lib/activity.ts';
import { countAdministrators } from '../../lib/administrators.ts';
import type { SessionStore } from '../../lib/sessions.ts';
import { describeUserAgent, parseUserAgent } from '../../lib/user-agent.ts';
import { foreignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { userCounts } from './users.table.ts';

type Row = typeof users.$inferSelect;
type Where = SQL | undefined;

/** The searched text: the same expression as the trigram index `users_search_trgm_idx`. */
const searchText = sql`(lower(${users.fullName}) || ' ' || lower(${users.email}))`;
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

const listColumns = {
  id: users.id,
  fullName: users.fullName,
  company: users.company,
  roleId: users.roleId,
  username: users.username,
  country: users.country,
  contact: users.contact,
  email: users.email,
  currentPlan: users.currentPlan,
  status: users.status,
  avatar: users.avatar,
  billing: users.billing,
  createdAt: users.createdAt,
};
type ListRow = { [K in keyof typeof listColumns]: Row[K] };

export interface Actor {
  id: number;
  sessionId: number | null;
}

export function createUsersService(db: Db, sessionStore: SessionStore) {
  async function roleNames(tx: Db = db): Promise<Map<number, string>> {
    const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  const toUser = (row: ListRow, names: Map<number, string>): User => ({
    id: row.id,
    fullName: row.fullName,
    company: row.company,
    role: names.get(row.roleId) ?? '',
    username: row.username,
    country: row.country,
    contact: row.contact,
    email: row.email,
    currentPlan: row.currentPlan,
    status: row.status,
    avatar: row.avatar,
    billing: row.billing,
    createdAt: row.createdAt.toISOString(),
  });

  const toDetail = (row: Row, role: string): UserDetail => ({
    ...toUser({ ...row }, new Map([[row.roleId, role]])),
    taskDone: row.taskDone,
    projectDone: row.projectDone,
    taxId: row.taxId,
    language: row.language,
    timeZone: row.timeZone,
    currency: row.currency,
    designation: row.designation,
    location: row.location,
    lastSignInAt: isoOrNull(row.lastSignInAt),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  });

  function filters(query: UserListQuery): Where {
    const conditions: SQL[] = [];
    if (query.q) conditions.push(sql`${searchText} like ${`%${likeEscape(query.q.toLowerCase())}%`}`);
    // By id through a sub-select, so the `(role_id, created_at, id)` index serves the filter.
    if (query.role) conditions.push(sql`${users.roleId} = (select ${roles.id} from ${roles} where ${roles.name} = ${query.role})`);
    if (query.plan) conditions.push(eq(users.currentPlan, query.plan));
    if (query.status) conditions.push(eq(users.status, query.status));
    return conditions.length ? and(...conditions) : undefined;
  }

  /** The same role / plan / status filters on `user_counts` (no search: that needs the rows themselves). */
  function countFilters(query: UserListQuery): Where {
    const conditions: SQL[] = [];
    if (query.role) conditions.push(sql`${userCounts.roleId} = (select ${roles.id} from ${roles} where ${roles.name} = ${query.role})`);
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
    const [row] = await db.select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)`.mapWith(Number) }).from(userCounts).where(countFilters(query));
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
        return [{ expr: sql`(select ${roles.name} from ${roles} where ${roles.id} = ${users.roleId})`, desc }, ...NEWEST];
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
    const rows = await db.select({ id: users.id }).from(users).where(where).orderBy(...render(order)).offset(offset).limit(size);
    return rows.map((row) => row.id);
  }

  /** The listed rows of these ids, in this order. */
  async function rowsOf(ids: number[], order: Term[]): Promise<ListRow[]> {
    if (ids.length === 0) return [];
    return db.select(listColumns).from(users).where(inArray(users.id, ids)).orderBy(...render(order));
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
  async function bucketPage(key: keyof typeof BUCKET_COLUMNS, query: UserListQuery, where: Where, names: Map<number, string>) {
    const column = BUCKET_COLUMNS[key];
    const counted = { role: userCounts.roleId, plan: userCounts.currentPlan, status: userCounts.status, billing: userCounts.billing }[key];
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
          ? await db.select(listColumns).from(users).where(where).orderBy(...render(order))
          : await rowsOf(await pageIds(where, order, win.offset, win.size, total), order);
      }
      return { users: rows.map((row) => toUser(row, names)), totalPages: win.totalPages, totalUsers: total, page: win.page };
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

    async get(id: number, tx: Db = db): Promise<UserDetail> {
      const [found] = await tx
        .select({ user: users, role: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(users.id, id));
      if (!found) throw notFound(USER_ERRORS.notFound);
      return toDetail(found.user, found.role);
    },

    async create(body: UserCreateInput, actor: Actor): Promise<UserDetail> {
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const roleId = await roleIdOf(tx, body.role);
        try {
          const [row] = await tx
            .insert(users)
            .values({
              fullName: body.fullName,
              username: body.username,
              email: body.email,
              passwordHash,
              roleId,
              status: body.status,
              company: body.company,
              country: body.country,
              contact: body.contact,
              currentPlan: body.currentPlan,
              billing: body.billing,
              taxId: body.taxId ?? null,
              ...(body.language ? { language: body.language } : {}),
            })
            .returning();
          await recordActivity(tx, { userId: row!.id, actorId: actor.id, kind: 'created', details: { role: body.role } });
          return toDetail(row!, body.role);
        } catch (error) {
          throw duplicate(error) ?? error;
        }
      });
    },

    async update(id: number, body: UserUpdateBody, actor: Actor): Promise<UserDetail> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ user: users, role: roles.name })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(eq(users.id, id))
          .for('update', { of: users });
        if (!current) throw notFound(USER_ERRORS.notFound);
        if (current.user.version !== body.version) throw new HttpError(409, USER_ERRORS.stale);

        const { version: _version, role, ...fields } = body;
        const roleId = role === undefined ? current.user.roleId : await roleIdOf(tx, role);
        const changes = Object.fromEntries(
          Object.entries({ ...fields, roleId }).filter(([key, value]) => value !== undefined && value !== current.user[key as keyof Row]),
        );
        if (Object.keys(changes).length === 0) return toDetail(current.user, current.role);
        try {
          await tx
            .update(users)
            .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
            .where(eq(users.id, id));
        } catch (error) {
          throw duplicate(error) ?? error;
        }
        if (changes.roleId !== undefined || changes.status !== undefined) {
          if ((await countAdministrators(tx)) === 0) {
            throw fieldError(changes.roleId !== undefined ? 'role' : 'status', USER_ERRORS.lastAdministrator);
          }
        }
        if (changes.status === 'inactive') await sessionStore.revokeAllOf(id, tx);
        if (changes.roleId !== undefined) {
          await recordActivity(tx, { userId: id, actorId: actor.id, kind: 'role-changed', details: { from: current.role, to: role } });
        }
        if (changes.status !== undefined) {
          await recordActivity(tx, {
            userId: id,
            actorId: actor.id,
            kind: 'status-changed',
            details: { from: current.user.status, to: changes.status },
          });
        }
        const other = Object.keys(changes).filter((key) => key !== 'roleId' && key !== 'status');
        if (other.length) await recordActivity(tx, { userId: id, actorId: actor.id, kind: 'updated', details: { fields: other } });
        return this.get(id, tx);
      });
    },

    async remove(id: number, actor: Actor): Promise<void> {
      if (id === actor.id) throw new HttpError(400, USER_ERRORS.deleteSelf);
      try {
        await db.transaction(async (tx) => {
          const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
          if (deleted.length === 0) throw notFound(USER_ERRORS.notFound);
          if ((await countAdministrators(tx)) === 0) throw new HttpError(400, USER_ERRORS.lastAdministrator);
        });
      } catch (error) {
        // Records that must keep their person (a legal case's responsible lawyer) hold the user in place.
        if (foreignKeyViolation(error)) throw new HttpError(400, USER_ERRORS.stillReferenced);
        throw error;
      }
    },

    /** An admin sets a new password for the user; every session of that user ends (but the admin's own). */
    async setPassword(id: number, password: string, actor: Actor): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (updated.length === 0) throw notFound(USER_ERRORS.notFound);
        await sessionStore.revokeAllOf(id, tx, actor.sessionId);
        await recordActivity(tx, { userId: id, actorId: actor.id, kind: 'password-set' });
      });
    },

    async sessions(id: number): Promise<UserSession[]> {
      await exists(id);
      const now = new Date();
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, id))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(10);
      return rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        userAgent: row.userAgent,
        device: describeUserAgent(row.userAgent),
        ...parseUserAgent(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        active: row.revokedAt === null && row.expiresAt > now,
      }));
    },

    async projects(id: number): Promise<UserProject[]> {
      await exists(id);
      const memberCount = db
        .select({ projectId: projectMembers.projectId, n: count().as('n') })
        .from(projectMembers)
        .groupBy(projectMembers.projectId)
        .as('member_count');
      const leader = sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${projects.leaderId})`;
      const rows = await db
        .select({ project: projects, leader, members: memberCount.n })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .innerJoin(memberCount, eq(memberCount.projectId, projects.id))
        .where(eq(projectMembers.userId, id))
        .orderBy(desc(projects.createdAt), desc(projects.id));
      return rows.map(({ project, leader: leaderName, members }) => ({
        id: project.id,
        name: project.name,
        client: project.client,
        logo: project.logo,
        status: project.status,
        progress: project.progress,
        hours: project.hours,
        dueDate: project.dueDate,
        leader: leaderName,
        members: Number(members),
      }));
    },

    async activity(id: number, page: number, size: number): Promise<UserActivityList> {
      await exists(id);
      const [counted] = await db.select({ n: count() }).from(userActivity).where(eq(userActivity.userId, id));
      const total = counted?.n ?? 0;
      const pages = Math.max(1, Math.ceil(total / size));
      const current = page > pages ? 1 : page;
      const actor = sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${userActivity.actorId})`;
      const rows = await db
        .select({ item: userActivity, actor })
        .from(userActivity)
        .where(eq(userActivity.userId, id))
        .orderBy(desc(userActivity.createdAt), desc(userActivity.id))
        .offset((current - 1) * size)
        .limit(size);
      return {
        activity: rows.map(({ item, actor: actorName }) => ({
          id: item.id,
          kind: item.kind,
          details: item.details,
          actor: actorName,
          createdAt: item.createdAt.toISOString(),
        })),
        total,
        page: current,
      };
    },

    async connections(id: number): Promise<UserConnection[]> {
      await exists(id);
      const rows = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          avatar: users.avatar,
          role: roles.name,
          connectedAt: connections.createdAt,
        })
        .from(connections)
        .innerJoin(users, eq(users.id, connections.connectedUserId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(connections.userId, id))
        .orderBy(desc(connections.createdAt), asc(users.id));
      return rows.map((row) => ({ ...row, connectedAt: row.connectedAt.toISOString() }));
    },

    async notifications(id: number): Promise<UserNotification[]> {
      await exists(id);
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(20);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        icon: row.icon,
        color: row.color,
        readAt: isoOrNull(row.readAt),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };

  async function exists(id: number) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!found) throw notFound(USER_ERRORS.notFound);
  }

  async function roleIdOf(tx: Db, name: string): Promise<number> {
    const [found] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
    if (!found) throw fieldError('role', USER_ERRORS.unknownRole);
    return found.id;
  }
}

/** A duplicate email or username: the 400 the register page answers too. */
function duplicate(error: unknown): HttpError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('username')) return fieldError('username', ERROR_TEXT.usernameTaken);
  return fieldError('email', ERROR_TEXT.emailTaken);
}

export type UsersService = ReturnType<typeof createUsersService>;
