import type { Database } from '../apps/server/src/db/client.ts';
import { seedLegalCases } from './lib/legal-cases-seed.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { seedOnDemo, timingColumns, withAdminApp } from './lib/inject.ts';

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

/** The tables the bench's seed fills, analysed before measuring. */
const LEGAL_CASES_TABLES = [
  'legal_cases',
  'legal_contacts',
  'legal_case_parties',
  'legal_case_stages',
  'legal_hearings',
];

async function measure(database: Database, label: string, runs: number) {
  const { seeded, seedMs } = await seedOnDemo(
    database,
    () => seedLegalCases(database.db, LEGAL_CASES_BENCH_ROWS),
    LEGAL_CASES_TABLES,
  );
  return withAdminApp(database, async (timeGet) => {
    const results = [];
    for (const call of LEGAL_CASES_BENCH_CALLS) {
      const { answer, medianMs, p95Ms } = await timeGet<CaseListAnswer>(call.url, runs);
      if (!Array.isArray(answer.cases) || answer.cases.length === 0)
        throw new Error(`${call.url}: no cases in ${JSON.stringify(answer)}`);
      results.push({ ...call, total: answer.total, totalCapped: answer.totalCapped === true, medianMs, p95Ms });
    }
    return { label, seedMs, seeded, results };
  });
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
      const matches = `${r.total.toLocaleString('en')}${r.totalCapped ? '+' : ''} matches`;
      console.info(`  ${r.name.padEnd(46)} ${matches.padStart(16)} ${timingColumns(r, r.budgetMs)}`);
    }
  }
}

// `npx tsx legal-cases.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportLegalCasesBench();
