import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../plugins/access.ts';
import { setupTestApp } from '../app.ts';
import { createTesters, MATRIX_ROLES, send, verdictOf, type MatrixRole } from './route-harness.ts';
import { routeName, routeSeed, validRequest } from './route-requests.ts';

const t = setupTestApp();
const SEED = 20261124;

/** Reads first, then writes, deletes last: a permitted delete of a generated id may remove what later calls read. */
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 };
const byMethodThenUrl = (a: ApiRoute, b: ApiRoute) =>
  (ORDER[a.method] ?? 5) - (ORDER[b.method] ?? 5) || a.url.localeCompare(b.url);

/**
 * Every /api route the server registered × every role (and no session), with schema-valid parameters. The expected
 * answer comes from the route's declared access and the role's rules at that moment — no hand-written list: a route
 * added later is covered by being registered. A denied caller must get exactly 401 (no session) or 403, never a
 * 2xx; a permitted one must not get 401 (it is signed in) nor any 5xx.
 */
describe('authorization matrix', () => {
  it('answers every route for every role as the declared access and the rules say', async () => {
    const routes = [...t.app.apiRoutes].sort(byMethodThenUrl);
    const testers = createTesters(t);
    const failures: string[] = [];
    let requests = 0;
    let denied = 0;
    const permitted: Record<string, number> = {};

    for (const route of routes) {
      const request = validRequest(route, routeSeed(SEED, route));
      for (const role of [null, ...MATRIX_ROLES] as Array<MatrixRole | null>) {
        const caller = role ? await testers.signIn(role) : null;
        const verdict = verdictOf(route.access, caller?.ability ?? null);
        const response = await send(t, route, request, caller?.token ?? null);
        requests++;
        const status = response.statusCode;
        const who = role ?? 'no session';
        if (verdict !== 'through') {
          denied++;
          if (status !== verdict) failures.push(`${routeName(route)} as ${who}: ${status}, expected ${verdict}`);
        } else {
          permitted[`${status}`] = (permitted[`${status}`] ?? 0) + 1;
          if (status >= 500 || (caller && status === 401))
            failures.push(`${routeName(route)} as ${who}: ${status} ${response.body.slice(0, 200)}`);
        }
      }
    }

    console.info(
      `authorization matrix: ${routes.length} routes × ${MATRIX_ROLES.length + 1} callers = ${requests} requests, ${denied} denied by their rules; the permitted ones answered ${JSON.stringify(permitted)}`,
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 600_000);
});
