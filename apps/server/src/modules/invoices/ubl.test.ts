import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { ublInvoiceXml } from './ubl.ts';
import { decodeZatcaQr, zatcaTotals, type ZatcaInvoiceFacts } from './zatca.ts';

/**
 * The XML is read back with saxes, the strict XML 1.0 + namespaces parser jsdom is built on (already in
 * node_modules through the web app's jsdom): anything not well-formed, an unbound prefix or a bad entity throws.
 */
interface Node {
  uri: string;
  local: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
}

const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

function parse(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Node[] = [];
  let root: Node | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attrs = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value]));
    const node: Node = { uri: tag.uri, local: tag.local, attrs, children: [], text: '' };
    stack.at(-1)?.children.push(node);
    stack.push(node);
    root ??= node;
  });
  parser.on('text', (text) => {
    if (stack.length) stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return root!;
}

/** Children along a path of prefixed names, e.g. 'cac:LegalMonetaryTotal/cbc:PayableAmount'. */
function all(node: Node, path: string): Node[] {
  return path.split('/').reduce<Node[]>(
    (nodes, step) => {
      const [prefix, local] = step.split(':');
      const uri = prefix === 'cac' ? CAC : CBC;
      return nodes.flatMap((n) => n.children.filter((c) => c.uri === uri && c.local === local));
    },
    [node],
  );
}
const one = (node: Node, path: string) => {
  const found = all(node, path);
  expect(found, path).toHaveLength(1);
  return found[0]!;
};
const text = (node: Node, path: string) => one(node, path).text;

const FACTS: ZatcaInvoiceFacts = {
  sellerName: 'مكتب الميزان للمحاماة',
  sellerVatNumber: '310122393500003',
  sellerCrNumber: '1010010000',
  sellerAddress: {
    street: 'طريق الملك فهد',
    buildingNumber: '2121',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12214',
    countryCode: 'sa',
  },
  // 22:30 UTC on the 28th is 01:30 on the 29th in Riyadh.
  issuedAt: new Date('2026-11-28T22:30:00Z'),
  invoiceNumber: '4987',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  currency: 'SAR',
  buyerName: 'Smith & <Sons> "Legal" — شركة الأمل',
  buyerAddress: { street: '12 Tahlia St', city: 'Jeddah', countryCode: 'SA' },
  lines: [
    {
      description: 'Contract review <draft & final>',
      quantity: '2',
      unitPrice: '1500.00',
      discountPercent: '10',
      vatRate: '15',
      netAmount: '2700.00',
      vatAmount: '405.00',
    },
    { description: 'استشارة قانونية', quantity: '1', unitPrice: '333.33', vatRate: '15' },
    { description: 'Advice to a client abroad', quantity: '1', unitPrice: '100', vatRate: '0' },
    {
      description: 'Court fee paid on behalf\u0007',
      quantity: '3',
      unitPrice: '0.125',
      vatRate: '0',
      vatCategory: 'O',
    },
  ],
  // Nets 2700 + 333.33 + 100 + 0.38; VAT 15% of 3033.33 = 454.9995 → 455.00.
  totalWithVat: '3588.71',
  vatAmount: '455.00',
};

describe('UBL invoice XML', () => {
  it('is well-formed UBL 2.1 with ZATCA simplified-invoice header', () => {
    const invoice = parse(ublInvoiceXml(FACTS));
    expect([invoice.uri, invoice.local]).toEqual([UBL, 'Invoice']);
    expect(text(invoice, 'cbc:ProfileID')).toBe('reporting:1.0');
    expect(text(invoice, 'cbc:ID')).toBe('4987');
    expect(text(invoice, 'cbc:UUID')).toBe(FACTS.uuid);
    expect([text(invoice, 'cbc:IssueDate'), text(invoice, 'cbc:IssueTime')]).toEqual(['2026-11-29', '01:30:00']);
    expect(one(invoice, 'cbc:InvoiceTypeCode')).toMatchObject({ text: '388', attrs: { name: '0200000' } });
    expect([text(invoice, 'cbc:DocumentCurrencyCode'), text(invoice, 'cbc:TaxCurrencyCode')]).toEqual(['SAR', 'SAR']);
    const order = invoice.children.map((c) => c.local);
    expect(order.slice(0, 11)).toEqual([
      'ProfileID',
      'ID',
      'UUID',
      'IssueDate',
      'IssueTime',
      'InvoiceTypeCode',
      'DocumentCurrencyCode',
      'TaxCurrencyCode',
      'AdditionalDocumentReference',
      'AccountingSupplierParty',
      'AccountingCustomerParty',
    ]);
    expect(order.slice(11)).toEqual([
      'TaxTotal',
      'TaxTotal',
      'LegalMonetaryTotal',
      ...FACTS.lines.map(() => 'InvoiceLine'),
    ]);
  });

  it('names the seller with VAT number, CR and address, and the buyer', () => {
    const invoice = parse(ublInvoiceXml(FACTS));
    const seller = one(invoice, 'cac:AccountingSupplierParty/cac:Party');
    expect(text(seller, 'cac:PartyTaxScheme/cbc:CompanyID')).toBe('310122393500003');
    expect(text(seller, 'cac:PartyTaxScheme/cac:TaxScheme/cbc:ID')).toBe('VAT');
    expect(one(seller, 'cac:PartyIdentification/cbc:ID')).toMatchObject({
      text: '1010010000',
      attrs: { schemeID: 'CRN' },
    });
    expect(text(seller, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe('مكتب الميزان للمحاماة');
    expect(text(seller, 'cac:PostalAddress/cbc:CitySubdivisionName')).toBe('العليا');
    expect(text(seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')).toBe('SA');
    const buyer = one(invoice, 'cac:AccountingCustomerParty/cac:Party');
    expect(text(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')).toBe('Smith & <Sons> "Legal" — شركة الأمل');
    expect(all(buyer, 'cac:PartyTaxScheme/cbc:CompanyID')).toHaveLength(0);
  });

  it('escapes &, < and quotes, keeps Arabic, drops characters XML cannot hold', () => {
    const xml = ublInvoiceXml(FACTS);
    expect(xml).toContain('Smith &amp; &lt;Sons&gt; &quot;Legal&quot; — شركة الأمل');
    expect(xml).not.toContain('\u0007');
    const names = all(parse(xml), 'cac:InvoiceLine/cac:Item/cbc:Name').map((n) => n.text);
    expect(names).toEqual([
      'Contract review <draft & final>',
      'استشارة قانونية',
      'Advice to a client abroad',
      'Court fee paid on behalf',
    ]);
  });

  it('totals the lines exactly, one TaxSubtotal per category and rate', () => {
    const invoice = parse(ublInvoiceXml(FACTS));
    const totals = one(invoice, 'cac:LegalMonetaryTotal');
    expect(
      ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount'].map((n) =>
        text(totals, `cbc:${n}`),
      ),
    ).toEqual(['3133.71', '3133.71', '3588.71', '3588.71']);
    expect(one(totals, 'cbc:PayableAmount').attrs).toEqual({ currencyID: 'SAR' });
    const [byCategory, inSar] = all(invoice, 'cac:TaxTotal');
    expect(text(byCategory!, 'cbc:TaxAmount')).toBe('455.00');
    expect(text(inSar!, 'cbc:TaxAmount')).toBe('455.00');
    const subtotals = all(byCategory!, 'cac:TaxSubtotal').map((s) => [
      text(s, 'cac:TaxCategory/cbc:ID'),
      text(s, 'cac:TaxCategory/cbc:Percent'),
      text(s, 'cbc:TaxableAmount'),
      text(s, 'cbc:TaxAmount'),
      all(s, 'cac:TaxCategory/cbc:TaxExemptionReasonCode')[0]?.text,
    ]);
    expect(subtotals).toEqual([
      ['S', '15.00', '3033.33', '455.00', undefined],
      ['Z', '0.00', '100.00', '0.00', 'VATEX-SA-33'],
      ['O', '0.00', '0.38', '0.00', 'VATEX-SA-OOS'],
    ]);
  });

  it('writes each line with quantity, discount, VAT and price', () => {
    const [first, , , fee] = all(parse(ublInvoiceXml(FACTS)), 'cac:InvoiceLine');
    expect(one(first!, 'cbc:InvoicedQuantity')).toMatchObject({ text: '2', attrs: { unitCode: 'PCE' } });
    expect(text(first!, 'cbc:LineExtensionAmount')).toBe('2700.00');
    expect(
      ['cbc:ChargeIndicator', 'cbc:MultiplierFactorNumeric', 'cbc:Amount', 'cbc:BaseAmount'].map((p) =>
        text(first!, `cac:AllowanceCharge/${p}`),
      ),
    ).toEqual(['false', '10', '300.00', '3000.00']);
    expect([text(first!, 'cac:TaxTotal/cbc:TaxAmount'), text(first!, 'cac:TaxTotal/cbc:RoundingAmount')]).toEqual([
      '405.00',
      '3105.00',
    ]);
    expect(text(first!, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')).toBe('S');
    expect(text(first!, 'cac:Price/cbc:PriceAmount')).toBe('1500.00');
    expect([text(fee!, 'cac:Price/cbc:PriceAmount'), text(fee!, 'cbc:LineExtensionAmount')]).toEqual(['0.125', '0.38']);
    expect(all(fee!, 'cac:AllowanceCharge')).toHaveLength(0);
  });

  it('carries the QR as AdditionalDocumentReference QR, agreeing with the totals', () => {
    const invoice = parse(ublInvoiceXml(FACTS));
    const [reference] = all(invoice, 'cac:AdditionalDocumentReference').filter((r) => text(r, 'cbc:ID') === 'QR');
    const binary = one(reference!, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject');
    expect(binary.attrs).toEqual({ mimeCode: 'text/plain' });
    expect(decodeZatcaQr(binary.text)).toEqual({
      sellerName: 'مكتب الميزان للمحاماة',
      sellerVatNumber: '310122393500003',
      timestamp: '2026-11-28T22:30:00Z',
      totalWithVat: text(invoice, 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'),
      vatAmount: '455.00',
    });
  });
});

describe('UBL totals and refusals', () => {
  // Two lines of 0.10 at 15%: each line's VAT 0.015 rounds to 0.02 (0.04 in all), the category's 0.20 × 15% to 0.03.
  const tiny = [
    { description: 'a', quantity: '1', unitPrice: '0.10', vatRate: '15' },
    { description: 'b', quantity: '1', unitPrice: '0.10', vatRate: '15' },
  ];
  const small = { ...FACTS, lines: tiny };

  it('rounds a category once (ZATCA) but accepts an invoice that summed its rounded lines', () => {
    expect(zatcaTotals(tiny).vat).toBe(3n);
    expect(zatcaTotals(tiny, 'lines').vat).toBe(4n);
    const asZatca = parse(ublInvoiceXml({ ...small, totalWithVat: '0.23', vatAmount: '0.03' }));
    expect(text(asZatca, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount')).toBe('0.03');
    const asIssued = parse(ublInvoiceXml({ ...small, totalWithVat: '0.24', vatAmount: '0.04' }));
    expect(text(asIssued, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount')).toBe('0.04');
    expect(text(asIssued, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('0.24');
  });

  it('refuses totals or line figures the lines do not give', () => {
    expect(() => ublInvoiceXml({ ...small, totalWithVat: '0.25', vatAmount: '0.05' })).toThrowError(
      'ZATCA XML: the invoice states 0.25 with 0.05 VAT, its lines give 0.23 with 0.03 VAT',
    );
    const wrongLine = { ...FACTS, lines: [{ ...FACTS.lines[0]!, netAmount: '2699.99' }, ...FACTS.lines.slice(1)] };
    expect(() => ublInvoiceXml(wrongLine)).toThrowError(/line 1 has netAmount 2699.99, its figures give 2700.00/);
  });

  it('refuses, as 400s naming the field, what ZATCA would reject', () => {
    const cases: [Partial<ZatcaInvoiceFacts>, string][] = [
      [{ sellerVatNumber: '123456789012345' }, 'sellerVatNumber'],
      [{ invoiceNumber: ' ' }, 'invoiceNumber'],
      [{ currency: 'USD' }, 'vatAmountInSar'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ ...tiny[0]!, vatCategory: 'E' as const, vatRate: '0' }] }, 'lines.0.exemptionReasonCode'],
      [{ lines: [{ ...tiny[0]!, vatCategory: 'Z' as const }] }, 'lines.0.vatCategory'],
      [{ lines: [{ ...tiny[0]!, discountPercent: '101' }] }, 'lines.0.discountPercent'],
      [{ lines: [{ ...tiny[0]!, quantity: '0' }] }, 'lines.0.quantity'],
      [{ lines: [{ ...tiny[0]!, unitPrice: '1e3' }] }, 'lines.0.unitPrice'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    ];
    for (const [change, field] of cases) {
      let caught: unknown;
      try {
        ublInvoiceXml({ ...FACTS, ...change });
      } catch (error) {
        caught = error;
      }
      expect(caught, field).toMatchObject({ statusCode: 400, errors: { [field]: [expect.any(String)] } });
    }
  });

  it('keeps the VAT in SAR beside a foreign document currency', () => {
    const invoice = parse(ublInvoiceXml({ ...FACTS, currency: 'usd', vatAmountInSar: '1706.25' }));
    const [inDocument, inSar] = all(invoice, 'cac:TaxTotal').map((t) => one(t, 'cbc:TaxAmount'));
    expect(inDocument).toMatchObject({ text: '455.00', attrs: { currencyID: 'USD' } });
    expect(inSar).toMatchObject({ text: '1706.25', attrs: { currencyID: 'SAR' } });
    expect(text(invoice, 'cbc:DocumentCurrencyCode')).toBe('USD');
  });
});
