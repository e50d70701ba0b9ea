import { CALENDAR_TEXT, isCalendarDate } from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { allActiveUsers } from '../../lib/office-users.ts';
import { addDays, dayOf, floatingDay } from './calendar.recurrence.ts';

/**
 * An event's start and end as stored: instants for a timed event; for an all-day one the UTC midnights of its first
 * day and of the day after its last (FullCalendar's exclusive end). A missing end is the start (a one-day all-day
 * event); an end before the start is refused on `end`.
 */
export function storedTimes(start: string, end: string | undefined, allDay: boolean): { startAt: Date; endAt: Date } {
  if (allDay) {
    // A client may send an all-day event's days as instants: their written day is the day meant.
    const first = start.slice(0, 10);
    const last = end?.slice(0, 10) ?? first;
    if (!isCalendarDate(first)) throw fieldError('start', CALENDAR_TEXT.day);
    if (!isCalendarDate(last)) throw fieldError('end', CALENDAR_TEXT.day);
    if (last < first) throw fieldError('end', CALENDAR_TEXT.endBeforeStart);
    return { startAt: floatingDay(first), endAt: floatingDay(last === first ? addDays(first, 1) : last) };
  }
  if (isCalendarDate(start)) throw fieldError('start', CALENDAR_TEXT.instant);
  if (end !== undefined && isCalendarDate(end)) throw fieldError('end', CALENDAR_TEXT.instant);
  const startAt = new Date(start);
  const endAt = end === undefined ? startAt : new Date(end);
  if (endAt < startAt) throw fieldError('end', CALENDAR_TEXT.endBeforeStart);
  return { startAt, endAt };
}

/** An occurrence named by a client (`occurrenceStart`): a plain day for an all-day series, else an instant. */
export function occurrenceInstant(value: string, allDay: boolean): Date {
  if (allDay) return floatingDay(value.slice(0, 10));
  if (isCalendarDate(value)) throw fieldError('occurrenceStart', CALENDAR_TEXT.occurrence);
  return new Date(value);
}

/** The same times written back (to merge a partial change into a stored event). */
export const writtenTimes = (startAt: Date, endAt: Date, allDay: boolean) =>
  allDay ? { start: dayOf(startAt), end: dayOf(endAt) } : { start: startAt.toISOString(), end: endAt.toISOString() };

/**
 * Guests are active users of the office (those `GET …/guests` offers), the owner left out, each once; any other id
 * is refused on `extendedProps.guests`. Those the event already has (`kept`) stay even if they have left the office
 * since: saving the event again must not fail on them.
 */
export async function checkedGuests(
  db: Db,
  ownerId: number,
  given: number[] | undefined,
  kept: readonly number[] = [],
): Promise<number[]> {
  const ids = [...new Set(given ?? [])].filter((id) => id !== ownerId);
  const added = ids.filter((id) => !kept.includes(id));
  if (!(await allActiveUsers(db, added))) throw fieldError('extendedProps.guests', CALENDAR_TEXT.guests);
  return ids.sort((a, b) => a - b);
}
