import type { InvoiceLineInput } from '@mizan/contracts';

/**
 * Invoice arithmetic in integers (BigInt of the smallest unit each value has), never floats: quantities have 3
 * decimals, money and percentages 2. Every rounding is to the cent, half away from zero, once per line.
 */

/** "12.5" with `scale` 2 → 1250n. The text is already checked by the contracts (digits, one dot). */
export function toUnits(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -units : units;
}

/** 1250n → "12.50". */
export function centsToText(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** numerator / denominator rounded half away from zero. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

export interface LineFigures {
  /** quantity × unit price, in cents. */
  gross: bigint;
  discount: bigint;
  /** gross − discount: the line's amount before VAT. */
  net: bigint;
  vat: bigint;
}

export function lineFigures(line: Pick<InvoiceLineInput, 'quantity' | 'unitPrice' | 'discount' | 'vatRate'>) {
  const gross = divRound(toUnits(line.quantity, 3) * toUnits(line.unitPrice, 2), 1000n);
  const discount = divRound(gross * toUnits(line.discount, 2), 10_000n);
  const net = gross - discount;
  const vat = divRound(net * toUnits(line.vatRate, 2), 10_000n);
  return { gross, discount, net, vat } satisfies LineFigures;
}

export interface InvoiceTotals {
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
}

/** The invoice's totals from its lines: subtotal − discount + tax = total, each the sum of the lines' rounded cents. */
export function invoiceTotals(lines: ReadonlyArray<LineFigures>): InvoiceTotals {
  const sum = (pick: (line: LineFigures) => bigint) => lines.reduce((acc, line) => acc + pick(line), 0n);
  const subtotal = sum((line) => line.gross);
  const discount = sum((line) => line.discount);
  const tax = sum((line) => line.vat);
  return {
    subtotal: centsToText(subtotal),
    discount: centsToText(discount),
    tax: centsToText(tax),
    total: centsToText(subtotal - discount + tax),
  };
}

/** The largest amount a numeric(14,2) column holds. */
export const MAX_CENTS = 10n ** 14n - 1n;
