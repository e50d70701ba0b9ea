import { useEffect, useRef } from 'react';

/**
 * The tab's one live socket (`/api/live`, issue 18): opened while someone is signed in, it brings the server's events
 * (a chat message, a receipt, someone's presence, a changed role) without a reload. Durable events carry an id; the
 * socket says which it saw last when it opens again after a drop (`hello`), so nothing is lost, and an id seen before
 * is dropped, so nothing shows twice. A socket the server closes because the session ended is not opened again.
 */

export interface LiveEvent {
  id?: number;
  type: string;
  payload: unknown;
}

type Listener = (event: LiveEvent) => void;

/** The server's close code for a session that ended (contracts' LIVE_CLOSE_UNAUTHORIZED). */
const SESSION_ENDED = 4401;
/** Waits before opening again after a drop: growing, then every 15 s. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 15_000];
/** At most one "active" frame per this long (the server turns a user "away" after minutes without one). */
const ACTIVE_EVERY_MS = 60_000;

const listeners = new Map<string, Set<Listener>>();
let socket: WebSocket | null = null;
let lastEventId = 0;
let wanted = false;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let lastActive = 0;
let onSessionEnded: (() => void) | undefined;

function url() {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/live`;
}

function dispatch(event: LiveEvent) {
  if (event.id !== undefined) {
    if (event.id <= lastEventId) return;
    lastEventId = event.id;
  }
  for (const listener of [...(listeners.get(event.type) ?? []), ...(listeners.get('*') ?? [])]) listener(event);
}

function open() {
  if (!wanted || socket) return;
  const current = new WebSocket(url());
  socket = current;
  current.addEventListener('open', () => {
    retries = 0;
    current.send(JSON.stringify(lastEventId > 0 ? { type: 'hello', lastEventId } : { type: 'hello' }));
  });
  current.addEventListener('message', (message: MessageEvent) => {
    let event: unknown;
    try {
      event = JSON.parse(String(message.data));
    } catch {
      return;
    }
    if (event && typeof event === 'object' && typeof (event as LiveEvent).type === 'string') {
      dispatch(event as LiveEvent);
    }
  });
  current.addEventListener('close', (closed: CloseEvent) => {
    if (socket === current) socket = null;
    if (closed.code === SESSION_ENDED) {
      wanted = false;
      onSessionEnded?.();
      return;
    }
    if (!wanted) return;
    const wait = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)]!;
    retries += 1;
    retryTimer = setTimeout(open, wait);
  });
}

/** Opens the socket (once signed in); `sessionEnded` runs when the server closes it for an ended session. */
export function startLive(sessionEnded?: () => void) {
  onSessionEnded = sessionEnded;
  wanted = true;
  open();
}

/** Closes the socket (signed out); the next sign-in starts afresh. */
export function stopLive() {
  wanted = false;
  clearTimeout(retryTimer);
  socket?.close(1000);
  socket = null;
  lastEventId = 0;
  retries = 0;
}

/** Sends a frame when the socket is open (a passing thing: not queued while it is not). */
export function sendLive(frame: object) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

/** The user did something: tells the server, at most once a minute, so they don't turn "away". */
export function markActive(now = Date.now()) {
  if (now - lastActive < ACTIVE_EVERY_MS) return;
  lastActive = now;
  sendLive({ type: 'active' });
}

/** Listens to one type of event (`*`: every event) while mounted; the handler may change between renders. */
export function useLiveEvent(type: string, handler: Listener) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Listener = (event) => latest.current(event);
    const set = listeners.get(type) ?? new Set();
    set.add(listener);
    listeners.set(type, set);
    return () => {
      set.delete(listener);
    };
  }, [type]);
}
