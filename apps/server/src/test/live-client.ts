import type { AddressInfo } from 'node:net';
import type { LiveServerFrame } from '@mizan/contracts';
import WebSocket from 'ws';
import type { App } from '../app.ts';
import type { SignedIn } from './app.ts';

/** How long a wait for a frame or a close may take before the test fails (no sleeps: every wait has an end). */
const WAIT_MS = 5000;

export interface LiveClient {
  socket: WebSocket;
  /** Every frame received, in order. */
  frames: LiveServerFrame[];
  send(frame: object): void;
  /**
   * The first frame received from now on (or already, after `from`) that matches. A frame caused by a write the test
   * awaited may be here already, before `next` is called: look from 0 for one that only that write sends (its tag).
   */
  next(match: (frame: LiveServerFrame) => boolean, from?: number): Promise<LiveServerFrame>;
  /** Resolves with the close code and reason once the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** The app's address; it listens on a free port of 127.0.0.1 the first time. */
export async function liveUrl(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/live`;
}

/**
 * Opens the live socket of an app (or at a `ws://` address) as `who` (by Bearer, or by cookie with `via: 'cookie'`);
 * rejects with the refusal's status.
 */
export async function openLive(
  app: App | string,
  who: SignedIn | null,
  via: 'bearer' | 'cookie' = 'bearer',
  extraHeaders: Record<string, string> = {},
): Promise<LiveClient> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (who && via === 'bearer') headers.authorization = `Bearer ${who.token}`;
  if (who && via === 'cookie') headers.cookie = who.cookie;
  const socket = new WebSocket(typeof app === 'string' ? app : await liveUrl(app), { headers });
  const frames: LiveServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as LiveServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => {
      _request.destroy();
      reject(new Error(`refused: ${response.statusCode}`, { cause: response.statusCode }));
    });
    socket.once('error', reject);
  });

  return {
    socket,
    frames,
    closed,
    send: (frame) => socket.send(JSON.stringify(frame)),
    next(match, from = frames.length) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching live frame in ${WAIT_MS} ms; got ${JSON.stringify(frames.slice(from))}`));
        }, WAIT_MS);
        waiters.add(check);
        check();
      });
    },
    async close() {
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close();
      await closed;
    },
  };
}

/** The status a refused upgrade was answered with. */
export async function refusal(
  app: App,
  who: SignedIn | null,
  via: 'bearer' | 'cookie' = 'bearer',
  extraHeaders: Record<string, string> = {},
) {
  try {
    const client = await openLive(app, who, via, extraHeaders);
    await client.close();
    return 101;
  } catch (error) {
    return (error as Error).cause;
  }
}
