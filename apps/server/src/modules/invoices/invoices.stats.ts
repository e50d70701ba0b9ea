import type { InvoiceStats, InvoiceStatus } from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceStatOpen, invoiceStats } from './invoices.stats.table.ts';

/**
 * What the roll-ups kept on write answer (the triggers of migrations 0015 and 0017 on `invoices`): the list's stat
 * cards, one row whatever the number of invoices, and the list's total for no filter or a status alone (a count(*)
 * over a million rows costs more than the list's budget).
 */
export function createInvoiceStats(db: Db) {
  const row = async () => (await db.select().from(invoiceStats).where(eq(invoiceStats.id, 1)))[0];

  /** Sums of the open invoices due before `today` (`past`) or from `today` on. */
  const openSum = async (today: string) => {
    const o = invoiceStatOpen;
    const [sums] = await db
      .select({
        past: sql<string>`coalesce(sum(${o.open}) filter (where ${o.dueDate} < ${today}::date), 0)`,
        current: sql<string>`coalesce(sum(${o.open}) filter (where ${o.dueDate} >= ${today}::date), 0)`,
        partial: sql<string>`coalesce(sum(${o.partial}) filter (where ${o.dueDate} >= ${today}::date), 0)`,
        downloaded: sql<string>`coalesce(sum(${o.downloaded}) filter (where ${o.dueDate} >= ${today}::date), 0)`,
        sent: sql<string>`coalesce(sum(${o.sent}) filter (where ${o.dueDate} >= ${today}::date), 0)`,
      })
      .from(o);
    const n = (value: string | undefined) => Number(value ?? 0);
    return {
      past: n(sums?.past),
      current: n(sums?.current),
      partial: n(sums?.partial),
      downloaded: n(sums?.downloaded),
      sent: n(sums?.sent),
    };
  };

  return {
    /** `currency` is the store's: the amounts are sums of the invoices' amounts, all issued in it. */
    async read(currency: string): Promise<InvoiceStats> {
      const found = await row();
      return {
        clients: found?.clients ?? 0,
        invoices: found?.invoices ?? 0,
        paid: found?.paid ?? '0.00',
        unpaid: found?.unpaid ?? '0.00',
        currency,
      };
    },

    /** How many invoices have `status` on `today` (every invoice without one), as `statusCondition` decides it. */
    async count(status: InvoiceStatus | undefined, today: string): Promise<number> {
      if (!status || status === 'Draft' || status === 'Paid' || status === 'Cancelled') {
        const found = await row();
        if (!found) return 0;
        if (!status) return found.invoices;
        return status === 'Draft' ? found.drafts : status === 'Paid' ? found.paidInvoices : found.cancelled;
      }
      const open = await openSum(today);
      switch (status) {
        case 'Past Due':
          return open.past;
        case 'Partial Payment':
          return open.partial;
        case 'Downloaded':
          return open.downloaded;
        case 'Sent':
          return open.sent;
        case 'Issued':
          return open.current - open.partial - open.downloaded - open.sent;
      }
    },
  };
}
