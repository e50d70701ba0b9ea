import { Worker } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { like, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { createSessionStore, SESSION_COOKIE } from '../apps/server/src/lib/sessions.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { seedOnDemo, timingColumns } from './lib/inject.ts';
import type { LiveClientsInput, LiveClientsResult } from './lib/live-clients.ts';
import { median, percentile } from './lib/stats.ts';

/** Open sockets, one per user (issue 18: "1,000 connected sockets on one process"); BENCH_LIVE_SOCKETS. */
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
/** The group the messages go to (issue 18: "a message fanned out to a 50-member group"). */
const GROUP_SIZE = 50;
/** Messages timed, one after another; BENCH_LIVE_MESSAGES. */
const MESSAGES = Number(process.env.BENCH_LIVE_MESSAGES ?? 100);
const BUDGET_MS = 100;

/** `SOCKETS` colleagues who may chat (authors), each with a session made through the session store. */
async function seedPeople(database: Database) {
  const { db } = database;
  await db.execute(sql`
    insert into users (full_name, username, email, password_hash, role_id)
    select 'Listener ' || n, 'bench_live_' || n, 'bench-live-' || n || '@mizan.test', 'x',
      (select id from roles where name = 'author')
    from generate_series(1, ${SOCKETS}) as n`);
  const ids = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, 'bench-live-%@mizan.test'))
    .orderBy(users.id);
  const sessions = createSessionStore(db, { ttlDays: 1 });
  const signedIn: LiveClientsInput['users'] = [];
  for (const { id } of ids) {
    const { token } = await sessions.create({ userId: id, ip: null, userAgent: 'live bench' });
    signedIn.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
  }
  return signedIn;
}

/** Runs the client side (lib/live-clients.ts) in a worker thread, loaded through tsx like this file. */
function runClients(input: LiveClientsInput): Promise<LiveClientsResult> {
  const url = new URL('./lib/live-clients.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`,
    { eval: true, workerData: input },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { ok: true; result: LiveClientsResult } | { ok: false; error: string }) => {
      void worker.terminate();
      if (answer.ok) resolve(answer.result);
      else reject(new Error(answer.error));
    });
    worker.once('error', reject);
  });
}

async function measure(database: Database, label: string) {
  const { seeded: signedIn, seedMs } = await seedOnDemo(database, () => seedPeople(database), ['users', 'sessions']);
  const app = await buildApp({ db: database.db, pruneEveryMs: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const result = await runClients({
      url: `http://127.0.0.1:${port}`,
      users: signedIn,
      groupSize: GROUP_SIZE,
      warmUp: 5,
      messages: MESSAGES,
      concurrency: 50,
    });
    return { label, seedMs, ...result };
  } finally {
    await app.close();
  }
}

/**
 * Issue 18's fan-out: the real app listening on one process with `SOCKETS` sockets open (a worker thread of the bench
 * plays the clients), a 50-member group, and each message's delivery to the 49 other members' sockets timed from its
 * POST; on PGlite and PostgreSQL (BENCH_DATABASE_URL).
 */
export async function reportLiveBench() {
  for (const run of await onBenchDatabases(measure)) {
    const timed = (values: number[]) => ({ medianMs: median(values), p95Ms: percentile(values, 95) });
    console.info(
      `\nLive fan-out on ${run.label}: ${SOCKETS.toLocaleString('en')} sockets open (in ${(run.openMs / 1000).toFixed(1)} s), ` +
        `${MESSAGES} messages to a ${GROUP_SIZE}-member group, median / p95 [budget: delivery p95 < ${BUDGET_MS} ms]:`,
    );
    const rows = [
      { name: 'delivery to each member', shown: `${run.deliveriesMs.length} frames`, ...timed(run.deliveriesMs) },
      { name: 'until the last member has it', shown: `${run.lastMs.length} messages`, ...timed(run.lastMs) },
      { name: 'the POST’s answer', shown: `${run.postMs.length} posts`, ...timed(run.postMs) },
    ];
    for (const r of rows) console.info(`  ${r.name.padEnd(30)} ${r.shown.padStart(14)} ${timingColumns(r, BUDGET_MS)}`);
  }
}

// `npx tsx live.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportLiveBench();
