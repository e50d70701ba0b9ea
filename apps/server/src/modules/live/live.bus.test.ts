import { describe, expect, it } from 'vitest';
import { encodeBusMessage, type BusMessage } from './live.bus.ts';

const decode = (parts: string[]) => parts.map((part) => JSON.parse(part) as BusMessage);

describe('the live bus’s notifications', () => {
  it('keeps a small message whole', () => {
    expect(decode(encodeBusMessage({ k: 'events', ids: [1, 2, 3] }))).toEqual([{ k: 'events', ids: [1, 2, 3] }]);
  });

  it('splits a long id list under PostgreSQL’s 8000-byte limit, losing and repeating none', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => 1_000_000_000 + i);
    const parts = encodeBusMessage({ k: 'events', ids });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000);
    expect(decode(parts).flatMap((part) => (part.k === 'events' ? part.ids : []))).toEqual(ids);
  });

  it('splits a signal for many users, each part carrying the event', () => {
    const userIds = Array.from({ length: 3000 }, (_, i) => i + 1);
    const parts = decode(encodeBusMessage({ k: 'signal', userIds, type: 'presence.changed', payload: { a: 1 } }));
    expect(parts.flatMap((part) => (part.k === 'signal' ? part.userIds : []))).toEqual(userIds);
    for (const part of parts) expect(part).toMatchObject({ type: 'presence.changed', payload: { a: 1 } });
  });

  it('refuses one signal too large for any notification rather than sending it cut', () => {
    expect(() => encodeBusMessage({ k: 'signal', userIds: [1], type: 'x', payload: 'y'.repeat(9000) })).toThrow();
  });
});
