import type { CalendarEvent } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();
const base = '/api/apps/calendar';
let admin: SignedIn;

const list = async (query: string) => {
  const response = await t.call(admin, 'GET', `${base}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarEvent[]>();
};
const create = async (body: object) => {
  const response = await t.call(admin, 'POST', base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarEvent>();
};
const series = (id: number, events: CalendarEvent[]) => events.filter((event) => event.id === id);
/** The wall-clock time of an instant in Paris. */
const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

beforeAll(async () => {
  admin = await signIn(t.app);
  // The office moves to Paris: summer time starts on 29 March 2026.
  const settings = await t.call(admin, 'GET', '/api/office/settings');
  const { version } = settings.json<{ version: number }>();
  const saved = await t.call(admin, 'PUT', '/api/office/settings', { timeZone: 'Europe/Paris', version });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
});

describe('calendar recurrence (RFC 5545, in the office’s zone)', () => {
  it('keeps a weekly 10:00 meeting at 10:00 in Paris across the daylight-saving change', async () => {
    const weekly = await create({
      title: 'Team meeting',
      start: '2026-03-15T09:00:00Z', // 10:00 in Paris (UTC+1)
      end: '2026-03-15T10:00:00Z',
      extendedProps: { calendar: 'Business', recurrence: 'FREQ=WEEKLY;BYDAY=SU' },
    });
    const occurrences = series(weekly.id, await list('calendars=Business&start=2026-03-01&end=2026-04-13'));
    expect(occurrences.map((event) => event.start)).toEqual([
      '2026-03-15T09:00:00.000Z',
      '2026-03-22T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z', // summer time: still 10:00 in Paris
      '2026-04-05T08:00:00.000Z',
      '2026-04-12T08:00:00.000Z',
    ]);
    expect(new Set(occurrences.map((event) => parisTime(event.start)))).toEqual(new Set(['10:00']));
    expect(occurrences[2]!.extendedProps).toMatchObject({
      seriesId: weekly.id,
      occurrenceStart: '2026-03-29T08:00:00.000Z',
      recurrence: 'FREQ=WEEKLY;BYDAY=SU',
    });
  });

  it('ends a series by COUNT or UNTIL, and expands monthly and yearly ones', async () => {
    const counted = await create({
      title: 'Three mornings',
      start: '2026-05-04T07:00:00Z',
      end: '2026-05-04T07:30:00Z',
      extendedProps: { calendar: 'Personal', recurrence: 'FREQ=DAILY;COUNT=3' },
    });
    const until = await create({
      title: 'Billing review',
      start: '2026-01-05T08:00:00Z',
      end: '2026-01-05T09:00:00Z',
      extendedProps: { calendar: 'Personal', recurrence: 'FREQ=MONTHLY;INTERVAL=2;UNTIL=20260630' },
    });
    const yearly = await create({
      title: 'Anniversary',
      start: '2025-05-06',
      allDay: true,
      extendedProps: { calendar: 'Personal', recurrence: 'FREQ=YEARLY' },
    });
    const events = await list('calendars=Personal&start=2026-01-01&end=2026-12-31');
    expect(series(counted.id, events).map((event) => event.start.slice(0, 10))).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
    ]);
    expect(series(until.id, events).map((event) => event.start.slice(0, 10))).toEqual([
      '2026-01-05',
      '2026-03-05',
      '2026-05-05',
    ]);
    expect(series(yearly.id, events)).toMatchObject([{ start: '2026-05-06', end: '2026-05-07', allDay: true }]);
  });

  it('changes or cancels one occurrence, leaving the rest of the series', async () => {
    const daily = await create({
      title: 'Stand-up',
      start: '2026-06-01T07:00:00Z',
      end: '2026-06-01T07:15:00Z',
      extendedProps: { calendar: 'ETC', recurrence: 'FREQ=DAILY;COUNT=5' },
    });
    const moved = await t.call(admin, 'PUT', `${base}/${daily.id}`, {
      scope: 'this',
      occurrenceStart: '2026-06-02T07:00:00.000Z',
      title: 'Stand-up (late)',
      start: '2026-06-02T09:00:00.000Z',
      end: '2026-06-02T09:15:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({ title: 'Stand-up (late)', start: '2026-06-02T09:00:00.000Z' });
    const cancelled = await t.call(
      admin,
      'DELETE',
      `${base}/${daily.id}?scope=this&occurrenceStart=2026-06-04T07:00:00.000Z`,
    );
    expect(cancelled.statusCode).toBe(204);
    const wrong = await t.call(admin, 'DELETE', `${base}/${daily.id}?scope=this&occurrenceStart=2026-06-04T07:01:00Z`);
    expect(wrong.statusCode).toBe(400);
    const events = series(daily.id, await list('calendars=ETC&start=2026-06-01&end=2026-06-30'));
    expect(events.map((event) => [event.start, event.title])).toEqual([
      ['2026-06-01T07:00:00.000Z', 'Stand-up'],
      ['2026-06-02T09:00:00.000Z', 'Stand-up (late)'],
      ['2026-06-03T07:00:00.000Z', 'Stand-up'],
      ['2026-06-05T07:00:00.000Z', 'Stand-up'],
    ]);
    expect(events[1]!.extendedProps.occurrenceStart).toBe('2026-06-02T07:00:00.000Z');
  });

  it('splits a series at "this and following", and deletes the rest of one', async () => {
    const weekly = await create({
      title: 'Court prep',
      start: '2026-09-07T06:00:00Z',
      end: '2026-09-07T07:00:00Z',
      extendedProps: { calendar: 'Family', recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6' },
    });
    const split = await t.call(admin, 'PUT', `${base}/${weekly.id}`, {
      scope: 'following',
      occurrenceStart: '2026-09-21T06:00:00.000Z',
      title: 'Court prep (new room)',
    });
    expect(split.statusCode, split.body).toBe(201);
    const next = split.json<CalendarEvent>();
    expect(next.id).not.toBe(weekly.id);
    expect(next.extendedProps.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO;COUNT=4');
    const range = 'calendars=Family&start=2026-09-01&end=2026-11-30';
    let events = await list(range);
    expect(series(weekly.id, events).map((event) => event.start.slice(0, 10))).toEqual(['2026-09-07', '2026-09-14']);
    expect(series(next.id, events).map((event) => [event.start.slice(0, 10), event.title])).toEqual([
      ['2026-09-21', 'Court prep (new room)'],
      ['2026-09-28', 'Court prep (new room)'],
      ['2026-10-05', 'Court prep (new room)'],
      ['2026-10-12', 'Court prep (new room)'],
    ]);

    const cut = await t.call(
      admin,
      'DELETE',
      `${base}/${next.id}?scope=following&occurrenceStart=2026-10-05T06:00:00.000Z`,
    );
    expect(cut.statusCode).toBe(204);
    events = await list(range);
    expect(series(next.id, events).map((event) => event.start.slice(0, 10))).toEqual(['2026-09-21', '2026-09-28']);

    expect((await t.call(admin, 'DELETE', `${base}/${weekly.id}?scope=all`)).statusCode).toBe(204);
    expect(series(weekly.id, await list(range))).toEqual([]);
  });

  it('"this and following" keeps the later moved and cancelled occurrences, unless the time pattern changes', async () => {
    const range = 'calendars=Personal&start=2026-11-01&end=2026-12-31';
    const mondays = async (title: string) => {
      const weekly = await create({
        title,
        start: '2026-11-02T06:00:00Z', // 07:00 in Paris
        end: '2026-11-02T07:00:00Z',
        extendedProps: { calendar: 'Personal', recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=6' },
      });
      const move = (occurrence: string, start: string, end: string) =>
        t.call(admin, 'PUT', `${base}/${weekly.id}`, { scope: 'this', occurrenceStart: occurrence, start, end });
      expect(
        (await move('2026-11-09T06:00:00.000Z', '2026-11-10T06:00:00.000Z', '2026-11-10T07:00:00.000Z')).statusCode,
      ).toBe(201);
      expect(
        (await move('2026-11-23T06:00:00.000Z', '2026-11-23T13:00:00.000Z', '2026-11-23T14:00:00.000Z')).statusCode,
      ).toBe(201);
      const cancelled = await t.call(
        admin,
        'DELETE',
        `${base}/${weekly.id}?scope=this&occurrenceStart=2026-11-30T06:00:00.000Z`,
      );
      expect(cancelled.statusCode).toBe(204);
      return weekly;
    };
    const split = async (id: number, body: object) => {
      const response = await t.call(admin, 'PUT', `${base}/${id}`, {
        scope: 'following',
        occurrenceStart: '2026-11-16T06:00:00.000Z',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<CalendarEvent>();
    };
    const startsOf = (id: number, events: CalendarEvent[]) => series(id, events).map((event) => event.start);

    // A new title from the 16th: the 23rd stays moved to the afternoon and the 30th stays cancelled, in the new series.
    const renamed = await mondays('Gym');
    const next = await split(renamed.id, { title: 'Gym (new club)' });
    let events = await list(range);
    expect(startsOf(renamed.id, events)).toEqual(['2026-11-02T06:00:00.000Z', '2026-11-10T06:00:00.000Z']);
    expect(startsOf(next.id, events)).toEqual([
      '2026-11-16T06:00:00.000Z',
      '2026-11-23T13:00:00.000Z',
      '2026-12-07T06:00:00.000Z',
    ]);
    expect(series(next.id, events)[1]!.extendedProps.occurrenceStart).toBe('2026-11-23T06:00:00.000Z');
    // Moved once more, as an occurrence of the new series.
    const again = await t.call(admin, 'PUT', `${base}/${next.id}`, {
      scope: 'this',
      occurrenceStart: '2026-11-23T06:00:00.000Z',
      start: '2026-11-23T15:00:00.000Z',
      end: '2026-11-23T16:00:00.000Z',
    });
    expect(again.statusCode, again.body).toBe(201);
    // The ICS carries the kept exceptions on the new series: an EXDATE and a RECURRENCE-ID.
    const ics = await t.call(admin, 'GET', `${base}/export.ics?${range}`);
    expect(ics.body).toContain('EXDATE;TZID=Europe/Paris:20261130T070000');
    expect(ics.body).toContain('RECURRENCE-ID;TZID=Europe/Paris:20261123T070000');

    // The same edit at 09:00 from the 16th changes the time pattern: the later exceptions go (as Google Calendar does).
    const moved = await mondays('Swim');
    const later = await split(moved.id, { start: '2026-11-16T08:00:00.000Z', end: '2026-11-16T09:00:00.000Z' });
    events = await list(range);
    expect(startsOf(moved.id, events)).toEqual(['2026-11-02T06:00:00.000Z', '2026-11-10T06:00:00.000Z']);
    expect(startsOf(later.id, events)).toEqual([
      '2026-11-16T08:00:00.000Z',
      '2026-11-23T08:00:00.000Z',
      '2026-11-30T08:00:00.000Z',
      '2026-12-07T08:00:00.000Z',
    ]);
  });

  it('moves a whole series when one occurrence is dragged with scope "all"', async () => {
    const weekly = await create({
      title: 'Library hour',
      start: '2026-10-06T14:00:00Z',
      end: '2026-10-06T15:00:00Z',
      extendedProps: { calendar: 'Holiday', recurrence: 'FREQ=WEEKLY;UNTIL=20261031' },
    });
    const dragged = await t.call(admin, 'PUT', `${base}/${weekly.id}`, {
      scope: 'all',
      occurrenceStart: '2026-10-13T14:00:00.000Z',
      start: '2026-10-13T15:00:00.000Z',
      end: '2026-10-13T16:00:00.000Z',
    });
    expect(dragged.statusCode, dragged.body).toBe(201);
    const events = series(weekly.id, await list('calendars=Holiday&start=2026-10-01&end=2026-11-30'));
    expect(events.map((event) => event.start)).toEqual([
      '2026-10-06T15:00:00.000Z',
      '2026-10-13T15:00:00.000Z',
      '2026-10-20T15:00:00.000Z',
      '2026-10-27T16:00:00.000Z', // winter time in Paris from 25 October: still 16:00 on the office's clock
    ]);
  });
});
