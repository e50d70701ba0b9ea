import type { CalendarEvent, CalendarGuestsResponse } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();
const base = '/api/apps/calendar';
let admin: SignedIn;
let other: SignedIn;

const meeting = {
  title: 'Client meeting',
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T10:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business', description: 'Contract review', location: 'Room 2' },
};

const list = async (who: SignedIn, query: string) => {
  const response = await t.call(who, 'GET', `${base}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarEvent[]>();
};
const create = async (who: SignedIn, body: object) => {
  const response = await t.call(who, 'POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
};
const march = 'start=2026-03-01&end=2026-04-01';

beforeAll(async () => {
  admin = await signIn(t.app);
  other = await t.userWithRole('admin');
});

describe('calendar API: spec §7 calls', () => {
  it('creates (201, with its id), lists by kind and range, updates (201, merged) and deletes (204)', async () => {
    const created = await create(admin, meeting);
    expect(created).toMatchObject({
      title: 'Client meeting',
      start: meeting.start,
      end: meeting.end,
      allDay: false,
      extendedProps: { calendar: 'Business', description: 'Contract review', version: 1, recurrence: null },
    });
    expect((await list(admin, `calendars=Business&${march}`)).map((e) => e.id)).toContain(created.id);
    expect((await list(admin, `calendars=Personal&calendars=Family&${march}`)).map((e) => e.id)).not.toContain(
      created.id,
    );
    expect(await list(admin, march)).toEqual([]); // no kinds asked for → none (spec's filter)
    expect((await list(admin, 'calendars=Business&start=2026-05-01&end=2026-06-01')).map((e) => e.id)).not.toContain(
      created.id,
    );

    const updated = await t.call(admin, 'PUT', `${base}/${created.id}`, { title: 'Moved meeting', version: 1 });
    expect(updated.statusCode, updated.body).toBe(201);
    expect(updated.json()).toMatchObject({
      title: 'Moved meeting',
      start: meeting.start,
      extendedProps: { version: 2 },
    });
    const stale = await t.call(admin, 'PUT', `${base}/${created.id}`, { title: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);

    expect((await t.call(admin, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(204);
    const gone = await t.call(admin, 'PUT', `${base}/${created.id}`, { title: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'No event found with this id' });
    expect((await t.call(admin, 'DELETE', `${base}/${created.id}`)).statusCode).toBe(404);
  });

  it('stores all-day events as days, the end exclusive', async () => {
    const holiday = await create(admin, {
      title: 'National day',
      start: '2026-03-20',
      allDay: true,
      extendedProps: { calendar: 'Holiday' },
    });
    expect(holiday).toMatchObject({ start: '2026-03-20', end: '2026-03-21', allDay: true });
    const listed = await list(admin, 'calendars=Holiday&start=2026-03-20T00:00:00Z&end=2026-03-21T00:00:00Z');
    expect(listed.map((e) => e.id)).toContain(holiday.id);
  });

  it('shows an event to its guests read-only and answers 404 to anyone else', async () => {
    const third = await t.userWithRole('admin');
    const shared = await create(admin, { ...meeting, extendedProps: { calendar: 'Family', guests: [other.userId] } });
    expect(shared.extendedProps.guests).toEqual([other.userId]);
    const seen = (await list(other, `calendars=Family&${march}`)).find((e) => e.id === shared.id);
    expect(seen?.extendedProps.editable).toBe(false);
    expect((await t.call(other, 'PUT', `${base}/${shared.id}`, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await list(third, `calendars=Family&${march}`)).map((e) => e.id)).not.toContain(shared.id);
    expect((await t.call(third, 'PUT', `${base}/${shared.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await t.call(third, 'DELETE', `${base}/${shared.id}`)).statusCode).toBe(404);
  });

  it('offers the active users as guests to whoever reads the calendar, and invites only them', async () => {
    const invited = await t.userWithRole('author');
    const gone = await t.userWithRole('author');
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, gone.userId));
    const response = await t.call(invited, 'GET', `${base}/guests`);
    expect(response.statusCode, response.body).toBe(200);
    const { guests } = response.json<CalendarGuestsResponse>();
    expect(guests).toContainEqual({ id: invited.userId, name: expect.stringMatching(/^Tester /), img: null });
    expect(guests.map((guest) => guest.id)).toContain(admin.userId);
    expect(guests.map((guest) => guest.id)).not.toContain(gone.userId);
    const names = guests.map((guest) => guest.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const refused = await t.call(admin, 'POST', base, {
      ...meeting,
      extendedProps: { calendar: 'ETC', guests: [invited.userId, gone.userId] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { 'extendedProps.guests': [expect.any(String)] } });
    const shared = await create(admin, { ...meeting, extendedProps: { calendar: 'ETC', guests: [invited.userId] } });
    expect((await list(invited, `calendars=ETC&${march}`)).map((e) => e.id)).toContain(shared.id);

    // A guest who leaves the office afterwards doesn't block saving the event again; a new inactive one is refused.
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, invited.userId));
    const saved = await t.call(admin, 'PUT', `${base}/${shared.id}`, {
      title: 'Renamed',
      extendedProps: { guests: [invited.userId] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<CalendarEvent>().extendedProps.guests).toEqual([invited.userId]);
    const added = await t.call(admin, 'PUT', `${base}/${shared.id}`, {
      extendedProps: { guests: [invited.userId, gone.userId] },
    });
    expect(added.statusCode).toBe(400);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...meeting, title: ' ' }, 'title'],
      [{ ...meeting, end: '2026-03-10T08:00:00Z' }, 'end'],
      [{ ...meeting, start: 'tomorrow' }, 'start'],
      [{ ...meeting, extendedProps: { calendar: 'Hearing' } }, 'extendedProps.calendar'],
      [{ ...meeting, extendedProps: { calendar: 'ETC', reminderMinutes: 50_000 } }, 'extendedProps.reminderMinutes'],
      [{ ...meeting, extendedProps: { calendar: 'ETC', recurrence: 'FREQ=HOURLY' } }, 'extendedProps.recurrence'],
      [
        { ...meeting, extendedProps: { calendar: 'ETC', recurrence: 'FREQ=DAILY;COUNT=3;UNTIL=20260401' } },
        'extendedProps.recurrence',
      ],
      [{ ...meeting, extendedProps: { calendar: 'ETC', guests: [999_999] } }, 'extendedProps.guests'],
    ];
    for (const [body, field] of cases) {
      const response = await t.call(admin, 'POST', base, body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors), field).toContain(field);
    }
    const tooLong = await t.call(admin, 'GET', `${base}?calendars=ETC&start=2026-01-01&end=2027-06-01`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: { end: ['Ask for at most 14 months at a time'] } });
  });

  it('lists around today when no range is given', async () => {
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
    const later = new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString();
    const near = await create(admin, { ...meeting, start: soon, end: soon, extendedProps: { calendar: 'Personal' } });
    const far = await create(admin, { ...meeting, start: later, end: later, extendedProps: { calendar: 'Personal' } });
    const ids = (await list(admin, 'calendars=Personal')).map((e) => e.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
  });
});

describe('calendar demo data', () => {
  it('gives the administrator a month of events around today across the kinds, some recurring', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const kinds = 'calendars=Business&calendars=Holiday&calendars=Personal&calendars=Family&calendars=ETC';
    const events = await list(admin, `${kinds}&start=${day(-31)}&end=${day(31)}`);
    const demo = events.filter((event) => event.extendedProps.ownerId === admin.userId);
    expect(new Set(demo.map((event) => event.extendedProps.calendar))).toEqual(
      new Set(['Business', 'Holiday', 'Personal', 'Family', 'ETC']),
    );
    const meetings = demo.filter((event) => event.title === 'اجتماع الفريق الأسبوعي');
    expect(meetings.length).toBeGreaterThanOrEqual(8);
    // Sundays at 10:00 in Riyadh (07:00 UTC).
    expect(meetings.every((event) => new Date(event.start).getUTCDay() === 0 && event.start.includes('T07:00'))).toBe(
      true,
    );
    expect(demo.some((event) => event.title === 'Monthly billing review')).toBe(true);
  });
});
