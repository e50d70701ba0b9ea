import { eq, sql } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { kanbanAttachments } from '../apps/server/src/modules/kanban/kanban.attachments.table.ts';
import { kanbanItemMembers, kanbanItems } from '../apps/server/src/modules/kanban/kanban.table.ts';
import { onBenchDatabases } from './lib/databases.ts';
import { seedOnDemo, timingColumns, withAdminApp } from './lib/inject.ts';
import { median, percentile } from './lib/stats.ts';

/** Cards on the bench's kanban (issue 16: "a board with 2,000 cards"); BENCH_KANBAN_CARDS overrides it. */
const CARDS = Number(process.env.BENCH_KANBAN_CARDS ?? 2000);
const LABELS = ['UX', 'Court', 'Client', 'Urgent', 'Review', 'Filing'];

interface Column {
  id: number;
  title: string;
  itemsIds: number[];
}

/**
 * A kanban made through the API (its three default columns), then `CARDS` cards with members, labels and
 * attachments (metadata: the read never touches the bytes) by SQL.
 */
async function seedKanban(database: Database, kanbanId: number, columns: readonly Column[]) {
  const { db } = database;
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(users.id)
    .limit(8);
  const perColumn = Math.ceil(CARDS / columns.length);
  for (const [index, column] of columns.entries()) {
    const count = Math.min(perColumn, CARDS - index * perColumn);
    const keys = generateNKeysBetween(null, null, count);
    const rows = keys.map((position, n) => ({
      boardId: column.id,
      position,
      title: `Card ${index * perColumn + n + 1} of kanban ${kanbanId}`,
      labels: [LABELS[n % LABELS.length]!],
      dueDate: n % 3 === 0 ? null : `2026-12-${String(1 + (n % 28)).padStart(2, '0')}`,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await db
        .insert(kanbanItems)
        .values(rows.slice(start, start + 500))
        .returning({ id: kanbanItems.id });
      if (members.length > 0) {
        await db
          .insert(kanbanItemMembers)
          .values(inserted.map((item, n) => ({ itemId: item.id, userId: members[n % members.length]!.id })));
      }
      // A card in four has a file and one in eight an image as its cover: the read counts them and finds the cover.
      await db.insert(kanbanAttachments).values(
        inserted.flatMap((item, n) =>
          n % 4 === 0
            ? [
                {
                  itemId: item.id,
                  fileName: `scan ${n}.png`,
                  mimeType: 'image/png',
                  size: 1024,
                  checksum: '0'.repeat(64),
                  cover: n % 8 === 0,
                },
              ]
            : [],
        ),
      );
    }
  }
}

async function measure(database: Database, label: string, runs: number) {
  return withAdminApp(database, async (timeGet, call) => {
    const start = performance.now();
    const kanban = await call<{ id: number }>('POST', '/api/apps/kanban/kanbans', { title: 'Bench' });
    const url = `/api/apps/kanban?kanbanId=${kanban.id}`;
    const empty = await timeGet<{ boards: Column[] }>(url, 1);
    await seedKanban(database, kanban.id, empty.answer.boards);
    await database.db.execute(sql.raw('vacuum analyze kanban_items'));
    await database.db.execute(sql.raw('vacuum analyze kanban_item_members'));
    await database.db.execute(sql.raw('vacuum analyze kanban_attachments'));
    const seedMs = performance.now() - start;

    const load = await timeGet<{ boards: Column[]; items: unknown[] }>(url, runs);
    if (load.answer.items.length < CARDS) throw new Error(`${url}: ${load.answer.items.length} cards, not ${CARDS}`);

    // Moves: the first card of one column to a pseudo-random place in the next, as a drop there sends it.
    const columns = load.answer.boards.map((board) => ({ ...board, itemsIds: [...board.itemsIds] }));
    const times: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const from = columns[i % columns.length]!;
      const to = columns[(i + 1) % columns.length]!;
      const card = from.itemsIds.shift()!;
      const at = (i * 7919) % (to.itemsIds.length + 1);
      const ids = [...to.itemsIds.slice(0, at), card, ...to.itemsIds.slice(at)];
      const begun = performance.now();
      const answer = await call<Column>('PUT', '/api/apps/kanban/item/state-update', { boardId: to.id, ids });
      if (i >= 5) times.push(performance.now() - begun);
      to.itemsIds = answer.itemsIds;
    }
    const move = { medianMs: median(times), p95Ms: percentile(times, 95) };
    return { label, seedMs, load, move };
  });
}

/** The kanban's budgets through the real app (buildApp + inject) on PGlite, and PostgreSQL when BENCH_DATABASE_URL. */
export async function reportKanbanBench(runs = Number(process.env.BENCH_RUNS ?? 40)) {
  const results = await onBenchDatabases(async (database, label) => {
    await seedOnDemo(database, async () => undefined, []);
    return measure(database, label, runs);
  });
  for (const r of results) {
    console.info(
      `\nKanban with ${CARDS.toLocaleString('en')} cards on ${r.label} (seeded in ${(r.seedMs / 1000).toFixed(1)} s), ` +
        `median / p95 of ${runs} [budget: load p95 < 100 ms, move p95 < 20 ms]:`,
    );
    console.info(`  ${'the kanban (every column and card)'.padEnd(46)} ${timingColumns(r.load, 100)}`);
    console.info(`  ${'a card moved to another column'.padEnd(46)} ${timingColumns(r.move, 20)}`);
  }
}

// `npx tsx kanban.bench.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await reportKanbanBench();
