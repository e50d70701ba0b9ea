import type { LiveServerFrame } from '@mizan/contracts';

/** Durable events held for a socket that has not said `hello` yet (beyond this the oldest go: catch-up has them). */
const HOLD_LIMIT = 1000;

/** What a connection needs of its socket: `ws`'s WebSocket satisfies it. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'message' | 'close' | 'pong', listener: (data: unknown) => void): unknown;
}

const OPEN = 1;

export interface ConnectionInit {
  id: string;
  userId: number;
  sessionId: number;
  roleId: number;
  /** The session token, kept to re-check the session when the user's rights change. */
  token: string;
  /** Translates the texts sent to this socket (the upgrade request's language). */
  translate: (text: string) => string;
}

/**
 * One open socket and its delivery state. Durable events (with an id) wait until the client says `hello`, so the
 * catch-up from its last event id and the live ones are sent once each and in order; passing signals go at once.
 */
export function createConnection(socket: SocketLike, init: ConnectionInit) {
  let held: LiveServerFrame[] = [];
  /**
   * The ids the last catch-up sent: on PostgreSQL the NOTIFY of an event may reach this instance after the catch-up
   * already read it from the table, and it must not go twice.
   */
  let caughtUp = new Set<number>();
  /** Until the first hello, and while a catch-up reads the table, durable events are held. */
  let holding = true;
  const now = Date.now();
  /** Whether the client answered the last WebSocket ping. */
  let answered = true;
  socket.on('pong', () => (answered = true));

  /** The last durable event sent: a user's ids follow commit order, so anything at or below it was sent already. */
  let lastSentId = 0;
  const send = (frame: LiveServerFrame) => {
    if (frame.id !== undefined) lastSentId = Math.max(lastSentId, frame.id);
    if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  return {
    ...init,
    /** The last client frame that showed the user at work (ping excluded: a background tab pings too). */
    lastActiveAt: now,
    /** When lastActiveAt was last written to live_connections. */
    storedActiveAt: now,
    away: false,
    closed: false,

    send,

    /** An event for this socket's user. */
    deliver(frame: LiveServerFrame) {
      if (frame.id === undefined) return send(frame);
      if (caughtUp.delete(frame.id)) return;
      if (!holding) return frame.id > lastSentId ? send(frame) : undefined;
      held.push(frame);
      if (held.length > HOLD_LIMIT) held = held.slice(-HOLD_LIMIT);
    },

    /** Where a re-sync starts for this socket (none while it is still catching up: its catch-up will do). */
    get resyncFrom(): number | undefined {
      return holding ? undefined : lastSentId;
    },

    /** A catch-up starts: durable events wait until it is sent. */
    beginCatchUp() {
      holding = true;
    },

    /** Sends the stored events, then the held ones it did not contain, and goes live. */
    endCatchUp(stored: LiveServerFrame[]) {
      const sent = new Set<number>();
      for (const frame of stored) {
        send(frame);
        sent.add(frame.id!);
      }
      for (const frame of held) if (!sent.has(frame.id!)) send(frame);
      held = [];
      holding = false;
      caughtUp = sent;
    },

    /**
     * Each heartbeat: a socket that didn't answer the previous ping is dropped (its client vanished without closing —
     * a sleeping laptop, a lost network — and would otherwise stay online), the others are pinged again.
     */
    probe() {
      if (socket.readyState !== OPEN) return;
      if (!answered) return socket.terminate();
      answered = false;
      socket.ping();
    },

    error(text: string) {
      send({ type: 'error', payload: { message: init.translate(text) } });
    },

    close(code: number, text: string) {
      if (socket.readyState === OPEN) socket.close(code, init.translate(text));
    },
  };
}

export type Connection = ReturnType<typeof createConnection>;

/** The open sockets of this instance, by user and by session. */
export function createRegistry() {
  const byUser = new Map<number, Set<Connection>>();
  const bySession = new Map<number, Set<Connection>>();
  const put = (map: Map<number, Set<Connection>>, key: number, connection: Connection) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(connection);
  };
  const take = (map: Map<number, Set<Connection>>, key: number, connection: Connection) => {
    const set = map.get(key);
    set?.delete(connection);
    if (set?.size === 0) map.delete(key);
  };
  return {
    add(connection: Connection) {
      put(byUser, connection.userId, connection);
      put(bySession, connection.sessionId, connection);
    },
    remove(connection: Connection) {
      take(byUser, connection.userId, connection);
      take(bySession, connection.sessionId, connection);
    },
    ofUser: (userId: number): Connection[] => [...(byUser.get(userId) ?? [])],
    ofSession: (sessionId: number): Connection[] => [...(bySession.get(sessionId) ?? [])],
    all: (): Connection[] => [...byUser.values()].flatMap((set) => [...set]),
    get size() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
