import { describe, expect, it } from 'vitest';
import { arabicInvoice, englishInvoice } from './fixtures.test-data.ts';
import { lamAlefInsensitive, readPdf } from './pdf-text.test-helper.ts';
import { renderInvoicePdf } from './render.ts';
import { typesetPdf } from './typst.ts';

const A4: [number, number] = [595, 842];
const rounded = (sizes: [number, number][]) => sizes.map(([w, h]) => [Math.round(w), Math.round(h)]);
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

describe('renderInvoicePdf', () => {
  it('typesets an Arabic invoice whose text reads back in logical order', async () => {
    const started = performance.now();
    const pdf = await renderInvoicePdf(await arabicInvoice(), 'ar');
    const first = performance.now() - started;
    const again = performance.now();
    await renderInvoicePdf(await arabicInvoice(), 'ar');
    console.info(
      `Arabic invoice PDF: first render ${Math.round(first)} ms, warm ${Math.round(performance.now() - again)} ms`,
    );

    expect(isPdf(pdf)).toBe(true);
    const { pages, sizes, lines } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(rounded(sizes)).toEqual([A4]);
    const text = lamAlefInsensitive(lines.join('\n'));
    expect(text).toContain(lamAlefInsensitive('شركة الأفق للتجارة'));
    expect(text).toContain('مؤسسة عبد الله بن سالم');
    expect(text).toContain('فاتورة ضريبية');
    expect(text).toContain('INV-5036');
    expect(text).toContain('+966 55 123 4567');
    expect(text).toContain('SA03 8000 0000 6080 1016 7519');
    // Each total on its line after its label, in logical order; Hijri beside the Gregorian date.
    const readBack = lines.map(lamAlefInsensitive);
    expect(readBack).toContain(lamAlefInsensitive('الإجمالي 12,110.55 SAR'));
    expect(readBack).toContain(lamAlefInsensitive('الرصيد المستحق 7,110.55 SAR'));
    for (const amount of ['10,635.55', '1,575.00', '5,000.00', '10,350.00']) expect(text).toContain(amount);
    expect(text).toContain('10 مارس 2025');
    expect(text).toContain('10 رمضان 1446');
    // pdf.js lifts a vowel mark (the tanwin of "ألفاً") out of its word, so the words are checked around it.
    expect(text).toContain(lamAlefInsensitive('فقط اثنا عشر ألف'));
    expect(text).toContain(lamAlefInsensitive('ومائة وعشرة ريالات سعودية'));
  });

  it('typesets an English draft, printing markup-looking names as they are', async () => {
    const pdf = await renderInvoicePdf(englishInvoice(), 'en');
    const { pages, sizes, lines } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(rounded(sizes)).toEqual([A4]);
    expect(lines).toContain('Invoice — Draft');
    expect(lines).toContain('#exit ] Jordan Stevenson');
    expect(lines).toContain('Total 1,097.50 USD');
    expect(lines).toContain('Balance due 1,097.50 USD');
    expect(lines.join(' ')).toContain('One thousand ninety-seven US dollars and fifty cents only');
    expect(lines.some((line) => /[\u0600-\u06FF]/.test(line))).toBe(false);
  });

  it('keeps an Arabic client name whole inside an English invoice, and French figures', async () => {
    const invoice = await arabicInvoice();
    const { lines } = await readPdf(await renderInvoicePdf(invoice, 'fr'));
    expect(lamAlefInsensitive(lines.join('\n'))).toContain(lamAlefInsensitive('شركة الأفق للتجارة'));
    expect(lines).toContain('Facture fiscale');
    expect(lines.join(' ')).toContain('Douze mille cent dix riyals saoudiens et cinquante-cinq halalas');
  });

  it('runs a long invoice onto more A4 pages', async () => {
    const invoice = englishInvoice();
    const line = invoice.lines[0]!;
    invoice.lines = Array.from({ length: 70 }, (_, i) => ({ ...line, description: `Hearing ${i + 1}` }));
    const { pages, sizes, lines } = await readPdf(await renderInvoicePdf(invoice, 'en'));
    expect(pages).toBeGreaterThan(1);
    expect(new Set(rounded(sizes).map(String))).toEqual(new Set([A4.join()]));
    expect(lines).toContain(`Page ${pages} of ${pages}`);
    expect(lines.join('\n')).toContain('Hearing 70');
  });

  it('finds only the bundled fonts, never the machine’s', async () => {
    const pdf = await typesetPdf('#text(font: ("DejaVu Sans", "Liberation Sans", "Public Sans"))[Hello]', {});
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('PublicSans');
    expect(raw).not.toMatch(/DejaVu|Liberation/);
  });
});
