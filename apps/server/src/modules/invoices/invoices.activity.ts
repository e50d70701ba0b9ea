import type { InvoiceAction } from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { invoiceActivity } from './invoices.table.ts';

/** One entry of an invoice's activity, written in the transaction of the change it records. */
export async function recordInvoiceActivity(
  tx: Db,
  invoiceId: number,
  action: InvoiceAction,
  userId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(invoiceActivity).values({ invoiceId, action, userId, detail });
}
