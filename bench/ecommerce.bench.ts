import type { Database } from '../apps/server/src/db/client.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { BENCH_FAMILY_NAME, seedEcommerceOrders } from './lib/ecommerce-seed.ts';
import { seedOnDemo, timingColumns, withAdminApp } from './lib/inject.ts';

/** Orders seeded: 100,000 on PGlite, 1,000,000 on PostgreSQL; BENCH_ECOMMERCE_ROWS overrides both (a quick run). */
const rowsFor = (label: string) =>
  Number(process.env.BENCH_ECOMMERCE_ROWS ?? (label === 'PostgreSQL' ? 1_000_000 : 100_000));

interface BenchCall {
  name: string;
  url: string;
  budgetMs: number;
  /** The array of the answer that must not be empty. */
  rows?: string;
}

/** The calls measured (issue 5): a family-name search, sort by date, a status filter, a deep page, the dashboard. */
export function ecommerceBenchCalls(orders: number): BenchCall[] {
  // Page 5000 at a million; the last pages of a smaller load (the demo's ~400 orders come on top).
  const deepPage = orders >= 1_000_000 ? 5000 : Math.floor(orders / 10);
  return [
    {
      name: `search (q=${BENCH_FAMILY_NAME}, a family name)`,
      url: `/api/apps/ecommerce/orders?q=${encodeURIComponent(BENCH_FAMILY_NAME)}`,
      budgetMs: 50,
      rows: 'orders',
    },
    {
      name: 'sort by date (newest first)',
      url: '/api/apps/ecommerce/orders?sortBy=date&orderBy=desc',
      budgetMs: 50,
      rows: 'orders',
    },
    {
      name: 'sort by date (oldest first)',
      url: '/api/apps/ecommerce/orders?sortBy=date&orderBy=asc',
      budgetMs: 50,
      rows: 'orders',
    },
    {
      name: 'status filter (Out for Delivery)',
      url: `/api/apps/ecommerce/orders?status=${encodeURIComponent('Out for Delivery')}`,
      budgetMs: 50,
      rows: 'orders',
    },
    {
      name: `deep page (page=${deepPage}, 10 per page)`,
      url: `/api/apps/ecommerce/orders?page=${deepPage}&itemsPerPage=10`,
      budgetMs: orders >= 1_000_000 ? 150 : 50,
      rows: 'orders',
    },
    { name: 'dashboard', url: '/api/dashboard/ecommerce', budgetMs: 100 },
  ];
}

/** The tables the bench's seed fills, analysed before measuring. */
const ECOMMERCE_TABLES = ['ecommerce_orders', 'ecommerce_order_items', 'ecommerce_customers', 'ecommerce_products'];

async function measure(database: Database, label: string, runs: number) {
  const orders = rowsFor(label);
  const { seeded, seedMs } = await seedOnDemo(
    database,
    () => seedEcommerceOrders(database.db, { orders }),
    ECOMMERCE_TABLES,
  );
  return withAdminApp(database, async (timeGet) => {
    const results = [];
    for (const call of ecommerceBenchCalls(orders)) {
      const { answer, medianMs, p95Ms } = await timeGet<Record<string, unknown>>(call.url, runs);
      if (call.rows && !(Array.isArray(answer[call.rows]) && (answer[call.rows] as unknown[]).length > 0)) {
        throw new Error(`${call.url}: no ${call.rows} in ${JSON.stringify(answer).slice(0, 300)}`);
      }
      const total = typeof answer.total === 'number' ? answer.total : undefined;
      results.push({ ...call, total, totalCapped: answer.totalCapped === true, medianMs, p95Ms });
    }
    return { label, seedMs, seeded, results };
  });
}

/**
 * The e-commerce lists and dashboard over many orders through the real app (buildApp + inject): PGlite in a
 * temporary data folder, and PostgreSQL when BENCH_DATABASE_URL names a server (a throwaway database there).
 */
export async function benchEcommerce(runs = 40) {
  return onBenchDatabases((database, label) => measure(database, label, runs), { onDisk: true });
}

/** Runs the bench and prints one line per call; `npm run bench` calls this. */
export async function reportEcommerceBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  for (const run of await benchEcommerce(runs)) {
    const { orders, items, customers, products } = run.seeded;
    console.info(
      `\nE-commerce over ${orders.toLocaleString('en')} orders on ${run.label} (seeded in ${(run.seedMs / 1000).toFixed(1)} s: ` +
        `${items.toLocaleString('en')} items, ${customers.toLocaleString('en')} customers, ${products} products), ` +
        `median / p95 of ${runs} [budget: list p95 < 50 ms, deep page < 150 ms at 1M, dashboard < 100 ms]:`,
    );
    for (const r of run.results) {
      const matches = r.total === undefined ? '' : `${r.total.toLocaleString('en')}${r.totalCapped ? '+' : ''} matches`;
      console.info(`  ${r.name.padEnd(46)} ${matches.padStart(16)} ${timingColumns(r, r.budgetMs)}`);
    }
  }
}

// `npx tsx ecommerce.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportEcommerceBench();
