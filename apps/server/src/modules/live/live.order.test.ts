import type { LiveServerFrame } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loadTestEnv } from '../../config.ts';
import { setupTestApp } from '../../test/app.ts';
import { openLive } from '../../test/live-client.ts';
import type { LiveService } from './live.service.ts';

const env = loadTestEnv();

/**
 * Two writers to one user at once: ids must follow the order the transactions commit, or a client that saw the later
 * id drops the earlier one as seen. Needs two connections at once — PGlite has one, and runs one transaction at a time.
 */
describe.skipIf(env.db !== 'postgres')('the order of a user’s live events', () => {
  const t = setupTestApp();

  it('gives a later writer its id only once an earlier one has committed, so the client gets every event in id order', async () => {
    const alice = await t.userWithRole('admin');
    const client = await openLive(t.app, alice);
    client.send({ type: 'hello' });
    await client.next((frame) => frame.type === 'ready');
    const live = t.app.getDecorator<LiveService>('liveService');

    // The slow writer takes its id first and holds its transaction open.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let published!: () => void;
    const hasPublished = new Promise<void>((resolve) => (published = resolve));
    const slow = t.db.transaction(async (tx) => {
      await live.publisher.publish(tx, [alice.userId], 'test.order', { tag: 'slow' });
      published();
      await held;
    });
    await hasPublished;
    let fastDone = false;
    const fast = t.db
      .transaction((tx) => live.publisher.publish(tx, [alice.userId], 'test.order', { tag: 'fast' }))
      .then(() => (fastDone = true));
    // Let the fast writer either finish (the order broken) or wait on a lock, then let the slow one commit.
    await vi.waitFor(
      async () => {
        const [row] = (await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { n: number }[];
        if (!fastDone && (row?.n ?? 0) === 0) throw new Error('the fast writer neither finished nor waits');
      },
      { timeout: 10_000, interval: 20 },
    );
    release();
    await Promise.all([slow, fast]);

    const tagged = (tag: string) => (frame: LiveServerFrame) => (frame.payload as { tag?: string } | null)?.tag === tag;
    const first = await client.next(tagged('slow'), 0);
    const second = await client.next(tagged('fast'), 0);
    expect(first.id).toBeLessThan(second.id!);
    expect(client.frames.filter((frame) => frame.type === 'test.order').map((frame) => frame.id)).toEqual([
      first.id,
      second.id,
    ]);
    await client.close();
  });
});
