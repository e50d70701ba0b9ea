import { INVOICE_TEXT, type InvoicePaymentInput } from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { recordInvoiceActivity } from './invoices.activity.ts';
import { lockInvoice } from './invoices.drafts.ts';
import { centsToText, MAX_CENTS, toUnits } from './invoices.money.ts';
import { invoiceCreditNotes, invoiceNumberSeries, invoicePayments, invoices } from './invoices.table.ts';

/**
 * The next number of a series (`INV-2026` → `INV-2026-0001`), in the caller's transaction: the upsert locks the
 * series row until commit, so concurrent finalizers queue, and a rollback gives the number back (no gap).
 */
export async function nextNumber(tx: Db, series: string): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberSeries)
    .values({ series, lastValue: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberSeries.series,
      set: { lastValue: sql`${invoiceNumberSeries.lastValue} + 1` },
    })
    .returning({ value: invoiceNumberSeries.lastValue });
  return `${series}-${String(row!.value).padStart(4, '0')}`;
}

type Locked = Awaited<ReturnType<typeof lockInvoice>>;

/** Payments, sending and credit notes need a finalized invoice that no credit note cancelled. */
function assertIssued(row: Locked): void {
  if (!row.finalizedAt) throw new HttpError(409, INVOICE_TEXT.notFinalized);
  if (row.cancelledAt) throw new HttpError(409, INVOICE_TEXT.cancelled);
}

const touched = () => ({ updatedAt: new Date(), version: sql`${invoices.version} + 1` });

/** Told of each payment inside its transaction (a case's invoice adds the payment to the case's fees). */
export type OnInvoicePayment = (
  tx: Db,
  event: { invoice: Locked; payment: InvoicePaymentInput; userId: number },
) => Promise<void>;

/** Finalizing, payments, sending, downloads and credit notes: each locks the invoice and records its activity. */
export function createInvoiceLifecycle(db: Db, onPayment?: OnInvoicePayment) {
  return {
    /** Gives the next `INV-<year>-NNNN` (the office's year) and freezes the lines. */
    async finalize(id: number, year: string, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, id);
        if (row.finalizedAt) throw new HttpError(409, INVOICE_TEXT.alreadyFinalized);
        const number = await nextNumber(tx, `INV-${year}`);
        await tx
          .update(invoices)
          .set({ number, finalizedAt: new Date(), ...touched() })
          .where(eq(invoices.id, id));
        await recordInvoiceActivity(tx, id, 'finalized', userId, { number });
      });
    },

    /** A payment: Partial Payment, then Paid at balance 0; more than owed leaves a negative balance (a credit). */
    async addPayment(id: number, body: InvoicePaymentInput, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, id);
        assertIssued(row);
        if (toUnits(row.paid, 2) + toUnits(body.amount, 2) > MAX_CENTS) {
          throw fieldError('amount', INVOICE_TEXT.tooLarge);
        }
        await tx.insert(invoicePayments).values({ invoiceId: id, ...body, createdBy: userId });
        await tx
          .update(invoices)
          .set({ paid: sql`${invoices.paid} + ${body.amount}::numeric`, ...touched() })
          .where(eq(invoices.id, id));
        await recordInvoiceActivity(tx, id, 'payment', userId, {
          amount: centsToText(toUnits(body.amount, 2)),
          method: body.method,
          date: body.date,
        });
        await onPayment?.(tx, { invoice: row, payment: body, userId });
      });
    },

    /**
     * Marks the invoice sent (the first time counts). The e-mail step calls this with `via: 'email'` once the message
     * is queued in the same transaction; `via: 'manual'` is someone saying they sent it another way.
     */
    async markSent(id: number, via: 'manual' | 'email', userId: number | null, tx: Db = db): Promise<void> {
      const run = async (inner: Db) => {
        const row = await lockInvoice(inner, id);
        assertIssued(row);
        await inner
          .update(invoices)
          .set({ sentAt: row.sentAt ?? new Date(), ...touched() })
          .where(eq(invoices.id, id));
        await recordInvoiceActivity(inner, id, 'sent', userId, { via });
      };
      await (tx === db ? db.transaction(run) : run(tx));
    },

    /** The client opened or downloaded it (the public link's step calls this). */
    async markDownloaded(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, id);
        assertIssued(row);
        if (row.downloadedAt) return;
        await tx
          .update(invoices)
          .set({ downloadedAt: new Date(), ...touched() })
          .where(eq(invoices.id, id));
        await recordInvoiceActivity(tx, id, 'downloaded', null);
      });
    },

    /**
     * Cancels a finalized invoice by a credit note of its whole total (`CN-<year>-NNNN`); what was paid stays
     * recorded, so the balance becomes minus the payments: what the office owes back.
     */
    async creditNote(id: number, reason: string, year: string, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, id);
        assertIssued(row);
        const number = await nextNumber(tx, `CN-${year}`);
        await tx
          .insert(invoiceCreditNotes)
          .values({ invoiceId: id, number, amount: row.total, reason, createdBy: userId });
        await tx
          .update(invoices)
          .set({ credited: row.total, cancelledAt: new Date(), ...touched() })
          .where(eq(invoices.id, id));
        await recordInvoiceActivity(tx, id, 'credited', userId, {
          number,
          amount: row.total,
          reason,
        });
      });
    },
  };
}
