import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import arLocale from '@fullcalendar/core/locales/ar';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DateSelectArg } from '@fullcalendar/core';
import type { CalendarEvent } from '@mizan/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeTime } from '@/lib/office-time';
import { KIND_COLORS, isLegalKind } from './calendar-colors';
import { type CalendarView, FC_VIEWS } from './calendar-search';
import classes from './calendar.module.css';

/**
 * FullCalendar runs in UTC and is given the office's wall-clock times: what it shows at 10:00 is 10:00 in the
 * office, whatever the device's zone, without a time-zone plugin. `wall` and `instant` convert both ways.
 */
export const wall = (event: CalendarEvent, office: OfficeTime, edge: 'start' | 'end') => {
  const value = edge === 'start' ? event.start : event.end || event.start;
  if (event.allDay) return value.slice(0, 10);
  const { date, time } = office.fromInstant(value);
  return `${date}T${time}:00`;
};
/** A FullCalendar date (UTC-coerced office wall time) → its office day and time. */
export const wallParts = (date: Date) => ({
  date: date.toISOString().slice(0, 10),
  time: date.toISOString().slice(11, 16),
});

const hijriDay = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export interface CalendarViewProps {
  events: CalendarEvent[];
  office: OfficeTime;
  view: CalendarView;
  date: string;
  canEdit: boolean;
  phone: boolean;
  onRange: (range: { start: string; end: string; view: CalendarView; date: string }) => void;
  onPick: (start: { date: string; time: string }, end: { date: string; time: string }, allDay: boolean) => void;
  onOpen: (event: CalendarEvent) => void;
  onMove: (event: CalendarEvent, start: Date, end: Date | null, allDay: boolean, revert: () => void) => void;
}

/** The month, week, day and list views of FullCalendar over the office's clock. */
export function CalendarGrid({
  events,
  office,
  view,
  date,
  canEdit,
  phone,
  onRange,
  onPick,
  onOpen,
  onMove,
}: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const ref = useRef<FullCalendar>(null);
  const arabic = i18n.language === 'ar';
  const byId = useMemo(() => new Map(events.map((event) => [eventKey(event), event])), [events]);
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const kind = event.extendedProps.calendar;
        const editable = canEdit && event.extendedProps.editable && !isLegalKind(kind);
        return {
          id: eventKey(event),
          title: event.title,
          start: wall(event, office, 'start'),
          end: wall(event, office, 'end'),
          allDay: event.allDay,
          editable,
          backgroundColor: `var(--mantine-color-${KIND_COLORS[kind]}-light)`,
          borderColor: `var(--mantine-color-${KIND_COLORS[kind]}-filled)`,
          textColor: `var(--mantine-color-${KIND_COLORS[kind]}-light-color)`,
          classNames: [classes.event ?? ''],
        };
      }),
    [events, office, canEdit],
  );

  // The URL's view and date lead: moving them (mini month, back button) moves the grid.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== FC_VIEWS[view]) api.changeView(FC_VIEWS[view], date);
    else api.gotoDate(date);
  }, [view, date]);

  const lookup = (id: string) => byId.get(id);
  return (
    <div className={classes.grid}>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        timeZone="UTC"
        now={() => `${office.today()}T${office.fromInstant(new Date().toISOString()).time}:00`}
        initialView={FC_VIEWS[view]}
        initialDate={date}
        locales={[arLocale, frLocale]}
        locale={i18n.language}
        direction={arabic ? 'rtl' : 'ltr'}
        firstDay={arabic ? 0 : 1}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: phone ? 'listMonth,timeGridDay,dayGridMonth' : 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
        }}
        // FullCalendar's icon font spans are role="img" with no name: plain arrows, named by its own buttonHints.
        buttonIcons={false}
        buttonText={{
          prev: arabic ? '›' : '‹',
          next: arabic ? '‹' : '›',
          today: t('toolbar.today'),
          month: t('views.month'),
          week: t('views.week'),
          day: t('views.day'),
          list: t('views.list'),
        }}
        height="auto"
        events={inputs}
        selectable={canEdit}
        selectMirror
        dayMaxEvents
        nowIndicator
        editable={canEdit}
        dayCellClassNames={(arg) =>
          arg.date.getUTCDay() === 5 || arg.date.getUTCDay() === 6 ? [classes.weekend ?? ''] : []
        }
        // FullCalendar names each month cell by its day number alone, while the cell also shows the Hijri date and
        // the day's events: axe (label-content-name-mismatch) counts that a name hiding the visible text. Without the
        // label the cell reads as its content.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        dayCellContent={(arg) =>
          arg.view.type === 'dayGridMonth' && arabic ? (
            <span className={classes.dayNumber}>
              {arg.dayNumberText}
              <small className={classes.hijri} aria-hidden>
                {hijriDay.format(arg.date)}
              </small>
            </span>
          ) : (
            arg.dayNumberText
          )
        }
        datesSet={(arg: DatesSetArg) => {
          const entry = Object.entries(FC_VIEWS).find(([, type]) => type === arg.view.type);
          const start = wallParts(arg.start).date;
          const end = wallParts(arg.end).date;
          onRange({
            start: office.toInstant(start, '00:00') ?? start,
            end: office.toInstant(end, '00:00') ?? end,
            view: (entry?.[0] ?? 'month') as CalendarView,
            // The URL's day stays while the view shows it (a week view keeps the 15th, not the Sunday).
            date:
              date >= wallParts(arg.view.currentStart).date && date < wallParts(arg.view.currentEnd).date
                ? date
                : wallParts(arg.view.currentStart).date,
          });
        }}
        dateClick={(arg: DateClickArg) => {
          if (!canEdit || arg.view.type !== 'dayGridMonth') return;
          const day = wallParts(arg.date).date;
          onPick({ date: day, time: '' }, { date: day, time: '' }, true);
        }}
        select={(arg: DateSelectArg) => {
          if (arg.view.type === 'dayGridMonth') return;
          const start = wallParts(arg.start);
          const end = wallParts(arg.end);
          if (arg.allDay) {
            const last = new Date(arg.end.getTime() - 86_400_000);
            onPick({ date: start.date, time: '' }, { date: wallParts(last).date, time: '' }, true);
          } else onPick(start, end, false);
          ref.current?.getApi().unselect();
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const event = lookup(arg.event.id);
          if (event) onOpen(event);
        }}
        eventDrop={(arg: EventDropArg) => {
          const event = lookup(arg.event.id);
          if (event && arg.event.start) onMove(event, arg.event.start, arg.event.end, arg.event.allDay, arg.revert);
          else arg.revert();
        }}
        eventResize={(arg: EventResizeDoneArg) => {
          const event = lookup(arg.event.id);
          if (event && arg.event.start) onMove(event, arg.event.start, arg.event.end, arg.event.allDay, arg.revert);
          else arg.revert();
        }}
      />
    </div>
  );
}

/** A series' occurrences share an id: the key adds the occurrence's start. */
export const eventKey = (event: CalendarEvent) =>
  `${event.id}:${event.extendedProps.occurrenceStart ?? event.start}:${event.extendedProps.calendar}`;
