import { z } from 'zod/mini';
import { positiveIntSchema } from '../params.ts';
import { invoiceClientSchema } from './invoices.ts';

/**
 * The office's own flows into invoices: a legal case's unbilled fees, a shop order, and the client picker's
 * directory of the office's clients (legal contacts, shop customers, past invoice clients).
 */

/** `POST /api/apps/invoice/from-case/{caseId}`. */
export const invoiceFromCaseParamsSchema = z.object({ caseId: positiveIntSchema });
/** `POST /api/apps/invoice/from-order/{orderId}`: the order's number (the id the shop's pages and calls use). */
export const invoiceFromOrderParamsSchema = z.object({ orderId: positiveIntSchema });

/** What both calls answer: the new draft's id (the web opens `/apps/invoice/edit/{id}`). */
export const invoiceCreatedSchema = z.object({ id: z.int() });
export type InvoiceCreated = z.infer<typeof invoiceCreatedSchema>;

/** What a case has left to invoice: agreed fees − what uncancelled invoices of the case already bill. */
export const caseUnbilledSchema = z.object({
  agreed: z.string(),
  invoiced: z.string(),
  /** Never below 0. */
  unbilled: z.string(),
});
export type CaseUnbilled = z.infer<typeof caseUnbilledSchema>;

export const DIRECTORY_CLIENT_KINDS = ['contact', 'customer', 'invoice'] as const;
export const directoryClientKindSchema = z.enum(DIRECTORY_CLIENT_KINDS);
export type DirectoryClientKind = z.infer<typeof directoryClientKindSchema>;

/** `GET /api/apps/invoice/client-directory?q=`: at most 10 of the office's clients, each marked with its kind. */
export const DIRECTORY_LIMIT = 10;
export const clientDirectoryQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export const directoryClientSchema = z.object({ kind: directoryClientKindSchema, ...invoiceClientSchema.shape });
export type DirectoryClient = z.infer<typeof directoryClientSchema>;
export const clientDirectorySchema = z.array(directoryClientSchema);

/** The server's messages of these calls (plain English, translated by the error handler). */
export const INVOICE_SOURCE_TEXT = {
  nothingUnbilled: 'Everything agreed on this case is already invoiced',
  /** The 409 of an order already invoiced; its `errors.invoiceId` holds the id of that invoice. */
  orderInvoiced: (invoice: string) => `This order is already invoiced (invoice ${invoice})`,
  noClient: 'This case has no client to invoice',
  noLines: 'This order has no lines to invoice',
  orderNotFound: 'No order found with this number',
} as const;

/** The description of the line a case's invoice bills, in the caller's language. */
export const caseFeeLineText = (language: string, fileNumber: string, title: string) =>
  `${language === 'ar' ? 'أتعاب المحاماة — القضية' : language === 'fr' ? 'Honoraires — dossier' : 'Legal fees — case'} ${fileNumber} ${title}`;
