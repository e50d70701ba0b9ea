import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { startLive, stopLive } from '@/lib/live';

/**
 * Plays the server's side of the tab's live socket (`lib/live.ts`) for one test: the page's socket opens at once, and
 * `push(event)` delivers a frame to it as the server would. Closed and put back when the test ends.
 */
export function liveSocket() {
  const sockets: EventTarget[] = [];
  class FakeSocket extends EventTarget {
    static OPEN = 1;
    readyState = 1;
    constructor() {
      super();
      sockets.push(this);
      queueMicrotask(() => this.dispatchEvent(new Event('open')));
    }
    send() {}
    close() {
      this.readyState = 3;
    }
  }
  vi.stubGlobal('WebSocket', FakeSocket);
  startLive();
  onTestFinished(() => {
    stopLive();
    vi.unstubAllGlobals();
  });
  return {
    push: (event: { id?: number; type: string; payload: unknown }) =>
      act(() => {
        sockets.at(-1)!.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(event) }));
      }),
  };
}
