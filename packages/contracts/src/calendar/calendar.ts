import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { isCalendarDate, positiveInt } from '../params.ts';

/**
 * The calendar of spec §3/§7: FullCalendar's event (`id, url, title, start, end, allDay, extendedProps.calendar`),
 * with fields added in `extendedProps` (never renamed). Timed events carry ISO instants (UTC, `…Z`); all-day ones
 * plain days `YYYY-MM-DD`, the end exclusive as FullCalendar counts it (a one-day event ends the next day).
 */

/** The kinds a user files their own events under (spec §3). */
export const CALENDAR_KINDS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
/** Read-only kinds drawn from the legal cases: hearings (timed), powers-of-attorney expiries and appeal deadlines (all-day). */
export const CALENDAR_LEGAL_KINDS = ['Hearing', 'PowerOfAttorney', 'AppealDeadline'] as const;
export type CalendarLegalKind = (typeof CALENDAR_LEGAL_KINDS)[number];
export const CALENDAR_ALL_KINDS = [...CALENDAR_KINDS, ...CALENDAR_LEGAL_KINDS] as const;
export type CalendarAnyKind = (typeof CALENDAR_ALL_KINDS)[number];

/** The longest range one call may ask for (a year view and its edges): about 14 months. */
export const CALENDAR_MAX_RANGE_DAYS = 430;
/** A reminder at most four weeks before (40,320 minutes). */
export const CALENDAR_REMINDER_MAX_MINUTES = 40_320;
/** How to change or delete an occurrence of a series: only it, it and those after, or the whole series. */
export const CALENDAR_SCOPES = ['this', 'following', 'all'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/** The server's messages of the area (plain English, translated by the error handler). */
export const CALENDAR_TEXT = {
  notFound: 'No event found with this id',
  title: 'Enter the event’s title',
  kind: 'Choose Business, Holiday, Personal, Family or ETC',
  instant: 'Enter a date and time such as 2026-03-15T09:30:00Z',
  day: 'Enter a real date as YYYY-MM-DD',
  endBeforeStart: 'The end must not be before the start',
  range: 'Ask for at most 14 months at a time',
  recurrence:
    'Repeat daily, weekly, monthly or yearly, with an interval, week days, and an end date or a number of times',
  reminder: 'A reminder comes at most 4 weeks (40,320 minutes) before',
  guests: 'Choose guests among the office’s users',
  stale: 'Someone else changed this event meanwhile; reload it',
  occurrence: 'Say which occurrence: its original start',
  notAnOccurrence: 'This series has no occurrence at that time',
  url: 'Enter a web address starting with https:// or http://, or a page of the app starting with /',
  feed: 'This calendar feed does not exist or was revoked',
} as const;

/** A timed event's instant: ISO 8601 with a zone (`Z` or `+03:00`), answered in UTC. */
export const isInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  isCalendarDate(value.slice(0, 10)) &&
  !Number.isNaN(Date.parse(value));

const WEEKDAY = /^(MO|TU|WE|TH|FR|SA|SU)$/;
const ORDINAL_WEEKDAY = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/;

/**
 * The RFC 5545 RRULEs the calendar offers: FREQ DAILY, WEEKLY, MONTHLY or YEARLY, with INTERVAL (1–99), BYDAY (week
 * days; with an ordinal such as 2TU for monthly and yearly), and UNTIL or COUNT (1–999), never both. `RRULE:` may lead.
 */
export function isCalendarRecurrence(value: string): boolean {
  const text = value.startsWith('RRULE:') ? value.slice(6) : value;
  if (text.length === 0 || text.length > 300) return false;
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const [key, given, extra] = part.split('=');
    if (!key || given === undefined || extra !== undefined || parts.has(key)) return false;
    parts.set(key, given);
  }
  const freq = parts.get('FREQ');
  if (!freq || !['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(freq)) return false;
  for (const [key, given] of parts) {
    if (key === 'FREQ') continue;
    if (key === 'INTERVAL' || key === 'COUNT') {
      const max = key === 'INTERVAL' ? 99 : 999;
      if (!/^\d{1,3}$/.test(given) || Number(given) < 1 || Number(given) > max) return false;
    } else if (key === 'UNTIL') {
      const day = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z)?$/.exec(given);
      if (!day || !isCalendarDate(`${day[1]}-${day[2]}-${day[3]}`)) return false;
    } else if (key === 'BYDAY') {
      const pattern = freq === 'MONTHLY' || freq === 'YEARLY' ? ORDINAL_WEEKDAY : WEEKDAY;
      const days = given.split(',');
      if (days.length > 7 || !days.every((day) => pattern.test(day))) return false;
    } else return false;
  }
  return !(parts.has('UNTIL') && parts.has('COUNT'));
}

/** `https://…`, `http://…` or a path of the app (`/apps/legal-cases/12`); '' for none. */
const isEventUrl = (value: string) => value === '' || /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/.test(value);

const instantOrDay = z
  .string()
  .check(z.refine((value) => isInstant(value) || isCalendarDate(value), { error: CALENDAR_TEXT.instant }));
const recurrence = z.nullable(
  z.string().check(z.trim(), z.refine(isCalendarRecurrence, { error: CALENDAR_TEXT.recurrence })),
);
const reminderMinutes = z.nullable(
  z
    .int()
    .check(
      z.minimum(0, { error: CALENDAR_TEXT.reminder }),
      z.maximum(CALENDAR_REMINDER_MAX_MINUTES, { error: CALENDAR_TEXT.reminder }),
    ),
);

/** What the user's event carries beyond spec §3's `calendar`; read-only legal items add `caseId`. */
export const calendarExtendedPropsSchema = z.object({
  calendar: z.enum(CALENDAR_ALL_KINDS),
  description: z.string(),
  location: z.string(),
  /** User ids of the guests (they see the event; only its owner changes it). */
  guests: z.array(z.int()),
  reminderMinutes: z.nullable(z.int()),
  /** The series' RRULE (`FREQ=WEEKLY;BYDAY=SU`), expanded in the office's time zone; null for a single event. */
  recurrence: z.nullable(z.string()),
  version: z.int(),
  /** For an occurrence of a series: the series' id and the occurrence's original start (what `scope: 'this'` names). */
  seriesId: z.nullable(z.int()),
  occurrenceStart: z.nullable(z.string()),
  /** The event's owner; false when the reader is only a guest, or for legal items (read-only here). */
  editable: z.boolean(),
  ownerId: z.nullable(z.int()),
  /** For a hearing, power or appeal deadline: the case it belongs to (clicking it opens the case). */
  caseId: z.nullable(z.int()),
});

/** A spec §3 event, as the calendar answers it. An occurrence of a series keeps the series' `id`. */
export const calendarEventSchema = z.object({
  id: z.int(),
  url: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: calendarExtendedPropsSchema,
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.array(calendarEventSchema);

/** One or many `calendars=` of the query string (a lone value arrives as text, repeated ones as a list). */
const kindList = z.pipe(
  z.transform((value: unknown) => (Array.isArray(value) ? value : [value])),
  z.array(z.enum(CALENDAR_ALL_KINDS, { error: CALENDAR_TEXT.kind })).check(z.maxLength(20)),
);

/** `GET /api/apps/calendar?calendars=Business&calendars=Hearing&start=…&end=…` (no `calendars` → no events). */
export const calendarQuerySchema = z.object({
  calendars: z.optional(kindList),
  start: z.optional(instantOrDay),
  end: z.optional(instantOrDay),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

const writableProps = {
  calendar: z.enum(CALENDAR_KINDS, { error: CALENDAR_TEXT.kind }),
  description: z.optional(z.string().check(z.maxLength(5000))),
  location: z.optional(z.string().check(z.maxLength(300))),
  guests: z.optional(z.array(positiveInt).check(z.maxLength(100))),
  reminderMinutes: z.optional(reminderMinutes),
  recurrence: z.optional(recurrence),
};

const eventFields = {
  title: trimmedString(1, 200, { min: CALENDAR_TEXT.title, max: 'Use at most 200 characters' }),
  url: z.optional(z.string().check(z.trim(), z.maxLength(2000), z.refine(isEventUrl, { error: CALENDAR_TEXT.url }))),
  start: instantOrDay,
  end: z.optional(instantOrDay),
  allDay: z.optional(z.boolean()),
};

/** `POST /api/apps/calendar`: the event without its id → 201 the stored event. `end` defaults to the start. */
export const calendarEventCreateBodySchema = z.object({
  ...eventFields,
  extendedProps: z.object(writableProps),
});
export type CalendarEventCreateBody = z.infer<typeof calendarEventCreateBodySchema>;

/**
 * `PUT /api/apps/calendar/{id}`: the fields to change, merged → 201 the event. Also `version` (stale → 409), and for
 * a series `scope` with `occurrenceStart` (the occurrence's original start): `this` changes one occurrence,
 * `following` ends the series before it and starts a new one, `all` (the default) the whole series.
 */
export const calendarEventUpdateBodySchema = z.object({
  id: z.optional(z.int()),
  title: z.optional(eventFields.title),
  url: eventFields.url,
  start: z.optional(instantOrDay),
  end: eventFields.end,
  allDay: eventFields.allDay,
  extendedProps: z.optional(z.partial(z.object(writableProps))),
  version: z.optional(positiveInt),
  scope: z.optional(z.enum(CALENDAR_SCOPES)),
  occurrenceStart: z.optional(instantOrDay),
});
export type CalendarEventUpdateBody = z.infer<typeof calendarEventUpdateBodySchema>;

/** `DELETE /api/apps/calendar/{id}?scope=this&occurrenceStart=…` (a series as a whole without them) → 204. */
export const calendarDeleteQuerySchema = z.object({
  scope: z.optional(z.enum(CALENDAR_SCOPES)),
  occurrenceStart: z.optional(instantOrDay),
});
export type CalendarDeleteQuery = z.infer<typeof calendarDeleteQuerySchema>;

/** A user who may be invited: `GET /api/apps/calendar/guests` answers the office's active users. */
export const calendarGuestSchema = z.object({ id: z.int(), name: z.string(), img: z.nullable(z.string()) });
export type CalendarGuest = z.infer<typeof calendarGuestSchema>;
export const calendarGuestsResponseSchema = z.object({ guests: z.array(calendarGuestSchema) });
export type CalendarGuestsResponse = z.infer<typeof calendarGuestsResponseSchema>;

/** `POST /api/apps/calendar/feed` → 201 the private feed's URL, shown once (a new one replaces the old). */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** `GET /api/calendar/feed/{token}.ics`: the token of a feed URL. */
export const calendarFeedParamsSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{20,100}$/, { error: CALENDAR_TEXT.feed })),
});
