import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The bus between server instances: PostgreSQL's NOTIFY on one channel, LISTENed to by every instance — on PGlite
 * (one process) the same statements go through the embedded database, so one code path serves both. A NOTIFY sent
 * inside a transaction goes out on commit and never on rollback, which is what makes a durable event safe to announce
 * in the writer's transaction.
 */
export const LIVE_CHANNEL = 'mizan_live';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; keep a margin. */
const MAX_PAYLOAD_BYTES = 7900;

export type BusMessage =
  /** Durable events stored in live_events: each instance loads them by id. */
  | { k: 'events'; ids: number[] }
  /** A passing event, carried whole. */
  | { k: 'signal'; userIds: number[]; type: string; payload: unknown }
  /** A passing event for every open socket. */
  | { k: 'broadcast'; type: string; payload: unknown }
  /** These sessions ended: their sockets close. */
  | { k: 'revoked'; sessionIds: number[] }
  /** The rights of these roles' holders or of these users changed: their sockets re-resolve their session. */
  | { k: 'rules'; roleIds: number[]; userIds: number[] }
  /** An instance's own check that its listener still hears the bus. */
  | { k: 'echo'; from: string; n: number };

const listOf = (message: BusMessage): number[] => {
  switch (message.k) {
    case 'events':
      return message.ids;
    case 'signal':
      return message.userIds;
    case 'broadcast':
    case 'echo':
      return [];
    case 'revoked':
      return message.sessionIds;
    case 'rules':
      return message.roleIds.length > 0 ? message.roleIds : message.userIds;
  }
};

const withList = (message: BusMessage, list: number[]): BusMessage => {
  switch (message.k) {
    case 'events':
      return { ...message, ids: list };
    case 'signal':
      return { ...message, userIds: list };
    case 'broadcast':
    case 'echo':
      return message;
    case 'revoked':
      return { ...message, sessionIds: list };
    case 'rules':
      return message.roleIds.length > 0 ? { ...message, roleIds: list } : { ...message, userIds: list };
  }
};

/** The message as NOTIFY payloads under the size limit: its id list split in halves until each part fits. */
export function encodeBusMessage(message: BusMessage): string[] {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return [text];
  if (message.k === 'rules' && message.roleIds.length > 0 && message.userIds.length > 0)
    return [
      ...encodeBusMessage({ ...message, userIds: [] }),
      ...encodeBusMessage({ k: 'rules', roleIds: [], userIds: message.userIds }),
    ];
  const list = listOf(message);
  if (list.length <= 1) throw new Error(`A live ${message.k} is too large for one notification`);
  const half = Math.ceil(list.length / 2);
  return [
    ...encodeBusMessage(withList(message, list.slice(0, half))),
    ...encodeBusMessage(withList(message, list.slice(half))),
  ];
}

/** Sends the message through `db` — a transaction delays it to the commit. */
export async function notifyBus(db: Db, message: BusMessage): Promise<void> {
  for (const text of encodeBusMessage(message)) await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${text})`);
}

interface PgliteClient {
  waitReady: Promise<void>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PostgresClient {
  listen(
    channel: string,
    callback: (payload: string) => void,
    onListen: () => void,
  ): Promise<{ unlisten(): Promise<void> }>;
}

/**
 * Listens to the bus through the database's own driver: postgres-js keeps a dedicated connection for it (and
 * re-listens after a reconnect, then calls `onRelisten`: what was notified meanwhile is lost); PGlite calls back from
 * its single connection. Returns the stop.
 */
export async function listenBus(
  db: Db,
  onMessage: (message: BusMessage) => void,
  onRelisten: () => void = () => undefined,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: PgliteClient | PostgresClient }).$client;
  const onPayload = (payload: string) => {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return; // not ours: someone else's NOTIFY on the channel
    }
    onMessage(message);
  };
  if ('waitReady' in client) {
    const stop = await client.listen(LIVE_CHANNEL, onPayload);
    return () => stop();
  }
  let listened = false;
  const request = await client.listen(LIVE_CHANNEL, onPayload, () => {
    if (listened) onRelisten();
    listened = true;
  });
  return () => request.unlisten();
}
