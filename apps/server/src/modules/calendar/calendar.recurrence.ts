import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';

/**
 * RFC 5545 recurrence with `rrule-temporal` (Temporal's zoned arithmetic, so a weekly 10:00 stays 10:00 on the office's
 * clock across a daylight-saving change). A timed series is expanded in the office's zone from its first start; an
 * all-day series is a run of floating days, expanded in UTC (where its days are stored as midnights).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone a series is expanded in: the office's for timed events, UTC for floating days. */
export const expansionZone = (allDay: boolean, officeZone: string) => (allDay ? 'UTC' : officeZone);

export interface SeriesShape {
  startAt: Date;
  rrule: string;
  allDay: boolean;
}

export const stripPrefix = (rrule: string) => (rrule.startsWith('RRULE:') ? rrule.slice(6) : rrule);

function ruleOf(series: SeriesShape, officeZone: string) {
  const zone = expansionZone(series.allDay, officeZone);
  const dtstart = Temporal.Instant.fromEpochMilliseconds(series.startAt.getTime()).toZonedDateTimeISO(zone);
  return new RRuleTemporal({ rruleString: `RRULE:${stripPrefix(series.rrule)}`, dtstart, temporal: Temporal });
}

/** Original starts of the occurrences beginning in [from, to] (inclusive), at most `limit`. */
export function occurrencesBetween(
  series: SeriesShape,
  officeZone: string,
  from: Date,
  to: Date,
  limit = 2000,
): Date[] {
  if (to < from) return [];
  const starts = ruleOf(series, officeZone).between(from, to, true);
  return starts.slice(0, limit).map((zoned) => new Date(zoned.epochMilliseconds));
}

/** Whether `at` is an original start of the series (what `scope: 'this' | 'following'` may name). */
export function isOccurrence(series: SeriesShape, officeZone: string, at: Date): boolean {
  return occurrencesBetween(series, officeZone, at, at, 1).some((start) => start.getTime() === at.getTime());
}

/** How many occurrences start before `at` (to split a COUNT series). */
export function countBefore(series: SeriesShape, officeZone: string, at: Date): number {
  if (at <= series.startAt) return 0;
  return occurrencesBetween(series, officeZone, series.startAt, new Date(at.getTime() - 1), 100_000).length;
}

/** The rule's parts, in order (`FREQ=WEEKLY;BYDAY=SU` → FREQ, BYDAY). */
export function ruleParts(rrule: string): Map<string, string> {
  return new Map(
    stripPrefix(rrule)
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
}

export const ruleText = (parts: Map<string, string>) => [...parts].map(([key, value]) => `${key}=${value}`).join(';');

/** `YYYYMMDDTHHMMSSZ` of an instant: an UNTIL in UTC, as RFC 5545 wants with a zoned DTSTART. */
export const untilStamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * The rule with a date-only UNTIL made an instant: the end of that day on the expansion's clock (RFC 5545 wants an
 * UNTIL of DTSTART's type; a form sends a day).
 */
export function normalizeRule(rrule: string, allDay: boolean, officeZone: string): string {
  const parts = ruleParts(rrule);
  const until = parts.get('UNTIL');
  if (until && /^\d{8}$/.test(until)) {
    const day = Temporal.PlainDate.from(`${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`);
    const end = day.add({ days: 1 }).toZonedDateTime(expansionZone(allDay, officeZone)).epochMilliseconds - 1000;
    parts.set('UNTIL', untilStamp(new Date(end)));
  }
  return ruleText(parts);
}

/**
 * When the series' last occurrence ends, for range queries: from UNTIL (an upper bound), or COUNT's last occurrence;
 * null when it never ends.
 */
export function seriesEnd(series: SeriesShape, durationMs: number, officeZone: string): Date | null {
  const parts = ruleParts(series.rrule);
  const until = parts.get('UNTIL');
  if (until) {
    const at = Date.UTC(
      Number(until.slice(0, 4)),
      Number(until.slice(4, 6)) - 1,
      Number(until.slice(6, 8)),
      Number(until.slice(9, 11) || 0),
      Number(until.slice(11, 13) || 0),
      Number(until.slice(13, 15) || 0),
    );
    return new Date(at + durationMs + DAY_MS); // a day's slack covers a date-only UNTIL and zone offsets
  }
  if (parts.has('COUNT')) {
    const all = ruleOf(series, officeZone).all();
    const last = all.at(-1);
    return new Date((last ? last.epochMilliseconds : series.startAt.getTime()) + durationMs);
  }
  return null;
}

/** Midnight (UTC) of a plain day, as all-day events store it, and back. */
export const floatingDay = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** When a plain day starts on the office's clock. */
export const dayStartIn = (day: string, zone: string) =>
  new Date(Temporal.PlainDate.from(day).toZonedDateTime(zone).epochMilliseconds);

/** Today on the office's clock, `YYYY-MM-DD`. */
export const todayIn = (now: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();

export const addDays = (day: string, days: number) => Temporal.PlainDate.from(day).add({ days }).toString();
