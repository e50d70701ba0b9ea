import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetail, PaymentDetails } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { UserText } from '@/components/user-text';
import { useOfficeTime } from '@/lib/office-time-hooks';
import classes from './invoice-preview.module.css';
import { InvoiceQr } from './invoice-qr';
import { InvoiceStatusBadge, useInvoiceMoney } from './invoice-shared';

/** Who issues the invoice, from the invoice settings (or only the product's name when they can't be read). */
export interface Seller {
  name: string;
  vatNumber?: string;
  email?: string;
  phone?: string;
}

/**
 * The invoice on one A4 sheet, in the reader's language and direction: seller and number, client and where to pay,
 * the lines, the totals, notes and terms. Dates in full, with the Hijri date beside the Gregorian one in Arabic.
 */
export function InvoiceSheet({
  invoice,
  payment,
  seller,
  zatcaQr,
}: {
  invoice: InvoiceDetail;
  payment: PaymentDetails;
  seller: Seller;
  /** The ZATCA QR payload (Base64 TLV) of a finalized invoice. */
  zatcaQr?: string | null;
}) {
  const { t, i18n } = useTranslation('invoices');
  const time = useOfficeTime();
  const money = useInvoiceMoney(invoice.currency);
  const number = (text: string) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(Number(text));
  const percent = (text: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(Number(text) / 100);
  const balance = Number(invoice.balanceAmount);
  // A discount column of dashes says nothing: shown only when a line has one.
  const discounted = invoice.lines.some((line) => Number(line.discount) > 0);

  return (
    <article className={classes.sheet} aria-labelledby="invoice-sheet-title">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <Stack gap={2}>
            <UserText fw={700} size="lg">
              {seller.name}
            </UserText>
            {seller.vatNumber && (
              <Text size="sm" c="dimmed">
                {t('preview.vatNumber')} <Ltr>{seller.vatNumber}</Ltr>
              </Text>
            )}
            {seller.email && (
              <Text size="sm" c="dimmed">
                <Ltr>{seller.email}</Ltr>
              </Text>
            )}
            {seller.phone && (
              <Text size="sm" c="dimmed">
                <Ltr>{seller.phone}</Ltr>
              </Text>
            )}
          </Stack>
          <Stack gap={4} className={classes.meta}>
            <Title order={2} size="h3" id="invoice-sheet-title">
              {invoice.number ? t('preview.invoice') : t('preview.draftInvoice')}{' '}
              <Ltr>{invoice.number ?? `#${invoice.id}`}</Ltr>
            </Title>
            <InvoiceStatusBadge value={invoice.invoiceStatus} size="lg" />
            <dl className={classes.facts}>
              <Fact label={t('preview.issuedDate')}>{time.date(invoice.issuedDate)}</Fact>
              <Fact label={t('preview.dueDate')}>{time.date(invoice.dueDate)}</Fact>
              {invoice.creditNoteNumber && (
                <Fact label={t('preview.creditNote')}>
                  <Ltr>{invoice.creditNoteNumber}</Ltr>
                </Fact>
              )}
            </dl>
          </Stack>
        </Group>

        <div className={classes.parties}>
          <Stack gap={4}>
            <Text size="xs" fw={700} c="dimmed" className={classes.label}>
              {t('preview.billedTo')}
            </Text>
            <UserText fw={600}>{invoice.client.name}</UserText>
            {invoice.client.company && <UserText size="sm">{invoice.client.company}</UserText>}
            {invoice.client.address && <UserText size="sm">{invoice.client.address}</UserText>}
            {invoice.client.country && <UserText size="sm">{invoice.client.country}</UserText>}
            {invoice.client.contact && (
              <Text size="sm">
                <Ltr>{invoice.client.contact}</Ltr>
              </Text>
            )}
            {invoice.client.companyEmail && (
              <Text size="sm">
                <Ltr>{invoice.client.companyEmail}</Ltr>
              </Text>
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="xs" fw={700} c="dimmed" className={classes.label}>
              {t('preview.paymentDetails')}
            </Text>
            <dl className={classes.facts}>
              <Fact label={t('preview.totalDue')}>
                <Text span fw={700} inherit>
                  {money(Math.max(balance, 0))}
                </Text>
              </Fact>
              <Fact label={t('preview.bank')}>{payment.bankName}</Fact>
              <Fact label={t('preview.country')}>{payment.country}</Fact>
              <Fact label={t('preview.iban')}>
                <Ltr>{payment.iban}</Ltr>
              </Fact>
              <Fact label={t('preview.swift')}>
                <Ltr>{payment.swiftCode}</Ltr>
              </Fact>
            </dl>
          </Stack>
        </div>

        <Table className={classes.lines} withTableBorder={false} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('preview.description')}</Table.Th>
              <Table.Th className={classes.num}>{t('preview.quantity')}</Table.Th>
              <Table.Th className={`${classes.num} ${classes.wide}`}>{t('preview.unitPrice')}</Table.Th>
              {discounted && <Table.Th className={`${classes.num} ${classes.wide}`}>{t('preview.discount')}</Table.Th>}
              <Table.Th className={`${classes.num} ${classes.wide}`}>{t('preview.vat')}</Table.Th>
              <Table.Th className={classes.num}>{t('preview.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <UserText size="sm">{line.description}</UserText>
                  {/* On a phone the price, discount and VAT columns fold under the description. */}
                  <Text size="xs" c="dimmed" className={classes.narrowOnly}>
                    {t('preview.lineDetail', { price: money(line.unitPrice), vat: percent(line.vatRate) })}
                    {Number(line.discount) > 0 && ` · ${t('preview.discount')} ${percent(line.discount)}`}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.num}>{number(line.quantity)}</Table.Td>
                <Table.Td className={`${classes.num} ${classes.wide}`}>{money(line.unitPrice)}</Table.Td>
                {discounted && (
                  <Table.Td className={`${classes.num} ${classes.wide}`}>
                    {Number(line.discount) ? percent(line.discount) : '—'}
                  </Table.Td>
                )}
                <Table.Td className={`${classes.num} ${classes.wide}`}>{percent(line.vatRate)}</Table.Td>
                <Table.Td className={classes.num}>{money(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>

        <div className={classes.bottom}>
          <Stack gap="md">
            {zatcaQr && <InvoiceQr value={zatcaQr} label={t('preview.qrLabel')} />}
            {invoice.notes && <Note title={t('preview.notes')}>{invoice.notes}</Note>}
            {invoice.terms && <Note title={t('preview.terms')}>{invoice.terms}</Note>}
          </Stack>
          <div className={classes.totals} data-testid="invoice-totals">
            <Total label={t('preview.subtotal')}>{money(invoice.subtotal)}</Total>
            {Number(invoice.discount) > 0 && <Total label={t('preview.discount')}>−{money(invoice.discount)}</Total>}
            <Total label={t('preview.tax')}>{money(invoice.tax)}</Total>
            <Total label={t('preview.total')} grand>
              {money(invoice.totalAmount)}
            </Total>
            {Number(invoice.paid) > 0 && <Total label={t('preview.paid')}>{money(invoice.paid)}</Total>}
            {Number(invoice.credited) > 0 && <Total label={t('preview.credited')}>{money(invoice.credited)}</Total>}
            <Total label={balance < 0 ? t('preview.credit') : t('preview.balance')} grand>
              {money(Math.abs(balance))}
            </Total>
          </div>
        </div>
      </Stack>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </>
  );
}

function Total({ label, grand, children }: { label: string; grand?: boolean; children: ReactNode }) {
  return (
    <div className={grand ? `${classes.totalRow} ${classes.grand}` : classes.totalRow}>
      <span>{label}</span>
      <span className={classes.num}>{children}</span>
    </div>
  );
}

function Note({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" className={classes.label}>
        {title}
      </Text>
      <UserText size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </UserText>
    </Stack>
  );
}
