import type { Presence, PresenceStatus } from '@mizan/contracts';
import { and, eq, isNotNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { liveConnections, userPresence } from './live.table.ts';

/**
 * `column = any(array)` with the values as one array parameter, not one parameter each: an instance's 1,000 sockets
 * or the chat list's 600 people as that many parameters took milliseconds to build and plan, on the thread that
 * delivers the events. The values are integers or socket ids (UUIDs), never quoted text.
 */
const anyOf = (column: AnyColumn, values: readonly (number | string)[]) =>
  typeof values[0] === 'string'
    ? sql`${column} = any(${`{${values.join(',')}}`}::text[])`
    : sql`${column} = any(${`{${values.map((value) => Math.trunc(Number(value))).join(',')}}`}::int[])`;

export interface PresenceTiming {
  /** No frame from any of the user's sockets for this long: away. */
  awayAfterMs: number;
  /** How often an instance refreshes its connections' heartbeat; three missed beats and a row is ignored. */
  heartbeatMs: number;
}

export interface ConnectionRow {
  id: string;
  serverId: string;
  sessionId: number;
  userId: number;
}

/**
 * Presence in the database, so every instance answers the same: one `live_connections` row per open socket (a user
 * with several tabs, maybe on several instances, is online while any is) and one `user_presence` row per user for
 * what outlives a socket — the busy status they chose and when they were last seen.
 */
export function createPresenceStore(db: Db, timing: PresenceTiming) {
  const staleBefore = () => new Date(Date.now() - 3 * timing.heartbeatMs);

  return {
    async open(row: ConnectionRow) {
      await db.insert(liveConnections).values(row);
    },

    /** The socket closed: its row goes and the user was last seen now. */
    async close(id: string, userId: number) {
      await db.delete(liveConnections).where(eq(liveConnections.id, id));
      await db
        .insert(userPresence)
        .values({ userId, lastSeenAt: new Date() })
        .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: new Date() } });
    },

    async touch(id: string, at: Date) {
      await db.update(liveConnections).set({ lastActiveAt: at }).where(eq(liveConnections.id, id));
    },

    /** This instance is alive with these sockets. */
    async heartbeat(ids: string[]) {
      if (ids.length === 0) return;
      await db.update(liveConnections).set({ heartbeatAt: new Date() }).where(anyOf(liveConnections.id, ids));
    },

    async setBusy(userId: number, busy: boolean) {
      await db
        .insert(userPresence)
        .values({ userId, busy })
        .onConflictDoUpdate({ target: userPresence.userId, set: { busy } });
    },

    /** Each user's presence, in the order asked (unknown users are offline, never seen). */
    async of(userIds: readonly number[]): Promise<Presence[]> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return [];
      const fresh = sql`${liveConnections.heartbeatAt} > ${staleBefore().toISOString()}::timestamptz`;
      const [connections, stored] = await Promise.all([
        db
          .select({
            userId: liveConnections.userId,
            open: sql<number>`count(*) filter (where ${fresh})`.mapWith(Number),
            lastActive: epoch(sql`max(${liveConnections.lastActiveAt}) filter (where ${fresh})`),
            lastBeat: epoch(sql`max(${liveConnections.heartbeatAt})`),
          })
          .from(liveConnections)
          .where(anyOf(liveConnections.userId, ids))
          .groupBy(liveConnections.userId),
        db.select().from(userPresence).where(anyOf(userPresence.userId, ids)),
      ]);
      const awaySince = Date.now() - timing.awayAfterMs;
      const liveOf = new Map(connections.map((row) => [row.userId, row]));
      const keptOf = new Map(stored.map((row) => [row.userId, row]));
      return userIds.map((userId) => {
        const live = liveOf.get(userId);
        const kept = keptOf.get(userId);
        let status: PresenceStatus = 'offline';
        let lastSeen = latest(kept?.lastSeenAt ?? null, live?.lastBeat ?? null);
        if (live && live.open > 0) {
          status = kept?.busy ? 'busy' : (live.lastActive?.getTime() ?? 0) > awaySince ? 'online' : 'away';
          lastSeen = latest(lastSeen, live.lastActive);
        }
        return { userId, status, lastSeenAt: lastSeen?.toISOString() ?? null };
      });
    },

    /**
     * Which of these sessions ended — expired, or revoked while a notification was lost (the listener's connection
     * dropped): their sockets close at the next heartbeat even without a message on the bus.
     */
    async endedSessions(sessionIds: number[]): Promise<number[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(anyOf(sessions.id, sessionIds), or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, new Date()))),
        );
      return rows.map((row) => row.id);
    },

    /** Forgets the rows of instances that died without closing their sockets. */
    async prune() {
      await db.delete(liveConnections).where(lt(liveConnections.heartbeatAt, staleBefore()));
    },

    /** This instance is going away: its sockets' rows go now rather than waiting to turn stale. */
    async closeServer(serverId: string) {
      const gone = await db
        .delete(liveConnections)
        .where(eq(liveConnections.serverId, serverId))
        .returning({ userId: liveConnections.userId });
      const userIds = [...new Set(gone.map((row) => row.userId))];
      if (userIds.length === 0) return;
      const now = new Date();
      await db
        .insert(userPresence)
        .values(userIds.map((userId) => ({ userId, lastSeenAt: now })))
        .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: now } });
    },
  };
}

/** A timestamp aggregate as a Date: read as epoch milliseconds, which both drivers return alike. */
const epoch = (value: SQL) =>
  sql<Date | null>`(extract(epoch from ${value}) * 1000)::float8`.mapWith((ms: number | string | null) =>
    ms === null ? null : new Date(Number(ms)),
  );

const latest = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

export type PresenceStore = ReturnType<typeof createPresenceStore>;
