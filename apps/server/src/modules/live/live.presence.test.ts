import { LIVE_CLOSE_UNAUTHORIZED, type LiveServerFrame, type Presence } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { setupTestApp } from '../../test/app.ts';
import { openLive, type LiveClient } from '../../test/live-client.ts';
import type { LiveService } from './live.service.ts';

// A short away time, so a socket left idle turns away within the test's wait (the heartbeat checks as often).
const t = setupTestApp({ presence: { awayAfterMs: 1500, heartbeatMs: 1500 } });
const live = () => t.app.getDecorator<LiveService>('liveService');

const presenceOf = (userId: number, status?: Presence['status']) => (frame: LiveServerFrame) =>
  frame.type === 'presence.changed' &&
  (frame.payload as Presence).userId === userId &&
  (status === undefined || (frame.payload as Presence).status === status);

/** The next presence change of `userId` that `observer` hears after `action`. */
async function heard(observer: LiveClient, userId: number, action: () => unknown, status?: Presence['status']) {
  const from = observer.frames.length;
  await action();
  return (await observer.next(presenceOf(userId, status), from)).payload as Presence;
}

describe('presence', () => {
  it('goes online on connect, away when idle, back on activity, busy when set, offline on the last disconnect', async () => {
    const alice = await t.userWithRole('admin');
    const bob = await t.userWithRole('admin');
    expect(await live().presenceOf([alice.userId])).toEqual([
      { userId: alice.userId, status: 'offline', lastSeenAt: null },
    ]);

    const observer = await openLive(t.app, bob);
    observer.send({ type: 'hello' });
    let socket: LiveClient | undefined;
    // Each step waits for the status it expects: on a loaded machine the heartbeat may find Alice idle (away) between
    // two steps, a change the test would otherwise take for the step's answer.
    const online = await heard(observer, alice.userId, async () => (socket = await openLive(t.app, alice)), 'online');
    expect(online.status).toBe('online');
    const tab = socket!;
    expect(['online', 'away']).toContain((await live().presenceOf([alice.userId]))[0]!.status);

    // No frame from Alice: the heartbeat finds her idle.
    const away = await observer.next(
      presenceOf(alice.userId, 'away'),
      observer.frames.findLastIndex(presenceOf(alice.userId, 'online')) + 1,
    );
    expect(away.payload).toMatchObject({ status: 'away' });
    expect((await live().presenceOf([alice.userId]))[0]!.status).toBe('away');

    expect((await heard(observer, alice.userId, () => tab.send({ type: 'active' }), 'online')).status).toBe('online');

    const busy = await heard(observer, alice.userId, () => tab.send({ type: 'status', status: 'busy' }), 'busy');
    expect(busy.status).toBe('busy');
    expect((await live().presenceOf([alice.userId]))[0]!.status).toBe('busy');

    // Through the REST call: busy ends (online, or away if she idled meanwhile).
    const back = await heard(observer, alice.userId, async () => {
      expect((await t.call(alice, 'PUT', '/api/live/status', { status: 'online' })).statusCode).toBe(204);
    });
    expect(['online', 'away']).toContain(back.status);
    expect((await live().presenceOf([alice.userId]))[0]!.status).not.toBe('busy');

    // A second tab: closing one keeps her connected.
    const second = await openLive(t.app, alice);
    await second.close();
    expect((await live().presenceOf([alice.userId]))[0]!.status).not.toBe('offline');

    const offline = await heard(observer, alice.userId, () => tab.close(), 'offline');
    expect(offline.lastSeenAt).not.toBeNull();
    // Stored as told (the stored last-seen may be the moment the row was written, a few ms after the signal's).
    const [stored] = await live().presenceOf([alice.userId]);
    expect(stored).toMatchObject({ userId: alice.userId, status: 'offline' });
    expect(Math.abs(Date.parse(stored!.lastSeenAt!) - Date.parse(offline.lastSeenAt!))).toBeLessThan(5_000);
    await observer.close();
  });

  it('closes a socket whose session expired, at the next heartbeat', async () => {
    const alice = await t.userWithRole('admin');
    const socket = await openLive(t.app, alice);
    socket.send({ type: 'hello' });
    await socket.next((frame) => frame.type === 'ready');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, alice.userId));
    expect((await socket.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
  });

  it('refuses a status that is not online or busy', async () => {
    const alice = await t.userWithRole('admin');
    expect((await t.call(alice, 'PUT', '/api/live/status', { status: 'offline' })).statusCode).toBe(400);
    expect((await t.call(null, 'PUT', '/api/live/status', { status: 'busy' })).statusCode).toBe(401);
  });
});
