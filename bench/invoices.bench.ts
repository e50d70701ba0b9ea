import type { Database } from '../apps/server/src/db/client.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { seedOnDemo, timingColumns, withAdminApp } from './lib/inject.ts';
import { BENCH_INVOICE_FAMILY, seedInvoices } from './lib/invoices-seed.ts';

/** Invoices seeded: 100,000 on PGlite, 1,000,000 on PostgreSQL; BENCH_INVOICE_ROWS overrides both (a quick run). */
const rowsFor = (label: string) =>
  Number(process.env.BENCH_INVOICE_ROWS ?? (label === 'PostgreSQL' ? 1_000_000 : 100_000));

interface BenchCall {
  name: string;
  url: string;
  budgetMs: number;
  /** The array of the answer that must not be empty. */
  rows?: string;
}

const list = (query: string) => `/api/apps/invoice?${query}`;
const status = (value: string) => list(`status=${encodeURIComponent(value)}`);

/** The calls measured (issue 15): a search, four status filters, the balance sort both ways, a deep page, the stats. */
export const INVOICES_BENCH_CALLS: BenchCall[] = [
  {
    name: `search (q=${BENCH_INVOICE_FAMILY})`,
    url: list(`q=${encodeURIComponent(BENCH_INVOICE_FAMILY)}`),
    budgetMs: 50,
    rows: 'invoices',
  },
  { name: 'status Paid', url: status('Paid'), budgetMs: 50, rows: 'invoices' },
  { name: 'status Past Due', url: status('Past Due'), budgetMs: 50, rows: 'invoices' },
  { name: 'status Partial Payment', url: status('Partial Payment'), budgetMs: 50, rows: 'invoices' },
  { name: 'status Draft', url: status('Draft'), budgetMs: 50, rows: 'invoices' },
  { name: 'sort by balance (highest first)', url: list('sortBy=balance&orderBy=desc'), budgetMs: 50, rows: 'invoices' },
  { name: 'sort by balance (lowest first)', url: list('sortBy=balance&orderBy=asc'), budgetMs: 50, rows: 'invoices' },
  {
    name: 'deep page (page=1000, 10 per page)',
    url: list('page=1000&itemsPerPage=10'),
    budgetMs: 150,
    rows: 'invoices',
  },
  { name: 'stats (the stat cards)', url: '/api/apps/invoice/stats', budgetMs: 50 },
  // The floor: a one-row read through the same session, rules and serialization; on a loaded machine every line
  // above carries this much before any invoice is read.
  { name: 'floor: the invoice settings (one row)', url: '/api/apps/invoice/settings', budgetMs: 50 },
];

async function measure(database: Database, label: string, runs: number) {
  const invoices = rowsFor(label);
  const { seeded, seedMs } = await seedOnDemo(database, () => seedInvoices(database.db, { invoices }), ['invoices']);
  if (!seeded.statsAgree) throw new Error('invoice_stats disagrees with the invoices after the seed');
  return withAdminApp(database, async (timeGet) => {
    const results = [];
    for (const call of INVOICES_BENCH_CALLS) {
      const { answer, medianMs, p95Ms } = await timeGet<Record<string, unknown>>(call.url, runs);
      if (call.rows && !(Array.isArray(answer[call.rows]) && (answer[call.rows] as unknown[]).length > 0)) {
        throw new Error(`${call.url}: no ${call.rows} in ${JSON.stringify(answer).slice(0, 300)}`);
      }
      const total = typeof answer.totalInvoices === 'number' ? answer.totalInvoices : undefined;
      results.push({ ...call, total, medianMs, p95Ms });
    }
    return { label, seedMs, seeded, results };
  });
}

/**
 * `GET /api/apps/invoice` and `/stats` over many invoices through the real app (buildApp + inject): PGlite in a
 * temporary data folder, and PostgreSQL when BENCH_DATABASE_URL names a server (a throwaway database there).
 */
export async function benchInvoices(runs = 40) {
  return onBenchDatabases((database, label) => measure(database, label, runs), { onDisk: true });
}

/** Runs the bench and prints one line per call; `npm run bench` calls this. */
export async function reportInvoicesBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  for (const run of await benchInvoices(runs)) {
    const { invoices, clients } = run.seeded;
    console.info(
      `\nInvoices over ${invoices.toLocaleString('en')} invoices on ${run.label} (seeded in ${(run.seedMs / 1000).toFixed(1)} s: ` +
        `${clients.toLocaleString('en')} clients, roll-ups checked), median / p95 of ${runs} ` +
        `[budget: p95 < 50 ms, deep page < 150 ms, stats < 50 ms]:`,
    );
    for (const r of run.results) {
      const matches = r.total === undefined ? '' : `${r.total.toLocaleString('en')} matches`;
      console.info(`  ${r.name.padEnd(46)} ${matches.padStart(16)} ${timingColumns(r, r.budgetMs)}`);
    }
  }
}

// `npx tsx invoices.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportInvoicesBench();
