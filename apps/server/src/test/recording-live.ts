import type { LivePublisher } from '../lib/live-port.ts';

export interface LiveCall {
  userIds: number[];
  type: string;
  payload: unknown;
}

/** A LivePublisher that records what the area publishes, signals and broadcasts (the live layer is tested on its own). */
export function recordingLive() {
  const published: LiveCall[] = [];
  const signalled: LiveCall[] = [];
  const broadcast: Omit<LiveCall, 'userIds'>[] = [];
  const record = (into: LiveCall[]) => async (userIds: readonly number[], type: string, payload: unknown) => {
    into.push({ userIds: [...userIds].sort((a, b) => a - b), type, payload });
  };
  const live = {
    published,
    signalled,
    publish: (_tx: unknown, userIds: readonly number[], type: string, payload: unknown) =>
      record(published)(userIds, type, payload),
    signal: record(signalled),
    broadcasts: broadcast,
    broadcast: async (type: string, payload: unknown) => {
      broadcast.push({ type, payload });
    },
    clear() {
      published.length = 0;
      signalled.length = 0;
      broadcast.length = 0;
    },
  };
  return live satisfies LivePublisher & { clear(): void };
}
