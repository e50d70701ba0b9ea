import { describe, expect, it } from 'vitest';
import { loadTestEnv } from '../../config.ts';
import { setupTestApp } from '../app.ts';
import {
  changedTables,
  createTesters,
  databaseFingerprint,
  leaksInternals,
  nextTransactionId,
  send,
} from './route-harness.ts';
import { badRequests, routeName, routeSeed } from './route-requests.ts';

const t = setupTestApp();
const env = loadTestEnv();
/** `npm test` tries a few bad inputs per route; `npm run fuzz` (FUZZ_RUNS) thousands in all. */
const RUNS = env.fuzzRuns ?? 10;
const SEED = env.fuzzSeed ?? 424242;

/**
 * Bad inputs generated from each route's own zod schemas (one value, parameter or body made wrong at a time), sent
 * by an administrator so that they reach validation and the handler. Each answer must be below 500, give away no
 * stack trace, SQL or path, and a rejected request must leave every table as it was.
 */
describe('fuzzing every route from its schemas', () => {
  it(`survives ${RUNS} bad inputs per route (seed ${SEED})`, async () => {
    const routes = [...t.app.apiRoutes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    const testers = createTesters(t);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    let token = (await testers.signIn('admin')).token;
    let before = await databaseFingerprint(t);
    let xid = await nextTransactionId(t);

    for (const route of routes) {
      for (const request of badRequests(route, routeSeed(SEED, route), RUNS)) {
        const response = await send(t, route, request, token);
        sent++;
        const status = response.statusCode;
        statuses[`${status}`] = (statuses[`${status}`] ?? 0) + 1;
        const where = `${routeName(route)} with ${request.mutation}`;
        if (status >= 500) failures.push(`${where}: ${status} ${response.body.slice(0, 300)}`);
        const leak = leaksInternals(response.body);
        if (leak) failures.push(`${where}: the answer shows ${leak}: ${response.body.slice(0, 300)}`);
        // A route may sign its caller out (logout, a password change): the next request gets a new session.
        if (status === 401) token = (await testers.signIn('admin')).token;
        // No transaction id handed out since the last look: nothing was written, the fingerprint still holds.
        const nextXid = await nextTransactionId(t);
        if (nextXid === xid) continue;
        const after = await databaseFingerprint(t);
        if (status >= 400) {
          const changed = changedTables(before, after);
          if (changed.length) failures.push(`${where}: refused with ${status} but wrote to ${changed.join(', ')}`);
        }
        before = after;
        xid = await nextTransactionId(t);
      }
    }

    console.info(
      `fuzz: ${routes.length} routes × ${RUNS} bad inputs = ${sent} requests (seed ${SEED}); answers ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
  }, 1_800_000);
});
