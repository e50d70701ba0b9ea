import ical, { type ICalCalendar } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { LegalCalendarItem } from './calendar.legal.ts';
import type { EventRow, ExceptionsRow } from './calendar.read.ts';
import { dayOf, stripPrefix } from './calendar.recurrence.ts';

/**
 * RFC 5545 text of some events, with `ical-generator`. A series stays one VEVENT with its RRULE, its DTSTART on the
 * office's clock (`TZID=`, so a subscriber expands it across daylight-saving changes as we do), its cancelled
 * occurrences as EXDATE and its changed ones as VEVENTs with a RECURRENCE-ID. Every zone a TZID names has its
 * VTIMEZONE (RFC 5545 §3.6.5: its offsets and daylight-saving rules, from `timezones-ical-library`'s tz database), so
 * a client that doesn't know the IANA name still reads the right times. Single timed events are in UTC; all-day ones
 * are dates.
 */

const HEARING_MS = 60 * 60 * 1000;

/** A zone's VTIMEZONE component, or null for a zone the library doesn't know (the TZID then stands alone). */
export function vtimezoneOf(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}
const zoned = (at: Date, zone: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone);
const utc = (at: Date) => Temporal.Instant.fromEpochMilliseconds(at.getTime());
const plainDay = (at: Date) => Temporal.PlainDate.from(dayOf(at));
/** `20260315T100000` on the zone's clock, or `20260315` for a day: EXDATE's value. */
const stamp = (at: Date, zone: string, allDay: boolean) =>
  allDay
    ? dayOf(at).replace(/-/g, '')
    : zoned(at, zone).toPlainDateTime().toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');

export interface IcsInput {
  name: string;
  zone: string;
  /** The host the events' UIDs are qualified with (RFC 5545 wants them globally unique). */
  host: string;
  rows: EventRow[];
  exceptions: ExceptionsRow[];
  legal: LegalCalendarItem[];
}

function addRow(calendar: ICalCalendar, row: EventRow, exceptions: ExceptionsRow[], zone: string, host: string) {
  const uid = `event-${row.id}@${host}`;
  const common = { id: uid, summary: row.title, description: row.description, location: row.location };
  const url = /^https?:\/\//.test(row.url) ? row.url : undefined;
  const times = (start: Date, end: Date) =>
    row.allDay
      ? { start: plainDay(start), end: plainDay(end), allDay: true }
      : row.rrule
        ? { start: zoned(start, zone), end: zoned(end, zone), timezone: zone }
        : { start: utc(start), end: utc(end) };
  if (!row.rrule) {
    calendar.createEvent({ ...common, ...times(row.startAt, row.endAt), url });
    return;
  }
  const mine = exceptions.filter((exception) => exception.eventId === row.id);
  const exdates = mine
    .filter((exception) => exception.cancelled)
    .map((exception) =>
      row.allDay
        ? `EXDATE;VALUE=DATE:${stamp(exception.occurrenceStart, zone, true)}`
        : `EXDATE;TZID=${zone}:${stamp(exception.occurrenceStart, zone, false)}`,
    );
  calendar.createEvent({
    ...common,
    ...times(row.startAt, row.endAt),
    url,
    // A string is written as is: the RRULE kept as the user gave it, and the EXDATEs after it.
    repeating: [`RRULE:${stripPrefix(row.rrule)}`, ...exdates].join('\r\n'),
  });
  const duration = row.endAt.getTime() - row.startAt.getTime();
  for (const exception of mine.filter((changed) => !changed.cancelled)) {
    const { override } = exception;
    const start = override.start ? new Date(override.start) : exception.occurrenceStart;
    const end = override.end ? new Date(override.end) : new Date(start.getTime() + duration);
    calendar.createEvent({
      ...common,
      summary: override.title ?? row.title,
      description: override.description ?? row.description,
      location: override.location ?? row.location,
      ...times(start, end),
      recurrenceId: row.allDay ? plainDay(exception.occurrenceStart) : zoned(exception.occurrenceStart, zone),
    });
  }
}

export function buildIcs({ name, zone, host, rows, exceptions, legal }: IcsInput): string {
  // The office's zone as a hint only: a calendar-wide zone (a `timezone` with a name) would write every event on that
  // clock. Without a name, ical-generator still asks the generator for the VTIMEZONE of each zone its events name.
  const calendar = ical({
    name,
    prodId: { company: 'Mizan', product: 'Calendar', language: 'EN' },
    timezone: { name: null, generator: vtimezoneOf },
    x: [['X-WR-TIMEZONE', zone]],
  });
  for (const row of rows) addRow(calendar, row, exceptions, zone, host);
  for (const item of legal) {
    const place = item.kind === 'Hearing' && item.court ? item.court : item.caseTitle;
    const common = {
      id: `${item.kind.toLowerCase()}-${item.sourceId}@${host}`,
      summary: `${item.fileNumber} — ${place}`,
      description: item.caseTitle,
      location: item.venue,
    };
    if (item.at) {
      calendar.createEvent({ ...common, start: utc(item.at), end: utc(new Date(item.at.getTime() + HEARING_MS)) });
    } else if (item.day) {
      const day = Temporal.PlainDate.from(item.day);
      calendar.createEvent({ ...common, start: day, end: day.add({ days: 1 }), allDay: true });
    }
  }
  return calendar.toString();
}
