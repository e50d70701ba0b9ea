/**
 * Dates of the legal-cases area, shown in the reader's language (legal-cases.md, Dates). Plain dates
 * (`YYYY-MM-DD`: opened, judgment, deadlines) are calendar days with no time zone; instants (hearings) are
 * UTC and shown in the reader's time zone. In Arabic the Hijri (Umm al-Qura) date goes beside the Gregorian one,
 * as Saudi courts and deeds date in Hijri.
 */

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

export interface LegalDateOptions {
  /** `long` (15 March 2026) in headers and deeds, `medium` in table cells. */
  dateStyle?: 'medium' | 'long';
  /** IANA zone for instants; the reader's own when left out. */
  timeZone?: string;
}

/** The Gregorian text, and the Hijri one in Arabic (null in other languages). */
export interface LegalDateParts {
  gregorian: string;
  hijri: string | null;
}

/** A plain date at UTC midnight, so formatting it with `timeZone: 'UTC'` never shifts the day. */
function plainDateToUtc(date: string): Date | null {
  const match = PLAIN_DATE.exec(date);
  if (!match) return null;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Rejects 2026-02-30, which Date.UTC would roll over to March.
  return value.toISOString().slice(0, 10) === date ? value : null;
}

/**
 * Umm al-Qura in the same digits as the Gregorian text beside it, so one line never mixes ١٤٤٧ with 2026
 * (the runtime decides whether `ar` writes Arabic-Indic or Latin digits).
 */
function hijri(
  value: Date,
  gregorian: Intl.DateTimeFormat,
  dateStyle: 'medium' | 'long',
  timeZone: string | undefined,
) {
  const { numberingSystem } = gregorian.resolvedOptions();
  return new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { dateStyle, timeZone, numberingSystem }).format(value);
}

const isArabic = (language: string) => language.split('-')[0] === 'ar';

function parts(
  value: Date,
  language: string,
  dateStyle: 'medium' | 'long',
  withTime: boolean,
  timeZone: string | undefined,
): LegalDateParts {
  // `calendar: 'gregory'`: some Arabic locales (ar-SA) default to the Hijri calendar.
  const gregorian = new Intl.DateTimeFormat(language, {
    dateStyle,
    timeStyle: withTime ? 'short' : undefined,
    timeZone,
    calendar: 'gregory',
  });
  return {
    gregorian: gregorian.format(value),
    hijri: isArabic(language) ? hijri(value, gregorian, dateStyle, timeZone) : null,
  };
}

const joined = ({ gregorian, hijri: h }: LegalDateParts) => (h ? `${gregorian} (${h})` : gregorian);

/** A plain date's parts; null when it is not a real `YYYY-MM-DD` day. */
export function legalDateParts(date: string, language: string, options: LegalDateOptions = {}): LegalDateParts | null {
  const value = plainDateToUtc(date);
  return value ? parts(value, language, options.dateStyle ?? 'long', false, 'UTC') : null;
}

/** "15 March 2026"; in Arabic "15 مارس 2026 (26 رمضان 1447 هـ)". Text that is not a date is shown as it is. */
export function formatLegalDate(date: string, language: string, options: LegalDateOptions = {}): string {
  const result = legalDateParts(date, language, options);
  return result ? joined(result) : date;
}

/** An instant's parts: the Gregorian date and time, and the Hijri date of that day in the same zone. */
export function legalDateTimeParts(
  instant: string,
  language: string,
  options: LegalDateOptions = {},
): LegalDateParts | null {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return null;
  return parts(value, language, options.dateStyle ?? 'long', true, options.timeZone);
}

/** "March 15, 2026 at 9:30 AM"; in Arabic with the Hijri date after it. */
export function formatLegalDateTime(instant: string, language: string, options: LegalDateOptions = {}): string {
  const result = legalDateTimeParts(instant, language, options);
  return result ? joined(result) : instant;
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
function dayIn(value: Date, timeZone: string | undefined): string {
  const fields = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(value);
  const field = (type: Intl.DateTimeFormatPartTypes) => fields.find((part) => part.type === type)?.value ?? '';
  return `${field('year')}-${field('month')}-${field('day')}`;
}

/**
 * Whole calendar days from today to a plain date or an instant's day (negative when past), counted in the
 * reader's zone: a hearing tomorrow at 08:00 is "tomorrow" at 23:00 today, not "in 9 hours". Null for a bad date.
 */
export function daysFromToday(target: string, now: Date = new Date(), timeZone?: string): number | null {
  const instant = PLAIN_DATE.test(target) ? null : new Date(target);
  if (instant && Number.isNaN(instant.getTime())) return null;
  const day = plainDateToUtc(instant ? dayIn(instant, timeZone) : target);
  const today = plainDateToUtc(dayIn(now, timeZone));
  return day && today ? Math.round((day.getTime() - today.getTime()) / DAY_MS) : null;
}

/** "today", "tomorrow", "in 3 days", "3 days ago" (and "اليوم", "خلال 3 أيام", "قبل 3 أيام"); '' for a bad date. */
export function formatDaysFromToday(
  target: string,
  language: string,
  now: Date = new Date(),
  timeZone?: string,
): string {
  const days = daysFromToday(target, now, timeZone);
  return days === null ? '' : new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

/**
 * A case's next hearing is overdue once its time has passed: the server keeps `nextHearingAt` on the earliest
 * hearing still waiting for its result, so a past one means nobody recorded what happened (shown in red).
 */
export function isHearingOverdue(nextHearingAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!nextHearingAt) return false;
  const at = new Date(nextHearingAt).getTime();
  return !Number.isNaN(at) && at < now.getTime();
}
