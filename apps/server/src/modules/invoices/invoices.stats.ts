import type { InvoiceStats } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceStats } from './invoices.stats.table.ts';

/**
 * The list's stat cards, read from the one row the triggers of migration 0015 keep on every write to `invoices`
 * (so one indexed row whatever the number of invoices). `currency` is the store's: the amounts are sums of the
 * invoices' amounts, which are all issued in it.
 */
export function createInvoiceStats(db: Db) {
  return {
    async read(currency: string): Promise<InvoiceStats> {
      const [row] = await db.select().from(invoiceStats).where(eq(invoiceStats.id, 1));
      return {
        clients: row?.clients ?? 0,
        invoices: row?.invoices ?? 0,
        paid: row?.paid ?? '0.00',
        unpaid: row?.unpaid ?? '0.00',
        currency,
      };
    },
  };
}
