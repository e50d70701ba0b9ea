import { INVOICE_SETTINGS_TEXT, type InvoiceSettings, type InvoiceSettingsInput } from '@mizan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { invoiceSettings } from './invoices.table.ts';

/**
 * Who issues the invoices and where they are paid. The store's settings (e-commerce module) have no bank or VAT
 * fields and that module's API can't take new ones from here, so the invoices keep them in their own one-row
 * settings; these are the defaults until it is saved (spec §3's sample bank).
 */
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettingsInput = {
  sellerName: 'Mizan Law Office',
  vatNumber: '',
  bankName: 'American Bank',
  country: 'United States',
  iban: 'ETD95476213874685',
  swiftCode: 'BR91905',
};

export async function readInvoiceSettings(db: Db): Promise<InvoiceSettings> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  return { ...DEFAULT_INVOICE_SETTINGS, ...(row?.data ?? {}), version: row?.version ?? 0 };
}

/** Saves the whole settings; `version` is the one read (0 before the first save), 409 when someone saved since. */
export async function updateInvoiceSettings(
  db: Db,
  body: InvoiceSettingsInput & { version: number },
): Promise<InvoiceSettings> {
  const { version, ...data } = body;
  const [row] =
    version === 0
      ? await db.insert(invoiceSettings).values({ id: 1, data, version: 1 }).onConflictDoNothing().returning()
      : await db
          .update(invoiceSettings)
          .set({ data, updatedAt: new Date(), version: sql`${invoiceSettings.version} + 1` })
          .where(and(eq(invoiceSettings.id, 1), eq(invoiceSettings.version, version)))
          .returning();
  if (!row) throw new HttpError(409, INVOICE_SETTINGS_TEXT.stale);
  return { ...DEFAULT_INVOICE_SETTINGS, ...row.data, version: row.version };
}
