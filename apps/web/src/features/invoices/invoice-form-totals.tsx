import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvoiceMoney } from './invoice-shared';

/**
 * The form's live totals, in integer units (BigInt) as the server counts them (`invoices.money.ts`): quantities with
 * 3 decimals, money and percentages with 2, each line rounded to the cent half away from zero. Float sums would show
 * 99.98 where the saved invoice reads 99.99.
 */

export interface LineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
}

/** "12.5" at `scale` 2 → 1250n; null when the text is not a plain decimal with at most `scale` decimals. */
export function toUnits(text: string, scale: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > scale) return null;
  return BigInt(match[1]! + (match[2] ?? '').padEnd(scale, '0'));
}

const divRound = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

/** A line's cents; a field not (yet) a number counts as 0, so the totals follow the typing. */
export function lineCents(line: Omit<LineDraft, 'description'>) {
  const gross = divRound((toUnits(line.quantity, 3) ?? 0n) * (toUnits(line.unitPrice, 2) ?? 0n), 1000n);
  const discount = divRound(gross * (toUnits(line.discount || '0', 2) ?? 0n), 10_000n);
  const net = gross - discount;
  const vat = divRound(net * (toUnits(line.vatRate || '0', 2) ?? 0n), 10_000n);
  return { gross, discount, net, vat };
}

/** 1250n → "12.50". */
export function centsText(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function formTotals(lines: ReadonlyArray<Omit<LineDraft, 'description'>>) {
  const figures = lines.map(lineCents);
  const sum = (pick: (line: ReturnType<typeof lineCents>) => bigint) => figures.reduce((acc, f) => acc + pick(f), 0n);
  const subtotal = sum((f) => f.gross);
  const discount = sum((f) => f.discount);
  const tax = sum((f) => f.vat);
  return {
    subtotal: centsText(subtotal),
    discount: centsText(discount),
    tax: centsText(tax),
    total: centsText(subtotal - discount + tax),
  };
}

export function InvoiceFormTotals({ lines, currency }: { lines: LineDraft[]; currency: string }) {
  const { t } = useTranslation('invoices');
  const money = useInvoiceMoney(currency);
  const totals = formTotals(lines);
  const rows = [
    ['subtotal', t('form.subtotal'), totals.subtotal],
    ['discount', t('form.discount'), totals.discount],
    ['tax', t('form.vat'), totals.tax],
    ['total', t('form.total'), totals.total],
  ] as const;
  return (
    <Stack gap={4} data-testid="invoice-form-totals" aria-live="polite" maw={320} ms="auto" w="100%">
      {rows.map(([key, label, value]) => (
        <Group key={key} justify="space-between" gap="md">
          <Text size="sm" fw={key === 'total' ? 700 : undefined}>
            {label}
          </Text>
          <Text size="sm" fw={key === 'total' ? 700 : undefined} data-testid={`total-${key}`}>
            {money(value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
