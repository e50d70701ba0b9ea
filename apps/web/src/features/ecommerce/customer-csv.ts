import type { Customer } from '@mizan/contracts';
import { toCsv } from '@/lib/csv';

export const CUSTOMER_CSV_COLUMNS = [
  'customerId',
  'customer',
  'email',
  'country',
  'countryCode',
  'order',
  'totalSpent',
] as const satisfies readonly (keyof Customer)[];

/** The customers as a CSV file's text. */
export function customersCsv(customers: readonly Customer[]): string {
  return toCsv(CUSTOMER_CSV_COLUMNS, customers);
}
