import { z } from 'zod/mini';
import { LANGUAGES } from '../app.ts';
import { emailSchema, trimmedString } from '../auth.ts';
import { positiveInt } from '../params.ts';

/** What the e-mail calls say when they refuse. */
export const INVOICE_SEND_TEXT = {
  noEmail: 'This client has no e-mail address; enter one',
  language: 'Choose a language',
  ids: 'Choose between 1 and 100 invoices',
  failed: 'It could not be sent; try again',
} as const;

/**
 * `POST /api/apps/invoice/{id}/email`: e-mails a finalized invoice with its PDF attached and its public link (made
 * if it has none), in `language`; the invoice becomes Sent. `to` defaults to the client's e-mail.
 */
export const invoiceEmailBodySchema = z.object({
  to: z.optional(z.pipe(trimmedString(1, 254, { min: INVOICE_SEND_TEXT.noEmail }), emailSchema)),
  subject: z.optional(trimmedString(0, 200)),
  message: z.optional(trimmedString(0, 5000)),
  language: z._default(z.enum(LANGUAGES, { error: INVOICE_SEND_TEXT.language }), 'en'),
});
export type InvoiceEmailBody = z.output<typeof invoiceEmailBodySchema>;

/**
 * `POST /api/apps/invoice/email`: e-mails each chosen invoice to its client's address, as above. An invoice that
 * can't go (a draft, cancelled, no client e-mail, unknown) is skipped with the reason, the others still go.
 */
export const invoiceBulkEmailBodySchema = z.object({
  ids: z.array(positiveInt).check(z.minLength(1, INVOICE_SEND_TEXT.ids), z.maxLength(100, INVOICE_SEND_TEXT.ids)),
  language: z._default(z.enum(LANGUAGES, { error: INVOICE_SEND_TEXT.language }), 'en'),
});
export const invoiceBulkEmailResultSchema = z.object({
  sent: z.array(z.int()),
  skipped: z.array(z.object({ id: z.int(), reason: z.string() })),
});
export type InvoiceBulkEmailResult = z.infer<typeof invoiceBulkEmailResultSchema>;

/**
 * `GET /api/apps/invoice/stats`: the list's stat cards, from roll-ups kept on write. Money as exact decimal text in
 * the store currency: `paid` received so far, `unpaid` still owed on issued, uncancelled invoices.
 */
export const invoiceStatsSchema = z.object({
  clients: z.int(),
  invoices: z.int(),
  paid: z.string(),
  unpaid: z.string(),
  currency: z.string(),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;
