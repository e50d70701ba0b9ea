import { describe, expect, it } from 'vitest';
import { amountInWords, splitAmount } from './words.ts';

describe('amountInWords', () => {
  it('writes Saudi riyals and halalas in the three languages', () => {
    expect(amountInWords('12110.55', 'SAR', 'en')).toBe(
      'Twelve thousand one hundred ten Saudi riyals and fifty-five halalas only',
    );
    expect(amountInWords('12110.55', 'SAR', 'fr')).toBe(
      'Douze mille cent dix riyals saoudiens et cinquante-cinq halalas',
    );
    expect(amountInWords('12110.55', 'SAR', 'ar')).toBe(
      'فقط اثنا عشر ألفاً ومائة وعشرة ريالات سعودية وخمس وخمسون هللةً لا غير',
    );
  });

  it('follows Arabic counting: one, two, three to ten, eleven and up', () => {
    expect(amountInWords('1', 'EGP', 'ar')).toBe('فقط جنيه مصري واحد لا غير');
    expect(amountInWords('2.02', 'EGP', 'ar')).toBe('فقط جنيهان مصريان وقرشان لا غير');
    expect(amountInWords('13.10', 'USD', 'ar')).toBe('فقط ثلاثة عشر دولاراً أمريكياً وعشرة سنتات لا غير');
    expect(amountInWords('0.05', 'SAR', 'ar')).toBe('فقط خمس هللات لا غير');
  });

  it('handles singulars, millions and unknown currencies', () => {
    expect(amountInWords('1', 'USD', 'en')).toBe('One US dollar only');
    expect(amountInWords('1000000', 'EUR', 'fr')).toBe("Un million d'euros");
    expect(amountInWords('105.5', 'XYZ', 'en')).toBe('One hundred five XYZ and 50/100 only');
    expect(amountInWords('-3', 'SAR', 'en')).toBe('Minus three Saudi riyals only');
  });

  it('splits decimal text without floats', () => {
    expect(splitAmount('90071992547409931.07')).toEqual({ negative: false, major: 90071992547409931n, minor: 7n });
    expect(() => splitAmount('1e3')).toThrow(RangeError);
  });
});
