import { randomUUID } from 'node:crypto';
import {
  LIVE_CLOSE_UNAUTHORIZED,
  LIVE_EVENT,
  LIVE_TEXT,
  liveClientFrameSchema,
  type LiveServerFrame,
  type Presence,
} from '@mizan/contracts';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LivePresence, LivePublisher, RightsChanged } from '../../lib/live-port.ts';
import type { ResolvedSession } from '../../lib/sessions.ts';
import { listenBus, notifyBus, type BusMessage } from './live.bus.ts';
import { createConnection, createRegistry, type Connection, type SocketLike } from './live.connection.ts';
import { createPresenceStore } from './live.presence.ts';
import { liveEvents } from './live.table.ts';

/**
 * The live layer: one WebSocket per signed-in tab, fed by a bus that every server instance listens to.
 *
 * - Durable events (`publish`) are rows of live_events written in the writer's transaction, announced by a NOTIFY in
 *   the same transaction: nothing is sent for a write that rolls back, and a client that reconnects asks for every
 *   event after its last id. Signals (`signal`) are NOTIFYs carrying the event itself, never stored.
 * - Each instance LISTENs (postgres-js's dedicated connection, or PGlite's own listener: the same path on both), loads
 *   the announced rows by id and hands each to the sockets its user has open here.
 * - Presence lives in tables, not in memory, so every instance answers alike: a row per open socket
 *   (live_connections, its heartbeat refreshed by its instance; a row whose heartbeat stopped belonged to an instance
 *   that died and is ignored) and a row per user for what outlives a socket (user_presence: the busy status they
 *   chose, when they were last seen). Per-socket rows rather than one per user: several tabs on several instances
 *   are online while any one is, with no counter to get wrong when an instance dies.
 * - A revoked session or changed rights reach open sockets through the same bus, so the instance that holds the
 *   socket acts on it, whichever instance made the change.
 */
export interface LiveOptions {
  /** Re-checks a socket's session when its user's rights change (the session store's). */
  resolve: (token: string) => Promise<ResolvedSession | null>;
  /** No user frame for this long and a socket is away (5 minutes). */
  awayAfterMs?: number;
  /** How often this instance tells the database its sockets are still open (30 s). */
  heartbeatMs?: number;
  /** How long durable events are kept for catch-up (24 h). */
  keepEventsMs?: number;
  warn: (error: unknown, message: string) => void;
}

/** The advisory-lock space of the per-user event order (the second key is the user's id). */
const LIVE_ORDER_LOCK = 0x4c495645; // "LIVE"

/** At most this many stored events answer one `hello`; the `ready` frame says when there are more. */
export const CATCH_UP_LIMIT = 500;

export interface SocketAuth {
  token: string;
  sessionId: number;
  userId: number;
  roleId: number;
  translate: (text: string) => string;
}

export function createLiveService(db: Db, options: LiveOptions) {
  const awayAfterMs = options.awayAfterMs ?? 5 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const keepEventsMs = options.keepEventsMs ?? 24 * 60 * 60_000;
  const serverId = randomUUID();
  const registry = createRegistry();
  const presence = createPresenceStore(db, { awayAfterMs, heartbeatMs });
  const opened = new WeakMap<Connection, Promise<unknown>>();
  let stopListening: (() => Promise<void>) | null = null;
  /** Bus messages are handled one at a time, in the order they came: a user's events reach a socket in commit order. */
  let queue = Promise.resolve();
  /** The heartbeat's own echoes on the bus: the last sent, and the last this instance heard back. */
  let echoSent = 0;
  let echoHeard = 0;
  let timer: NodeJS.Timeout | null = null;
  let closing = false;
  const quietly = (message: string) => (error: unknown) => options.warn(error, message);

  async function onBus(message: BusMessage) {
    switch (message.k) {
      case 'events': {
        if (registry.size === 0) return;
        const rows = await db
          .select({ id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, payload: liveEvents.payload })
          .from(liveEvents)
          .where(inArray(liveEvents.id, message.ids))
          .orderBy(asc(liveEvents.id));
        for (const { userId, ...frame } of rows) for (const socket of registry.ofUser(userId)) socket.deliver(frame);
        return;
      }
      case 'signal':
        for (const userId of message.userIds)
          for (const socket of registry.ofUser(userId))
            socket.deliver({ type: message.type, payload: message.payload });
        return;
      case 'broadcast':
        for (const socket of registry.all()) socket.deliver({ type: message.type, payload: message.payload });
        return;
      case 'echo':
        if (message.from === serverId) echoHeard = Math.max(echoHeard, message.n);
        return;
      case 'revoked':
        for (const sessionId of message.sessionIds)
          for (const socket of registry.ofSession(sessionId))
            socket.close(LIVE_CLOSE_UNAUTHORIZED, LIVE_TEXT.sessionEnded);
        return;
      case 'rules': {
        const roles = new Set(message.roleIds);
        const users = new Set(message.userIds);
        const touched = registry.all().filter((socket) => roles.has(socket.roleId) || users.has(socket.userId));
        await Promise.all(touched.map(recheck));
        return;
      }
    }
  }

  /** The socket's session again: closed when it ended, told to reload its rights otherwise. */
  async function recheck(socket: Connection) {
    const resolved = await options.resolve(socket.token);
    if (!resolved || resolved.sessionId !== socket.sessionId) {
      socket.close(LIVE_CLOSE_UNAUTHORIZED, LIVE_TEXT.sessionEnded);
      return;
    }
    socket.roleId = resolved.user.roleId;
    socket.send({ type: LIVE_EVENT.rulesChanged, payload: null });
  }

  const publisher: LivePublisher = {
    async publish(tx, userIds, type, payload) {
      const users = [...new Set(userIds)].sort((x, y) => x - y);
      if (users.length === 0) return;
      // A user's events take their ids in the order their transactions commit: each recipient's lock is held until
      // this one commits, so a later writer waits before taking its id. Otherwise two writers to one user could commit
      // ids 11 then 10, and a client that saw 11 would drop 10 as seen (and a catch-up from 11 would never send it).
      // Locks are taken in user-id order, so two fan-outs to crossing groups can't deadlock.
      await tx.execute(
        sql`select count(pg_advisory_xact_lock(${LIVE_ORDER_LOCK}::int, u)) from
          (select unnest(${`{${users.join(',')}}`}::int[]) as u order by 1) as ordered`,
      );
      const rows = await tx
        .insert(liveEvents)
        // No payload is JSON null (the column holds JSON, never SQL NULL).
        .values(users.map((userId) => ({ userId, type, payload: payload ?? sql`'null'::jsonb` })))
        .returning({ id: liveEvents.id });
      await notifyBus(tx, { k: 'events', ids: rows.map((row) => row.id) });
    },
    async signal(userIds, type, payload) {
      const users = [...new Set(userIds)];
      if (users.length > 0) await notifyBus(db, { k: 'signal', userIds: users, type, payload });
    },
    async broadcast(type, payload) {
      await notifyBus(db, { k: 'broadcast', type, payload });
    },
  };

  /** Tells every connected user (whoever listens to presence) this user's presence now. */
  async function announce(userId: number) {
    if (closing) return;
    const [now] = await presence.of([userId]);
    await publisher.broadcast(LIVE_EVENT.presenceChanged, now satisfies Presence | undefined);
  }

  async function setStatus(userId: number, status: 'online' | 'busy') {
    await presence.setBusy(userId, status === 'busy');
    await announce(userId);
  }

  /** A user frame: the socket is active (back from away at once; stored at most every quarter of the away time). */
  function activity(socket: Connection) {
    const now = Date.now();
    socket.lastActiveAt = now;
    const wasAway = socket.away;
    if (!wasAway && now - socket.storedActiveAt < Math.min(heartbeatMs, awayAfterMs / 4)) return;
    socket.away = false;
    socket.storedActiveAt = now;
    void presence
      .touch(socket.id, new Date(now))
      .then(() => (wasAway ? announce(socket.userId) : undefined))
      .catch(quietly('Live presence failed'));
  }

  async function catchUp(socket: Connection, lastEventId: number | undefined) {
    socket.beginCatchUp();
    const rows =
      lastEventId === undefined
        ? []
        : await db
            .select({ id: liveEvents.id, type: liveEvents.type, payload: liveEvents.payload })
            .from(liveEvents)
            .where(and(eq(liveEvents.userId, socket.userId), gt(liveEvents.id, lastEventId)))
            .orderBy(asc(liveEvents.id))
            .limit(CATCH_UP_LIMIT);
    socket.endCatchUp(rows satisfies LiveServerFrame[]);
    socket.send({
      type: LIVE_EVENT.ready,
      payload: { lastEventId: rows.at(-1)?.id ?? lastEventId ?? null, more: rows.length === CATCH_UP_LIMIT },
    });
  }

  async function onFrame(socket: Connection, data: unknown) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return socket.error(LIVE_TEXT.badFrame);
    }
    const frame = liveClientFrameSchema.safeParse(parsed);
    if (!frame.success) return socket.error(LIVE_TEXT.badFrame);
    if (frame.data.type !== 'ping') activity(socket);
    switch (frame.data.type) {
      case 'hello':
        return catchUp(socket, frame.data.lastEventId);
      case 'ping':
        return socket.send({ type: LIVE_EVENT.pong, payload: null });
      case 'active':
        return;
      case 'status':
        return setStatus(socket.userId, frame.data.status);
    }
  }

  /** Listens to the bus; a re-listen (the listener's connection dropped and came back) re-syncs the sockets. */
  async function listen() {
    stopListening = await listenBus(
      db,
      (message) => {
        queue = queue.then(() => onBus(message)).catch(quietly('Live delivery failed'));
      },
      () => {
        queue = queue.then(resync).catch(quietly('Live re-sync failed'));
      },
    );
  }

  /**
   * Sends each open socket the stored events of its user after the last one it was sent: those whose notification was
   * lost while the listener's connection was down (sockets skip what they were sent already).
   */
  async function resync() {
    const from = new Map<number, number>();
    for (const socket of registry.all()) {
      const after = socket.resyncFrom;
      if (after !== undefined) from.set(socket.userId, Math.min(after, from.get(socket.userId) ?? after));
    }
    if (from.size === 0) return;
    const rows = await db
      .select({ id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, payload: liveEvents.payload })
      .from(liveEvents)
      .where(
        sql`(${liveEvents.userId}, ${liveEvents.id}) in (select u, e.id from unnest(
          ${`{${[...from.keys()].join(',')}}`}::int[], ${`{${[...from.values()].join(',')}}`}::bigint[]) as s(u, after)
          join ${liveEvents} e on e.user_id = s.u and e.id > s.after)`,
      )
      .orderBy(asc(liveEvents.id))
      .limit(CATCH_UP_LIMIT * 10);
    for (const { userId, ...frame } of rows) for (const socket of registry.ofUser(userId)) socket.deliver(frame);
  }

  /**
   * The listener hears its own echo (at the latest one beat later), or it is listened again: a listener whose re-listen
   * failed (the database was down when its connection came back) would otherwise hear nothing more, silently.
   */
  async function checkListener() {
    if (echoSent - echoHeard >= 2 && stopListening) {
      options.warn(new Error('no echo from the bus'), 'Live listener lost: listening again');
      await stopListening().catch(() => undefined);
      stopListening = null;
    }
    if (!stopListening) {
      await listen();
      queue = queue.then(resync).catch(quietly('Live re-sync failed'));
    }
    echoSent += 1;
    await notifyBus(db, { k: 'echo', from: serverId, n: echoSent });
  }

  /** Every heartbeat: this instance's sockets are alive, and those idle too long turn away. */
  async function tick() {
    await checkListener().catch(quietly('Live listener check failed'));
    const now = Date.now();
    const sockets = registry.all();
    for (const socket of sockets) socket.probe();
    await presence.heartbeat(sockets.map((socket) => socket.id));
    const ended = await presence.endedSessions([...new Set(sockets.map((socket) => socket.sessionId))]);
    for (const sessionId of ended)
      for (const socket of registry.ofSession(sessionId)) socket.close(LIVE_CLOSE_UNAUTHORIZED, LIVE_TEXT.sessionEnded);
    const idle = new Set<number>();
    for (const socket of sockets)
      if (!socket.away && now - socket.lastActiveAt >= awayAfterMs) {
        socket.away = true;
        idle.add(socket.userId);
      }
    for (const userId of idle) await announce(userId);
  }

  return {
    publisher,
    ...({ presenceOf: (userIds) => presence.of(userIds) } satisfies LivePresence),
    setStatus,

    /** Inside the revoking transaction: these sessions' sockets close once it commits. */
    async sessionsEnded(tx: Db, sessionIds: readonly number[]) {
      if (sessionIds.length > 0) await notifyBus(tx, { k: 'revoked', sessionIds: [...sessionIds] });
    },

    rightsChanged: (async (tx, change) => {
      const roleIds = [...new Set(change.roleIds ?? [])];
      const userIds = [...new Set(change.userIds ?? [])];
      if (roleIds.length + userIds.length > 0) await notifyBus(tx, { k: 'rules', roleIds, userIds });
    }) satisfies RightsChanged,

    /** Starts listening to the bus and the heartbeat. */
    async start() {
      await listen();
      timer = setInterval(
        () => void tick().catch(quietly('Live heartbeat failed')),
        Math.min(heartbeatMs, awayAfterMs),
      );
      timer.unref();
    },

    /** A signed-in socket: registered, its presence stored and announced. */
    accept(socket: SocketLike, auth: SocketAuth) {
      const connection = createConnection(socket, { id: randomUUID(), ...auth });
      registry.add(connection);
      socket.on('message', (data) => void onFrame(connection, data).catch(quietly('Live frame failed')));
      socket.on('close', () => {
        registry.remove(connection);
        if (closing) return;
        void (opened.get(connection) ?? Promise.resolve())
          .then(() => presence.close(connection.id, connection.userId))
          .then(() => announce(connection.userId))
          .catch(quietly('Live presence failed'));
      });
      const stored = presence
        .open({ id: connection.id, serverId, sessionId: auth.sessionId, userId: auth.userId })
        .then(() => announce(auth.userId));
      opened.set(
        connection,
        stored.catch(() => {}),
      );
      // The session may have been revoked between the upgrade's check and the registration above.
      void stored
        .then(() => options.resolve(auth.token))
        .then((resolved) => {
          if (resolved?.sessionId !== auth.sessionId) connection.close(LIVE_CLOSE_UNAUTHORIZED, LIVE_TEXT.sessionEnded);
        })
        .catch(quietly('Live presence failed'));
    },

    /** Hourly: events past their keeping time and the rows of instances that died. */
    async prune() {
      await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(Date.now() - keepEventsMs)));
      await presence.prune();
    },

    /** The app is closing: sockets close with "going away", this instance's presence rows go, the listener stops. */
    async close() {
      closing = true;
      if (timer) clearInterval(timer);
      for (const socket of registry.all()) socket.close(1001, '');
      await presence.closeServer(serverId).catch(quietly('Live presence failed'));
      await stopListening?.().catch(quietly('Live listener failed to stop'));
    },

    /** This instance's open sockets (for tests and the benchmark). */
    get socketCount() {
      return registry.size;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
