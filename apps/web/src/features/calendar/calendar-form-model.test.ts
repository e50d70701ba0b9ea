import { describe, expect, it } from 'vitest';
import { CALENDAR_ALL_KINDS } from '@mizan/contracts';
import { officeTime } from '@/lib/office-time';
import { URL_KINDS, validateCalendarSearch } from './calendar-search';
import { buildRecurrence, eventBody, newEventValues, parseRecurrence } from './calendar-form-model';

const riyadh = officeTime('Asia/Riyadh', 'en');

describe('calendar form model', () => {
  it('builds weekly, monthly and ending rules, and reads them back', () => {
    const base = newEventValues({ date: '2026-03-15', time: '10:00' }, { date: '2026-03-15', time: '11:00' }, false);
    const weekly = { ...base, repeat: 'WEEKLY' as const, byDay: ['TH', 'SU'], ends: 'count' as const, count: 5 };
    expect(buildRecurrence(weekly)).toBe('FREQ=WEEKLY;BYDAY=SU,TH;COUNT=5');
    expect(parseRecurrence('FREQ=WEEKLY;BYDAY=SU,TH;COUNT=5')).toMatchObject({
      repeat: 'WEEKLY',
      byDay: ['SU', 'TH'],
      ends: 'count',
      count: 5,
    });
    const until = { ...base, repeat: 'MONTHLY' as const, ends: 'until' as const, until: '2026-12-31' };
    expect(buildRecurrence(until)).toBe('FREQ=MONTHLY;UNTIL=20261231T235959Z');
    expect(buildRecurrence(base)).toBeNull();
  });

  it('sends timed events as instants from the office clock and all-day ones with an exclusive end', () => {
    const timed = newEventValues({ date: '2026-03-15', time: '10:00' }, { date: '2026-03-15', time: '11:30' }, false);
    expect(eventBody({ ...timed, title: ' Call ' }, riyadh)).toMatchObject({
      title: 'Call',
      start: '2026-03-15T07:00:00.000Z',
      end: '2026-03-15T08:30:00.000Z',
      allDay: false,
    });
    const day = newEventValues({ date: '2026-03-15', time: '' }, { date: '2026-03-16', time: '' }, true);
    expect(eventBody({ ...day, title: 'Trip', reminder: '1440' }, riyadh)).toMatchObject({
      start: '2026-03-15',
      end: '2026-03-17',
      allDay: true,
      extendedProps: { reminderMinutes: 1440 },
    });
  });
});

describe('calendar URL', () => {
  it('knows the contracts’ kinds and drops bad values', () => {
    expect(URL_KINDS).toEqual(CALENDAR_ALL_KINDS);
    expect(validateCalendarSearch({ view: 'year', date: '15/03/2026', calendars: ['Business', 'Nope'] })).toEqual({
      view: undefined,
      date: undefined,
      calendars: ['Business'],
    });
    expect(validateCalendarSearch({ view: 'week', date: '2026-03-15' })).toMatchObject({
      view: 'week',
      date: '2026-03-15',
    });
  });
});
