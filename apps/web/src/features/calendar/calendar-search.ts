import type { CalendarAnyKind } from '@mizan/contracts';

/**
 * The contracts' `CALENDAR_ALL_KINDS`, repeated: the route checks its URL before the page's chunk loads, and
 * importing the list would bring the calendar's schemas into every page's first load (a test keeps both equal).
 */
export const URL_KINDS: readonly CalendarAnyKind[] = [
  'Business',
  'Holiday',
  'Personal',
  'Family',
  'ETC',
  'Hearing',
  'PowerOfAttorney',
  'AppealDeadline',
];

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** FullCalendar's view of each URL view. */
export const FC_VIEWS: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

/** The page's URL state: the view, a day in it, the kinds shown (all when absent). */
export interface CalendarSearch {
  view?: CalendarView;
  date?: string;
  calendars?: CalendarAnyKind[];
}

const isKind = (value: unknown): value is CalendarAnyKind =>
  typeof value === 'string' && (URL_KINDS as readonly string[]).includes(value);

/** Reads the URL leniently: a bad value is dropped, never an error page. */
export function validateCalendarSearch(input: Record<string, unknown>): CalendarSearch {
  const view = CALENDAR_VIEWS.find((name) => name === input.view);
  const date = typeof input.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.date) ? input.date : undefined;
  const raw = input.calendars;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : undefined;
  const calendars = list?.filter(isKind);
  return { view, date, calendars };
}

/** The kinds checked: all unless the URL names some (an empty list is "none"). */
export const checkedKinds = (search: CalendarSearch): CalendarAnyKind[] => search.calendars ?? [...URL_KINDS];
