import { randomBytes } from 'node:crypto';
import { INVOICE_TEXT } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { invoiceLinks, invoices } from './invoices.table.ts';

/** Where the client opens the PDF: the web app is served from the same origin, so a path is enough. */
export const publicInvoicePath = (token: string) => `/api/public/invoice/${token}/pdf`;

/**
 * Public, revocable links to an issued invoice's PDF. The token is 32 random bytes: the link is the only secret,
 * so it is never derived from the id. A draft gets none (its lines may still change and it has no number).
 */
export function createInvoiceLinks(db: Db) {
  return {
    /** The invoice's link, made on the first call; the same one afterwards until revoked. */
    async create(invoiceId: number, userId: number) {
      const [row] = await db
        .select({ finalizedAt: invoices.finalizedAt })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      if (!row) throw notFound(INVOICE_TEXT.notFound);
      if (!row.finalizedAt) throw new HttpError(409, INVOICE_TEXT.notFinalized);
      const token = randomBytes(32).toString('base64url');
      await db.insert(invoiceLinks).values({ invoiceId, token, createdBy: userId }).onConflictDoNothing();
      const [link] = await db.select().from(invoiceLinks).where(eq(invoiceLinks.invoiceId, invoiceId));
      return { token: link!.token, path: publicInvoicePath(link!.token) };
    },

    /** Revoking an invoice without a link is no error: the outcome (no working link) is the same. */
    async revoke(invoiceId: number) {
      const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
      if (!row) throw notFound(INVOICE_TEXT.notFound);
      await db.delete(invoiceLinks).where(eq(invoiceLinks.invoiceId, invoiceId));
    },

    /** The invoice behind a token; 404 for an unknown or revoked one, worded as for an unknown invoice. */
    async resolve(token: string) {
      const [row] = await db
        .select({ id: invoices.id, cancelledAt: invoices.cancelledAt })
        .from(invoiceLinks)
        .innerJoin(invoices, eq(invoices.id, invoiceLinks.invoiceId))
        .where(eq(invoiceLinks.token, token));
      if (!row) throw notFound(INVOICE_TEXT.notFound);
      return { invoiceId: row.id, cancelled: row.cancelledAt !== null };
    },
  };
}
