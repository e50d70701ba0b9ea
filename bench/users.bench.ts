import { sql } from 'drizzle-orm';
import { bootstrap } from '../apps/server/src/db/bootstrap.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { timingColumns, vacuumAnalyze, withAdminApp } from './lib/inject.ts';

export const USERS_BENCH_ROWS = 100_000;

/** The calls measured: a search, a filter, a sort and a deep page (issue 3), plus the stat cards. */
export const USERS_BENCH_CALLS = [
  { name: 'floor: a trivial call (session + rules)', url: '/api/apps/users/roles' },
  { name: 'search (q=haddad, ~6,000 matches)', url: '/api/apps/users?q=haddad' },
  { name: 'search (q=user4242, a few matches)', url: '/api/apps/users?q=user4242' },
  { name: 'filter (role=editor&status=active)', url: '/api/apps/users?role=editor&status=active' },
  { name: 'sort (sortBy=user&orderBy=desc, page 3)', url: '/api/apps/users?sortBy=user&orderBy=desc&page=3' },
  { name: 'sort (sortBy=role, page 500)', url: '/api/apps/users?sortBy=role&orderBy=asc&page=500' },
  { name: 'deep page (page=9000)', url: '/api/apps/users?page=9000' },
  { name: 'stat cards', url: '/api/apps/users/stats' },
] as const;

/** 100,000 users in one INSERT … SELECT over generate_series: seconds, not minutes. */
export async function seedUsers(database: Database, rows: number) {
  const { db } = database;
  await db.execute(sql`
    insert into users (full_name, username, email, password_hash, role_id, status, company, country, contact,
                       current_plan, billing, created_at, updated_at)
    select
      (array['Amira','Omar','Lina','Youssef','Sophie','Lucas','Emma','Noah','Fatima','Karim','Sara','Adam'])[1 + g % 12]
        || ' ' ||
      (array['Haddad','Martin','Benali','Dubois','Khalil','Smith','Nasser','Moreau','Johnson','Farouk','Laurent',
             'Brown','Saleh','Bernard','Taylor','Mansour'])[1 + (g / 12) % 16],
      'user' || g,
      'user' || g || '@example' || (g % 97) || '.com',
      'x',
      (select id from roles where name = (array['admin','author','editor','maintainer','subscriber'])[1 + (g * 7) % 5]),
      (array['active','active','pending','inactive'])[1 + (g * 3) % 4],
      'Company ' || (g % 500),
      (array['Egypt','France','Jordan','Morocco','Canada'])[1 + g % 5],
      '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
      (array['basic','team','company','enterprise'])[1 + (g * 5) % 4],
      (array['Auto debit','Manual-Credit Card','Manual-Cash','Manual-PayPal'])[1 + (g * 11) % 4],
      now() - (g || ' minutes')::interval,
      now()
    from generate_series(1, ${rows}) as g
  `);
  await vacuumAnalyze(database, ['users']);
}

async function measure(database: Database, label: string, runs: number) {
  const seedStart = performance.now();
  await bootstrap(database.db, { demoData: true });
  await seedUsers(database, USERS_BENCH_ROWS);
  const seedMs = performance.now() - seedStart;
  return withAdminApp(database, async (timeGet) => {
    const results = [];
    for (const call of USERS_BENCH_CALLS) {
      const { medianMs, p95Ms } = await timeGet(call.url, runs);
      results.push({ name: call.name, medianMs, p95Ms });
    }
    return { label, seedMs, results };
  });
}

/**
 * `GET /api/apps/users` over 100,000 users through the real app (buildApp + inject: the session check, the
 * role's rules, validation and serialization included): PGlite in memory, and PostgreSQL when
 * BENCH_DATABASE_URL names a server (a throwaway database is created there and dropped).
 */
export async function benchUsers(runs = 40) {
  return onBenchDatabases((database, label) => measure(database, label, runs));
}

/** Runs the bench and prints one line per call; `npm run bench` calls this. */
export async function reportUsersBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  for (const run of await benchUsers(runs)) {
    console.info(
      `\nGET /api/apps/users over ${USERS_BENCH_ROWS.toLocaleString('en')} users on ${run.label} (seeded in ${(run.seedMs / 1000).toFixed(1)} s), median / p95 of ${runs} [budget p95 < 50 ms]:`,
    );
    for (const r of run.results) {
      console.info(`  ${r.name.padEnd(44)} ${timingColumns(r, 50)}`);
    }
  }
}

// `npx tsx users.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportUsersBench();
