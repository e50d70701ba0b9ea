import type { LiveServerFrame } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadTestEnv } from '../../config.ts';
import { setupTestApp } from '../../test/app.ts';
import { openLive } from '../../test/live-client.ts';
import type { LiveService } from './live.service.ts';
import { liveEvents } from './live.table.ts';

const env = loadTestEnv();

/**
 * The listener's own connection drops (a restarted or failed-over database, a killed backend): postgres-js listens
 * again, and whatever was notified meanwhile is lost — the sockets are sent the stored events they missed. PGlite has
 * no connection to lose.
 */
describe.skipIf(env.db !== 'postgres')('the live listener’s connection lost and back', () => {
  const t = setupTestApp();

  it('sends each socket the events stored while nobody listened, once', async () => {
    const alice = await t.userWithRole('admin');
    const client = await openLive(t.app, alice);
    client.send({ type: 'hello' });
    await client.next((frame) => frame.type === 'ready');

    // An event stored whose notification nobody heard (as if sent while the listener was away).
    await t.db.insert(liveEvents).values({ userId: alice.userId, type: 'test.lost', payload: { tag: 'lost' } });
    const [killed] = (await t.db.execute(
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and query ilike 'listen %'`,
    )) as unknown as { n: number }[];
    expect(killed?.n).toBe(1);

    const lost = (frame: LiveServerFrame) => frame.type === 'test.lost';
    await client.next(lost, 0);
    // Live again: a new event arrives through the new listener, and the lost one came once.
    const live = t.app.getDecorator<LiveService>('liveService');
    await t.db.transaction((tx) => live.publisher.publish(tx, [alice.userId], 'test.after', { tag: 'after' }));
    await client.next((frame) => frame.type === 'test.after', 0);
    expect(client.frames.filter(lost)).toHaveLength(1);
    await client.close();
  });
});
