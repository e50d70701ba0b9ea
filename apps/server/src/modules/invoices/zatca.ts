import QRCode from 'qrcode';
import { fieldError } from '../../lib/errors.ts';

/**
 * Saudi e-invoicing (ZATCA "Fatoora"), phase 1 only: the simplified-invoice QR code — Base64 of a TLV of five
 * fields — and, in ubl.ts, the UBL 2.1 XML of the invoice. Phase 2 (the cryptographic stamp: invoice hash,
 * ECDSA signature and public key as QR tags 6–9, the XAdES signature in UBLExtensions, the ICV/PIH chain and
 * reporting to ZATCA's platform) is NOT done here: these are pure functions of facts the invoices core maps from
 * its rows, with no keys, certificates or network.
 *
 * Money arrives and leaves as decimal strings and is added as bigint minor units, never as floats: a line's net is
 * quantity × price less its discount and its VAT net × rate, each rounded to 2 decimals half away from zero
 * (BR-KSA-50; invoices.money.ts does the same).
 */

/** What the QR needs (tags 1–5). Amounts are decimal strings in the invoice's currency, VAT included in the total. */
export interface ZatcaQrFacts {
  sellerName: string;
  sellerVatNumber: string;
  issuedAt: Date;
  totalWithVat: string;
  vatAmount: string;
}

/** An address as ZATCA's XML lays it out; each part optional because the office's clients often have one free line. */
export interface ZatcaAddress {
  street?: string;
  buildingNumber?: string;
  /** District (cbc:CitySubdivisionName). */
  district?: string;
  city?: string;
  postalCode?: string;
  /** Province or region (cbc:CountrySubentity). */
  region?: string;
  /** ISO 3166-1 alpha-2, e.g. SA. */
  countryCode?: string;
}

/** VAT categories of UN/ECE 5305 that ZATCA accepts: standard, zero-rated, exempt, out of scope. */
export type ZatcaVatCategory = 'S' | 'Z' | 'E' | 'O';

export interface ZatcaLine {
  description: string;
  quantity: string;
  unitPrice: string;
  /** Percent off the line (quantity × price), as the invoices store it; "0" or absent for none. */
  discountPercent?: string;
  /** Percent, e.g. "15" or "0". */
  vatRate: string;
  /** Defaults to S when the rate is above 0 and Z when it is 0. */
  vatCategory?: ZatcaVatCategory;
  /** VATEX code and text for Z, E and O (ZATCA requires one); Z and O have a default. */
  exemptionReasonCode?: string;
  exemptionReason?: string;
  /** The line's net (after discount) and VAT as the invoice stored them: checked against ZATCA's arithmetic. */
  netAmount?: string;
  vatAmount?: string;
}

/** Everything the UBL XML needs. `totalWithVat`/`vatAmount` must be what the lines give (checked, see ubl.ts). */
export interface ZatcaInvoiceFacts extends ZatcaQrFacts {
  invoiceNumber: string;
  uuid: string;
  /** ISO 4217 of the document, e.g. SAR. */
  currency: string;
  /** The VAT total in SAR when the currency is not SAR (ZATCA keeps VAT in SAR, BR-KSA-68). */
  vatAmountInSar?: string;
  /** IANA zone of the office; IssueDate/IssueTime are its wall clock. Default Asia/Riyadh (UTC+3, no DST). */
  timeZone?: string;
  sellerAddress?: ZatcaAddress;
  /** Commercial registration number, if the office has one (PartyIdentification schemeID CRN). */
  sellerCrNumber?: string;
  buyerName: string;
  buyerVatNumber?: string;
  buyerAddress?: ZatcaAddress;
  lines: ZatcaLine[];
}

// ---- exact decimals -------------------------------------------------------------------------------------------

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `text` as an integer of 10^-scale units ("12.5" → 125n, scale 1); a 400 naming `field` when it is no number. */
export function parseDecimal(text: string, field: string): { units: bigint; scale: number } {
  const match = DECIMAL.exec(String(text).trim());
  if (!match) throw fieldError(field, `The ${field} must be a number such as 12.50 (got "${text}")`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, scale: fraction.length };
}

/** n / d rounded half away from zero: what invoices print (1.005 → 1.01). */
export function divRound(n: bigint, d: bigint): bigint {
  if (d < 0n) return divRound(-n, -d);
  const quotient = n / d;
  const twiceRest = (n % d) * 2n;
  if (twiceRest >= d) return quotient + 1n;
  if (-twiceRest >= d) return quotient - 1n;
  return quotient;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** Units of `scale` digits brought to `digits` digits, rounding half away from zero. */
export function rescale(units: bigint, scale: number, digits = 2): bigint {
  return scale <= digits ? units * pow10(digits - scale) : divRound(units, pow10(scale - digits));
}

/** A decimal string as minor units (halalas, cents): "1000" → 100000n. */
export function toMinor(text: string, field: string, digits = 2): bigint {
  const { units, scale } = parseDecimal(text, field);
  return rescale(units, scale, digits);
}

/** Minor units as text with exactly `digits` decimals: 100000n → "1000.00", -5n → "-0.05". */
export function formatMinor(units: bigint, digits = 2): string {
  const negative = units < 0n;
  const text = (negative ? -units : units).toString().padStart(digits + 1, '0');
  const body = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${body}` : body;
}

/** A decimal string written with two decimals, rounded half away from zero ("1000" → "1000.00"). */
export const money = (text: string, field: string) => formatMinor(toMinor(text, field));

// ---- ZATCA's totals -----------------------------------------------------------------------------------------

/** Used when a line names no VATEX reason. A law office's zero-rated supply is mostly advice to a non-resident
 * (export of services); an exempt supply has no sensible default, so E must say why. */
const DEFAULT_EXEMPTIONS: Partial<Record<ZatcaVatCategory, [string, string]>> = {
  Z: ['VATEX-SA-33', 'Export of services'],
  O: ['VATEX-SA-OOS', 'Not subject to VAT'],
};

interface VatGroup {
  category: ZatcaVatCategory;
  /** Rate with two decimals, e.g. "15.00". */
  percent: string;
  reasonCode?: string;
  reason?: string;
}
export interface ZatcaLineTotals extends VatGroup {
  gross: bigint;
  discount: bigint;
  net: bigint;
  vat: bigint;
}
export interface ZatcaSubtotal extends VatGroup {
  taxable: bigint;
  vat: bigint;
}
export interface ZatcaTotals {
  lines: ZatcaLineTotals[];
  subtotals: ZatcaSubtotal[];
  /** Σ line nets; there are no document-level allowances, so it is also the amount without VAT. */
  lineExtension: bigint;
  vat: bigint;
  totalWithVat: bigint;
}

/** `units` of `scale` decimals taken as a percent of `amount` minor units, rounded to a minor unit. */
const percentOf = (amount: bigint, rate: { units: bigint; scale: number }) =>
  divRound(amount * rate.units, 100n * 10n ** BigInt(rate.scale));

function lineTotals(line: ZatcaLine, index: number): ZatcaLineTotals {
  const at = (field: string) => `lines.${index}.${field}`;
  const bad = (field: string, message: string) => fieldError(at(field), `Line ${index + 1}: ${message}`);
  const quantity = parseDecimal(line.quantity, at('quantity'));
  const price = parseDecimal(line.unitPrice, at('unitPrice'));
  const rate = parseDecimal(line.vatRate, at('vatRate'));
  const off = parseDecimal(line.discountPercent?.trim() || '0', at('discountPercent'));
  const hundred = (scale: number) => 100n * 10n ** BigInt(scale);
  if (quantity.units <= 0n) throw bad('quantity', 'the quantity must be above 0');
  if (price.units < 0n) throw bad('unitPrice', 'the unit price cannot be negative');
  if (rate.units < 0n || rate.units > hundred(rate.scale)) throw bad('vatRate', 'the VAT rate must be 0 to 100');
  if (off.units < 0n || off.units > hundred(off.scale)) throw bad('discountPercent', 'the discount must be 0 to 100%');

  const gross = rescale(quantity.units * price.units, quantity.scale + price.scale);
  const discount = percentOf(gross, off);
  const net = gross - discount;
  const vat = percentOf(net, rate);

  const category = line.vatCategory ?? (rate.units > 0n ? 'S' : 'Z');
  if ((category === 'S') !== rate.units > 0n) {
    throw bad('vatCategory', 'a standard-rated line needs a VAT rate above 0, any other category a rate of 0');
  }
  const given = line.exemptionReasonCode?.trim();
  const [reasonCode, reason] =
    category === 'S' ? [] : given ? [given, line.exemptionReason?.trim()] : (DEFAULT_EXEMPTIONS[category] ?? []);
  if (category !== 'S' && !reasonCode) throw bad('exemptionReasonCode', 'say why it is exempt (a VATEX-SA code)');

  // The stored figures must be ZATCA's, or the XML would contradict the invoice the client holds.
  for (const [stored, computed, field] of [
    [line.netAmount, net, 'netAmount'],
    [line.vatAmount, vat, 'vatAmount'],
  ] as const) {
    if (stored !== undefined && toMinor(stored, at(field)) !== computed) {
      throw new Error(`ZATCA XML: line ${index + 1} has ${field} ${stored}, its figures give ${formatMinor(computed)}`);
    }
  }
  const percent = formatMinor(rescale(rate.units, rate.scale));
  return { category, percent, reasonCode, reason, gross, discount, net, vat };
}

/**
 * Line, category and document totals. `rounding: 'document'` (ZATCA's rule, the default) rounds each category's
 * VAT once; `'lines'` sums the lines' rounded VAT, as an invoice totalled line by line did.
 */
export function zatcaTotals(lines: ZatcaLine[], rounding: 'document' | 'lines' = 'document'): ZatcaTotals {
  if (!lines.length) throw fieldError('lines', 'An invoice needs at least one line');
  const computed = lines.map(lineTotals);
  const groups = new Map<string, ZatcaSubtotal>();
  for (const { category, percent, reasonCode, reason, net, vat } of computed) {
    const key = `${category}|${percent}|${reasonCode ?? ''}`;
    const group = groups.get(key) ?? { category, percent, reasonCode, reason, taxable: 0n, vat: 0n };
    group.taxable += net;
    group.vat += vat;
    groups.set(key, group);
  }
  const subtotals = [...groups.values()].map((group) =>
    rounding === 'lines' ? group : { ...group, vat: percentOf(group.taxable, parseDecimal(group.percent, 'percent')) },
  );
  const lineExtension = computed.reduce((sum, line) => sum + line.net, 0n);
  const vat = subtotals.reduce((sum, group) => sum + group.vat, 0n);
  return { lines: computed, subtotals, lineExtension, vat, totalWithVat: lineExtension + vat };
}

// ---- the QR's TLV ---------------------------------------------------------------------------------------------

/** Tags of ZATCA's QR, phase 1 (Security Features Implementation Standard, "Field definition for the QR code"). */
export const ZATCA_QR_TAGS = {
  sellerName: 1,
  sellerVatNumber: 2,
  timestamp: 3,
  totalWithVat: 4,
  vatAmount: 5,
} as const;

export type ZatcaQrFields = Record<keyof typeof ZATCA_QR_TAGS, string>;

const FIELD_WORDS: Record<keyof typeof ZATCA_QR_TAGS, string> = {
  sellerName: "seller's name",
  sellerVatNumber: "seller's VAT number",
  timestamp: 'invoice time',
  totalWithVat: 'invoice total',
  vatAmount: 'VAT total',
};

/** ISO 8601 in UTC to the second, as ZATCA's examples write it: 2026-11-28T10:15:00Z. */
export function zatcaTimestamp(at: Date): string {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw fieldError('issuedAt', 'The invoice time is missing');
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The five values exactly as they go into the QR (amounts with two decimals). */
export function zatcaQrFields(facts: ZatcaQrFacts): ZatcaQrFields {
  return {
    sellerName: facts.sellerName.trim(),
    sellerVatNumber: facts.sellerVatNumber.trim(),
    timestamp: zatcaTimestamp(facts.issuedAt),
    totalWithVat: money(facts.totalWithVat, 'totalWithVat'),
    vatAmount: money(facts.vatAmount, 'vatAmount'),
  };
}

/** One TLV record: tag byte, length byte (UTF-8 bytes, not characters — Arabic letters take two), value. */
function tlv(field: keyof typeof ZATCA_QR_TAGS, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length === 0) throw fieldError(field, `The ${FIELD_WORDS[field]} is empty; the ZATCA QR code needs it`);
  if (bytes.length > 255) {
    throw fieldError(
      field,
      `The ${FIELD_WORDS[field]} takes ${bytes.length} bytes; a ZATCA QR code holds at most 255 bytes per field`,
    );
  }
  return Buffer.concat([Buffer.from([ZATCA_QR_TAGS[field], bytes.length]), bytes]);
}

/** The Base64 text the simplified invoice's QR code carries (tags 1–5). */
export function zatcaQrPayload(facts: ZatcaQrFacts): string {
  const fields = zatcaQrFields(facts);
  const keys = Object.keys(ZATCA_QR_TAGS) as (keyof typeof ZATCA_QR_TAGS)[];
  return Buffer.concat(keys.map((key) => tlv(key, fields[key]))).toString('base64');
}

/** Reads a QR payload back to its five fields; tags above 5 (phase 2's stamp) are skipped. */
export function decodeZatcaQr(base64: string): ZatcaQrFields {
  const bytes = Buffer.from(base64, 'base64');
  const byTag = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) {
      throw new Error(`ZATCA QR payload is cut short in tag ${tag} at byte ${at}`);
    }
    byTag.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  const fields = {} as ZatcaQrFields;
  for (const [key, tag] of Object.entries(ZATCA_QR_TAGS) as [keyof typeof ZATCA_QR_TAGS, number][]) {
    const value = byTag.get(tag);
    if (value === undefined) throw new Error(`ZATCA QR payload has no tag ${tag} (${FIELD_WORDS[key]})`);
    fields[key] = value;
  }
  return fields;
}

// ---- the QR image ---------------------------------------------------------------------------------------------

/**
 * Level M: the Base64 of five fields is ~100–200 characters, and M keeps the code small enough to print
 * beside the totals while surviving a crease. The quiet zone stays at the 4 modules scanners expect.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code as an SVG document (for the preview page and the PDF). */
export function zatcaQrSvg(facts: ZatcaQrFacts): Promise<string> {
  return QRCode.toString(zatcaQrPayload(facts), { ...QR_OPTIONS, type: 'svg' });
}

/** The QR code as a `data:image/png;base64,…` URL, `width` pixels wide. */
export function zatcaQrPngDataUrl(facts: ZatcaQrFacts, width = 256): Promise<string> {
  return QRCode.toDataURL(zatcaQrPayload(facts), { ...QR_OPTIONS, type: 'image/png', width });
}
