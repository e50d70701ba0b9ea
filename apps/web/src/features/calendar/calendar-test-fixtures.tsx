import type { CalendarEvent } from '@mizan/contracts';
import { useState } from 'react';
import { fakeServer } from '@/test/harness';
import { CalendarPage } from './calendar-page';
import type { CalendarSearch } from './calendar-search';

export const calendarEvent = (id: number, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  url: '',
  title: `Event ${id}`,
  start: '2026-03-10T07:00:00.000Z',
  end: '2026-03-10T08:00:00.000Z',
  allDay: false,
  ...extra,
  extendedProps: {
    calendar: 'Business',
    description: '',
    location: '',
    guests: [],
    reminderMinutes: null,
    recurrence: null,
    version: 1,
    seriesId: null,
    occurrenceStart: null,
    editable: true,
    ownerId: 1,
    caseId: null,
    ...extra.extendedProps,
  },
});

/** The office's active users the drawer offers as guests (1 is the signed-in ADMIN's id in the harness). */
export const CALENDAR_GUESTS = [
  { id: 1, name: 'John Doe', img: null },
  { id: 7, name: 'Salma Idrissi', img: null },
  { id: 9, name: 'Youssef Amrani', img: '/avatars/9.png' },
];

/** The calls the calendar page makes, in the office zone Asia/Riyadh; `extra` adds or replaces routes. */
export function calendarServer(extra: Parameters<typeof fakeServer>[0] = {}, events: CalendarEvent[] = []) {
  return fakeServer({
    'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
    'GET /api/apps/calendar': { body: events },
    'GET /api/apps/calendar/guests': { body: { guests: CALENDAR_GUESTS } },
    'POST /api/apps/calendar': (call) => ({ status: 201, body: { ...calendarEvent(99), ...(call.body as object) } }),
    ...extra,
  });
}

/** The page with its URL state held as the route would hold it (the last search seen by the test). */
export function CalendarHarness({
  initial = {},
  onSearch,
}: {
  initial?: CalendarSearch;
  onSearch?: (s: CalendarSearch) => void;
}) {
  const [search, setSearch] = useState<CalendarSearch>(initial);
  return (
    <CalendarPage
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        onSearch?.(next);
      }}
    />
  );
}
