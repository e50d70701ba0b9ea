import type { LiveServerFrame } from '@mizan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadTestEnv } from '../../config.ts';
import { createDatabase, type Database } from '../../db/client.ts';
import { setupTestApp } from '../../test/app.ts';
import { openLive } from '../../test/live-client.ts';
import type { LiveService } from './live.service.ts';

const env = loadTestEnv();

/**
 * Two server instances on one PostgreSQL database, each with its own connections (and its own LISTEN): what is
 * published or revoked through one reaches the sockets of the other. PGlite is one process: nothing to prove there.
 */
describe.skipIf(env.db !== 'postgres')('two server instances on one PostgreSQL database', () => {
  const t = setupTestApp();
  let other: App;
  let otherDatabase: Database;

  beforeAll(async () => {
    // The same database as `t`, through a second client.
    const { database } = (t.db as unknown as { $client: { options: { database: string } } }).$client.options;
    const url = new URL(env.databaseUrl!);
    url.pathname = `/${database}`;
    otherDatabase = await createDatabase({ url: url.toString(), max: 2 });
    other = await buildApp({ db: otherDatabase.db, pruneEveryMs: 0, publicUrl: 'http://mizan.test' });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
  });

  const tagged = (tag: string) => (frame: LiveServerFrame) => (frame.payload as { tag?: string } | null)?.tag === tag;

  it('delivers an event committed through one instance to a socket of the other, and closes it on sign-out there', async () => {
    const alice = await t.userWithRole('admin');
    const client = await openLive(other, alice);
    client.send({ type: 'hello' });
    await client.next((frame) => frame.type === 'ready');

    const live = t.app.getDecorator<LiveService>('liveService');
    await t.db.transaction((tx) => live.publisher.publish(tx, [alice.userId], 'test.event', { tag: 'across' }));
    const event = await client.next(tagged('across'), 0);
    expect(event.id).toBeGreaterThan(0);
    await live.publisher.signal([alice.userId], 'test.typing', { tag: 'signal-across' });
    await client.next(tagged('signal-across'), 0);

    // Presence is the same whichever instance answers.
    expect((await live.presenceOf([alice.userId]))[0]!.status).toBe('online');

    expect((await t.call(alice, 'POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await client.closed).code).toBe(4401);
  });
});
