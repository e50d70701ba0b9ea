import { sql } from 'drizzle-orm';
import { bigint, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** Sums of money over many invoices: wider than one invoice's `numeric(14,2)`. */
const sum = (name: string) => numeric(name, { precision: 20, scale: 2 });

/**
 * The list's stat cards, kept on write by statement-level triggers on `invoices` (migration 0015), so reading them
 * costs one row whatever the number of invoices. One row (id 1).
 */
export const invoiceStats = pgTable(
  'invoice_stats',
  {
    id: integer('id').primaryKey().default(1),
    /** Every invoice, drafts included. */
    invoices: bigint('invoices', { mode: 'number' }).notNull().default(0),
    /** Distinct clients: the rows of `invoice_stat_clients`. */
    clients: bigint('clients', { mode: 'number' }).notNull().default(0),
    /** Received so far (every invoice's `paid`). */
    paid: sum('paid').notNull().default('0'),
    /** Still owed: the positive balances of finalized, uncancelled invoices. */
    unpaid: sum('unpaid').notNull().default('0'),
  },
  (t) => [check('invoice_stats_one_row', sql`${t.id} = 1`)],
);

/**
 * How many invoices each client has, the client being `lower(trim(name)) || E'\n' || lower(trim(e-mail))`; a row
 * exists only while the count is above zero.
 */
export const invoiceStatClients = pgTable('invoice_stat_clients', {
  key: text('key').primaryKey(),
  invoices: integer('invoices').notNull(),
});
