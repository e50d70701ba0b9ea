import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { toAsciiDigits } from '../legal-cases/arabic-text.ts';
import { positiveInt } from '../params.ts';
import { INVOICE_TEXT, invoicePaymentMethodSchema } from './domain.ts';
import { clientInputSchema, invoiceDateSchema, invoiceSourceFields } from './invoices.ts';

/** Decimal text from a number or text (Arabic-Indic digits and separators accepted), checked by `pattern`. */
const decimalText = (pattern: RegExp, message: string) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { error: message }),
      z.transform((value: string | number) =>
        toAsciiDigits(String(value)).trim().replace(/[٬,]/g, '').replace('٫', '.'),
      ),
    ),
    z.string().check(z.regex(pattern, message)),
  );

/** A sum of money ≥ 0, at most 2 decimals and 12 whole digits (numeric(14,2)). */
export const invoiceMoneySchema = decimalText(/^\d{1,12}(\.\d{1,2})?$/, INVOICE_TEXT.amount);
/** A quantity above 0 with at most 3 decimals. */
export const invoiceQuantitySchema = z.pipe(
  decimalText(/^\d{1,9}(\.\d{1,3})?$/, INVOICE_TEXT.quantity),
  z.string().check(z.refine((text) => /[1-9]/.test(text), INVOICE_TEXT.quantity)),
);
/** A percentage 0–100 with at most 2 decimals (a line's discount or VAT rate). */
export const invoicePercentSchema = z.pipe(
  decimalText(/^\d{1,3}(\.\d{1,2})?$/, INVOICE_TEXT.percent),
  z.string().check(z.refine((text) => Number(text) <= 100, INVOICE_TEXT.percent)),
);

export const invoiceLineInputSchema = z.object({
  description: trimmedString(1, 500, { min: INVOICE_TEXT.description }),
  quantity: invoiceQuantitySchema,
  unitPrice: invoiceMoneySchema,
  discount: z._default(invoicePercentSchema, '0'),
  vatRate: z._default(invoicePercentSchema, '0'),
});
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;

/**
 * `POST /api/apps/invoice` (a new draft) and `PUT /api/apps/invoice/{id}` (with the `version` read): the lines replace
 * the draft's lines; totals are computed by the server from them. The currency is the store's.
 */
export const invoiceDraftBodySchema = z.object({
  client: clientInputSchema,
  issuedDate: invoiceDateSchema,
  dueDate: invoiceDateSchema,
  lines: z.array(invoiceLineInputSchema).check(z.minLength(1, INVOICE_TEXT.noLines), z.maxLength(200)),
  notes: z._default(trimmedString(0, 2000), ''),
  terms: z._default(trimmedString(0, 2000), ''),
  ...invoiceSourceFields,
});
export type InvoiceDraftBody = z.input<typeof invoiceDraftBodySchema>;
export type InvoiceDraftInput = z.output<typeof invoiceDraftBodySchema>;

export const invoiceUpdateBodySchema = z.object({ ...invoiceDraftBodySchema.shape, version: positiveInt });
export type InvoiceUpdateBody = z.input<typeof invoiceUpdateBodySchema>;

/** `POST /api/apps/invoice/{id}/payments`. */
export const invoicePaymentBodySchema = z.object({
  date: invoiceDateSchema,
  amount: z.pipe(invoiceMoneySchema, z.string().check(z.refine((text) => /[1-9]/.test(text), INVOICE_TEXT.amount))),
  method: invoicePaymentMethodSchema,
  note: z._default(trimmedString(0, 500), ''),
});
export type InvoicePaymentBody = z.input<typeof invoicePaymentBodySchema>;
export type InvoicePaymentInput = z.output<typeof invoicePaymentBodySchema>;

/** `POST /api/apps/invoice/{id}/credit-note`: why the invoice is cancelled. */
export const invoiceCreditNoteBodySchema = z.object({ reason: z._default(trimmedString(0, 500), '') });
