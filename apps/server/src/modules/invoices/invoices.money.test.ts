import { describe, expect, it } from 'vitest';
import { centsToText, invoiceTotals, lineFigures, toUnits } from './invoices.money.ts';

describe('invoice arithmetic', () => {
  it('reads and writes decimal text exactly, far beyond a float’s precision', () => {
    expect(toUnits('12.5', 2)).toBe(1250n);
    expect(toUnits('0.001', 3)).toBe(1n);
    expect(centsToText(toUnits('999999999999.99', 2) + 1n)).toBe('1000000000000.00');
    expect(centsToText(-5n)).toBe('-0.05');
  });

  it('rounds each line half away from zero to the cent, once', () => {
    // 1.005 × 1 = 1.005 → 1.01 (a float gives 1.00); 15% VAT of 0.10 = 0.015 → 0.02
    expect(lineFigures({ quantity: '1.005', unitPrice: '1.00', discount: '0', vatRate: '15' })).toEqual({
      gross: 101n,
      discount: 0n,
      net: 101n,
      vat: 15n,
    });
    expect(lineFigures({ quantity: '1', unitPrice: '0.10', discount: '0', vatRate: '15' }).vat).toBe(2n);
    expect(lineFigures({ quantity: '3', unitPrice: '33.33', discount: '12.5', vatRate: '5' })).toEqual({
      gross: 9999n,
      discount: 1250n,
      net: 8749n,
      vat: 437n,
    });
  });

  it('adds the lines: subtotal − discount + tax = total', () => {
    const totals = invoiceTotals(
      Array.from({ length: 10 }, () => lineFigures({ quantity: '1', unitPrice: '0.10', discount: '0', vatRate: '0' })),
    );
    expect(totals).toEqual({ subtotal: '1.00', discount: '0.00', tax: '0.00', total: '1.00' });
  });
});
