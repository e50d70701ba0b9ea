import { z } from 'zod/mini';

/**
 * An invoice's status (spec §4), never stored: the server computes it from the facts (finalized, sent, downloaded,
 * paid, credited, due date) at read time. `Issued` (finalized, not yet sent) and `Cancelled` (a credit note cancelled
 * it) are Mizan's additions to the spec's six.
 */
export const INVOICE_STATUSES = [
  'Draft',
  'Issued',
  'Sent',
  'Downloaded',
  'Partial Payment',
  'Paid',
  'Past Due',
  'Cancelled',
] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** `sortBy` of the invoice list (spec §7). */
export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const;
export const invoiceSortKeySchema = z.enum(INVOICE_SORT_KEYS);
export type InvoiceSortKey = z.infer<typeof invoiceSortKeySchema>;

export const INVOICE_PAYMENT_METHODS = ['bank-transfer', 'cash', 'card', 'mada'] as const;
export const invoicePaymentMethodSchema = z.enum(INVOICE_PAYMENT_METHODS, {
  error: 'Choose bank transfer, cash, card or mada',
});
export type InvoicePaymentMethod = z.infer<typeof invoicePaymentMethodSchema>;

/** Where an invoice came from: typed by hand, a legal case's fees, or a shop order (with that record's id). */
export const INVOICE_SOURCES = ['manual', 'legal-fee', 'order'] as const;
export const invoiceSourceSchema = z.enum(INVOICE_SOURCES);
export type InvoiceSource = z.infer<typeof invoiceSourceSchema>;

/** What an entry of an invoice's activity records. */
export const INVOICE_ACTIONS = [
  'created',
  'updated',
  'finalized',
  'sent',
  'emailed',
  'downloaded',
  'payment',
  'credited',
] as const;
export const invoiceActionSchema = z.enum(INVOICE_ACTIONS);
export type InvoiceAction = z.infer<typeof invoiceActionSchema>;

/** The server's messages of the area (plain English, translated by the error handler). */
export const INVOICE_TEXT = {
  notFound: 'No invoice found with this id',
  stale: 'This invoice was changed by someone else; reload it',
  finalizedLocked: 'This invoice is finalized and can no longer be edited; issue a credit note to cancel it',
  alreadyFinalized: 'This invoice is already finalized',
  notFinalized: 'Finalize the invoice first',
  cancelled: 'This invoice was cancelled by a credit note',
  deleteFinalized: 'A finalized invoice keeps its number and cannot be deleted; issue a credit note to cancel it',
  noLines: 'Add at least one line',
  clientName: 'Enter the client’s name',
  dueBeforeIssue: 'The due date cannot be before the issue date',
  amount: 'Enter an amount above 0, such as 250.00',
  quantity: 'Enter a quantity above 0, such as 1 or 2.5',
  percent: 'Enter a percentage from 0 to 100',
  date: 'Enter a real date as YYYY-MM-DD',
  description: 'Describe the line',
  tooLarge: 'The invoice total is too large',
  range: 'Give the date range as {"start":"YYYY-MM-DD","end":"YYYY-MM-DD"}',
} as const;
