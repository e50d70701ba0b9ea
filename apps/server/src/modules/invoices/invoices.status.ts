import type { InvoiceStatus } from '@mizan/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { invoices as t } from './invoices.table.ts';

/**
 * The status of an invoice follows from its facts, at read time, so it is never stale (a due date passing at
 * midnight makes it Past Due without any write). `today` is the office's date (its time zone).
 * Order of precedence: Draft (no number), Cancelled (a credit note), Paid (nothing owed), Past Due (owed, due date
 * gone), Partial Payment (something paid), Downloaded, Sent, Issued (finalized, not yet sent).
 */
export function statusSql(today: string): SQL<InvoiceStatus> {
  return sql<InvoiceStatus>`case
    when ${t.finalizedAt} is null then 'Draft'
    when ${t.cancelledAt} is not null then 'Cancelled'
    when ${t.balance} <= 0 then 'Paid'
    when ${t.dueDate} < ${today}::date then 'Past Due'
    when ${t.paid} > 0 then 'Partial Payment'
    when ${t.downloadedAt} is not null then 'Downloaded'
    when ${t.sentAt} is not null then 'Sent'
    else 'Issued' end`;
}

/**
 * The same rule as one condition per status, written so the planner can use the indexes (a CASE compared with a
 * value can't use any). `status.test.ts` checks that both agree on every status.
 */
export function statusCondition(status: InvoiceStatus, today: string): SQL {
  const open = sql`${t.finalizedAt} is not null and ${t.cancelledAt} is null and ${t.balance} > 0`;
  const current = sql`${open} and ${t.dueDate} >= ${today}::date`;
  const unpaid = sql`${current} and ${t.paid} <= 0`;
  switch (status) {
    case 'Draft':
      return sql`${t.finalizedAt} is null`;
    case 'Cancelled':
      return sql`${t.finalizedAt} is not null and ${t.cancelledAt} is not null`;
    case 'Paid':
      return sql`${t.finalizedAt} is not null and ${t.cancelledAt} is null and ${t.balance} <= 0`;
    case 'Past Due':
      return sql`${open} and ${t.dueDate} < ${today}::date`;
    case 'Partial Payment':
      return sql`${current} and ${t.paid} > 0`;
    case 'Downloaded':
      return sql`${unpaid} and ${t.downloadedAt} is not null`;
    case 'Sent':
      return sql`${unpaid} and ${t.downloadedAt} is null and ${t.sentAt} is not null`;
    case 'Issued':
      return sql`${unpaid} and ${t.downloadedAt} is null and ${t.sentAt} is null`;
  }
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function dateIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
