import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { bootstrap } from '../../apps/server/src/db/bootstrap.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { median, percentile } from './stats.ts';

/** The runs that warm the caches before any is counted. */
const WARM_UP_RUNS = 5;

export interface TimedGet<A> {
  /** The first answer (every run answers the same). */
  answer: A;
  medianMs: number;
  p95Ms: number;
}

export type TimeGet = <A = unknown>(url: string, runs: number) => Promise<TimedGet<A>>;

/** One signed-in call of any method (a write the bench times itself); throws unless it answers 2xx. */
export type Call = <A = unknown>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => Promise<A>;

/**
 * What autovacuum does on PostgreSQL after a bulk load; PGlite has no autovacuum, so an embedded server depends on
 * its own VACUUM (see docs/architecture.md, Users).
 */
export async function vacuumAnalyze(database: Database, tables: readonly string[]) {
  for (const table of tables) await database.db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * Bootstraps the demo data, then runs `seed` and the VACUUM ANALYZE of the `tables` it filled; `seedMs` times these two
 * (the demo data not included).
 */
export async function seedOnDemo<S>(
  database: Database,
  seed: () => Promise<S>,
  tables: readonly string[],
): Promise<{ seeded: S; seedMs: number }> {
  await bootstrap(database.db, { demoData: true });
  const start = performance.now();
  const seeded = await seed();
  await vacuumAnalyze(database, tables);
  return { seeded, seedMs: performance.now() - start };
}

/**
 * Builds the real app on `database` (the session check, the role's rules, validation and serialization all run),
 * signs in as the demo administrator and hands `measure` a timer of GET calls and a caller of writes; the app is
 * closed afterwards.
 */
export async function withAdminApp<T>(
  database: Database,
  measure: (timeGet: TimeGet, call: Call) => Promise<T>,
): Promise<T> {
  const app = await buildApp({ db: database.db, pruneEveryMs: 0, loginLimits: { perIp: 1000 } });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'admin' },
    });
    const headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    const call: Call = async <A>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers, payload });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return (response.body ? response.json<A>() : undefined) as A;
    };
    const timeGet: TimeGet = async <A>(url: string, runs: number) => {
      const times: number[] = [];
      let answer: A | undefined;
      for (let i = 0; i < runs + WARM_UP_RUNS; i++) {
        const start = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        if (i >= WARM_UP_RUNS) times.push(ms);
        answer ??= response.json<A>();
      }
      return { answer: answer as A, medianMs: median(times), p95Ms: percentile(times, 95) };
    };
    return await measure(timeGet, call);
  } finally {
    await app.close();
  }
}

/** One result line's timing: median / p95 and the verdict against the budget. */
export const timingColumns = (r: { medianMs: number; p95Ms: number }, budgetMs: number) =>
  `${r.medianMs.toFixed(1).padStart(6)} / ${r.p95Ms.toFixed(1).padStart(6)} ms  ${r.p95Ms < budgetMs ? 'within budget' : 'OVER BUDGET'}`;
