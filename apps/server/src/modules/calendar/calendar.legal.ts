import type { AppAbility, CalendarEvent, CalendarLegalKind } from '@mizan/contracts';
import { formatAt } from './calendar.read.ts';
import { addDays, floatingDay, todayIn } from './calendar.recurrence.ts';

/**
 * The legal cases' read-only items, lent to the calendar by app.ts (the calendar never reads the cases' tables): the
 * shape the port answers, declared here so this module imports nothing of legal-cases.
 */
export interface LegalCalendarItem {
  kind: CalendarLegalKind;
  sourceId: number;
  caseId: number;
  fileNumber: string;
  caseTitle: string;
  at: Date | null;
  day: string | null;
  court: string;
  venue: string;
}

export interface CalendarActor {
  id: number;
  ability: AppAbility;
}

export type LegalCalendarSource = (
  actor: CalendarActor,
  range: { from: Date; to: Date; fromDay: string; toDay: string },
  kinds: readonly string[],
) => Promise<LegalCalendarItem[]>;

const HEARING_MS = 60 * 60 * 1000;
/** Distinct negative ids, so a legal item never shares an id with a user's event (FullCalendar groups by id). */
const ID_OFFSET: Record<CalendarLegalKind, number> = { Hearing: 0, PowerOfAttorney: 1, AppealDeadline: 2 };

/** The office days a range covers, for the all-day items. */
export const rangeDays = (range: { from: Date; to: Date }, zone: string) => ({
  ...range,
  fromDay: todayIn(range.from, zone),
  toDay: addDays(todayIn(new Date(range.to.getTime() - 1), zone), 1),
});

/** A hearing (an hour from its time), a power's expiry or an appeal deadline (all-day) as a calendar event. */
export function legalEvent(item: LegalCalendarItem): CalendarEvent {
  const allDay = item.at === null;
  const start = item.at ?? floatingDay(item.day ?? '1970-01-01');
  const end = item.at ? new Date(item.at.getTime() + HEARING_MS) : floatingDay(addDays(item.day ?? '1970-01-01', 1));
  const place = item.kind === 'Hearing' && item.court ? item.court : item.caseTitle;
  return {
    id: -(item.sourceId * 3 + ID_OFFSET[item.kind]),
    url: `/legal-cases/${item.caseId}`,
    title: `${item.fileNumber} — ${place}`,
    start: formatAt(start, allDay),
    end: formatAt(end, allDay),
    allDay,
    extendedProps: {
      calendar: item.kind,
      description: item.caseTitle,
      location: item.venue,
      guests: [],
      reminderMinutes: null,
      recurrence: null,
      version: 1,
      seriesId: null,
      occurrenceStart: null,
      editable: false,
      ownerId: null,
      caseId: item.caseId,
    },
  };
}
