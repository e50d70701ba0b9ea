import { fieldError } from '../../lib/errors.ts';
import {
  formatMinor,
  parseDecimal,
  rescale,
  toMinor,
  zatcaQrPayload,
  zatcaTotals,
  type ZatcaAddress,
  type ZatcaInvoiceFacts,
  type ZatcaLine,
  type ZatcaLineTotals,
  type ZatcaSubtotal,
  type ZatcaTotals,
} from './zatca.ts';

/**
 * The UBL 2.1 XML of a simplified tax invoice (B2C) laid out as ZATCA's E-Invoice XML Implementation Standard and
 * its published samples do: ProfileID reporting:1.0, InvoiceTypeCode 388 named 0200000, the phase-1 QR as an
 * AdditionalDocumentReference, one TaxSubtotal per VAT category and rate, and a second TaxTotal in SAR.
 *
 * Phase 1 only — no cryptographic stamp: no UBLExtensions/XAdES signature, no cac:Signature, no ICV counter or
 * PIH (previous invoice hash) references, no QR tags 6–9. Those need a ZATCA-issued certificate and onboarding.
 *
 * The totals are zatcaTotals' (zatca.ts). ZATCA wants a category's VAT rounded once on its taxable sum (BR-CO-17);
 * an invoice that summed its rounded line VATs instead is written as it was issued — ZATCA only warns on BR-CO-17,
 * while an XML whose totals differ from the printed invoice and its QR would be plainly wrong.
 */

const NS = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/** ZATCA's transaction code for a plain simplified invoice: 02, then no third-party, nominal, export, summary or
 * self-billed flag. */
const SIMPLIFIED_INVOICE = '0200000';

/** The totals the facts state, in whichever rounding gives them; an error when neither does. */
function totalsAsIssued(facts: ZatcaInvoiceFacts): ZatcaTotals {
  const total = toMinor(facts.totalWithVat, 'totalWithVat');
  const vat = toMinor(facts.vatAmount, 'vatAmount');
  const byDocument = zatcaTotals(facts.lines);
  const byLines = zatcaTotals(facts.lines, 'lines');
  const found = [byDocument, byLines].find((totals) => totals.totalWithVat === total && totals.vat === vat);
  if (found) return found;
  throw new Error(
    `ZATCA XML: the invoice states ${facts.totalWithVat} with ${facts.vatAmount} VAT, its lines give ` +
      `${formatMinor(byDocument.totalWithVat)} with ${formatMinor(byDocument.vat)} VAT`,
  );
}

// ---- a tiny XML writer ----------------------------------------------------------------------------------------

interface XmlNode {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: (XmlNode | null)[];
}

/** Code points XML 1.0 allows; controls other than tab, newline and return, and lone surrogates, are dropped. */
const isXmlChar = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  cp > 0xffff;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  let out = '';
  for (const char of value) if (isXmlChar(char.codePointAt(0)!)) out += ENTITIES[char] ?? char;
  return out;
}

function serialize(node: XmlNode, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const children = (node.children ?? []).filter((child): child is XmlNode => child !== null);
  if (!children.length) return `${pad}<${node.name}${attrs}>${escapeXml(node.text ?? '')}</${node.name}>`;
  const inner = children.map((child) => serialize(child, depth + 1)).join('\n');
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
}

const el = (name: string, children: (XmlNode | null)[], attrs?: Record<string, string>): XmlNode => ({
  name,
  children,
  attrs,
});
const val = (name: string, text: string, attrs?: Record<string, string>): XmlNode => ({ name, text, attrs });
/** An element only when there is a value (optional address parts, the buyer's VAT number). */
const opt = (name: string, text: string | undefined) => (text?.trim() ? val(name, text.trim()) : null);
const money = (name: string, units: bigint, currency: string, digits = 2) =>
  val(name, formatMinor(units, digits), { currencyID: currency });

// ---- the document ---------------------------------------------------------------------------------------------

/** IssueDate and IssueTime on the office's wall clock; ZATCA's samples carry no zone. */
function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
    const format = new Intl.DateTimeFormat('en-US', { ...options, second: '2-digit', hourCycle: 'h23', timeZone });
    parts = format.formatToParts(at);
  } catch {
    throw fieldError('timeZone', `The office's time zone "${timeZone}" is unknown`);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

function address(parts: ZatcaAddress | undefined): XmlNode | null {
  const country = parts?.countryCode?.trim().toUpperCase();
  const fields = [
    opt('cbc:StreetName', parts?.street),
    opt('cbc:BuildingNumber', parts?.buildingNumber),
    opt('cbc:CitySubdivisionName', parts?.district),
    opt('cbc:CityName', parts?.city),
    opt('cbc:PostalZone', parts?.postalCode),
    opt('cbc:CountrySubentity', parts?.region),
    country ? el('cac:Country', [val('cbc:IdentificationCode', country)]) : null,
  ];
  return fields.some(Boolean) ? el('cac:PostalAddress', fields) : null;
}

const vatScheme = (attrs?: Record<string, string>) => el('cac:TaxScheme', [val('cbc:ID', 'VAT', attrs)]);

function party(role: string, name: string, vatNumber?: string, where?: ZatcaAddress, id: XmlNode | null = null) {
  return el(role, [
    el('cac:Party', [
      id,
      address(where),
      el('cac:PartyTaxScheme', [opt('cbc:CompanyID', vatNumber), vatScheme()]),
      name.trim() ? el('cac:PartyLegalEntity', [val('cbc:RegistrationName', name.trim())]) : null,
    ]),
  ]);
}

function subtotal(group: ZatcaSubtotal, currency: string): XmlNode {
  return el('cac:TaxSubtotal', [
    money('cbc:TaxableAmount', group.taxable, currency),
    money('cbc:TaxAmount', group.vat, currency),
    el('cac:TaxCategory', [
      val('cbc:ID', group.category, { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' }),
      val('cbc:Percent', group.percent),
      group.reasonCode ? val('cbc:TaxExemptionReasonCode', group.reasonCode) : null,
      group.reasonCode ? opt('cbc:TaxExemptionReason', group.reason) : null,
      vatScheme({ schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }),
    ]),
  ]);
}

function invoiceLine(line: ZatcaLine, totals: ZatcaLineTotals, index: number, currency: string): XmlNode {
  const price = parseDecimal(line.unitPrice, 'unitPrice');
  // A unit price keeps its own precision (0.125 a page): rounding it would break quantity × price = gross.
  const priceDigits = Math.max(2, price.scale);
  return el('cac:InvoiceLine', [
    val('cbc:ID', String(index + 1)),
    val('cbc:InvoicedQuantity', line.quantity.trim(), { unitCode: 'PCE' }),
    money('cbc:LineExtensionAmount', totals.net, currency),
    totals.discount > 0n
      ? el('cac:AllowanceCharge', [
          val('cbc:ChargeIndicator', 'false'),
          val('cbc:AllowanceChargeReason', 'discount'),
          val('cbc:MultiplierFactorNumeric', line.discountPercent!.trim()),
          money('cbc:Amount', totals.discount, currency),
          money('cbc:BaseAmount', totals.gross, currency),
        ])
      : null,
    el('cac:TaxTotal', [
      money('cbc:TaxAmount', totals.vat, currency),
      money('cbc:RoundingAmount', totals.net + totals.vat, currency),
    ]),
    el('cac:Item', [
      val('cbc:Name', line.description.trim() || '-'),
      el('cac:ClassifiedTaxCategory', [
        val('cbc:ID', totals.category),
        val('cbc:Percent', totals.percent),
        vatScheme(),
      ]),
    ]),
    el('cac:Price', [money('cbc:PriceAmount', rescale(price.units, price.scale, priceDigits), currency, priceDigits)]),
  ]);
}

/** The invoice as unsigned UBL 2.1 XML for ZATCA (phase 1). Refuses facts whose totals are not what the lines give. */
export function ublInvoiceXml(facts: ZatcaInvoiceFacts): string {
  const currency = facts.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw fieldError('currency', 'The currency must be a 3-letter code such as SAR');
  const vatNumber = facts.sellerVatNumber.trim();
  if (!/^3\d{13}3$/.test(vatNumber)) {
    throw fieldError('sellerVatNumber', "The seller's VAT number must be 15 digits starting and ending with 3");
  }
  if (!facts.invoiceNumber.trim()) throw fieldError('invoiceNumber', 'A draft has no number: finalize it first');
  const totals = totalsAsIssued(facts);
  let vatInSar = totals.vat;
  if (currency !== 'SAR') {
    if (facts.vatAmountInSar === undefined) {
      throw fieldError('vatAmountInSar', `An invoice in ${currency} needs its VAT total in SAR for ZATCA`);
    }
    vatInSar = toMinor(facts.vatAmountInSar, 'vatAmountInSar');
  }
  const issued = localDateTime(facts.issuedAt, facts.timeZone ?? 'Asia/Riyadh');
  const crNumber = facts.sellerCrNumber?.trim();
  const sellerId = crNumber ? el('cac:PartyIdentification', [val('cbc:ID', crNumber, { schemeID: 'CRN' })]) : null;
  const amount = (name: string, units: bigint) => money(name, units, currency);

  const invoice = el(
    'Invoice',
    [
      val('cbc:ProfileID', 'reporting:1.0'),
      val('cbc:ID', facts.invoiceNumber.trim()),
      val('cbc:UUID', facts.uuid),
      val('cbc:IssueDate', issued.date),
      val('cbc:IssueTime', issued.time),
      val('cbc:InvoiceTypeCode', '388', { name: SIMPLIFIED_INVOICE }),
      val('cbc:DocumentCurrencyCode', currency),
      val('cbc:TaxCurrencyCode', 'SAR'),
      el('cac:AdditionalDocumentReference', [
        val('cbc:ID', 'QR'),
        el('cac:Attachment', [
          val('cbc:EmbeddedDocumentBinaryObject', zatcaQrPayload(facts), { mimeCode: 'text/plain' }),
        ]),
      ]),
      party('cac:AccountingSupplierParty', facts.sellerName, vatNumber, facts.sellerAddress, sellerId),
      party('cac:AccountingCustomerParty', facts.buyerName, facts.buyerVatNumber, facts.buyerAddress),
      el('cac:TaxTotal', [
        amount('cbc:TaxAmount', totals.vat),
        ...totals.subtotals.map((group) => subtotal(group, currency)),
      ]),
      el('cac:TaxTotal', [money('cbc:TaxAmount', vatInSar, 'SAR')]),
      el('cac:LegalMonetaryTotal', [
        amount('cbc:LineExtensionAmount', totals.lineExtension),
        amount('cbc:TaxExclusiveAmount', totals.lineExtension),
        amount('cbc:TaxInclusiveAmount', totals.totalWithVat),
        amount('cbc:PayableAmount', totals.totalWithVat),
      ]),
      ...facts.lines.map((line, index) => invoiceLine(line, totals.lines[index]!, index, currency)),
    ],
    NS,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(invoice, 0)}\n`;
}
