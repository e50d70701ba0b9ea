import {
  CALENDAR_TEXT,
  type CalendarDeleteQuery,
  type CalendarEvent,
  type CalendarEventCreateBody,
  type CalendarEventUpdateBody,
} from '@mizan/contracts';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { guestsOf, toEvent, visibleTo, type EventRow } from './calendar.read.ts';
import {
  countBefore,
  isOccurrence,
  normalizeRule,
  ruleParts,
  ruleText,
  seriesEnd,
  untilStamp,
} from './calendar.recurrence.ts';
import { calendarEventExceptions, calendarEventGuests, calendarEvents } from './calendar.table.ts';
import { checkedGuests, occurrenceInstant, storedTimes, writtenTimes } from './calendar.times.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type EventValues = Omit<typeof calendarEvents.$inferInsert, 'id'>;

/** The series' stored rule and where it ends, from its first start and duration. */
function withSeries(values: EventValues, rrule: string | null, zone: string): EventValues {
  if (!rrule) return { ...values, rrule: null, repeatUntil: null };
  const rule = normalizeRule(rrule, values.allDay ?? false, zone);
  const duration = values.endAt.getTime() - values.startAt.getTime();
  const series = { startAt: values.startAt, rrule: rule, allDay: values.allDay ?? false };
  return { ...values, rrule: rule, repeatUntil: seriesEnd(series, duration, zone) };
}

async function setGuests(tx: Tx, eventId: number, guests: number[]) {
  await tx.delete(calendarEventGuests).where(eq(calendarEventGuests.eventId, eventId));
  if (guests.length > 0) await tx.insert(calendarEventGuests).values(guests.map((userId) => ({ eventId, userId })));
}

/** The event a write is about: 404 when the user can't see it, 403 when they only are a guest. */
async function ownEvent(tx: Tx | Db, id: number, userId: number, forUpdate = false): Promise<EventRow> {
  const query = tx
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), visibleTo(userId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(CALENDAR_TEXT.notFound);
  if (row.ownerId !== userId) throw forbidden();
  return row;
}

/** The occurrence a scoped change names, checked to be one of the series. */
function namedOccurrence(row: EventRow, given: string | undefined, zone: string): Date {
  if (!given) throw fieldError('occurrenceStart', CALENDAR_TEXT.occurrence);
  const at = occurrenceInstant(given, row.allDay);
  const series = { startAt: row.startAt, rrule: row.rrule ?? '', allDay: row.allDay };
  if (!isOccurrence(series, zone, at)) throw fieldError('occurrenceStart', CALENDAR_TEXT.notAnOccurrence);
  return at;
}

/** The series' rule cut before `at`: UNTIL just before it, or COUNT of those before it. */
function truncatedRule(row: EventRow, at: Date, zone: string): string {
  const parts = ruleParts(row.rrule ?? '');
  if (parts.has('COUNT')) {
    parts.set(
      'COUNT',
      String(countBefore({ startAt: row.startAt, rrule: row.rrule ?? '', allDay: row.allDay }, zone, at)),
    );
  } else parts.set('UNTIL', untilStamp(new Date(at.getTime() - 1000)));
  return ruleText(parts);
}

/** The new series' rule after a split: COUNT reduced by the occurrences the old one keeps. */
function remainingRule(row: EventRow, rrule: string, at: Date, zone: string): string {
  const parts = ruleParts(rrule);
  const count = parts.get('COUNT');
  if (count && rrule === row.rrule) {
    const before = countBefore({ startAt: row.startAt, rrule, allDay: row.allDay }, zone, at);
    parts.set('COUNT', String(Math.max(1, Number(count) - before)));
  }
  return ruleText(parts);
}

/** Ends a series just before the occurrence at `at` (RFC 5545's "this and following"), with its exceptions from there. */
async function endSeriesBefore(tx: Tx, row: EventRow, at: Date, zone: string, bump: Partial<EventValues>) {
  await tx
    .update(calendarEvents)
    .set({ ...withSeries(row, truncatedRule(row, at, zone), zone), ...bump })
    .where(eq(calendarEvents.id, row.id));
  await tx
    .delete(calendarEventExceptions)
    .where(and(eq(calendarEventExceptions.eventId, row.id), gte(calendarEventExceptions.occurrenceStart, at)));
}

/** A rule's pattern: what it repeats, without where it ends (COUNT or UNTIL). */
const patternOf = (rrule: string | null) => {
  if (!rrule) return null;
  const parts = ruleParts(rrule);
  parts.delete('COUNT');
  parts.delete('UNTIL');
  return ruleText(parts);
};

/**
 * "This and following" keeps the later exceptions (occurrences moved, changed or cancelled one by one) when the
 * new series repeats the old one's pattern from the split: same first start, all-day or not, same rule but for where
 * it ends. They move to the new series, since they name the same original starts (RECURRENCE-IDs); those past a
 * shortened end go. When the edit changes the pattern (the start time, the days, the frequency, all-day), they name
 * starts the new series no longer has, and they go with the old series' tail — what Google Calendar does ("changes
 * made to individual events will be lost" when the time of following events changes) and Outlook too ("any
 * exceptions associated with this recurring appointment will be lost").
 */
async function keepLaterExceptions(tx: Tx, row: EventRow, created: EventRow, at: Date, zone: string) {
  const samePattern =
    created.rrule !== null &&
    created.startAt.getTime() === at.getTime() &&
    created.allDay === row.allDay &&
    patternOf(created.rrule) === patternOf(row.rrule);
  if (!samePattern) return;
  const later = await tx
    .select({ occurrenceStart: calendarEventExceptions.occurrenceStart })
    .from(calendarEventExceptions)
    .where(and(eq(calendarEventExceptions.eventId, row.id), gte(calendarEventExceptions.occurrenceStart, at)));
  const series = { startAt: created.startAt, rrule: created.rrule ?? '', allDay: created.allDay };
  const kept = later.map((exception) => exception.occurrenceStart).filter((start) => isOccurrence(series, zone, start));
  if (kept.length === 0) return;
  await tx
    .update(calendarEventExceptions)
    .set({ eventId: created.id })
    .where(and(eq(calendarEventExceptions.eventId, row.id), inArray(calendarEventExceptions.occurrenceStart, kept)));
}

export function createCalendarWrites(db: Db, officeTimeZone: () => Promise<string>) {
  async function answer(tx: Tx | Db, row: EventRow, userId: number): Promise<CalendarEvent> {
    const guests = await guestsOf(tx as Db, [row.id]);
    return toEvent(row, guests.get(row.id) ?? [], userId);
  }

  /** Merges a change into the event's values (the stored row, or the occurrence a split starts from). */
  function merged(row: EventRow, body: CalendarEventUpdateBody, from: { startAt: Date; endAt: Date }): EventValues {
    const allDay = body.allDay ?? row.allDay;
    const written = writtenTimes(from.startAt, from.endAt, row.allDay);
    const times =
      body.start !== undefined || body.end !== undefined || allDay !== row.allDay
        ? storedTimes(
            body.start ?? written.start,
            body.end ?? (body.start === undefined ? written.end : undefined),
            allDay,
          )
        : from;
    const props = body.extendedProps ?? {};
    return {
      ownerId: row.ownerId,
      title: body.title ?? row.title,
      kind: props.calendar ?? row.kind,
      allDay,
      ...times,
      url: body.url ?? row.url,
      description: props.description ?? row.description,
      location: props.location ?? row.location,
      reminderMinutes: props.reminderMinutes === undefined ? row.reminderMinutes : props.reminderMinutes,
      rrule: props.recurrence === undefined ? row.rrule : props.recurrence,
    };
  }

  return {
    async create(body: CalendarEventCreateBody, userId: number): Promise<CalendarEvent> {
      const zone = await officeTimeZone();
      const allDay = body.allDay ?? false;
      const props = body.extendedProps;
      const guests = await checkedGuests(db, userId, props.guests);
      const values = withSeries(
        {
          ownerId: userId,
          title: body.title,
          kind: props.calendar,
          allDay,
          ...storedTimes(body.start, body.end, allDay),
          url: body.url ?? '',
          description: props.description ?? '',
          location: props.location ?? '',
          reminderMinutes: props.reminderMinutes ?? null,
        },
        props.recurrence ?? null,
        zone,
      );
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(calendarEvents).values(values).returning();
        await setGuests(tx, row!.id, guests);
        return answer(tx, row!, userId);
      });
    },

    async update(id: number, body: CalendarEventUpdateBody, userId: number): Promise<CalendarEvent> {
      const zone = await officeTimeZone();
      const given = body.extendedProps?.guests;
      const guests = given && (await checkedGuests(db, userId, given, (await guestsOf(db, [id])).get(id)));
      return db.transaction(async (tx) => {
        const row = await ownEvent(tx, id, userId, true);
        if (body.version !== undefined && body.version !== row.version) throw new HttpError(409, CALENDAR_TEXT.stale);
        const scope = row.rrule ? (body.scope ?? 'all') : 'all';
        const bump = { version: row.version + 1, updatedAt: new Date() };

        if (scope === 'this') {
          const at = namedOccurrence(row, body.occurrenceStart, zone);
          const duration = row.endAt.getTime() - row.startAt.getTime();
          const changed = merged(row, body, { startAt: at, endAt: new Date(at.getTime() + duration) });
          const override = {
            title: changed.title,
            start: changed.startAt.toISOString(),
            end: changed.endAt.toISOString(),
            description: changed.description ?? '',
            location: changed.location ?? '',
            url: changed.url ?? '',
          };
          await tx
            .insert(calendarEventExceptions)
            .values({ eventId: row.id, occurrenceStart: at, override })
            .onConflictDoUpdate({
              target: [calendarEventExceptions.eventId, calendarEventExceptions.occurrenceStart],
              set: { override, cancelled: false },
            });
          const [stored] = await tx.update(calendarEvents).set(bump).where(eq(calendarEvents.id, id)).returning();
          const event = await answer(tx, stored!, userId);
          return toEvent(stored!, event.extendedProps.guests, userId, {
            originalStart: at,
            start: changed.startAt,
            end: changed.endAt,
            override,
          });
        }

        if (scope === 'following') {
          const at = namedOccurrence(row, body.occurrenceStart, zone);
          if (at.getTime() !== row.startAt.getTime()) {
            const duration = row.endAt.getTime() - row.startAt.getTime();
            const next = merged(row, body, { startAt: at, endAt: new Date(at.getTime() + duration) });
            const rule = next.rrule ? remainingRule(row, next.rrule, at, zone) : null;
            const [created] = await tx
              .insert(calendarEvents)
              .values(withSeries(next, rule, zone))
              .returning();
            await keepLaterExceptions(tx, row, created!, at, zone);
            await endSeriesBefore(tx, row, at, zone, bump);
            const oldGuests = (await guestsOf(tx as Db, [id])).get(id) ?? [];
            await setGuests(tx, created!.id, guests ?? oldGuests);
            return answer(tx, created!, userId);
          }
        }

        // The whole series (or a single event). Dragging an occurrence moves the series by as much.
        let from = { startAt: row.startAt, endAt: row.endAt };
        if (row.rrule && body.occurrenceStart && body.start !== undefined) {
          const at = namedOccurrence(row, body.occurrenceStart, zone);
          const shift = row.startAt.getTime() - at.getTime();
          const times = storedTimes(body.start, body.end, body.allDay ?? row.allDay);
          from = { startAt: new Date(times.startAt.getTime() + shift), endAt: new Date(times.endAt.getTime() + shift) };
          body = { ...body, start: undefined, end: undefined };
        }
        const values = merged(row, body, from);
        const next = withSeries(values, values.rrule ?? null, zone);
        if (
          next.rrule !== row.rrule ||
          next.startAt.getTime() !== row.startAt.getTime() ||
          next.allDay !== row.allDay
        ) {
          // Exceptions name original starts of the old rule; they no longer name anything.
          await tx.delete(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, id));
        }
        const [stored] = await tx
          .update(calendarEvents)
          .set({ ...next, ...bump })
          .where(eq(calendarEvents.id, id))
          .returning();
        if (guests) await setGuests(tx, id, guests);
        return answer(tx, stored!, userId);
      });
    },

    async remove(id: number, query: CalendarDeleteQuery, userId: number): Promise<void> {
      const zone = await officeTimeZone();
      await db.transaction(async (tx) => {
        const row = await ownEvent(tx, id, userId, true);
        const scope = row.rrule ? (query.scope ?? 'all') : 'all';
        const bump = { version: row.version + 1, updatedAt: new Date() };
        if (scope === 'this') {
          const at = namedOccurrence(row, query.occurrenceStart, zone);
          await tx
            .insert(calendarEventExceptions)
            .values({ eventId: id, occurrenceStart: at, cancelled: true })
            .onConflictDoUpdate({
              target: [calendarEventExceptions.eventId, calendarEventExceptions.occurrenceStart],
              set: { cancelled: true },
            });
          await tx.update(calendarEvents).set(bump).where(eq(calendarEvents.id, id));
          return;
        }
        if (scope === 'following') {
          const at = namedOccurrence(row, query.occurrenceStart, zone);
          if (at.getTime() > row.startAt.getTime()) {
            await endSeriesBefore(tx, row, at, zone, bump);
            return;
          }
        }
        await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
      });
    },
  };
}
