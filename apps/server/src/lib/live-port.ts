import type { Presence } from '@mizan/contracts';
import type { Db } from '../db/client.ts';

/**
 * What an area needs of the live layer (modules/live), given to it in app.ts: an event for some users, delivered to
 * their open sockets on every server instance. `publish` is called inside the area's own transaction, so the event
 * goes only if the write commits (and is kept for a client that reconnects and catches up from its last event id);
 * `signal` is for what is worth nothing later (typing, presence): sent at once, never kept. `broadcast` is a signal to
 * every open socket, for a change many may be looking at (a kanban): no list of users to find or to carry, and whoever
 * it concerns fetches what changed — with their own rights, checked then.
 */
export interface LivePublisher {
  publish(tx: Db, userIds: readonly number[], type: string, payload: unknown): Promise<void>;
  signal(userIds: readonly number[], type: string, payload: unknown): Promise<void>;
  broadcast(type: string, payload: unknown): Promise<void>;
}

/**
 * Who is online (modules/live, given by app.ts): each user's presence in the order asked — `online` with a socket
 * open and used lately, `away` with sockets open but idle, `busy` when they chose it, `offline` with none — and when
 * they were last seen. Changes are also broadcast to connected users as `presence.changed` `{ userId, status,
 * lastSeenAt }`.
 */
export interface LivePresence {
  presenceOf(userIds: readonly number[]): Promise<Presence[]>;
}

/**
 * Told by an area, inside its transaction, that these roles' holders or these users have other rights now (a role's
 * rules, a user's role, a permission's rules or roles): their open sockets re-check their session and get a
 * `rules.changed` event once it commits.
 */
export type RightsChanged = (
  tx: Db,
  change: { roleIds?: readonly number[]; userIds?: readonly number[] },
) => Promise<void>;
