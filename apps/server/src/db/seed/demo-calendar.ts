import { OFFICE_TIME_ZONE_DEFAULT, type CalendarKind } from '@mizan/contracts';
import { asc, eq, ne } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { calendarEventGuests, calendarEvents } from '../../modules/calendar/calendar.table.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { DEMO_USERS } from './demo-users.ts';

/** A demo event: days from the seeding day, a time on the office's clock (none: all-day) and how long it lasts. */
interface DemoEvent {
  title: string;
  kind: CalendarKind;
  day: number;
  time?: string;
  minutes?: number;
  days?: number;
  rrule?: string;
  reminder?: number;
  location?: string;
  description?: string;
  /** Indices into the office's other users, invited. */
  guests?: number[];
}

const EVENTS: DemoEvent[] = [
  // The weekly team meeting, Sundays at 10:00, for two months around today (a bounded series: the demo stays tidy).
  {
    title: 'اجتماع الفريق الأسبوعي',
    kind: 'Business',
    day: -28,
    time: '10:00',
    minutes: 60,
    rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=9',
    reminder: 15,
    location: 'قاعة الاجتماعات',
    guests: [0, 1, 2],
  },
  {
    title: 'Monthly billing review',
    kind: 'Business',
    day: -20,
    time: '13:00',
    minutes: 90,
    rrule: 'FREQ=MONTHLY;COUNT=4',
    reminder: 60,
    description: 'Unpaid invoices, fees due from the cases, the month’s receipts.',
    guests: [3],
  },
  { title: 'Client call — Al Noor Trading', kind: 'Business', day: -6, time: '11:30', minutes: 30 },
  { title: 'مراجعة عقد الإيجار مع العميل', kind: 'Business', day: 2, time: '09:30', minutes: 60, reminder: 30 },
  { title: 'Partners’ lunch', kind: 'Business', day: 5, time: '13:00', minutes: 90, location: 'Al Faisaliah' },
  { title: 'Bar association seminar', kind: 'Business', day: 12, time: '16:00', minutes: 120 },
  { title: 'اليوم الوطني', kind: 'Holiday', day: 9, days: 1 },
  { title: 'Office closed — long weekend', kind: 'Holiday', day: 20, days: 3 },
  { title: 'Dentist', kind: 'Personal', day: -3, time: '17:00', minutes: 45 },
  { title: 'تجديد جواز السفر', kind: 'Personal', day: 7, days: 1 },
  { title: 'Gym', kind: 'Personal', day: -10, time: '06:30', minutes: 60, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10' },
  { title: 'عشاء العائلة', kind: 'Family', day: 4, time: '20:00', minutes: 120 },
  { title: 'School parents’ evening', kind: 'Family', day: -12, time: '18:00', minutes: 90 },
  { title: 'Renew the office’s commercial register', kind: 'ETC', day: 15, days: 1, reminder: 1440 },
  { title: 'مراجعة الأرشيف', kind: 'ETC', day: -1, time: '14:00', minutes: 120 },
];

const MINUTE = 60_000;
const FLOATING_DAY_MS = 86_400_000;

/**
 * A month of events around the seeding day for the administrator, in the office's default zone (Asia/Riyadh: no
 * daylight saving), some recurring, some shared with colleagues; Arabic and English titles, as the office writes them.
 */
export async function seedDemoCalendar(db: Db): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS[0].email));
  if (!owner) return;
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, owner.id))
    .orderBy(asc(users.id))
    .limit(8);
  const zone = OFFICE_TIME_ZONE_DEFAULT;
  const today = Temporal.Now.zonedDateTimeISO(zone).toPlainDate();

  for (const event of EVENTS) {
    const day = today.add({ days: event.day });
    const allDay = event.time === undefined;
    const startAt = allDay
      ? new Date(`${day.toString()}T00:00:00Z`)
      : new Date(day.toZonedDateTime({ timeZone: zone, plainTime: event.time }).epochMilliseconds);
    const endAt = allDay
      ? new Date(startAt.getTime() + (event.days ?? 1) * FLOATING_DAY_MS)
      : new Date(startAt.getTime() + (event.minutes ?? 60) * MINUTE);
    const [row] = await db
      .insert(calendarEvents)
      .values({
        ownerId: owner.id,
        title: event.title,
        kind: event.kind,
        allDay,
        startAt,
        endAt,
        location: event.location ?? '',
        description: event.description ?? '',
        reminderMinutes: event.reminder ?? null,
        rrule: event.rrule ?? null,
        // COUNT-bounded series: their last occurrence ends well within a year (for the range queries).
        repeatUntil: event.rrule ? new Date(startAt.getTime() + 400 * FLOATING_DAY_MS) : null,
      })
      .returning({ id: calendarEvents.id });
    const guests = (event.guests ?? []).map((index) => others[index]?.id).filter((id) => id !== undefined);
    if (guests.length > 0) {
      await db.insert(calendarEventGuests).values(guests.map((userId) => ({ eventId: row!.id, userId })));
    }
  }
}
