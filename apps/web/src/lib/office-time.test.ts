import { toAsciiDigits } from '@mizan/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  daysFromToday,
  instantToZoned,
  officeTime,
  plainDateParts,
  sameClock,
  zonedToInstant,
  zoneShortName,
} from './office-time';

// Arabic digits depend on the runtime's CLDR (Latin or Arabic-Indic): compare Arabic text in ASCII digits.
const ascii = (text: string | null | undefined) => toAsciiDigits(text ?? '');
// 15 March 2026 is 26 Ramadan 1447 in Umm al-Qura.
const RAMADAN_26 = '2026-03-15';
const PARIS = 'Europe/Paris';

describe('the runtime', () => {
  it('knows the Umm al-Qura calendar', () => {
    const format = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { dateStyle: 'long', timeZone: 'UTC' });
    expect(format.resolvedOptions().calendar).toBe('islamic-umalqura');
    expect(ascii(format.format(new Date('2026-03-15T00:00:00Z')))).toBe('26 رمضان 1447 هـ');
  });
});

describe('a form’s date and time ↔ an instant on the office’s clock', () => {
  it('reads the time on the office’s clock, not the device’s', () => {
    expect(zonedToInstant('2026-03-15', '09:30', 'Asia/Riyadh')).toBe('2026-03-15T06:30:00.000Z');
    expect(zonedToInstant('2026-03-15', '09:30', 'America/New_York')).toBe('2026-03-15T13:30:00.000Z');
    expect(instantToZoned('2026-03-15T06:30:00.000Z', 'Asia/Riyadh')).toEqual({ date: '2026-03-15', time: '09:30' });
    expect(instantToZoned('2026-03-15T06:30:00.000Z', 'America/Los_Angeles')).toEqual({
      date: '2026-03-14',
      time: '23:30',
    });
  });

  it('keeps 09:30 at 09:30 on both sides of a daylight-saving change (Paris, 29 March and 25 October 2026)', () => {
    expect(zonedToInstant('2026-03-28', '09:30', PARIS)).toBe('2026-03-28T08:30:00.000Z'); // UTC+1
    expect(zonedToInstant('2026-03-29', '09:30', PARIS)).toBe('2026-03-29T07:30:00.000Z'); // UTC+2 from 02:00
    expect(zonedToInstant('2026-10-24', '09:30', PARIS)).toBe('2026-10-24T07:30:00.000Z');
    expect(zonedToInstant('2026-10-25', '09:30', PARIS)).toBe('2026-10-25T08:30:00.000Z');
    for (const date of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']) {
      expect(instantToZoned(zonedToInstant(date, '09:30', PARIS), PARIS)).toEqual({ date, time: '09:30' });
    }
  });

  it('moves a time the clock skips an hour on, and takes the first of a time the clock shows twice', () => {
    // 02:30 doesn't exist on 29 March in Paris (02:00 → 03:00): it is 03:30 summer time.
    const skipped = zonedToInstant('2026-03-29', '02:30', PARIS);
    expect(skipped).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToZoned(skipped, PARIS)).toEqual({ date: '2026-03-29', time: '03:30' });
    // 02:30 happens twice on 25 October (03:00 → 02:00): the first is still summer time.
    expect(zonedToInstant('2026-10-25', '02:30', PARIS)).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a date and a time, and leaves an empty instant empty', () => {
    expect(zonedToInstant('2026-02-30', '09:30', PARIS)).toBeNull();
    expect(zonedToInstant('2026-03-15', '9:30', PARIS)).toBeNull();
    expect(zonedToInstant('2026-03-15', '24:00', PARIS)).toBeNull();
    expect(zonedToInstant('', '', PARIS)).toBeNull();
    expect(instantToZoned(null, PARIS)).toEqual({ date: '', time: '' });
    expect(instantToZoned('garbage', PARIS)).toEqual({ date: '', time: '' });
  });
});

describe('office days', () => {
  it('takes the day an instant falls on in the zone, across the daylight-saving change', () => {
    // 22:30 UTC is already the next day in Riyadh, and in Paris once summer time has started.
    expect(dayIn('2026-03-09T22:30:00Z', 'Asia/Riyadh')).toBe('2026-03-10');
    expect(dayIn('2026-03-28T22:30:00Z', PARIS)).toBe('2026-03-28');
    expect(dayIn('2026-03-29T22:30:00Z', PARIS)).toBe('2026-03-30');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('counts whole days from today in the zone, so 08:00 tomorrow is "tomorrow" at 23:00 today', () => {
    const now = new Date('2026-03-10T21:30:00Z'); // 11 March, 00:30 in Riyadh
    expect(daysFromToday('2026-03-10', 'UTC', now)).toBe(0);
    expect(daysFromToday('2026-03-10', 'Asia/Riyadh', now)).toBe(-1);
    expect(daysFromToday('2026-03-12T05:00:00Z', 'Asia/Riyadh', now)).toBe(1);
    expect(daysFromToday('nonsense', 'UTC', now)).toBeNull();
    // Over the spring change a day is 23 hours long, still one day.
    expect(daysFromToday('2026-03-30T07:00:00Z', PARIS, new Date('2026-03-29T07:00:00Z'))).toBe(1);
  });
});

describe('officeTime: formatting in the office’s zone and the reader’s language', () => {
  const hearing = '2026-03-15T06:30:00Z';

  it('writes a hearing time in the office’s zone', () => {
    expect(officeTime('Asia/Riyadh', 'en').dateTime(hearing)).toBe('March 15, 2026 at 9:30 AM');
    expect(officeTime('Asia/Riyadh', 'fr').dateTime(hearing)).toBe('15 mars 2026 à 09:30');
    expect(officeTime('Asia/Riyadh', 'en').time(hearing)).toBe('9:30 AM');
    expect(officeTime(PARIS, 'fr').time('2026-03-29T07:30:00Z')).toBe('09:30');
    expect(officeTime('Asia/Riyadh', 'en').dateTime('not a time')).toBe('not a time');
  });

  it('adds the Hijri day of that moment in Arabic, taken in the same zone', () => {
    const parts = officeTime('Asia/Riyadh', 'ar').dateTimeParts(hearing);
    expect(ascii(parts?.gregorian)).toBe('15 مارس 2026 في 9:30 ص');
    expect(ascii(parts?.hijri)).toBe('26 رمضان 1447 هـ');
    // 22:00 UTC on 14 March is already 15 March (26 Ramadan) in Riyadh.
    expect(ascii(officeTime('Asia/Riyadh', 'ar').dateTimeParts('2026-03-14T22:00:00Z')?.hijri)).toBe(
      '26 رمضان 1447 هـ',
    );
  });

  it('writes a plain date in each language, the Hijri date beside it in Arabic, never shifted by a zone', () => {
    expect(officeTime('America/Los_Angeles', 'en').date(RAMADAN_26)).toBe('March 15, 2026');
    expect(officeTime('Asia/Riyadh', 'fr').date(RAMADAN_26)).toBe('15 mars 2026');
    expect(officeTime('Asia/Riyadh', 'en').date(RAMADAN_26, 'medium')).toBe('Mar 15, 2026');
    expect(ascii(officeTime('Asia/Riyadh', 'ar').date(RAMADAN_26))).toBe('15 مارس 2026 (26 رمضان 1447 هـ)');
    expect(plainDateParts(RAMADAN_26, 'fr')?.hijri).toBeNull();
    expect(officeTime('Asia/Riyadh', 'en').date('2026-02-30')).toBe('2026-02-30');
  });

  it('writes both dates of an Arabic line in the same digits', () => {
    const parts = plainDateParts(RAMADAN_26, 'ar');
    const arabicIndic = (text = '') => /[٠-٩]/.test(text);
    expect(arabicIndic(parts?.hijri ?? '')).toBe(arabicIndic(parts?.gregorian));
  });

  it('says today, tomorrow, in N days and N days ago in the three languages', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const en = officeTime('UTC', 'en');
    expect(['2026-03-10', '2026-03-11', '2026-03-13', '2026-03-07'].map((d) => en.relativeDays(d, now))).toEqual([
      'today',
      'tomorrow',
      'in 3 days',
      '3 days ago',
    ]);
    expect(officeTime('UTC', 'fr').relativeDays('2026-03-13', now)).toBe('dans 3 jours');
    expect(ascii(officeTime('UTC', 'ar').relativeDays('2026-03-07', now))).toBe('قبل 3 أيام');
    expect(en.relativeDays('', now)).toBe('');
  });

  it('turns a form’s date and time into the instant and back on the office’s clock', () => {
    const paris = officeTime(PARIS, 'en');
    expect(paris.toInstant('2026-03-29', '09:30')).toBe('2026-03-29T07:30:00.000Z');
    expect(paris.fromInstant('2026-03-29T07:30:00.000Z')).toEqual({ date: '2026-03-29', time: '09:30' });
    expect(paris.today(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
  });
});

describe('the zone label', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('names the zone shortly, with its summer and winter offsets', () => {
    expect(zoneShortName('Asia/Riyadh', 'en')).toBe('GMT+3');
    expect(zoneShortName('America/New_York', 'en', new Date('2026-01-15T12:00:00Z'))).toBe('EST');
    expect(zoneShortName('America/New_York', 'en', new Date('2026-07-15T12:00:00Z'))).toBe('EDT');
  });

  it('is needed only where the device’s clock reads otherwise than the office’s', () => {
    expect(sameClock('Asia/Riyadh', 'Asia/Aden')).toBe(true);
    expect(sameClock('Asia/Riyadh', PARIS)).toBe(false);
    // London and Lisbon share their clocks; Paris is an hour ahead all year.
    expect(sameClock('Europe/London', 'Europe/Lisbon', new Date('2026-07-01T12:00:00Z'))).toBe(true);
    process.env.TZ = 'America/New_York';
    expect(officeTime('Asia/Riyadh', 'en').differsFromDevice()).toBe(true);
    expect(officeTime('America/Toronto', 'en').differsFromDevice()).toBe(false);
  });
});
