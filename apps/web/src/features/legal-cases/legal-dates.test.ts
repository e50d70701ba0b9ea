import { toAsciiDigits } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import {
  daysFromToday,
  formatDaysFromToday,
  formatLegalDate,
  formatLegalDateTime,
  isHearingOverdue,
  legalDateParts,
  legalDateTimeParts,
} from './legal-dates';

// Arabic digits depend on the runtime's CLDR (Latin or Arabic-Indic): compare Arabic text in ASCII digits.
const ascii = (text: string | null | undefined) => toAsciiDigits(text ?? '');
// 15 March 2026 is 26 Ramadan 1447 in Umm al-Qura.
const RAMADAN_26 = '2026-03-15';

describe('the runtime', () => {
  it('knows the Umm al-Qura calendar', () => {
    const format = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { dateStyle: 'long', timeZone: 'UTC' });
    expect(format.resolvedOptions().calendar).toBe('islamic-umalqura');
    expect(ascii(format.format(new Date('2026-03-15T00:00:00Z')))).toBe('26 رمضان 1447 هـ');
  });
});

describe('formatLegalDate', () => {
  it('writes a plain date in each language, without a Hijri date outside Arabic', () => {
    expect(formatLegalDate(RAMADAN_26, 'en')).toBe('March 15, 2026');
    expect(formatLegalDate(RAMADAN_26, 'fr')).toBe('15 mars 2026');
    expect(legalDateParts(RAMADAN_26, 'fr')?.hijri).toBeNull();
  });

  it('puts the Umm al-Qura date beside the Gregorian one in Arabic', () => {
    const parts = legalDateParts(RAMADAN_26, 'ar');
    expect(ascii(parts?.gregorian)).toBe('15 مارس 2026');
    expect(ascii(parts?.hijri)).toBe('26 رمضان 1447 هـ');
    expect(ascii(formatLegalDate(RAMADAN_26, 'ar'))).toBe('15 مارس 2026 (26 رمضان 1447 هـ)');
  });

  it('writes both dates of a line in the same digits', () => {
    const parts = legalDateParts(RAMADAN_26, 'ar');
    const arabicIndic = (text = '') => /[٠-٩]/.test(text);
    expect(arabicIndic(parts?.hijri ?? '')).toBe(arabicIndic(parts?.gregorian));
  });

  it('never shifts a plain date by the time zone', () => {
    expect(formatLegalDate('2026-01-01', 'en', { timeZone: 'America/Los_Angeles' })).toBe('January 1, 2026');
  });

  it('has a shorter style for table cells', () => {
    expect(formatLegalDate(RAMADAN_26, 'en', { dateStyle: 'medium' })).toBe('Mar 15, 2026');
  });

  it('shows text that is not a real date as it is', () => {
    expect(formatLegalDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(legalDateParts('soon', 'ar')).toBeNull();
  });
});

describe('formatLegalDateTime', () => {
  const hearing = '2026-03-15T06:30:00Z';

  it('writes a hearing time in the reader’s zone and language', () => {
    expect(formatLegalDateTime(hearing, 'en', { timeZone: 'Asia/Riyadh' })).toBe('March 15, 2026 at 9:30 AM');
    expect(formatLegalDateTime(hearing, 'fr', { timeZone: 'Asia/Riyadh' })).toBe('15 mars 2026 à 09:30');
  });

  it('adds the Hijri day of that moment in Arabic', () => {
    const parts = legalDateTimeParts(hearing, 'ar', { timeZone: 'Asia/Riyadh' });
    expect(ascii(parts?.gregorian)).toBe('15 مارس 2026 في 9:30 ص');
    expect(ascii(parts?.hijri)).toBe('26 رمضان 1447 هـ');
  });

  it('takes the Hijri day in the same zone as the time', () => {
    // 22:00 UTC on 14 March is already 15 March (26 Ramadan) in Riyadh.
    expect(ascii(legalDateTimeParts('2026-03-14T22:00:00Z', 'ar', { timeZone: 'Asia/Riyadh' })?.hijri)).toBe(
      '26 رمضان 1447 هـ',
    );
  });

  it('shows a bad instant as it is', () => {
    expect(formatLegalDateTime('not a time', 'en')).toBe('not a time');
  });
});

describe('days from today', () => {
  const now = new Date('2026-03-10T21:30:00Z'); // 11 March, 00:30 in Riyadh

  it('counts calendar days in the reader’s zone', () => {
    expect(daysFromToday('2026-03-10', now, 'UTC')).toBe(0);
    expect(daysFromToday('2026-03-10', now, 'Asia/Riyadh')).toBe(-1);
    expect(daysFromToday('2026-03-12T05:00:00Z', now, 'Asia/Riyadh')).toBe(1);
    expect(daysFromToday('nonsense', now)).toBeNull();
  });

  it('says today, tomorrow, in N days and N days ago in English', () => {
    expect(formatDaysFromToday('2026-03-10', 'en', now, 'UTC')).toBe('today');
    expect(formatDaysFromToday('2026-03-11', 'en', now, 'UTC')).toBe('tomorrow');
    expect(formatDaysFromToday('2026-03-13', 'en', now, 'UTC')).toBe('in 3 days');
    expect(formatDaysFromToday('2026-03-07', 'en', now, 'UTC')).toBe('3 days ago');
  });

  it('says them in French', () => {
    expect(formatDaysFromToday('2026-03-10', 'fr', now, 'UTC')).toBe('aujourd’hui');
    expect(formatDaysFromToday('2026-03-11', 'fr', now, 'UTC')).toBe('demain');
    expect(formatDaysFromToday('2026-03-13', 'fr', now, 'UTC')).toBe('dans 3 jours');
    expect(formatDaysFromToday('2026-03-07', 'fr', now, 'UTC')).toBe('il y a 3 jours');
  });

  it('says them in Arabic', () => {
    expect(formatDaysFromToday('2026-03-10', 'ar', now, 'UTC')).toBe('اليوم');
    expect(formatDaysFromToday('2026-03-11', 'ar', now, 'UTC')).toBe('غدًا');
    expect(ascii(formatDaysFromToday('2026-03-13', 'ar', now, 'UTC'))).toBe('خلال 3 أيام');
    expect(ascii(formatDaysFromToday('2026-03-07', 'ar', now, 'UTC'))).toBe('قبل 3 أيام');
  });

  it('says nothing for a bad date', () => {
    expect(formatDaysFromToday('', 'en', now)).toBe('');
  });
});

describe('isHearingOverdue', () => {
  const now = new Date('2026-03-10T09:00:00Z');

  it('is overdue once the hearing time has passed without a result', () => {
    expect(isHearingOverdue('2026-03-10T08:59:00Z', now)).toBe(true);
    expect(isHearingOverdue('2026-03-01T08:00:00Z', now)).toBe(true);
  });

  it('is not overdue before its time, or with no next hearing', () => {
    expect(isHearingOverdue('2026-03-10T09:30:00Z', now)).toBe(false);
    expect(isHearingOverdue(null, now)).toBe(false);
    expect(isHearingOverdue(undefined, now)).toBe(false);
    expect(isHearingOverdue('garbage', now)).toBe(false);
  });
});
