/**
 * What the PDF needs of an invoice, in plain values: the invoices module maps its rows onto this, so the
 * typesetting never depends on the database or the API contracts. Money is exact decimal text ("1234.50"),
 * never a float; dates are `yyyy-mm-dd`.
 */
export interface InvoicePdfModel {
  seller: {
    name: string;
    address: string;
    vatNumber: string;
    /** An SVG document (text), drawn at the top; left out when absent. */
    logo?: string | null;
  };
  client: {
    name: string;
    company: string;
    address: string;
    country: string;
    contact: string;
    companyEmail: string;
  };
  /** null for a draft, which has no number yet and is titled "Draft". */
  number: string | null;
  issueDate: string;
  dueDate: string;
  /** ISO 4217 code (SAR, EGP, USD, …). */
  currency: string;
  lines: InvoicePdfLine[];
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  paid: string;
  /** May be negative (overpaid), as the spec allows. */
  balance: string;
  notes: string;
  terms: string;
  paymentDetails: {
    bankName: string;
    iban: string;
    swift: string;
    country: string;
    /** Other lines the office wants shown (label → value), e.g. the account holder. */
    extra?: Record<string, string>;
  };
  /** The ZATCA simplified-invoice QR as an SVG document. */
  qrSvg?: string | null;
}

export interface InvoicePdfLine {
  description: string;
  quantity: string;
  unitPrice: string;
  /** The line's discount as an amount of money. */
  discount: string;
  /** Percent, e.g. "15" or "15.00". */
  vatRate: string;
  total: string;
}

export type InvoicePdfLanguage = 'en' | 'fr' | 'ar';
