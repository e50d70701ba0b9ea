import { Alert, Burger, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CALENDAR_TEXT, type CalendarAnyKind, type CalendarEvent } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageHeader } from '@/components/page-header';
import { useErrorText } from '@/lib/error-text';
import { addDays } from '@/lib/office-time';
import { useOfficeTime } from '@/lib/office-time-hooks';
import { ability } from '@/lib/session';
import { type CalendarRange, calendarEventsQuery, useCalendarMutations } from './calendar.api';
import { isLegalKind } from './calendar-colors';
import { CalendarDrawer, type CalendarDrawerState } from './calendar-drawer';
import { newEventValues, valuesOfEvent } from './calendar-form-model';
import { type CalendarSearch, type CalendarView, checkedKinds } from './calendar-search';
import { CalendarSidebar } from './calendar-sidebar';
import { CalendarSubscribe } from './calendar-subscribe';
import { CalendarGrid, wallParts } from './calendar-view';
import classes from './calendar.module.css';

const NO_EVENTS: CalendarEvent[] = [];

export interface CalendarPageProps {
  search: CalendarSearch;
  onSearchChange: (next: CalendarSearch, options?: { replace?: boolean }) => void;
}

/** `/apps/calendar`: the office's events and legal dates, month/week/day/list, on the office's clock. */
export function CalendarPage({ search, onSearchChange }: CalendarPageProps) {
  const { t } = useTranslation('calendar');
  const office = useOfficeTime();
  const navigate = useNavigate();
  const errorText = useErrorText(['calendar:errors', CALENDAR_TEXT]);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [filtersOpen, filters] = useDisclosure(false);
  const kinds = checkedKinds(search);
  const view: CalendarView = search.view ?? (phone ? 'list' : 'month');
  const date = search.date ?? office.today();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [drawer, setDrawer] = useState<CalendarDrawerState | null>(null);
  const query = useQuery(calendarEventsQuery(kinds, range));
  const { update } = useCalendarMutations();
  const canEdit = ability.can('create', 'Calendar');

  const setKinds = (next: CalendarAnyKind[]) => onSearchChange({ ...search, calendars: next });
  const open = (event: CalendarEvent) => {
    const { calendar, caseId } = event.extendedProps;
    if (isLegalKind(calendar)) {
      if (caseId !== null) void navigate({ to: '/legal-cases/$id', params: { id: String(caseId) } });
      return;
    }
    if (event.extendedProps.editable) setDrawer({ mode: 'edit', event, values: valuesOfEvent(event, office) });
  };
  const add = () => {
    const day = date;
    setDrawer({
      mode: 'new',
      values: newEventValues({ date: day, time: '09:00' }, { date: day, time: '10:00' }, false),
    });
  };
  const move = (event: CalendarEvent, start: Date, end: Date | null, allDay: boolean, revert: () => void) => {
    const from = wallParts(start);
    const to = end ? wallParts(end) : null;
    const times = allDay
      ? { start: from.date, end: to ? to.date : addDays(from.date, 1) }
      : { start: office.toInstant(from.date, from.time), end: to ? office.toInstant(to.date, to.time) : null };
    if (!times.start) return revert();
    const series = event.extendedProps.recurrence != null || event.extendedProps.seriesId != null;
    update.mutate(
      {
        id: event.extendedProps.seriesId ?? event.id,
        body: {
          start: times.start,
          ...(times.end ? { end: times.end } : {}),
          allDay,
          version: event.extendedProps.version,
          ...(series
            ? { scope: 'this' as const, occurrenceStart: event.extendedProps.occurrenceStart ?? event.start }
            : {}),
        },
      },
      {
        onSuccess: () => notifications.show({ color: 'success', message: t('toasts.moved') }),
        onError: (error) => {
          revert();
          notifications.show({ color: 'error', title: t('toasts.moveRefused'), message: errorText(error.message) });
        },
      },
    );
  };

  const sidebar = (
    <CalendarSidebar
      date={date}
      kinds={kinds}
      canEdit={canEdit}
      onDate={(next) => onSearchChange({ ...search, date: next })}
      onKinds={setKinds}
      onAdd={add}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        section="appsPages"
        area="calendar"
        title={t('page.title')}
        actions={
          <Group gap="xs">
            {phone && <Burger opened={filtersOpen} onClick={filters.toggle} aria-label={t('page.filters')} size="sm" />}
            <CalendarSubscribe range={range} kinds={kinds} />
          </Group>
        }
      />
      {query.isError && <LoadErrorAlert title={t('page.loadError')} onRetry={() => void query.refetch()} />}
      {kinds.length === 0 && <Alert color="gray">{t('page.noKinds')}</Alert>}
      <div className={classes.layout}>
        {phone ? <Collapse expanded={filtersOpen}>{sidebar}</Collapse> : sidebar}
        <div aria-busy={query.isFetching} aria-label={t('page.grid')} role="region">
          <CalendarGrid
            events={query.data ?? NO_EVENTS}
            office={office}
            view={view}
            date={date}
            canEdit={canEdit}
            phone={phone}
            onRange={(next) => {
              setRange((prev) =>
                prev?.start === next.start && prev.end === next.end ? prev : { start: next.start, end: next.end },
              );
              if (next.view !== search.view || next.date !== search.date)
                onSearchChange({ ...search, view: next.view, date: next.date }, { replace: true });
            }}
            onPick={(start, end, allDay) => setDrawer({ mode: 'new', values: newEventValues(start, end, allDay) })}
            onOpen={open}
            onMove={move}
          />
        </div>
      </div>
      <CalendarDrawer state={drawer} onClose={() => setDrawer(null)} />
    </Stack>
  );
}
