import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLive, stopLive, useLiveEvent, type LiveEvent } from './live';

/** A stand-in for the browser's WebSocket: records what the page sends, lets the test play the server. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  constructor(public url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  /** The server's side. */
  accept() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  push(event: LiveEvent) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(event) }));
  }
}

const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  stopLive();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live socket', () => {
  it('opens on /api/live, says hello, and hands each event to the listeners of its type', () => {
    const seen: LiveEvent[] = [];
    renderHook(() => useLiveEvent('chat.message', (event) => seen.push(event)));
    startLive();
    latest().accept();
    expect(latest().url).toBe(`ws://${window.location.host}/api/live`);
    expect(latest().sent).toEqual([{ type: 'hello' }]);
    latest().push({ id: 4, type: 'chat.message', payload: { text: 'hi' } });
    latest().push({ type: 'presence.changed', payload: {} });
    expect(seen).toEqual([{ id: 4, type: 'chat.message', payload: { text: 'hi' } }]);
  });

  it('after a drop, opens again and asks for what came after the last event seen; nothing shows twice', () => {
    const seen: number[] = [];
    renderHook(() => useLiveEvent('*', (event) => event.id !== undefined && seen.push(event.id)));
    startLive();
    latest().accept();
    latest().push({ id: 7, type: 'chat.message', payload: {} });
    latest().close(1006);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    latest().accept();
    expect(latest().sent).toEqual([{ type: 'hello', lastEventId: 7 }]);
    latest().push({ id: 7, type: 'chat.message', payload: {} });
    latest().push({ id: 8, type: 'chat.message', payload: {} });
    expect(seen).toEqual([7, 8]);
  });

  it('does not open again when the server ends the session (4401), and says so', () => {
    const ended = vi.fn();
    startLive(ended);
    latest().accept();
    latest().close(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('stops when the listener unmounts, and closes with the sign-out', () => {
    const seen: LiveEvent[] = [];
    const { unmount } = renderHook(() => useLiveEvent('chat.message', (event) => seen.push(event)));
    startLive();
    latest().accept();
    unmount();
    latest().push({ id: 1, type: 'chat.message', payload: {} });
    expect(seen).toEqual([]);
    const socket = latest();
    stopLive();
    expect(socket.readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
