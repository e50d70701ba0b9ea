import type { CalendarEvent, CalendarFeed } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema.ts';
import { redactSecrets, redactUrl } from '../../lib/log-redaction.ts';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();
const base = '/api/apps/calendar';
let admin: SignedIn;

/** A tiny RFC 5545 reader: unfolds lines, then each VEVENT as its properties (name with parameters → values). */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n|\n/);
  const events: Map<string, string[]>[] = [];
  let current: Map<string, string[]> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon);
      current.set(name, [...(current.get(name) ?? []), line.slice(colon + 1)]);
    }
  }
  return events;
}
const prop = (event: Map<string, string[]>, name: string) => event.get(name)?.[0];

interface Component {
  name: string;
  props: Map<string, string>;
  children: Component[];
}
/** Every component of an iCalendar text as a tree (BEGIN/END nesting), each with its properties. */
function parseComponents(text: string): Component {
  const root: Component = { name: 'ROOT', props: new Map(), children: [] };
  const stack = [root];
  for (const line of text.replace(/\r\n[ \t]/g, '').split(/\r\n|\n/)) {
    const colon = line.indexOf(':');
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: new Map(), children: [] };
      stack.at(-1)!.children.push(child);
      stack.push(child);
    } else if (name === 'END') stack.pop();
    else if (line) stack.at(-1)!.props.set(name, value);
  }
  return root;
}

/**
 * The UTC offset a VTIMEZONE gives a local time of `year` (`YYYYMMDDTHHMMSS`): the observance whose latest onset that
 * year is before it. Reads the yearly `BYMONTH=m;BYDAY=-1SU` rules the zones here use.
 */
function offsetIn(zone: Component, local: string): string {
  const year = Number(local.slice(0, 4));
  const onsets = zone.children.map((observance) => {
    const start = observance.props.get('DTSTART')!;
    const rule = new Map(
      (observance.props.get('RRULE') ?? '').split(';').map((part) => part.split('=') as [string, string]),
    );
    if (!rule.get('BYMONTH')) return { at: start, to: observance.props.get('TZOFFSETTO')! };
    expect(rule.get('BYDAY')).toBe('-1SU');
    const month = Number(rule.get('BYMONTH'));
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    const day = last.toISOString().slice(0, 10).replace(/-/g, '');
    return { at: `${day}${start.slice(8)}`, to: observance.props.get('TZOFFSETTO')! };
  });
  const before = onsets.filter((onset) => onset.at <= local).sort((a, b) => (a.at < b.at ? -1 : 1));
  return (before.at(-1) ?? onsets.sort((a, b) => (a.at < b.at ? -1 : 1)).at(-1)!).to;
}

beforeAll(async () => {
  admin = await signIn(t.app);
  const settings = await t.call(admin, 'GET', '/api/office/settings');
  const { version } = settings.json<{ version: number }>();
  await t.call(admin, 'PUT', '/api/office/settings', { timeZone: 'Europe/Paris', version });
});

describe('calendar as iCalendar', () => {
  it('exports a range: series with TZID and RRULE, EXDATE and RECURRENCE-ID, single events in UTC, days as dates', async () => {
    const weekly = await t.call(admin, 'POST', base, {
      title: 'Team meeting',
      start: '2026-03-15T09:00:00Z',
      end: '2026-03-15T10:00:00Z',
      extendedProps: { calendar: 'Business', recurrence: 'FREQ=WEEKLY;BYDAY=SU;COUNT=6' },
    });
    const series = weekly.json<CalendarEvent>();
    await t.call(admin, 'DELETE', `${base}/${series.id}?scope=this&occurrenceStart=2026-03-22T09:00:00.000Z`);
    await t.call(admin, 'PUT', `${base}/${series.id}`, {
      scope: 'this',
      occurrenceStart: '2026-03-29T08:00:00.000Z',
      title: 'Team meeting (moved)',
      start: '2026-03-29T12:00:00.000Z',
      end: '2026-03-29T13:00:00.000Z',
    });
    await t.call(admin, 'POST', base, {
      title: 'Lunch',
      start: '2026-03-17T11:00:00Z',
      end: '2026-03-17T12:00:00Z',
      extendedProps: { calendar: 'Personal' },
    });
    await t.call(admin, 'POST', base, {
      title: 'Eid holiday',
      start: '2026-03-20',
      end: '2026-03-23',
      allDay: true,
      extendedProps: { calendar: 'Holiday' },
    });

    const response = await t.call(admin, 'GET', `${base}/export.ics?start=2026-03-01&end=2026-04-30`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const events = parseIcs(response.body);
    const master = events.find((event) => prop(event, 'SUMMARY') === 'Team meeting');
    expect(prop(master!, 'DTSTART;TZID=Europe/Paris')).toBe('20260315T100000');
    expect(prop(master!, 'RRULE')).toBe('FREQ=WEEKLY;BYDAY=SU;COUNT=6');
    expect(prop(master!, 'EXDATE;TZID=Europe/Paris')).toBe('20260322T100000');
    const moved = events.find((event) => prop(event, 'SUMMARY') === 'Team meeting (moved)');
    expect(prop(moved!, 'RECURRENCE-ID;TZID=Europe/Paris')).toBe('20260329T100000');
    expect(prop(moved!, 'DTSTART;TZID=Europe/Paris')).toBe('20260329T140000');
    expect(prop(moved!, 'UID')).toBe(prop(master!, 'UID'));
    const lunch = events.find((event) => prop(event, 'SUMMARY') === 'Lunch');
    expect(prop(lunch!, 'DTSTART')).toBe('20260317T110000Z');
    const eid = events.find((event) => prop(event, 'SUMMARY') === 'Eid holiday');
    expect([prop(eid!, 'DTSTART;VALUE=DATE'), prop(eid!, 'DTEND;VALUE=DATE')]).toEqual(['20260320', '20260323']);

    // Every TZID has its VTIMEZONE: Paris with its summer and winter offsets, which give the times written above.
    const tree = parseComponents(response.body);
    const calendar = tree.children.find((child) => child.name === 'VCALENDAR')!;
    const zones = calendar.children.filter((child) => child.name === 'VTIMEZONE');
    expect(zones.map((zone) => zone.props.get('TZID'))).toEqual(['Europe/Paris']);
    const paris = zones[0]!;
    const observances = paris.children.map((child) => [child.name, child.props.get('TZOFFSETTO')]);
    expect(observances).toEqual(
      expect.arrayContaining([
        ['STANDARD', '+0100'],
        ['DAYLIGHT', '+0200'],
      ]),
    );
    const named = new Set([...response.body.matchAll(/;TZID=([^;:]+)/g)].map((match) => match[1]));
    expect([...named]).toEqual(['Europe/Paris']);
    expect(offsetIn(paris, '20260315T100000')).toBe('+0100'); // 10:00 → 09:00Z, as created
    expect(offsetIn(paris, '20260329T140000')).toBe('+0200'); // 14:00 → 12:00Z, as moved
    expect(offsetIn(paris, '20261101T100000')).toBe('+0100');

    const onlyHoliday = parseIcs(
      (await t.call(admin, 'GET', `${base}/export.ics?calendars=Holiday&start=2026-03-01&end=2026-04-30`)).body,
    );
    expect(onlyHoliday.map((event) => prop(event, 'SUMMARY'))).toEqual(['Eid holiday']);
  });

  it('makes a private feed (only its hash stored), serves it without a session, replaces and revokes it', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000);
    await t.call(admin, 'POST', base, {
      title: 'Feed check',
      start: soon.toISOString(),
      end: new Date(soon.getTime() + 3_600_000).toISOString(),
      extendedProps: { calendar: 'Family', recurrence: 'FREQ=DAILY;COUNT=2' },
    });
    const made = await t.call(admin, 'POST', `${base}/feed`);
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json<CalendarFeed>();
    const path = new URL(url).pathname;
    const token = /\/api\/calendar\/feed\/([\w-]+)\.ics$/.exec(path)![1]!;
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, admin.userId));
    expect(stored!.tokenHash).not.toContain(token);

    const feed = await t.call(null, 'GET', path);
    expect(feed.statusCode, feed.body).toBe(200);
    const check = parseIcs(feed.body).find((event) => prop(event, 'SUMMARY') === 'Feed check');
    expect(prop(check!, 'RRULE')).toBe('FREQ=DAILY;COUNT=2');
    expect(feed.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');

    // Tokens never reach a log line.
    expect(redactUrl(path)).toBe('/api/calendar/feed/[redacted].ics');
    expect(redactSecrets(`GET ${url} failed`)).not.toContain(token);

    const replaced = await t.call(admin, 'POST', `${base}/feed`);
    expect((await t.call(null, 'GET', path)).statusCode).toBe(404);
    const newPath = new URL(replaced.json<CalendarFeed>().url).pathname;
    expect((await t.call(null, 'GET', newPath)).statusCode).toBe(200);
    expect((await t.call(admin, 'DELETE', `${base}/feed`)).statusCode).toBe(204);
    const revoked = await t.call(null, 'GET', newPath);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ message: 'This calendar feed does not exist or was revoked' });
  });
});
