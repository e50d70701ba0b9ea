import { createAppAbility, type AppAbility } from '@mizan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { roles, users } from '../../db/schema.ts';
import { loadRoleRules } from '../../lib/identity.ts';
import { createSessionStore } from '../../lib/sessions.ts';
import type { ApiRoute } from '../../plugins/access.ts';
import type { TestContext } from '../app.ts';
import { payloadOf, urlOf, type RouteRequest } from './route-requests.ts';

/** The roles of the office: the two base roles and the demo ones. */
export const MATRIX_ROLES = ['client', 'subscriber', 'author', 'editor', 'maintainer', 'admin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/**
 * One signed-in tester per role. Each request gets a fresh session (a route may sign out or end sessions), and the
 * tester is put back when a permitted write changed or removed them (a generated id can hit anyone).
 */
export function createTesters(t: TestContext) {
  const store = createSessionStore(t.db, { ttlDays: 1 });
  const ids = new Map<MatrixRole, number>();
  let serial = 0;

  /** The tester's id and role id, made again when a permitted write changed or removed them. */
  async function ensure(role: MatrixRole): Promise<{ userId: number; roleId: number }> {
    const [wanted] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
    if (!wanted) throw new Error(`No role named ${role}`);
    const known = ids.get(role);
    if (known !== undefined) {
      const [row] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, known), eq(users.roleId, wanted.id), eq(users.status, 'active')));
      if (row) return { userId: row.id, roleId: wanted.id };
    }
    const n = ++serial;
    const [row] = await t.db
      .insert(users)
      .values({
        fullName: `Matrix ${role} ${n}`,
        username: `matrix_${role}_${n}`,
        email: `matrix-${role}-${n}@test.dev`,
        // Never used to sign in: sessions are made directly.
        passwordHash: 'scrypt$unusable',
        roleId: wanted.id,
      })
      .returning({ id: users.id });
    ids.set(role, row!.id);
    return { userId: row!.id, roleId: wanted.id };
  }

  return {
    /** A bearer token of a fresh session of the role's tester, and what the role may do right now. */
    async signIn(role: MatrixRole): Promise<{ token: string; ability: AppAbility; userId: number }> {
      const { userId, roleId } = await ensure(role);
      const ability = createAppAbility(await loadRoleRules(t.db, roleId));
      const { token } = await store.create({ userId, ip: '127.0.0.1', userAgent: 'route-matrix' });
      return { token, ability, userId };
    },
  };
}

/** What the declared access lets this caller get: through, or 401 / 403 before the handler runs. */
export function verdictOf(access: ApiRoute['access'], ability: AppAbility | null): 'through' | 401 | 403 {
  if (access === 'public') return 'through';
  if (!ability) return 401;
  if (access === 'signedIn') return 'through';
  return ability.can(access.action, access.subject) ? 'through' : 403;
}

/** Sends a generated request as `token`'s user (signed out when null). */
export function send(t: TestContext, route: ApiRoute, request: RouteRequest, token: string | null) {
  const payload = payloadOf(route, request);
  return t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, request),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Tables a rejected request may still write: sign-in counters, two-step failures, sessions' last use, mail. */
const VOLATILE_TABLES = new Set(['sessions', 'login_throttle', 'two_factor_challenges', 'mail_outbox', 'user_counts']);

/**
 * A fingerprint of every table's rows (count and a sum of row hashes): equal before and after a rejected request
 * means it wrote nothing.
 */
export async function databaseFingerprint(t: TestContext): Promise<Map<string, string>> {
  const result = await t.db.execute<{ name: string; print: string }>(sql.raw(await fingerprintQuery(t)));
  return new Map(rowsOf<{ name: string; print: string }>(result).map((row) => [row.name, row.print]));
}

/** The fingerprint's query, made once per database: the tables don't change during a run. */
const fingerprintQueries = new WeakMap<TestContext['db'], string>();
async function fingerprintQuery(t: TestContext): Promise<string> {
  const known = fingerprintQueries.get(t.db);
  if (known) return known;
  const tables = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = rowsOf<{ name: string }>(tables)
    .map((row) => row.name)
    .filter((name) => !VOLATILE_TABLES.has(name) && !name.startsWith('__drizzle'));
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as print from "${name}" t`,
    )
    .join(' union all ');
  fingerprintQueries.set(t.db, query);
  return query;
}

/**
 * The id the next writing transaction will get. Reading it assigns none, so while it stays the same nothing has been
 * written (a rolled-back write moves it too; the fingerprint then tells whether rows changed).
 */
export async function nextTransactionId(t: TestContext): Promise<string> {
  const result = await t.db.execute<{ next: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return rowsOf<{ next: string }>(result)[0]!.next;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
}

/** Rows of `db.execute`, whichever driver answered (postgres.js: an array; PGlite: `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** An answer body that gives away internals: a stack trace, SQL, a file path. */
export function leaksInternals(body: string): string | undefined {
  if (/\n\s+at \S+/.test(body) || /\bat (async )?\w+ \(/.test(body)) return 'a stack trace';
  if (/Failed query|\bselect\b.{0,300}\bfrom "|insert into "|update "\w+" set|delete from "/i.test(body)) return 'SQL';
  if (/node_modules|\/src\/|\.ts:\d+/.test(body)) return 'a file path';
  if (/violates (foreign key|unique|check|not-null) constraint|relation "|column "|syntax error at/i.test(body))
    return 'a database message';
  return undefined;
}
