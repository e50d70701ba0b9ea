import { LIVE_CLOSE_UNAUTHORIZED, LIVE_PATH, type LiveServerFrame } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roles } from '../../db/schema.ts';
import { setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { openLive, refusal, type LiveClient } from '../../test/live-client.ts';
import type { LiveService } from './live.service.ts';

const t = setupTestApp();
const live = () => t.app.getDecorator<LiveService>('liveService');
let serial = 0;

/** Publishes one durable event to `userIds` in its own committed transaction; returns its tag. */
async function publish(userIds: number[], type = 'test.event') {
  const tag = `e${++serial}`;
  await t.db.transaction((tx) => live().publisher.publish(tx, userIds, type, { tag }));
  return tag;
}
const tagged = (tag: string) => (frame: LiveServerFrame) => (frame.payload as { tag?: string } | null)?.tag === tag;
const countOf = (client: LiveClient, tag: string) => client.frames.filter(tagged(tag)).length;

/** A live socket that said hello and is delivering. */
async function ready(who: SignedIn, lastEventId?: number) {
  const client = await openLive(t.app, who);
  const from = client.frames.length;
  client.send({ type: 'hello', ...(lastEventId === undefined ? {} : { lastEventId }) });
  await client.next((frame) => frame.type === 'ready', from);
  return client;
}

describe('the live socket', () => {
  it('refuses an upgrade without a session, or with an ended one', async () => {
    expect(await refusal(t.app, null)).toBe(401);
    expect(await refusal(t.app, { token: 'not-a-token', cookie: 'mizan_session=nope', userId: 0 })).toBe(401);
    expect(await refusal(t.app, { token: 'x', cookie: 'mizan_session=nope', userId: 0 }, 'cookie')).toBe(401);
  });

  it('refuses an upgrade from another site’s page, even with a valid cookie', async () => {
    const admin = await signIn(t.app);
    expect(await refusal(t.app, admin, 'cookie', { origin: 'http://evil.test' })).toBe(403);
    expect(await refusal(t.app, admin, 'cookie', { 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await refusal(t.app, admin, 'cookie', { origin: 'http://mizan.test' })).toBe(101);
  });

  it('answers a plain GET with 426 when signed in, 401 when not', async () => {
    const admin = await signIn(t.app);
    expect((await t.call(admin, 'GET', LIVE_PATH)).statusCode).toBe(426);
    expect((await t.call(null, 'GET', LIVE_PATH)).statusCode).toBe(401);
  });

  it('opens with the session cookie too, answers ping and reports unreadable frames without closing', async () => {
    const admin = await signIn(t.app);
    const client = await openLive(t.app, admin, 'cookie');
    client.send({ type: 'ping' });
    await client.next((frame) => frame.type === 'pong');
    client.socket.send('not json');
    await client.next((frame) => frame.type === 'error');
    client.send({ type: 'hello', lastEventId: -4 });
    await client.next((frame) => frame.type === 'error');
    client.send({ type: 'ping' });
    await client.next((frame) => frame.type === 'pong');
    await client.close();
  });

  it('delivers an event committed for a user to exactly that user’s sockets, never one rolled back', async () => {
    const alice = await t.userWithRole('admin');
    const bob = await t.userWithRole('admin');
    const [first, second, other] = await Promise.all([ready(alice), ready(alice), ready(bob)]);

    const rolledBack = `rolled-back-${serial}`;
    await expect(
      t.db.transaction(async (tx) => {
        await live().publisher.publish(tx, [alice.userId, bob.userId], 'test.event', { tag: rolledBack });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');

    const tag = await publish([alice.userId]);
    const [a, b] = await Promise.all([first.next(tagged(tag), 0), second.next(tagged(tag), 0)]);
    expect(a.id).toBeGreaterThan(0);
    expect(b).toEqual(a);
    expect(a).toMatchObject({ type: 'test.event', payload: { tag } });
    // Bob's marker comes after Alice's event was handed out: had it been his, he would have it by now.
    const marker = await publish([bob.userId]);
    await other.next(tagged(marker), 0);
    expect(countOf(other, tag)).toBe(0);
    for (const client of [first, second, other]) expect(countOf(client, rolledBack)).toBe(0);
    await Promise.all([first.close(), second.close(), other.close()]);
  });

  it('delivers an event without a payload with payload null', async () => {
    const alice = await t.userWithRole('admin');
    const client = await ready(alice);
    await t.db.transaction((tx) => live().publisher.publish(tx, [alice.userId], 'test.bare', undefined));
    expect(await client.next((frame) => frame.type === 'test.bare', 0)).toMatchObject({ payload: null });
    await client.close();
  });

  it('passes signals at once, without an id', async () => {
    const alice = await t.userWithRole('admin');
    const client = await ready(alice);
    await live().publisher.signal([alice.userId], 'test.typing', { tag: 'typing' });
    const frame = await client.next(tagged('typing'), 0);
    expect(frame).toEqual({ type: 'test.typing', payload: { tag: 'typing' } });
    await client.close();
  });

  it('catches a reconnecting client up on each missed event exactly once, then goes on live', async () => {
    const alice = await t.userWithRole('admin');
    const first = await ready(alice);
    const seen = await first.next(tagged(await publish([alice.userId])), 0);
    await first.close();

    const missed = [await publish([alice.userId]), await publish([alice.userId]), await publish([alice.userId])];
    const again = await openLive(t.app, alice);
    // Published after the socket opened but before its hello: held, and sent once with the catch-up.
    const between = await publish([alice.userId]);
    again.send({ type: 'hello', lastEventId: seen.id });
    const done = await again.next((frame) => frame.type === 'ready');
    const after = await publish([alice.userId]);
    await again.next(tagged(after), 0);

    for (const tag of [...missed, between, after]) expect(countOf(again, tag)).toBe(1);
    const ids = again.frames.filter((frame) => frame.id !== undefined).map((frame) => frame.id!);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids[0]).toBeGreaterThan(seen.id!);
    expect(done.payload).toMatchObject({ more: false });
    await again.close();
  });

  it('closes the socket of a session that signs out, with 4401', async () => {
    const alice = await t.userWithRole('admin');
    const session = await signIn(t.app, { email: (await emailOf(alice.userId))!, password: 'password1' });
    const stays = await ready(alice);
    const goes = await ready(session);
    expect((await t.call(session, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await goes.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
    // The other session's socket is untouched.
    stays.send({ type: 'ping' });
    await stays.next((frame) => frame.type === 'pong');
    await stays.close();
  });

  it('tells a user’s sockets that their rights changed when their role does', async () => {
    const admin = await signIn(t.app);
    const alice = await t.userWithRole('subscriber');
    const client = await ready(alice);
    const [editor] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'editor'));
    const from = client.frames.length;
    const moved = await t.call(admin, 'POST', `/api/apps/roles/${editor!.id}/users`, { userIds: [alice.userId] });
    expect(moved.statusCode).toBeLessThan(300);
    await client.next((frame) => frame.type === 'rules.changed', from);
    await client.close();
  });
});

async function emailOf(userId: number) {
  const { users } = await import('../../db/schema.ts');
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
