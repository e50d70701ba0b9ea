import type { CalendarEvent } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyWithin } from '../../app.ts';
import { notifications } from '../../db/schema.ts';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { sendDueCalendarReminders } from './calendar.reminders.ts';

const t = setupTestApp();
const zone = 'Europe/Paris';
let admin: SignedIn;
let guest: SignedIn;

const create = async (body: object) => {
  const response = await t.call(admin, 'POST', '/api/apps/calendar', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
};
const remindersOf = async (userId: number, title: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (notification) => notification.title === `Reminder: ${title}`,
  );
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  admin = await signIn(t.app);
  guest = await t.userWithRole('admin');
});

describe('calendar reminders', () => {
  it('notifies the owner and guests once, when start minus the reminder is reached', async () => {
    await create({
      title: 'Hearing prep',
      start: '2031-05-10T09:00:00Z',
      end: '2031-05-10T10:00:00Z',
      extendedProps: { calendar: 'Business', reminderMinutes: 30, guests: [guest.userId] },
    });
    expect(await sendDueCalendarReminders(t.db, at('2031-05-10T08:29:00Z'), zone, notifyWithin)).toBe(0);
    expect(await sendDueCalendarReminders(t.db, at('2031-05-10T08:30:00Z'), zone, notifyWithin)).toBe(1);
    expect(await sendDueCalendarReminders(t.db, at('2031-05-10T08:31:00Z'), zone, notifyWithin)).toBe(0);
    const mine = await remindersOf(admin.userId, 'Hearing prep');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subtitle).toBe('Starts 2031-05-10 11:00 (Europe/Paris)');
    expect(await remindersOf(guest.userId, 'Hearing prep')).toHaveLength(1);
  });

  it('reminds each occurrence of a series once, skipping a cancelled one', async () => {
    const daily = await create({
      title: 'Daily check',
      start: '2031-06-01T07:00:00Z',
      end: '2031-06-01T07:10:00Z',
      extendedProps: { calendar: 'Personal', reminderMinutes: 10, recurrence: 'FREQ=DAILY;COUNT=3' },
    });
    const cancel = await t.call(
      admin,
      'DELETE',
      `/api/apps/calendar/${daily.id}?scope=this&occurrenceStart=2031-06-02T07:00:00.000Z`,
    );
    expect(cancel.statusCode).toBe(204);
    for (const day of ['01', '02', '03']) {
      await sendDueCalendarReminders(t.db, at(`2031-06-${day}T06:50:00Z`), zone, notifyWithin);
      await sendDueCalendarReminders(t.db, at(`2031-06-${day}T06:55:00Z`), zone, notifyWithin);
    }
    expect(await remindersOf(admin.userId, 'Daily check')).toHaveLength(2);
  });

  it('sends nothing for an event that started long ago or has no reminder', async () => {
    await create({
      title: 'No reminder',
      start: '2031-07-01T07:00:00Z',
      extendedProps: { calendar: 'ETC' },
    });
    await create({
      title: 'Missed',
      start: '2031-07-01T07:00:00Z',
      extendedProps: { calendar: 'ETC', reminderMinutes: 5 },
    });
    expect(await sendDueCalendarReminders(t.db, at('2031-07-01T09:00:00Z'), zone, notifyWithin)).toBe(0);
    expect(await remindersOf(admin.userId, 'No reminder')).toEqual([]);
  });
});
