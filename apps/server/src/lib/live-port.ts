import type { Db } from '../db/client.ts';

/**
 * What an area needs of the live layer (modules/live), given to it in app.ts: an event for some users, delivered to
 * their open sockets on every server instance. `publish` is called inside the area's own transaction, so the event
 * goes only if the write commits (and is kept for a client that reconnects and catches up from its last event id);
 * `signal` is for what is worth nothing later (typing, presence): sent at once, never kept.
 */
export interface LivePublisher {
  publish(tx: Db, userIds: readonly number[], type: string, payload: unknown): Promise<void>;
  signal(userIds: readonly number[], type: string, payload: unknown): Promise<void>;
}
