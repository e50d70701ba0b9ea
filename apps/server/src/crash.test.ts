import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { loadTestEnv } from './config.ts';
import { runCrashTest } from './test/crash.ts';

/**
 * kill -9 while writes are in flight, three times, on the project's database: every write the server acknowledged
 * is there after the restart, whole. More rounds: `npm run crash -w apps/server -- --rounds 20 [--db postgres]`.
 */
const env = loadTestEnv();

const crashRounds = async (db: 'pglite' | 'postgres') => {
  const report = await runCrashTest({
    db,
    rounds: 3,
    postgresUrl: env.databaseUrl,
    // Named like the other test databases, so the global teardown drops it if this file dies first.
    databaseName: `mizan_test_${inject('testRunId')}_crash_${randomBytes(4).toString('hex')}`,
  });
  expect(report.problems).toEqual([]);
  expect(report.rounds).toHaveLength(3);
  for (const round of report.rounds) {
    expect(round.inFlightAtKill).toBeGreaterThan(0);
    expect(Object.values(round.acked).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(round.killAfter);
  }
};

describe.skipIf(env.db !== 'pglite')('kill -9 on PGlite', () => {
  it('keeps every acknowledged write, whole, through three crashes', () => crashRounds('pglite'), 300_000);
});

describe.skipIf(env.db !== 'postgres')('kill -9 on PostgreSQL', () => {
  it('keeps every acknowledged write, whole, through three crashes', () => crashRounds('postgres'), 300_000);
});
