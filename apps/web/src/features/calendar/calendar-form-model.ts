import type { CalendarEvent, CalendarEventCreateBody, CalendarKind } from '@mizan/contracts';
import { addDays, type OfficeTime } from '@/lib/office-time';

export const REMINDER_CHOICES = ['none', '10', '30', '60', '1440'] as const;
export const REPEAT_CHOICES = ['none', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];
export const WEEK_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type RepeatEnd = 'never' | 'until' | 'count';

/** The drawer's fields: dates and times as typed on the office's clock. */
export interface CalendarFormValues {
  title: string;
  calendar: CalendarKind;
  allDay: boolean;
  start: { date: string; time: string };
  end: { date: string; time: string };
  location: string;
  description: string;
  /** The guests' user ids, as the picker holds them. */
  guests: string[];
  reminder: (typeof REMINDER_CHOICES)[number];
  repeat: RepeatChoice;
  byDay: string[];
  ends: RepeatEnd;
  until: string;
  count: number;
}

/** New event values for a day (all-day) or a range picked on the grid. */
export function newEventValues(
  start: { date: string; time: string },
  end: { date: string; time: string },
  allDay: boolean,
): CalendarFormValues {
  return {
    title: '',
    calendar: 'Business',
    allDay,
    start,
    end,
    location: '',
    description: '',
    guests: [],
    reminder: 'none',
    repeat: 'none',
    byDay: [],
    ends: 'never',
    until: '',
    count: 10,
  };
}

/** Parses an RRULE the page wrote back into the drawer's repeat fields (what it can't read shows as "none"). */
export function parseRecurrence(
  rule: string | null,
): Pick<CalendarFormValues, 'repeat' | 'byDay' | 'ends' | 'until' | 'count'> {
  const none = { repeat: 'none' as const, byDay: [], ends: 'never' as const, until: '', count: 10 };
  if (!rule) return none;
  const parts = new Map(
    (rule.startsWith('RRULE:') ? rule.slice(6) : rule).split(';').map((part) => part.split('=') as [string, string]),
  );
  const freq = parts.get('FREQ');
  if (!freq || !(REPEAT_CHOICES as readonly string[]).includes(freq)) return none;
  const until = parts.get('UNTIL');
  const count = parts.get('COUNT');
  return {
    repeat: freq as RepeatChoice,
    byDay: parts.get('BYDAY')?.split(',') ?? [],
    ends: until ? 'until' : count ? 'count' : 'never',
    until: until ? `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` : '',
    count: count ? Number(count) : 10,
  };
}

/** The RFC 5545 rule of the repeat fields, or null for "does not repeat". */
export function buildRecurrence(values: CalendarFormValues): string | null {
  if (values.repeat === 'none') return null;
  const parts = [`FREQ=${values.repeat}`];
  if (values.repeat === 'WEEKLY' && values.byDay.length > 0) {
    parts.push(`BYDAY=${WEEK_DAYS.filter((day) => values.byDay.includes(day)).join(',')}`);
  }
  if (values.ends === 'until' && values.until) parts.push(`UNTIL=${values.until.replaceAll('-', '')}T235959Z`);
  if (values.ends === 'count') parts.push(`COUNT=${Math.max(1, Math.min(999, Math.round(values.count)))}`);
  return parts.join(';');
}

/**
 * The start and end the server stores: instants for a timed event (typed on the office's clock), plain days for an
 * all-day one with the end exclusive (a one-day event ends the next day, as FullCalendar counts).
 */
export function eventTimes(values: CalendarFormValues, office: OfficeTime): { start: string; end: string } | null {
  if (values.allDay) {
    const last = values.end.date && values.end.date >= values.start.date ? values.end.date : values.start.date;
    return values.start.date ? { start: values.start.date, end: addDays(last, 1) } : null;
  }
  const start = office.toInstant(values.start.date, values.start.time);
  const end = office.toInstant(values.end.date || values.start.date, values.end.time || values.start.time);
  return start && end ? { start, end } : null;
}

/** The POST body of the drawer's values (the PUT sends the same fields). */
export function eventBody(values: CalendarFormValues, office: OfficeTime): CalendarEventCreateBody | null {
  const times = eventTimes(values, office);
  if (!times) return null;
  return {
    title: values.title.trim(),
    ...times,
    allDay: values.allDay,
    extendedProps: {
      calendar: values.calendar,
      location: values.location.trim(),
      description: values.description.trim(),
      guests: values.guests.map(Number),
      reminderMinutes: values.reminder === 'none' ? null : Number(values.reminder),
      recurrence: buildRecurrence(values),
    },
  };
}

/** The drawer's values of a stored event, times on the office's clock. */
export function valuesOfEvent(event: CalendarEvent, office: OfficeTime): CalendarFormValues {
  const allDay = event.allDay;
  const start = allDay ? { date: event.start.slice(0, 10), time: '' } : office.fromInstant(event.start);
  const end = allDay
    ? { date: addDays((event.end || event.start).slice(0, 10), event.end ? -1 : 0), time: '' }
    : office.fromInstant(event.end || event.start);
  const kind = event.extendedProps.calendar;
  return {
    ...newEventValues(start, end, allDay),
    title: event.title,
    calendar: kind === 'Hearing' || kind === 'PowerOfAttorney' || kind === 'AppealDeadline' ? 'Business' : kind,
    location: event.extendedProps.location,
    description: event.extendedProps.description,
    guests: event.extendedProps.guests.map(String),
    reminder: (REMINDER_CHOICES as readonly string[]).includes(String(event.extendedProps.reminderMinutes))
      ? (String(event.extendedProps.reminderMinutes) as CalendarFormValues['reminder'])
      : 'none',
    ...parseRecurrence(event.extendedProps.recurrence),
  };
}
