import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

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
    /** The list's totals of the statuses that don't depend on the date (migration 0016): Draft, Paid, Cancelled. */
    drafts: bigint('drafts', { mode: 'number' }).notNull().default(0),
    paidInvoices: bigint('paid_invoices', { mode: 'number' }).notNull().default(0),
    cancelled: bigint('cancelled', { mode: 'number' }).notNull().default(0),
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

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The open invoices (finalized, not cancelled, something owed) by due date (migration 0016), so the list's total of a
 * date-dependent status is a sum over at most one row a day: Past Due = `open` due before today; from today on,
 * Partial Payment = `partial`, Downloaded = `downloaded`, Sent = `sent`, Issued = the rest.
 */
export const invoiceStatOpen = pgTable('invoice_stat_open', {
  dueDate: date('due_date', { mode: 'string' }).primaryKey(),
  open: count('open'),
  /** Something paid. */
  partial: count('partial'),
  /** Nothing paid, downloaded. */
  downloaded: count('downloaded'),
  /** Nothing paid, sent, not downloaded. */
  sent: count('sent'),
});
