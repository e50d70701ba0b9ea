import { describe, expect, it } from 'vitest';
import { normalizeSearchText, toAsciiDigits } from './arabic-text.ts';

describe('Arabic text', () => {
  it('turns Arabic-Indic digits into ASCII', () => {
    expect(toAsciiDigits('١٠٢٣٤٥٦٧٨٩ / ۱۲')).toBe('1023456789 / 12');
  });

  it('folds letter variants, diacritics and case so each spelling finds the others', () => {
    expect(normalizeSearchText('أحمد')).toBe(normalizeSearchText('احمد'));
    expect(normalizeSearchText('إبراهيم')).toBe('ابراهيم');
    expect(normalizeSearchText('مؤسسة  الفجر')).toBe('موسسه الفجر');
    expect(normalizeSearchText('مصطفى')).toBe('مصطفي');
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('Al-RASHID ٤٤')).toBe('al-rashid 44');
  });
});
