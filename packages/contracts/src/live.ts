import { z } from 'zod/mini';

/**
 * The live socket (`GET /api/live`, WebSocket): JSON frames both ways. The server sends events; those with an `id` are
 * durable (kept a day, in id order per user) and the client remembers the last one it saw, to catch up after a
 * reconnect (`hello`). Events without an id are passing signals (typing, presence) that are never replayed.
 */
export const LIVE_PATH = '/api/live';

/** A user's presence: online while a socket is open and used, away after inactivity, busy when they say so. */
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export const presenceStatusSchema = z.enum(PRESENCE_STATUSES);
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

export const presenceSchema = z.object({
  userId: z.int(),
  status: presenceStatusSchema,
  /** When the user was last connected and active; null when never. */
  lastSeenAt: z.nullable(z.iso.datetime()),
});
export type Presence = z.infer<typeof presenceSchema>;

/** Server → client. `type` names the event (`chat.message`, `presence.changed`, `pong`, `error`…). */
export const liveServerFrameSchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  type: z.string().check(z.minLength(1)),
  payload: z.unknown(),
});
export type LiveServerFrame = z.infer<typeof liveServerFrameSchema>;

/** The event types of the live layer itself (areas add their own, named `<area>.<what>`). */
export const LIVE_EVENT = {
  /** The session's rights changed (role or rules): reload the ability. */
  rulesChanged: 'rules.changed',
  presenceChanged: 'presence.changed',
  pong: 'pong',
  /** A frame the server could not read; payload `{ message }`. */
  error: 'error',
  /** The catch-up after `hello` is complete; payload `{ lastEventId }`. */
  ready: 'ready',
} as const;

/** The close code of a socket whose session ended (signed out, revoked, user deactivated). */
export const LIVE_CLOSE_UNAUTHORIZED = 4401;

/** Client → server. */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  /** First frame: send every stored event after `lastEventId` (none when absent: only live ones follow). */
  z.object({ type: z.literal('hello'), lastEventId: z.optional(z.int().check(z.nonnegative())) }),
  z.object({ type: z.literal('ping') }),
  /** The user did something in the page: keeps them from turning away. */
  z.object({ type: z.literal('active') }),
  z.object({ type: z.literal('status'), status: z.enum(['online', 'busy']) }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;

/** `PUT /api/live/status`: the status the user chose. */
export const liveStatusBodySchema = z.object({ status: z.enum(['online', 'busy']) });
export type LiveStatusBody = z.infer<typeof liveStatusBodySchema>;

/** What the live layer says to people (translated by the server like every message). */
export const LIVE_TEXT = {
  upgradeRequired: 'Open this address as a WebSocket',
  badFrame: 'This message could not be read',
  sessionEnded: 'Your session has ended',
} as const;
