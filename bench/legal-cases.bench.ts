import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { bootstrap } from '../apps/server/src/db/bootstrap.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { seedLegalCases, type LegalBenchSeed } from './lib/legal-cases-seed.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { median, percentile } from './lib/stats.ts';

/** BENCH_LEGAL_ROWS seeds fewer cases for a quick run (the budgets are for 200,000). */
export const LEGAL_CASES_BENCH_ROWS = Number(process.env.BENCH_LEGAL_ROWS ?? 200_000);

/** The calls measured (issue 4): a free-text Arabic search, a filter sorted by next hearing, a quick chip, a deep page. */
export const LEGAL_CASES_BENCH_CALLS = [
  {
    name: 'search (q=القحطاني, a party name)',
    url: `/api/legal-cases?q=${encodeURIComponent('القحطاني')}`,
    budgetMs: 50,
  },
  {
    name: 'search (q=فهد خالد, a name fragment)',
    url: `/api/legal-cases?q=${encodeURIComponent('فهد خالد')}`,
    budgetMs: 50,
  },
  {
    name: 'filter + sort (active, court 3, next hearing)',
    url: '/api/legal-cases?status=active&courtId=3&sortBy=nextHearing',
    budgetMs: 50,
  },
  { name: 'chip (hearingsThisWeek)', url: '/api/legal-cases?chip=hearingsThisWeek', budgetMs: 50 },
  { name: 'deep page (page=5000, 10 per page)', url: '/api/legal-cases?page=5000&itemsPerPage=10', budgetMs: 150 },
] as const;

interface CaseListAnswer {
  cases: unknown[];
  total: number;
  totalCapped?: boolean;
  totalPages: number;
  page: number;
}

async function measure(database: Database, label: string, runs: number) {
  await bootstrap(database.db, { demoData: true });
  const seedStart = performance.now();
  const seeded: LegalBenchSeed = await seedLegalCases(database.db, LEGAL_CASES_BENCH_ROWS);
  // What autovacuum does on PostgreSQL after a bulk load; PGlite has none (see users.bench.ts).
  for (const table of ['legal_cases', 'legal_contacts', 'legal_case_parties', 'legal_case_stages', 'legal_hearings']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const seedMs = performance.now() - seedStart;
  const app = await buildApp({ db: database.db, pruneEveryMs: 0, loginLimits: { perIp: 1000 } });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'admin' },
    });
    const token = login.json<{ accessToken: string }>().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const results = [];
    for (const call of LEGAL_CASES_BENCH_CALLS) {
      const times: number[] = [];
      let answer: CaseListAnswer | undefined;
      for (let i = 0; i < runs + 5; i++) {
        const start = performance.now();
        const response = await app.inject({ method: 'GET', url: call.url, headers });
        const ms = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${call.url}: ${response.statusCode} ${response.body}`);
        if (i >= 5) times.push(ms); // the first five warm the caches
        answer ??= response.json<CaseListAnswer>();
      }
      if (!Array.isArray(answer?.cases) || answer.cases.length === 0)
        throw new Error(`${call.url}: no cases in ${JSON.stringify(answer)}`);
      results.push({
        ...call,
        total: answer.total,
        totalCapped: answer.totalCapped === true,
        medianMs: median(times),
        p95Ms: percentile(times, 95),
      });
    }
    return { label, seedMs, seeded, results };
  } finally {
    await app.close();
  }
}

/**
 * `GET /api/legal-cases` over 200,000 cases through the real app (buildApp + inject): PGlite in a temporary data
 * folder, and PostgreSQL when BENCH_DATABASE_URL names a server (a throwaway database is created there and dropped).
 */
export async function benchLegalCases(runs = 40) {
  return onBenchDatabases((database, label) => measure(database, label, runs), { onDisk: true });
}

/** Runs the bench and prints one line per call; `npm run bench` calls this. */
export async function reportLegalCasesBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  for (const run of await benchLegalCases(runs)) {
    const { cases, contacts, parties, stages, hearings } = run.seeded;
    console.info(
      `\nGET /api/legal-cases over ${cases.toLocaleString('en')} cases on ${run.label} (seeded in ${(run.seedMs / 1000).toFixed(1)} s: ` +
        `${contacts.toLocaleString('en')} contacts, ${parties.toLocaleString('en')} parties, ${stages.toLocaleString('en')} stages, ` +
        `${hearings.toLocaleString('en')} hearings), median / p95 of ${runs} [budget p95 < 50 ms, deep page < 150 ms]:`,
    );
    for (const r of run.results) {
      const verdict = r.p95Ms < r.budgetMs ? 'within budget' : 'OVER BUDGET';
      const matches = `${r.total.toLocaleString('en')}${r.totalCapped ? '+' : ''} matches`;
      console.info(
        `  ${r.name.padEnd(46)} ${matches.padStart(16)} ${r.medianMs.toFixed(1).padStart(6)} / ${r.p95Ms.toFixed(1).padStart(6)} ms  ${verdict}`,
      );
    }
  }
}

// `npx tsx legal-cases.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportLegalCasesBench();
