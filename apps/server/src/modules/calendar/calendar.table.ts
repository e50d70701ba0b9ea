import type { CalendarKind } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's event, or the first occurrence of a series (`rrule`). Timed events hold UTC instants. An all-day event is
 * a floating run of days: `start_at`/`end_at` hold UTC midnight of its first day and of the day after its last, so a
 * day stays the same day whatever the office's zone (range queries widen by a day on each side, then filter).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').$type<CalendarKind>().notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    url: text('url').notNull().default(''),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    reminderMinutes: integer('reminder_minutes'),
    /** RFC 5545 RRULE (without DTSTART: `start_at` is it), expanded in the office's zone; null for a single event. */
    rrule: text('rrule'),
    /** When the series' last occurrence ends (UNTIL or COUNT); null for an endless series and for single events. */
    repeatUntil: instant('repeat_until'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A range of one's single events: the owner, then the start.
    index('calendar_events_owner_start_idx').on(t.ownerId, t.startAt),
    // One's series, read whole for every range (few rows: a series is one row).
    // A user's longest single event: how far before a range their events may start and still meet it.
    index('calendar_events_owner_length_idx')
      .on(t.ownerId, sql`(${t.endAt} - ${t.startAt})`)
      .where(sql`${t.rrule} is null`),
    index('calendar_events_owner_series_idx')
      .on(t.ownerId, t.startAt)
      .where(sql`${t.rrule} is not null`),
  ],
);

/** The users an event is shared with: they see it (read-only), the owner changes it. */
export const calendarEventGuests = pgTable(
  'calendar_event_guests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('calendar_event_guests_user_idx').on(t.userId)],
);

/** What one occurrence of a series changes (RFC 5545's RECURRENCE-ID): any of these, the rest as the series. */
export interface CalendarOccurrenceOverride {
  title?: string;
  start?: string;
  end?: string;
  description?: string;
  location?: string;
  url?: string;
}

/** One occurrence of a series cancelled (EXDATE) or changed, keyed by its original start. */
export const calendarEventExceptions = pgTable(
  'calendar_event_exceptions',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: instant('occurrence_start').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    override: jsonb('override').$type<CalendarOccurrenceOverride>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart] })],
);

/**
 * A user's private feed (`/api/calendar/feed/<token>.ics`, what Google Calendar or Outlook subscribes to): one per
 * user, replaced when made again. Only the token's SHA-256 is kept, like sessions'.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);

/** Reminders already sent, one per occurrence: the periodic job claims a row before notifying, so never twice. */
export const calendarRemindersSent = pgTable(
  'calendar_reminders_sent',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    occurrenceStart: instant('occurrence_start').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart] })],
);
