import { describe, expect, it } from 'vitest';
import { englishCity, fold, matchesSearch, timeZoneOptions, utcOffsetMinutes, utcOffsetText } from './time-zones';

// Mid-March 2026: New York already on summer time (UTC-4), Paris not yet (UTC+1).
const AT = new Date('2026-03-15T06:30:00Z');
const find = (language: string, value: string) =>
  timeZoneOptions(language, null, AT).find((option) => option.value === value);

describe('time zone options', () => {
  it('label each zone with its offset at that time and its place in the reader’s language', () => {
    expect(find('en', 'Asia/Riyadh')?.label).toBe('UTC+03:00 · Saudi Arabia');
    expect(find('fr', 'Asia/Riyadh')?.label).toBe('UTC+03:00 · Arabie saoudite');
    expect(find('ar', 'Asia/Riyadh')?.label).toBe('UTC+03:00 · المملكة العربية السعودية');
    // A country with several clocks: the city.
    expect(find('fr', 'America/New_York')?.label).toBe('UTC-04:00 · New York');
    expect(find('ar', 'America/New_York')?.label).toBe('UTC-04:00 · نيويورك');
    // English names this zone "ET": the city of its IANA name instead.
    expect(find('en', 'America/New_York')?.label).toBe('UTC-04:00 · New York');
  });

  it('are sorted by offset, then by place', () => {
    const options = timeZoneOptions('en', null, AT);
    const offsets = options.map((option) => option.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(options.length).toBeGreaterThan(300);
  });

  it('keep a stored zone the runtime lists under another name', () => {
    const options = timeZoneOptions('en', 'Asia/Kolkata', AT);
    expect(options.find((option) => option.value === 'Asia/Kolkata')?.label).toBe('UTC+05:30 · India');
    expect(options.filter((option) => option.value === 'Asia/Riyadh')).toHaveLength(1);
  });
});

describe('offsets', () => {
  it('read and write hours and minutes ahead of UTC', () => {
    expect(utcOffsetMinutes('Asia/Kolkata', AT)).toBe(330);
    expect(utcOffsetMinutes('America/St_Johns', AT)).toBe(-150);
    expect(utcOffsetMinutes('Europe/London', AT)).toBe(0);
    expect([330, -150, 0].map(utcOffsetText)).toEqual(['UTC+05:30', 'UTC-02:30', 'UTC+00:00']);
  });
});

describe('search', () => {
  it('folds accents, case and Arabic letter forms, and matches words in any order', () => {
    expect(fold('São Paulo')).toBe('sao paulo');
    expect(fold('America/Buenos_Aires')).toBe('america buenos aires');
    expect(fold('إمارة')).toBe('اماره');
    expect(englishCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    const riyadh = find('ar', 'Asia/Riyadh')!;
    expect(
      ['riyadh', 'ASIA/riyadh', '+03', 'السعوديه', 'العربية المملكة'].map((q) => matchesSearch(riyadh, q)),
    ).toEqual([true, true, true, true, true]);
    expect(matchesSearch(riyadh, 'paris')).toBe(false);
  });
});
