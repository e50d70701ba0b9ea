import type { SearchGroupResult } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { LEGAL_CASES_BENCH_ROWS } from './legal-cases.bench.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { seedEcommerceOrders } from './lib/ecommerce-seed.ts';
import { seedLegalCases } from './lib/legal-cases-seed.ts';
import { seedOnDemo, timingColumns, withAdminApp } from './lib/inject.ts';
import { seedUsers, USERS_BENCH_ROWS } from './users.bench.ts';

/** The queries of issue 14 §4: pages by what people type, and a colleague in both scripts. */
export const SEARCH_BENCH_QUERIES = ['user list', 'users', 'المستخدمين', 'Tariq', 'طارق'] as const;
const BUDGET_MS = 50;
/** BENCH_ECOMMERCE_ROWS as in ecommerce.bench.ts (a million orders on PostgreSQL, 100,000 on PGlite). */
const ordersFor = (label: string) =>
  Number(process.env.BENCH_ECOMMERCE_ROWS ?? (label === 'PostgreSQL' ? 1_000_000 : 100_000));

/**
 * One in three bench users gets an Arabic name (the users bench's are Latin), ten first names × eight family names,
 * so «طارق» matches about 3,300 people and "Tariq" none of the Latin ones.
 */
async function arabicNames(database: Database) {
  await database.db.execute(sql`
    update users set full_name =
      (array['طارق','أحمد','محمد','فاطمة','نورة','خالد','سارة','عبدالله','ريم','يوسف'])[1 + id % 10] || ' ' ||
      (array['الحربي','القحطاني','العتيبي','الشمري','الدوسري','الزهراني','الغامدي','المطيري'])[1 + (id / 10) % 8]
    where id % 3 = 0 and email like 'user%@example%'`);
}

async function measure(database: Database, label: string, runs: number) {
  const { seedMs } = await seedOnDemo(database, async () => {
    await seedUsers(database, USERS_BENCH_ROWS);
    await arabicNames(database);
    await seedLegalCases(database.db, LEGAL_CASES_BENCH_ROWS);
    await seedEcommerceOrders(database.db, { orders: ordersFor(label) });
  }, ['users', 'legal_cases', 'ecommerce_orders', 'ecommerce_customers', 'ecommerce_products']);
  return withAdminApp(database, async (timeGet) => {
    const results = [];
    for (const q of SEARCH_BENCH_QUERIES) {
      const url = `/api/app-bar/search?q=${encodeURIComponent(q)}&lang=en`;
      const { answer, medianMs, p95Ms } = await timeGet<SearchGroupResult[]>(url, runs);
      const first = answer[0]?.children[0];
      if (!first) throw new Error(`${q}: nothing found`);
      const found = answer.map((group) => `${group.category} ${group.children.length}`).join(', ');
      results.push({ q, first: first.title, found, medianMs, p95Ms });
    }
    return { label, seedMs, results };
  });
}

/**
 * `GET /api/app-bar/search` as the administrator (every finder runs: cases, orders, products, customers, people) over
 * the users, legal-cases and e-commerce bench data together, through the real app: PGlite in a temporary data
 * folder, and PostgreSQL when BENCH_DATABASE_URL names a server.
 */
export async function benchSearch(runs = 40) {
  return onBenchDatabases((database, label) => measure(database, label, runs), { onDisk: true });
}

/** Runs the bench and prints one line per query; `npm run bench` calls this. */
export async function reportSearchBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  for (const run of await benchSearch(runs)) {
    console.info(
      `\nGET /api/app-bar/search over ${USERS_BENCH_ROWS.toLocaleString('en')} users, ${LEGAL_CASES_BENCH_ROWS.toLocaleString('en')} cases and ${ordersFor(run.label).toLocaleString('en')} orders on ${run.label} ` +
        `(seeded in ${(run.seedMs / 1000).toFixed(1)} s), median / p95 of ${runs} [budget p95 < ${BUDGET_MS} ms]:`,
    );
    for (const r of run.results) {
      console.info(`  ${`q=${r.q}`.padEnd(16)} ${timingColumns(r, BUDGET_MS)}  first: ${r.first}; ${r.found}`);
    }
  }
}

// `npx tsx search.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportSearchBench();
