import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { DEMO_COUNTRIES } from '../../apps/server/src/db/seed/demo-ecommerce-data.ts';

export interface InvoicesBenchSeed {
  invoices: number;
  clients: number;
  /** The roll-ups (invoice_stats) agreed with a from-scratch aggregate after the load. */
  statsAgree: boolean;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** `list[expr mod len]` in SQL (1-based arrays) of fixed fragments (no user input). */
const pick = (list: readonly string[], expr: string) =>
  `(array[${list.map(quote).join(',')}]::text[])[1 + ((${expr}) % ${list.length})]`;
/** A deterministic non-negative integer of an integer expression. */
const hash = (expr: string) => `(hashint4((${expr})::int) & 2147483647)`;

const FIRST = [...new Set(DEMO_COUNTRIES.flatMap((country) => country.first))];
const FAMILY = [...new Set(DEMO_COUNTRIES.flatMap((country) => country.last))];
/** A family name the bench searches for (`q=`): about one client in `FAMILY.length`. */
export const BENCH_INVOICE_FAMILY = FAMILY[3]!;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * `invoices` invoices (no lines: the list and the stats read only the invoice rows) for `clients` clients, in one
 * INSERT … SELECT over generate_series (deterministic through hashint4), on a database that holds the demo data.
 * Per 20 ids: 2 drafts, 1 cancelled by a credit note, 6 paid (one in six of them overpaid), 2 partly paid, the rest
 * issued / sent / downloaded; issue dates over the last two years, due 30 days later (so the older open ones are
 * past due). Secondary indexes are dropped for the load and built again after it. The stats triggers of migration
 * 0015 fire once for the whole statement (its transition table), so the roll-ups stay right without a backfill;
 * the seed checks them against a from-scratch aggregate.
 */
export async function seedInvoices(
  db: Db,
  options: { invoices: number; clients?: number },
): Promise<InvoicesBenchSeed> {
  const { invoices, clients = Math.max(100, Math.floor(invoices / 20)) } = options;
  const [base] = rowsOf<{ id: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as id from invoices`));
  const idBase = base!.id;

  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'invoices'
        and indexname not like '%_pkey' and indexname not like '%_unique'`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));

  const client = `(${hash('g * 7 + 1')} % ${clients})`;
  const kind = `(g % 20)`;
  const total = `((1000 + ${hash('g * 7 + 2')} % 2000000)::numeric / 100)`;
  await db.execute(
    sql.raw(`insert into invoices (id, number, currency, issued_date, due_date, client_name, client_company,
        client_country, client_email, service, subtotal, total, paid, credited, finalized_at, sent_at, downloaded_at,
        cancelled_at, created_at)
      select ${idBase} + g,
        case when k.kind < 2 then null else 'BENCH-' || g end,
        'USD', d.issued, d.issued + 30, c.name, c.name || ' Trading', 'Saudi Arabia', c.email, 'Legal consultation',
        m.total, m.total,
        case when k.kind between 3 and 8 then m.total + case when g % 6 = 0 then 10 else 0 end
             when k.kind between 9 and 10 then round(m.total / 3, 2) else 0 end,
        case when k.kind = 2 then m.total else 0 end,
        case when k.kind < 2 then null else now() end,
        case when k.kind in (2, 3, 4, 5, 9, 11, 12, 13, 14, 15) then now() end,
        case when k.kind in (3, 4, 14, 15) then now() end,
        case when k.kind = 2 then now() end,
        now()
      from generate_series(1, ${invoices}) g
      cross join lateral (select ${kind} as kind) k
      cross join lateral (select current_date - (${hash('g * 7 + 3')} % 730) as issued) d
      cross join lateral (select ${total} as total) m
      cross join lateral (select ${pick(FIRST, client)} || ' ' || ${pick(FAMILY, `${client} / ${FIRST.length} + ${client}`)} as name,
        'client' || ${client} || '@bench.test' as email) c`),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));

  const [check] = rowsOf<{ agree: boolean; clients: number }>(
    await db.execute(sql`select
      (s.invoices, s.clients, s.paid, s.unpaid) = (
        (select count(*) from invoices),
        (select count(distinct lower(btrim(client_name)) || E'\n' || lower(btrim(client_email))) from invoices),
        (select coalesce(sum(paid), 0) from invoices),
        (select coalesce(sum(balance), 0) from invoices
          where finalized_at is not null and cancelled_at is null and balance > 0)) as agree,
      s.clients::int as clients
      from invoice_stats s where s.id = 1`),
  );
  return { invoices, clients: check?.clients ?? 0, statsAgree: check?.agree === true };
}
