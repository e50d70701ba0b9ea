import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency';

describe('formatCurrency', () => {
  it('keeps a Latin currency symbol whole in Arabic with a left-to-right mark after it', () => {
    const text = formatCurrency('ar', 59.99, { currency: 'USD' });
    expect(text).toContain('US$\u200E');
    expect(text.replace(/[\u200E\u200F]/g, '').replace(/\s/g, ' ')).toBe('59.99 US$');
  });

  it('leaves left-to-right languages as Intl writes them', () => {
    expect(formatCurrency('en', 59.99, { currency: 'USD' })).toBe('$59.99');
    expect(formatCurrency('fr', 1234.5, { currency: 'EUR' })).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
  });

  it('passes the other options on (compact notation, no fraction)', () => {
    expect(formatCurrency('en', 30_000, { currency: 'USD', notation: 'compact' })).toBe('$30K');
    expect(formatCurrency('en', 49, { currency: 'USD', maximumFractionDigits: 0 })).toBe('$49');
  });
});
