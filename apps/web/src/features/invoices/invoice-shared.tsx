import { Badge, type BadgeProps } from '@mantine/core';
import type { Invoice, InvoiceSource, InvoiceStatus } from '@mizan/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@/lib/currency';

/**
 * A colour per status, by meaning: grey not yet out, blue and cyan with the client, orange part paid, green settled,
 * red late, dark cancelled.
 */
export const INVOICE_STATUS_COLOR: Record<InvoiceStatus, string> = {
  Draft: 'gray',
  Issued: 'primary',
  Sent: 'info',
  Downloaded: 'cyan',
  'Partial Payment': 'warning',
  Paid: 'success',
  'Past Due': 'error',
  Cancelled: 'dark',
};

export function InvoiceStatusBadge({
  value,
  ...props
}: Omit<BadgeProps, 'children' | 'color'> & { value: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge variant="light" color={INVOICE_STATUS_COLOR[value]} tt="none" {...props}>
      {t(`status.${value}`)}
    </Badge>
  );
}

export function useSourceLabel() {
  const { t } = useTranslation('invoices');
  return (source: InvoiceSource) => t(`source.${source}`);
}

/** "#4987", and the number once finalized: what names an invoice to a reader. */
export const invoiceName = (invoice: Pick<Invoice, 'id' | 'number'>) => invoice.number ?? `#${invoice.id}`;

/**
 * Money of an invoice in its currency and the reader's language. Amounts arrive exact (decimal text or a number of
 * cents' precision); they are only formatted here, never added up.
 */
export function useInvoiceMoney(currency: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => (amount: number | string) =>
      // No currency yet (a new draft's loads with the store's): the amount alone.
      currency
        ? formatCurrency(language, Number(amount), { currency })
        : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
            Number(amount),
          ),
    [language, currency],
  );
}
