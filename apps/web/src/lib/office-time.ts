/**
 * The office's time: every date-time of the office (hearings, tasks, deadlines, the calendar) is entered and shown
 * in the office's time zone, whatever zone the reader's device is in, so a hearing typed at 09:30 reads 09:30 on
 * every page and every screen. Plain dates (`YYYY-MM-DD`: opened, judgment, deadlines) are calendar days with no
 * zone. In Arabic the Hijri (Umm al-Qura) date goes beside the Gregorian one, as Saudi courts and deeds date in Hijri.
 * Pages get these bound to the office's zone and the reader's language through `useOfficeTime()`.
 */

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

export type DateStyle = 'medium' | 'long';

/** The Gregorian text, and the Hijri one in Arabic (null in other languages). */
export interface DateParts {
  gregorian: string;
  hijri: string | null;
}

/** A date and a time as a form holds them: `YYYY-MM-DD` and `HH:mm`, both empty when unset. */
export interface WallTime {
  date: string;
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and options, kept: building an `Intl.DateTimeFormat` costs far more than using one, and
 * a list shows a date or two on every row. (Options always name the zone: the device's may change under a test.)
 */
function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/** The zone this device is in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone, as numbers. */
function wallClock(ms: number, timeZone: string) {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(ms);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
  };
}

/** A wall clock read as if it were UTC, in milliseconds (years below 100 kept as they are). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const at = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  at.setUTCFullYear(year);
  return at.getTime();
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  return utcMs(c.year, c.month, c.day, c.hour, c.minute, c.second) - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (c: { year: number; month: number; day: number }) =>
  `${String(c.year).padStart(4, '0')}-${pad(c.month)}-${pad(c.day)}`;

/** A plain date at UTC midnight; null when it is not a real `YYYY-MM-DD` day (2026-02-30 would roll over). */
function plainDateToUtc(date: string): Date | null {
  const match = PLAIN_DATE.exec(date);
  if (!match) return null;
  const value = new Date(utcMs(Number(match[1]), Number(match[2]), Number(match[3])));
  return isoDay({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() }) === date
    ? value
    : null;
}

const toDate = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a zone. */
export function dayIn(instant: Date | string, timeZone: string): string {
  return isoDay(wallClock(toDate(instant).getTime(), timeZone));
}

/** A plain date plus whole days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The instant a date and time on the zone's clock name, as ISO text; null when either is malformed. A time the
 * clock skips (02:30 on the night summer time starts) is read on the clock before the change, so it lands an hour
 * later (03:30); a time the clock shows twice (when summer time ends) is the first of the two — as
 * `Temporal`'s "compatible" choice does.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): string | null {
  const day = plainDateToUtc(date);
  const clock = TIME.exec(time);
  if (!day || !clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) return null;
  const wall = day.getTime() + (Number(clock[1]) * 60 + Number(clock[2])) * 60_000;
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const shows = (ms: number) => ms + offsetAt(ms, timeZone) === wall;
  const candidates = [before, after].filter(shows);
  return new Date(candidates.length ? Math.min(...candidates) : before).toISOString();
}

/** An instant as the date and time the zone's clock shows then (empty when there is none). */
export function instantToZoned(instant: string | null | undefined, timeZone: string): WallTime {
  const value = instant ? new Date(instant) : null;
  if (!value || Number.isNaN(value.getTime())) return { date: '', time: '' };
  const c = wallClock(value.getTime(), timeZone);
  return { date: isoDay(c), time: `${pad(c.hour)}:${pad(c.minute)}` };
}

const isArabic = (language: string) => language.split('-')[0] === 'ar';

/**
 * Umm al-Qura in the same digits as the Gregorian text beside it, so one line never mixes ١٤٤٧ with 2026
 * (the runtime decides whether `ar` writes Arabic-Indic or Latin digits).
 */
function hijri(value: Date, gregorian: Intl.DateTimeFormat, dateStyle: DateStyle, timeZone: string) {
  const { numberingSystem } = gregorian.resolvedOptions();
  return dateTimeFormat('ar-SA-u-ca-islamic-umalqura', { dateStyle, timeZone, numberingSystem }).format(value);
}

function parts(value: Date, language: string, dateStyle: DateStyle, withTime: boolean, timeZone: string): DateParts {
  // `calendar: 'gregory'`: some Arabic locales (ar-SA) default to the Hijri calendar.
  const gregorian = dateTimeFormat(language, {
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

/** "15 March 2026 (26 رمضان 1447 هـ)": the Hijri date in brackets after the Gregorian one. */
export const joinDateParts = ({ gregorian, hijri: h }: DateParts) => (h ? `${gregorian} (${h})` : gregorian);

/** A plain date's parts (`long` by default: 15 March 2026); null when it is not a real `YYYY-MM-DD` day. */
export function plainDateParts(date: string, language: string, dateStyle: DateStyle = 'long'): DateParts | null {
  const value = plainDateToUtc(date);
  return value ? parts(value, language, dateStyle, false, 'UTC') : null;
}

/** An instant's parts in a zone: the Gregorian date and time, and the Hijri date of that day in the same zone. */
export function instantParts(
  instant: string,
  language: string,
  timeZone: string,
  dateStyle: DateStyle = 'long',
): DateParts | null {
  const value = new Date(instant);
  return Number.isNaN(value.getTime()) ? null : parts(value, language, dateStyle, true, timeZone);
}

/** Whole calendar days from `now`'s day to a plain date or an instant's day in a zone (negative when past). */
export function daysFromToday(target: string, timeZone: string, now: Date = new Date()): number | null {
  const instant = PLAIN_DATE.test(target) ? null : new Date(target);
  if (instant && Number.isNaN(instant.getTime())) return null;
  const day = plainDateToUtc(instant ? dayIn(instant, timeZone) : target);
  const today = plainDateToUtc(dayIn(now, timeZone));
  return day && today ? Math.round((day.getTime() - today.getTime()) / DAY_MS) : null;
}

/** The zone's short name at an instant in the reader's language: "GMT+3", "EDT", "UTC+1". */
export function zoneShortName(timeZone: string, language: string, at: Date = new Date()): string {
  const part = dateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Whether two zones' clocks read the same at an instant (Asia/Aden and Asia/Riyadh do). */
export const sameClock = (a: string, b: string, at: Date = new Date()) =>
  a === b || offsetAt(at.getTime(), a) === offsetAt(at.getTime(), b);

/** Everything a page needs of the office's time, bound to its zone and the reader's language. */
export interface OfficeTime {
  timeZone: string;
  /** "March 15, 2026 at 9:30 AM"; in Arabic with the Hijri date after it. Text that is no instant as it is. */
  dateTime: (instant: string, dateStyle?: DateStyle) => string;
  dateTimeParts: (instant: string, dateStyle?: DateStyle) => DateParts | null;
  /** "9:30 AM". */
  time: (instant: string) => string;
  /** A plain date: "March 15, 2026", in Arabic with the Hijri date. Text that is no date as it is. */
  date: (date: string, dateStyle?: DateStyle) => string;
  dateParts: (date: string, dateStyle?: DateStyle) => DateParts | null;
  /** The office day (`YYYY-MM-DD`) an instant falls on; `today()` is the office's today. */
  day: (instant: Date | string) => string;
  today: (now?: Date) => string;
  /** Office days from today to a plain date or an instant (a hearing tomorrow at 08:00 is 1 at 23:00 today). */
  daysFromToday: (target: string, now?: Date) => number | null;
  /** "today", "tomorrow", "in 3 days", "3 days ago" ("اليوم", "خلال 3 أيام"); '' for a bad date. */
  relativeDays: (target: string, now?: Date) => string;
  /** A form's date and time on the office's clock → the ISO instant; null when malformed. */
  toInstant: (date: string, time: string) => string | null;
  /** An ISO instant → the date and time on the office's clock, for a form. */
  fromInstant: (instant: string | null | undefined) => WallTime;
  /** The office zone's short name at an instant ("GMT+3"). */
  zoneName: (at?: Date) => string;
  /** Whether this device's clock reads otherwise than the office's at an instant: then times carry a label. */
  differsFromDevice: (at?: Date) => boolean;
}

const officeTimes = new Map<string, OfficeTime>();

/** `OfficeTime` for a zone and a language, built once: every row of a list asks for it. */
export function officeTime(timeZone: string, language: string): OfficeTime {
  const key = `${timeZone} ${language}`;
  let bound = officeTimes.get(key);
  if (!bound) {
    bound = bindOfficeTime(timeZone, language);
    officeTimes.set(key, bound);
  }
  return bound;
}

function bindOfficeTime(timeZone: string, language: string): OfficeTime {
  const time = dateTimeFormat(language, { timeStyle: 'short', timeZone });
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const dateTimeParts = (instant: string, dateStyle: DateStyle = 'long') =>
    instantParts(instant, language, timeZone, dateStyle);
  const dateParts = (date: string, dateStyle: DateStyle = 'long') => plainDateParts(date, language, dateStyle);
  const days = (target: string, now?: Date) => daysFromToday(target, timeZone, now);
  return {
    timeZone,
    dateTime: (instant, dateStyle) => {
      const result = dateTimeParts(instant, dateStyle);
      return result ? joinDateParts(result) : instant;
    },
    dateTimeParts,
    time: (instant) => time.format(new Date(instant)),
    date: (date, dateStyle) => {
      const result = dateParts(date, dateStyle);
      return result ? joinDateParts(result) : date;
    },
    dateParts,
    day: (instant) => dayIn(instant, timeZone),
    today: (now = new Date()) => dayIn(now, timeZone),
    daysFromToday: days,
    relativeDays: (target, now) => {
      const n = days(target, now);
      return n === null ? '' : relative.format(n, 'day');
    },
    toInstant: (date, clock) => zonedToInstant(date, clock, timeZone),
    fromInstant: (instant) => instantToZoned(instant, timeZone),
    zoneName: (at) => zoneShortName(timeZone, language, at),
    differsFromDevice: (at) => !sameClock(timeZone, browserTimeZone(), at),
  };
}
