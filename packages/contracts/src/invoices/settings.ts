import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';

export const INVOICE_SETTINGS_TEXT = {
  vatNumber: 'Enter the 15-digit VAT number, starting and ending with 3',
  iban: 'Enter the IBAN: 2 letters, 2 digits, then up to 30 letters or digits',
  swift: 'Enter the SWIFT code: 8 or 11 letters and digits',
  stale: 'The invoice settings were changed by someone else; reload them',
} as const;

/**
 * `PUT /api/apps/invoice/settings`: who issues the invoices (seller name, VAT number: the ZATCA QR code's fields)
 * and where they are paid (spec §3 paymentDetails). Empty text is "not set".
 */
export const invoiceSettingsBodySchema = z.object({
  sellerName: trimmedString(0, 120),
  vatNumber: z.pipe(trimmedString(0, 15), z.string().check(z.regex(/^(3\d{13}3)?$/, INVOICE_SETTINGS_TEXT.vatNumber))),
  bankName: trimmedString(0, 120),
  country: trimmedString(0, 80),
  iban: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(42)),
      z.transform((text) => text.replace(/\s+/g, '').toUpperCase()),
    ),
    z.string().check(z.regex(/^([A-Z]{2}\d{2}[A-Z0-9]{1,30})?$/, INVOICE_SETTINGS_TEXT.iban)),
  ),
  swiftCode: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(20)),
      z.transform((text) => text.trim().toUpperCase()),
    ),
    z.string().check(z.regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})?$/, INVOICE_SETTINGS_TEXT.swift)),
  ),
});
export type InvoiceSettingsInput = z.output<typeof invoiceSettingsBodySchema>;

/** The body with the version read (0 before the first save; 409 when stale). */
export const invoiceSettingsUpdateBodySchema = z.object({
  ...invoiceSettingsBodySchema.shape,
  version: z.int().check(z.minimum(0), z.maximum(2_147_483_647)),
});
export type InvoiceSettingsUpdateBody = z.input<typeof invoiceSettingsUpdateBodySchema>;

export const invoiceSettingsSchema = z.object({
  sellerName: z.string(),
  vatNumber: z.string(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
  version: z.int(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
