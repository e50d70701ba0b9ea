import { createHash } from 'node:crypto';
import { INVOICE_TEXT, type InvoiceSettings } from '@mizan/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { centsToText, lineFigures } from './invoices.money.ts';
import { readInvoiceSettings } from './invoices.settings.ts';
import { invoiceLines, invoices } from './invoices.table.ts';
import type { InvoicePdfLanguage, InvoicePdfModel } from './pdf/model.ts';
import { renderInvoicePdf } from './pdf/render.ts';
import { ublInvoiceXml } from './ubl.ts';
import {
  divRound,
  formatMinor,
  toMinor,
  zatcaQrPayload,
  zatcaQrSvg,
  type ZatcaInvoiceFacts,
  type ZatcaQrFacts,
} from './zatca.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

/**
 * The bridge between the stored invoice and its documents (PDF, ZATCA QR, UBL XML): the renderers are pure
 * functions of plain facts, this file is the only place that knows both the rows and those facts.
 */

/** The QR's five facts, or null while a draft (no issue time yet) or before the office saved its VAT number. */
export function zatcaQrFactsOf(
  settings: Pick<InvoiceSettings, 'sellerName' | 'vatNumber'>,
  invoice: { total: string; tax: string; finalizedAt: Date | null },
): ZatcaQrFacts | null {
  if (!invoice.finalizedAt || !settings.vatNumber.trim() || !settings.sellerName.trim()) return null;
  return {
    sellerName: settings.sellerName,
    sellerVatNumber: settings.vatNumber,
    issuedAt: invoice.finalizedAt,
    totalWithVat: invoice.total,
    vatAmount: invoice.tax,
  };
}

/** The Base64 the QR carries, for the detail answer; null when there is no QR (see zatcaQrFactsOf). */
export function zatcaQrOf(
  settings: Pick<InvoiceSettings, 'sellerName' | 'vatNumber'>,
  invoice: { total: string; tax: string; finalizedAt: Date | null },
): string | null {
  const facts = zatcaQrFactsOf(settings, invoice);
  return facts ? zatcaQrPayload(facts) : null;
}

/** The lines store the discount as a percent; the PDF prints the money it takes off the line. */
export function toPdfModel(
  row: InvoiceRow,
  lines: LineRow[],
  settings: InvoiceSettings,
  qrSvg: string | null,
): InvoicePdfModel {
  return {
    seller: { name: settings.sellerName, address: '', vatNumber: settings.vatNumber },
    client: {
      name: row.clientName,
      company: row.clientCompany,
      address: row.clientAddress,
      country: row.clientCountry,
      contact: row.clientContact,
      companyEmail: row.clientEmail,
    },
    number: row.number,
    issueDate: row.issuedDate,
    dueDate: row.dueDate,
    currency: row.currency,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: centsToText(lineFigures(line).discount),
      vatRate: line.vatRate,
      total: line.amount,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    paid: row.paid,
    balance: row.balance,
    notes: row.notes,
    terms: row.terms,
    paymentDetails: {
      bankName: settings.bankName,
      iban: settings.iban,
      swift: settings.swiftCode,
      country: settings.country,
    },
    qrSvg,
  };
}

/** A stable UUID per issued invoice (the table has none): the same XML each time it is asked for. */
function invoiceUuid(row: InvoiceRow): string {
  const hex = createHash('sha256').update(`mizan-invoice:${row.id}:${row.number}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** SAR is pegged to the dollar at 3.75; for other currencies the office has no rate here, so none is given. */
function vatInSar(currency: string, tax: string): string | undefined {
  if (currency === 'SAR') return undefined;
  if (currency === 'USD') return formatMinor(divRound(toMinor(tax, 'tax') * 375n, 100n));
  return undefined;
}

export function toZatcaFacts(row: InvoiceRow, lines: LineRow[], settings: InvoiceSettings): ZatcaInvoiceFacts {
  if (!row.finalizedAt || !row.number) throw new HttpError(409, INVOICE_TEXT.notFinalized);
  // No VAT number saved yet: ublInvoiceXml answers 400 naming the seller's VAT number.
  return {
    sellerName: settings.sellerName,
    sellerVatNumber: settings.vatNumber,
    issuedAt: row.finalizedAt,
    totalWithVat: row.total,
    vatAmount: row.tax,
    invoiceNumber: row.number,
    uuid: invoiceUuid(row),
    currency: row.currency,
    vatAmountInSar: vatInSar(row.currency, row.tax),
    buyerName: row.clientName,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discount,
      vatRate: line.vatRate,
      netAmount: line.amount,
      vatAmount: line.vatAmount,
    })),
  };
}

/** Loads an invoice with its lines and the settings, and renders its documents. */
export function createInvoiceDocuments(db: Db) {
  async function load(id: number) {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!row) throw notFound(INVOICE_TEXT.notFound);
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.position));
    return { row, lines, settings: await readInvoiceSettings(db) };
  }

  return {
    async pdf(id: number, lang: InvoicePdfLanguage) {
      const { row, lines, settings } = await load(id);
      const qr = zatcaQrFactsOf(settings, row);
      const pdf = await renderInvoicePdf(toPdfModel(row, lines, settings, qr ? await zatcaQrSvg(qr) : null), lang);
      return { pdf, fileName: `${row.number ?? `draft-${row.id}`}.pdf` };
    },

    /** 409 for a draft: only an issued invoice has a number, an issue time and so a UBL document. */
    async xml(id: number) {
      const { row, lines, settings } = await load(id);
      if (!row.finalizedAt) throw new HttpError(409, INVOICE_TEXT.notFinalized);
      return { xml: ublInvoiceXml(toZatcaFacts(row, lines, settings)), fileName: `${row.number}.xml` };
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
