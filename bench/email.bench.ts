import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { seedOnDemo, timingColumns, withAdminApp } from './lib/inject.ts';

/** Messages in the administrator's mailbox: 200,000 on PGlite, 2,000,000 on PostgreSQL (issue 17); BENCH_EMAIL_ROWS. */
const rowsFor = (label: string) =>
  Number(process.env.BENCH_EMAIL_ROWS ?? (label === 'PostgreSQL' ? 2_000_000 : 200_000));

/**
 * `messages` messages in one INSERT … SELECT over generate_series, all in the demo administrator's mailbox over five
 * years: 70 % inbox (a third unread), 15 % sent, 5 % drafts, 5 % spam, 5 % deleted; one in ten starred, one in eight
 * labelled; senders among a thousand names, a conversation per ten messages.
 */
export async function seedMailbox(database: Database, messages: number) {
  await database.db.execute(sql`
    with admin as (select id from users where email = 'admin@demo.com')
    insert into emails (owner_id, folder, is_read, is_starred, is_deleted, labels, message_id, thread_id,
      from_email, from_name, subject, html, text, search_text, sent_at)
    select
      (select id from admin),
      case when n % 20 < 14 then 'inbox' when n % 20 < 17 then 'sent' when n % 20 = 17 then 'draft' else 'spam' end,
      n % 3 <> 0,
      n % 10 = 0,
      n % 20 = 19,
      case when n % 8 = 0 then array[(array['private','company','personal','important'])[1 + (n / 8) % 4]]
           else '{}'::text[] end,
      'bench-' || n || '@mizan.test',
      'bench-' || (n - n % 10) || '@mizan.test',
      'client' || (n % 1000) || '@example.com',
      'Client ' || (n % 1000),
      'Matter ' || (n % 5000) || ' — hearing schedule and documents',
      '<p>Message ' || n || '</p>',
      'Message ' || n || ' about the hearing schedule and the documents to file.',
      lower('Client ' || (n % 1000) || ' client' || (n % 1000) || '@example.com Matter ' || (n % 5000) ||
        ' — hearing schedule and documents'),
      now() - make_interval(mins => n * 13)
    from generate_series(1, ${messages}) as n
  `);
  await database.db.execute(sql.raw('vacuum analyze emails'));
}

const CALLS = [
  { name: 'inbox, first page', url: '/api/apps/email?filter=inbox&itemsPerPage=25' },
  { name: 'inbox, page 40', url: '/api/apps/email?filter=inbox&itemsPerPage=25&page=40' },
  { name: 'search "client 427"', url: '/api/apps/email?filter=inbox&q=client%20427&itemsPerPage=25' },
  { name: 'label important', url: '/api/apps/email?filter=inbox&label=important&itemsPerPage=25' },
  { name: 'starred', url: '/api/apps/email?filter=starred&itemsPerPage=25' },
  { name: 'trash', url: '/api/apps/email?filter=trashed&itemsPerPage=25' },
];

async function measure(database: Database, label: string, runs: number) {
  const messages = rowsFor(label);
  const { seedMs } = await seedOnDemo(database, () => seedMailbox(database, messages), []);
  return withAdminApp(database, async (timeGet) => {
    const results = [];
    for (const call of CALLS) {
      const timed = await timeGet<{ emails: unknown[]; total: number }>(call.url, runs);
      if (timed.answer.emails.length === 0) throw new Error(`${call.url}: no email`);
      results.push({ ...call, shown: timed.answer.total, ...timed });
    }
    return { label, messages, seedMs, results };
  });
}

/**
 * `GET /api/apps/email` over a big mailbox through the real app (each answer carries the sidebar counts too), on
 * PGlite and PostgreSQL (BENCH_DATABASE_URL).
 */
export async function reportEmailBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  for (const run of await onBenchDatabases((database, label) => measure(database, label, runs), { onDisk: true })) {
    console.info(
      `\nE-mail over ${run.messages.toLocaleString('en')} messages on ${run.label} (seeded in ` +
        `${(run.seedMs / 1000).toFixed(1)} s), median / p95 of ${runs}, with the sidebar counts [budget: p95 < 50 ms]:`,
    );
    for (const r of run.results) {
      console.info(`  ${r.name.padEnd(30)} ${`${r.shown} matched`.padStart(14)} ${timingColumns(r, 50)}`);
    }
  }
}

// `npx tsx email.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportEmailBench();
