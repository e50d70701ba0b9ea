import { and, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/client.ts';
import { expandSeries, guestsOf, type EventRow } from './calendar.read.ts';
import { dayOf, dayStartIn } from './calendar.recurrence.ts';
import { calendarEventExceptions, calendarEvents, calendarRemindersSent } from './calendar.table.ts';

/** The in-app notification a reminder becomes (the shape of the notifications module's `create`). */
export interface CalendarReminderNotification {
  userId: number;
  title: string;
  subtitle: string;
  icon: string;
  color: string;
  link: string;
}

/** Stores a notification in the given transaction (app.ts passes the notifications service's): claim and notice commit together. */
export type CalendarNotify = (tx: Db, notification: CalendarReminderNotification) => Promise<unknown>;

/** A run that comes late (a restart, a slow minute) still reminds of what started at most this long ago. */
const GRACE_MS = 10 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** When an occurrence starts on the office's clock: an all-day one at the office's midnight. */
const startOf = (row: EventRow, start: Date, zone: string) => (row.allDay ? dayStartIn(dayOf(start), zone) : start);

const when = (row: EventRow, start: Date, zone: string) =>
  row.allDay
    ? dayOf(start)
    : `${Temporal.Instant.fromEpochMilliseconds(start.getTime())
        .toZonedDateTimeISO(zone)
        .toPlainDateTime()
        .toString({ smallestUnit: 'minute' })
        .replace('T', ' ')} (${zone})`;

/**
 * Sends the calendar's due reminders: for each occurrence whose start minus its event's reminder has come (and which
 * started less than ten minutes ago at most), one notification to the owner and each guest. The claim is an insert
 * into `calendar_reminders_sent` keyed by the occurrence's original start, `on conflict do nothing`: an overlapping
 * run finds it taken, so each occurrence reminds once. Returns how many occurrences reminded.
 */
export async function sendDueCalendarReminders(db: Db, now: Date, zone: string, notify: CalendarNotify) {
  const since = new Date(now.getTime() - GRACE_MS - DAY_MS); // a day's slack for floating all-day events
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        isNotNull(calendarEvents.reminderMinutes),
        lte(
          calendarEvents.startAt,
          sql`${now.toISOString()}::timestamptz + interval '1 day' + ${calendarEvents.reminderMinutes} * interval '1 minute'`,
        ),
        or(
          and(isNull(calendarEvents.rrule), gt(calendarEvents.startAt, since)),
          and(
            isNotNull(calendarEvents.rrule),
            or(isNull(calendarEvents.repeatUntil), gt(calendarEvents.repeatUntil, since)),
          ),
        ),
      ),
    );
  if (rows.length === 0) return 0;
  const seriesIds = rows.filter((row) => row.rrule).map((row) => row.id);
  const exceptions =
    seriesIds.length === 0
      ? []
      : await db.select().from(calendarEventExceptions).where(inArray(calendarEventExceptions.eventId, seriesIds));

  const due: { row: EventRow; originalStart: Date; start: Date; title: string }[] = [];
  for (const row of rows) {
    const reminderMs = (row.reminderMinutes ?? 0) * MINUTE_MS;
    const isDue = (start: Date) => {
      const at = startOf(row, start, zone).getTime();
      return at - reminderMs <= now.getTime() && at > now.getTime() - GRACE_MS;
    };
    if (!row.rrule) {
      if (isDue(row.startAt)) due.push({ row, originalStart: row.startAt, start: row.startAt, title: row.title });
      continue;
    }
    const own = exceptions.filter((exception) => exception.eventId === row.id);
    const window = { from: new Date(now.getTime() - GRACE_MS), to: new Date(now.getTime() + reminderMs + DAY_MS) };
    for (const occurrence of expandSeries(row, own, zone, window.from, window.to)) {
      if (isDue(occurrence.start)) {
        const title = occurrence.override.title ?? row.title;
        due.push({ row, originalStart: occurrence.originalStart, start: occurrence.start, title });
      }
    }
  }

  let sent = 0;
  for (const item of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(calendarRemindersSent)
        .values({ eventId: item.row.id, occurrenceStart: item.originalStart, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return;
      const guests = (await guestsOf(tx as Db, [item.row.id])).get(item.row.id) ?? [];
      for (const userId of [item.row.ownerId, ...guests]) {
        await notify(tx as Db, {
          userId,
          title: `Reminder: ${item.title}`,
          subtitle: `Starts ${when(item.row, item.start, zone)}`,
          icon: 'calendar',
          color: 'info',
          link: '/apps/calendar',
        });
      }
      sent += 1;
    });
  }
  return sent;
}
