import { formatDate, formatHijri, formatMoney, formatNumber } from './format.ts';
import { LABELS } from './labels.ts';
import type { InvoicePdfLanguage, InvoicePdfModel } from './model.ts';
import { INVOICE_TEMPLATE } from './template.ts';
import { typesetPdf } from './typst.ts';
import { amountInWords } from './words.ts';

/**
 * The invoice as an A4 PDF in the reader's language: everything is worded and formatted here, in TypeScript,
 * and the template only lays the words out (see template.ts for why nothing is pasted into the markup).
 */
export async function renderInvoicePdf(doc: InvoicePdfModel, lang: InvoicePdfLanguage): Promise<Uint8Array> {
  return typesetPdf(INVOICE_TEMPLATE, { data: JSON.stringify(invoiceView(doc, lang)) });
}

/**
 * Each line of a value between first-strong isolates (U+2068…U+2069), the PDF's dir="auto": a phone number,
 * an IBAN or an e-mail keeps its own order in Arabic text ("+966 55 123 4567" was drawn "4567 123 55 966+"),
 * and an Arabic name or note keeps its own in English text (its full stop stays at its end).
 */
const isolate = (value: string) =>
  value
    .split('\n')
    .map((line) => (line.trim() === '' ? line : `\u2068${line}\u2069`))
    .join('\n');

/** The JSON the template reads. Exported for tests of the wording without typesetting. */
export function invoiceView(doc: InvoicePdfModel, lang: InvoicePdfLanguage) {
  const labels = LABELS[lang];
  const money = (amount: string) => formatMoney(amount, lang);
  const withCurrency = (amount: string) => `${money(amount)} ${doc.currency}`;
  const hijri = (day: string) => (lang === 'ar' ? formatHijri(day) : null);
  const payment = doc.paymentDetails;
  return {
    lang,
    rtl: lang === 'ar',
    labels,
    title: doc.number === null ? `${labels.invoice} — ${labels.draft}` : labels.taxInvoice,
    number: doc.number === null ? labels.draft : isolate(doc.number),
    issueDate: formatDate(doc.issueDate, lang),
    issueHijri: hijri(doc.issueDate),
    dueDate: formatDate(doc.dueDate, lang),
    dueHijri: hijri(doc.dueDate),
    seller: {
      name: isolate(doc.seller.name),
      address: isolate(doc.seller.address),
      vatNumber: isolate(doc.seller.vatNumber),
    },
    logo: doc.seller.logo || null,
    client: Object.fromEntries(Object.entries(doc.client).map(([key, value]) => [key, isolate(value)])),
    lines: doc.lines.map((line, index) => ({
      n: String(index + 1),
      description: isolate(line.description),
      quantity: formatNumber(line.quantity, lang),
      unitPrice: money(line.unitPrice),
      discount: money(line.discount),
      vatRate: `${formatNumber(line.vatRate, lang)}%`,
      total: money(line.total),
    })),
    totals: [
      { label: labels.subtotal, value: withCurrency(doc.subtotal), strong: false },
      { label: labels.discount, value: withCurrency(doc.discount), strong: false },
      { label: labels.tax, value: withCurrency(doc.tax), strong: false },
      { label: labels.total, value: withCurrency(doc.total), strong: true },
      { label: labels.paid, value: withCurrency(doc.paid), strong: false },
      { label: labels.balance, value: withCurrency(doc.balance), strong: true },
    ],
    words: amountInWords(doc.total, doc.currency, lang),
    payment: [
      { label: labels.bankName, value: payment.bankName },
      { label: labels.iban, value: payment.iban },
      { label: labels.swift, value: payment.swift },
      { label: labels.country, value: payment.country },
      ...Object.entries(payment.extra ?? {}).map(([label, value]) => ({ label, value })),
    ]
      .filter((row) => row.value.trim() !== '')
      .map((row) => ({ label: row.label, value: isolate(row.value) })),
    notes: isolate(doc.notes),
    terms: isolate(doc.terms),
    qr: doc.qrSvg || null,
  };
}
