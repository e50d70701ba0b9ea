import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { seedOnDemo, timingColumns, withAdminApp } from './lib/inject.ts';

/** Messages in all: 100,000 on PGlite, 1,000,000 on PostgreSQL (issue 18); BENCH_CHAT_ROWS. */
const rowsFor = (label: string) =>
  Number(process.env.BENCH_CHAT_ROWS ?? (label === 'PostgreSQL' ? 1_000_000 : 100_000));
/** The administrator's direct chats (issue 18: a user with 500 chats). */
const ADMIN_CHATS = 500;
/** Other people's group chats (three members each), which hold three quarters of the messages. */
const OTHER_CHATS = 1500;

/**
 * 600 colleagues (authors, who may chat), the administrator's 500 direct chats with the first 500 of them, 1,500
 * groups of three others, and `messages` messages spread over all 2,000 chats (English with a matter number, and an
 * Arabic sentence in one of five), over a year; the administrator has read all but the last few of each chat.
 */
export async function seedChats(database: Database, messages: number) {
  const { db } = database;
  await db.execute(sql`
    insert into users (full_name, username, email, password_hash, role_id)
    select 'Colleague ' || n, 'bench_chat_' || n, 'bench-chat-' || n || '@mizan.test', 'x',
      (select id from roles where name = 'author')
    from generate_series(1, 600) as n`);
  await db.execute(sql`
    create temporary table bench_people as
    select row_number() over (order by id) as n, id from users where email like 'bench-chat-%@mizan.test'`);
  await db.execute(sql`
    create temporary table bench_chats (n int primary key, id int) `);
  await db.execute(sql`
    with admin as (select id from users where email = 'admin@demo.com'),
    made as (
      insert into chats (kind, title, direct_key, last_message_at)
      select case when k <= ${ADMIN_CHATS} then 'direct' else 'group' end,
        case when k <= ${ADMIN_CHATS} then null else 'Group ' || k end,
        case when k <= ${ADMIN_CHATS} then
          least((select id from admin), p.id) || ':' || greatest((select id from admin), p.id) end,
        now() - make_interval(mins => k)
      from generate_series(1, ${ADMIN_CHATS + OTHER_CHATS}) as g(k)
      left join bench_people p on p.n = k
      returning id, title, direct_key
    )
    insert into bench_chats select row_number() over (order by id), id from made`);
  await db.execute(sql`
    insert into chat_members (chat_id, user_id)
    select c.id, (select id from users where email = 'admin@demo.com') from bench_chats c where c.n <= ${ADMIN_CHATS}
    union all
    select c.id, p.id from bench_chats c join bench_people p on p.n = c.n where c.n <= ${ADMIN_CHATS}
    union all
    select c.id, p.id from bench_chats c
      join bench_people p on p.n in (1 + c.n % 600, 1 + (c.n * 7 + 1) % 600, 1 + (c.n * 13 + 2) % 600)
      where c.n > ${ADMIN_CHATS}`);
  await db.execute(sql`
    insert into chat_messages (chat_id, sender_id, body, search_text, created_at)
    select c.id, (select m.user_id from chat_members m where m.chat_id = c.id order by m.user_id
                  offset (s % 2) limit 1),
      b.body, b.body_folded, now() - make_interval(secs => (${messages} - s) * 30)
    from generate_series(1, ${messages}) as s
    join bench_chats c on c.n = 1 + s % ${ADMIN_CHATS + OTHER_CHATS}
    cross join lateral (
      select case when s % 5 = 0 then 'موعد الجلسة ' || (s % 7000) || ' في المحكمة التجارية'
                  else 'Matter ' || (s % 7000) || ': the hearing schedule and the documents to file' end as body,
             case when s % 5 = 0 then 'موعد الجلسه ' || (s % 7000) || ' في المحكمه التجاريه'
                  else lower('Matter ' || (s % 7000) || ': the hearing schedule and the documents to file') end
               as body_folded
    ) b`);
  await db.execute(sql`
    update chats c set last_message_at = m.at, last_message_id = m.last
    from (select chat_id, max(created_at) as at, max(id) as last from chat_messages group by chat_id) m
    where m.chat_id = c.id`);
  // Everyone has seen their chats but for the last three messages.
  await db.execute(sql`
    update chat_members cm set last_read_message_id = coalesce(
      (select id from chat_messages m where m.chat_id = cm.chat_id order by id desc offset 3 limit 1), 0),
      last_delivered_message_id = coalesce(
      (select id from chat_messages m where m.chat_id = cm.chat_id order by id desc offset 3 limit 1), 0)`);
  await db.execute(sql`
    update chat_members cm set unseen_count = (select count(*) from chat_messages m
      where m.chat_id = cm.chat_id and m.id > cm.last_read_message_id and m.sender_id is distinct from cm.user_id)`);
}

async function measure(database: Database, label: string, runs: number) {
  const messages = rowsFor(label);
  const { seedMs } = await seedOnDemo(database, () => seedChats(database, messages), [
    'users',
    'chats',
    'chat_members',
    'chat_messages',
  ]);
  return withAdminApp(database, async (timeGet) => {
    const list = await timeGet<{ chatsContacts: Array<{ id: number }> }>('/api/apps/chat/chats-and-contacts', 3);
    const partner = list.answer.chatsContacts[0]!.id;
    const calls = [
      { name: 'chat list (500+ chats)', url: '/api/apps/chat/chats-and-contacts' },
      { name: 'open a chat', url: `/api/apps/chat/chats/${partner}` },
      { name: 'search "matter 4271"', url: '/api/apps/chat/search?q=matter%204271' },
      { name: 'search "الجلسة 4270"', url: `/api/apps/chat/search?q=${encodeURIComponent('الجلسة 4270')}` },
      { name: 'search "hearing" (common)', url: '/api/apps/chat/search?q=hearing' },
    ];
    const results = [];
    for (const call of calls) {
      const timed = await timeGet<Record<string, unknown[]>>(call.url, runs);
      const shown = Object.values(timed.answer).find(Array.isArray)?.length ?? 0;
      results.push({ ...call, shown, ...timed });
    }
    return { label, messages, seedMs, results };
  });
}

/** The chat's calls through the real app over a big table, on PGlite and PostgreSQL (BENCH_DATABASE_URL). */
export async function reportChatBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  for (const run of await onBenchDatabases((database, label) => measure(database, label, runs), { onDisk: true })) {
    console.info(
      `\nChat over ${run.messages.toLocaleString('en')} messages on ${run.label} (seeded in ` +
        `${(run.seedMs / 1000).toFixed(1)} s), median / p95 of ${runs} [budget: list p95 < 50 ms, search < 100 ms]:`,
    );
    for (const r of run.results) {
      const budget = r.name.startsWith('search') ? 100 : 50;
      console.info(`  ${r.name.padEnd(30)} ${`${r.shown} shown`.padStart(14)} ${timingColumns(r, budget)}`);
    }
  }
}

// `npx tsx chat.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportChatBench();
