import { z } from 'zod/mini';
import { emailSchema, trimmedString } from '../auth.ts';
import { toAsciiDigits } from '../legal-cases/arabic-text.ts';
import { blankAsMissing, isCalendarDate, listPagingFields, orderBySchema, positiveIntSchema } from '../params.ts';
import { INVOICE_TEXT, invoiceSortKeySchema, invoiceSourceSchema, invoiceStatusSchema } from './domain.ts';

/** A plain date `YYYY-MM-DD` (Arabic-Indic digits accepted) that the calendar has. */
export const invoiceDateSchema = z.pipe(
  z.pipe(
    z.string({ error: INVOICE_TEXT.date }),
    z.transform((value) => toAsciiDigits(value).trim()),
  ),
  z.string().check(z.refine(isCalendarDate, { error: INVOICE_TEXT.date })),
);

const dateRangeSchema = z.object({
  start: z.optional(z.string().check(z.refine(isCalendarDate))),
  end: z.optional(z.string().check(z.refine(isCalendarDate))),
});

/** `selectedDateRange` (spec §7): JSON text `{"start":"2026-01-01","end":"2026-01-31"}`, either end open. */
export const selectedDateRangeSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(200)),
    z.transform((text, context) => {
      try {
        const parsed = dateRangeSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // not JSON: reported below like a JSON of the wrong shape
      }
      context.issues.push({ code: 'custom', message: INVOICE_TEXT.range, input: text });
      return z.NEVER;
    }),
  ),
  z.object({ start: z.optional(z.string()), end: z.optional(z.string()) }),
);

/**
 * `GET /api/apps/invoice` (spec §7): `q` over the client's name, e-mail or the invoice id; `status` is a computed
 * status; `selectedDateRange` bounds the issue date.
 */
export const invoiceListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: blankAsMissing(invoiceStatusSchema),
  selectedDateRange: blankAsMissing(selectedDateRangeSchema),
  sortBy: blankAsMissing(invoiceSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** The invoice's client as written on it (spec §3), kept with the invoice: a later change of the contact leaves it. */
export const invoiceClientSchema = z.object({
  name: z.string(),
  company: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
  companyEmail: z.string(),
});
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

/** A row of the invoice list: spec §3's fields with their names, plus the number, currency and origin. */
export const invoiceSchema = z.object({
  id: z.int(),
  /** `INV-2026-0001` once finalized; null while a draft. */
  number: z.nullable(z.string()),
  /** `YYYY-MM-DD`. */
  issuedDate: z.string(),
  /** `YYYY-MM-DD`. */
  dueDate: z.string(),
  client: invoiceClientSchema,
  /** What the invoice is for: its first line's description. */
  service: z.string(),
  /** Exact to the cent, from the stored decimal. */
  total: z.number(),
  avatar: z.string(),
  invoiceStatus: invoiceStatusSchema,
  /** What is still owed: total − paid − credited; negative when the client paid too much. */
  balance: z.number(),
  currency: z.string(),
  source: invoiceSourceSchema,
  sourceId: z.nullable(z.int()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema), totalInvoices: z.int() });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceLineSchema = z.object({
  id: z.int(),
  description: z.string(),
  /** Decimal text, up to 3 decimals ("1.5"). */
  quantity: z.string(),
  unitPrice: z.string(),
  /** Percent off the line ("10"). */
  discount: z.string(),
  /** VAT percent ("15"). */
  vatRate: z.string(),
  /** quantity × unit price − discount, before VAT. */
  amount: z.string(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = z.object({
  id: z.int(),
  date: z.string(),
  amount: z.string(),
  method: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** The whole invoice (the detail's `invoice`): the row's fields and everything the form and preview show. */
export const invoiceDetailSchema = z.object({
  ...invoiceSchema.shape,
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  notes: z.string(),
  terms: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  totalAmount: z.string(),
  paid: z.string(),
  credited: z.string(),
  balanceAmount: z.string(),
  finalizedAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  downloadedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  /** The number of the credit note that cancelled it. */
  creditNoteNumber: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** Where the client pays (spec §3 paymentDetails); `totalDue` is this invoice's balance in the currency's text form. */
export const paymentDetailsSchema = z.object({
  totalDue: z.string(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** `GET /api/apps/invoice/{id}`. */
export const invoiceWithPaymentDetailsSchema = z.object({
  invoice: invoiceDetailSchema,
  paymentDetails: paymentDetailsSchema,
  /** The ZATCA phase-1 QR payload (Base64 of the TLV) of a finalized invoice; null for a draft or without a VAT number. */
  zatcaQr: z.optional(z.nullable(z.string())),
});
export type InvoiceWithPaymentDetails = z.infer<typeof invoiceWithPaymentDetailsSchema>;

/** `GET /api/apps/invoice/clients`: at most 5 clients (spec §9), matching `q` when given. */
export const invoiceClientsQuerySchema = z.object({ q: z.optional(z.string().check(z.trim(), z.maxLength(100))) });
export const invoiceClientListSchema = z.array(invoiceClientSchema);

export const invoiceParamsSchema = z.object({ id: positiveIntSchema });

/** Spec §8: deleting an unknown invoice answers 404 `{ error: "Something went wrong" }`. */
export const invoiceDeleteErrorSchema = z.object({ error: z.string(), message: z.string() });

export const invoiceActivitySchema = z.object({
  id: z.int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  by: z.nullable(z.object({ id: z.int(), fullName: z.string() })),
  at: z.string(),
});
export const invoiceActivityListSchema = z.object({ activity: z.array(invoiceActivitySchema) });
export type InvoiceActivity = z.infer<typeof invoiceActivitySchema>;

export const invoiceSourceFields = {
  source: z._default(invoiceSourceSchema, 'manual'),
  sourceId: z._default(z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647))), null),
};

export const clientInputSchema = z.object({
  name: trimmedString(1, 120, { min: INVOICE_TEXT.clientName }),
  company: z._default(trimmedString(0, 120), ''),
  address: z._default(trimmedString(0, 300), ''),
  country: z._default(trimmedString(0, 80), ''),
  contact: z._default(trimmedString(0, 40), ''),
  companyEmail: z._default(z.pipe(trimmedString(0, 254), z.union([z.literal(''), emailSchema])), ''),
});
