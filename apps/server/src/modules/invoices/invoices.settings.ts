import type { PaymentDetails } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceSettings } from './invoices.table.ts';

/**
 * Where the office is paid. The store's settings (e-commerce module) have no bank fields and that module's API can't
 * take new ones from here, so the invoices keep them in their own one-row settings; these are the defaults until
 * that row is saved (spec §3's sample).
 */
export const DEFAULT_PAYMENT_DETAILS: Omit<PaymentDetails, 'totalDue'> = {
  bankName: 'American Bank',
  country: 'United States',
  iban: 'ETD95476213874685',
  swiftCode: 'BR91905',
};

export async function readPaymentDetails(db: Db): Promise<Omit<PaymentDetails, 'totalDue'>> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  return { ...DEFAULT_PAYMENT_DETAILS, ...(row?.data ?? {}) };
}
