/**
 * The live bench's client side, run in a worker thread so that the sockets' reading and the sender's HTTP calls don't
 * share the server's event loop (the server runs on the bench's main thread, as one process would in production).
 *
 * It opens one socket per session (cookie), says `hello` on each and waits for `ready`; then one member makes a group
 * of the first `groupSize` users and sends `messages` messages to it one after another, timing each from just before
 * its POST to its arrival, as a `chat.message` frame, on each other member's socket.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

export interface LiveClientsInput {
  /** http://host:port of the app. */
  url: string;
  /** One signed-in user per socket: their id and their session cookie (`name=value`). */
  users: { id: number; cookie: string }[];
  groupSize: number;
  /** Messages sent before the timed ones (not counted). */
  warmUp: number;
  messages: number;
  /** Sockets opened at once. */
  concurrency: number;
}

export interface LiveClientsResult {
  /** Milliseconds from a message's POST to its frame on a member's socket: one value per member per message. */
  deliveriesMs: number[];
  /** Per message: until the last of the members had it. */
  lastMs: number[];
  /** Per message: the POST's own answer time. */
  postMs: number[];
  openMs: number;
  groupId: number;
  /** Frames received by all sockets while the messages were sent (presence and others included). */
  frames: number;
}

const WAIT_MS = 15_000;
const MARK = 'live bench ';
const now = () => performance.timeOrigin + performance.now();

async function run(input: LiveClientsInput): Promise<LiveClientsResult> {
  const wsUrl = `${input.url.replace(/^http/, 'ws')}/api/live`;
  const sender = input.users[0]!;
  /** Arrival times of each message (by its number in the body), filled by the sockets. */
  const arrivals = new Map<number, number[]>();
  let waiting: { n: number; count: number; done: () => void } | null = null;
  let frames = 0;

  const open = (user: { id: number; cookie: string }) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(wsUrl, { headers: { cookie: user.cookie } });
      const timer = setTimeout(
        () => reject(new Error(`socket of user ${user.id}: no ready in ${WAIT_MS} ms`)),
        WAIT_MS,
      );
      socket.on('message', (data) => {
        frames++;
        const text = String(data);
        if (text.includes('"type":"ready"')) {
          clearTimeout(timer);
          resolve(socket);
          return;
        }
        // Only the bench's messages are parsed (presence changes of the other sockets are many).
        if (!text.includes(MARK)) return;
        const at = now();
        const frame = JSON.parse(text) as { type: string; payload: { msg: { message: string; senderId: number } } };
        if (frame.type !== 'chat.message' || frame.payload.msg.senderId === user.id) return;
        const n = Number(frame.payload.msg.message.slice(MARK.length));
        const list = arrivals.get(n) ?? [];
        list.push(at);
        arrivals.set(n, list);
        if (waiting?.n === n && list.length === waiting.count) waiting.done();
      });
      socket.once('open', () => socket.send(JSON.stringify({ type: 'hello' })));
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`socket of user ${user.id} refused: ${response.statusCode}`)),
      );
    });

  const openStart = now();
  const sockets: WebSocket[] = [];
  for (let start = 0; start < input.users.length; start += input.concurrency)
    sockets.push(...(await Promise.all(input.users.slice(start, start + input.concurrency).map(open))));
  const openMs = now() - openStart;

  const post = async <A>(path: string, body: object): Promise<A> => {
    const response = await fetch(`${input.url}${path}`, {
      method: 'POST',
      headers: { cookie: sender.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as A;
  };
  const memberIds = input.users.slice(1, input.groupSize).map((user) => user.id);
  const { group } = await post<{ group: { id: number } }>('/api/apps/chat/groups', { title: 'Live bench', memberIds });
  const others = memberIds.length;

  const deliveriesMs: number[] = [];
  const lastMs: number[] = [];
  const postMs: number[] = [];
  const framesBefore = frames;
  for (let n = 0; n < input.warmUp + input.messages; n++) {
    const all = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`message ${n}: ${arrivals.get(n)?.length ?? 0} of ${others} in ${WAIT_MS} ms`)),
        WAIT_MS,
      );
      waiting = {
        n,
        count: others,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
    const sent = now();
    await post(`/api/apps/chat/groups/${group.id}/messages`, { message: `${MARK}${n}` });
    const answered = now();
    await all;
    if (n < input.warmUp) continue;
    const times = arrivals.get(n)!.map((at) => at - sent);
    deliveriesMs.push(...times);
    lastMs.push(Math.max(...times));
    postMs.push(answered - sent);
  }
  const result = { deliveriesMs, lastMs, postMs, openMs, groupId: group.id, frames: frames - framesBefore };
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
  return result;
}

if (parentPort && workerData) {
  const port = parentPort;
  run(workerData as LiveClientsInput).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) => port.postMessage({ ok: false, error: String((error as Error).stack ?? error) }),
  );
}
