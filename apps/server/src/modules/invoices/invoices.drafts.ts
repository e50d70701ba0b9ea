import { INVOICE_TEXT, type InvoiceDraftInput } from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { recordInvoiceActivity } from './invoices.activity.ts';
import { centsToText, invoiceTotals, lineFigures, MAX_CENTS, toUnits } from './invoices.money.ts';
import { invoiceLines, invoices } from './invoices.table.ts';

/** The invoice row locked for a change (`no key update`: the activity and payment inserts only take key-share locks). */
export async function lockInvoice(tx: Db, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('no key update');
  if (!row) throw notFound(INVOICE_TEXT.notFound);
  return row;
}

/** The columns a draft's body sets, totals computed here from the lines (never taken from the body). */
function draftColumns(body: InvoiceDraftInput) {
  if (body.dueDate < body.issuedDate) throw fieldError('dueDate', INVOICE_TEXT.dueBeforeIssue);
  const figures = body.lines.map(lineFigures);
  const totals = invoiceTotals(figures);
  if (toUnits(totals.total, 2) > MAX_CENTS || toUnits(totals.subtotal, 2) > MAX_CENTS) {
    throw fieldError('lines', INVOICE_TEXT.tooLarge);
  }
  const columns = {
    issuedDate: body.issuedDate,
    dueDate: body.dueDate,
    clientName: body.client.name,
    clientCompany: body.client.company,
    clientAddress: body.client.address,
    clientCountry: body.client.country,
    clientContact: body.client.contact,
    clientEmail: body.client.companyEmail,
    service: body.lines[0]?.description ?? '',
    notes: body.notes,
    terms: body.terms,
    source: body.source,
    sourceId: body.sourceId,
    ...totals,
  };
  const lines = body.lines.map((line, position) => ({
    position,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: line.discount,
    vatRate: line.vatRate,
    amount: centsToText(figures[position]!.net),
    vatAmount: centsToText(figures[position]!.vat),
  }));
  return { columns, lines };
}

/** Drafts: created and edited freely (their lines replaced whole), until finalized. */
export function createInvoiceDrafts(db: Db) {
  return {
    /** In its own transaction, or in `outer` (a draft from a case or an order, after its checks). */
    async create(body: InvoiceDraftInput, currency: string, userId: number, outer?: Db): Promise<number> {
      const { columns, lines } = draftColumns(body);
      const run = async (tx: Db) => {
        const [row] = await tx
          .insert(invoices)
          .values({ ...columns, currency, createdBy: userId })
          .returning({ id: invoices.id });
        const id = row!.id;
        await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: id })));
        await recordInvoiceActivity(tx, id, 'created', userId, { total: columns.total });
        return id;
      };
      return outer ? run(outer) : db.transaction(run);
    },

    /** 409 when finalized (a credit note cancels it instead) or when someone saved it since `version` was read. */
    async update(id: number, body: InvoiceDraftInput & { version: number }, userId: number): Promise<void> {
      const { columns, lines } = draftColumns(body);
      await db.transaction(async (tx) => {
        const current = await lockInvoice(tx, id);
        if (current.finalizedAt) throw new HttpError(409, INVOICE_TEXT.finalizedLocked);
        if (current.version !== body.version) throw new HttpError(409, INVOICE_TEXT.stale);
        await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
        await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: id })));
        await tx
          .update(invoices)
          .set({ ...columns, updatedAt: new Date(), version: sql`${invoices.version} + 1` })
          .where(eq(invoices.id, id));
        const changed = (Object.keys(columns) as Array<keyof typeof columns>).filter(
          (key) => String(current[key]) !== String(columns[key]),
        );
        await recordInvoiceActivity(tx, id, 'updated', userId, { changed, total: columns.total });
      });
    },

    /** False when there is no such invoice; a finalized one keeps its number (409: cancel it by a credit note). */
    async remove(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!row) return false;
        if (row.finalizedAt) throw new HttpError(409, INVOICE_TEXT.deleteFinalized);
        await tx.delete(invoices).where(eq(invoices.id, id));
        return true;
      });
    },
  };
}
