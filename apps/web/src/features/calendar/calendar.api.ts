import type {
  CalendarAnyKind,
  CalendarEvent,
  CalendarEventCreateBody,
  CalendarEventUpdateBody,
  CalendarFeed,
  CalendarGuestsResponse,
  CalendarScope,
} from '@mizan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** The visible range asked of the server: ISO instants or plain days, as FullCalendar gives them. */
export interface CalendarRange {
  start: string;
  end: string;
}

/** Query keys of the calendar area; every write invalidates `calendarKeys.events()`. */
export const calendarKeys = {
  all: queryRoots.calendar,
  events: () => [...calendarKeys.all, 'events'] as const,
  range: (kinds: readonly CalendarAnyKind[], range: CalendarRange | null) =>
    [...calendarKeys.events(), [...kinds].sort(), range?.start ?? '', range?.end ?? ''] as const,
  guests: () => [...calendarKeys.all, 'guests'] as const,
};

/** Whom an event may invite: the office's active users, with their avatars. */
export const calendarGuestsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.guests(),
    queryFn: ({ signal }) => api<CalendarGuestsResponse>('/apps/calendar/guests', { signal }),
    staleTime: 5 * 60_000,
  });

/** The events of the checked kinds in the visible range (never the whole table). */
export const calendarEventsQuery = (kinds: readonly CalendarAnyKind[], range: CalendarRange | null) =>
  queryOptions({
    queryKey: calendarKeys.range(kinds, range),
    queryFn: ({ signal }) =>
      kinds.length === 0
        ? Promise.resolve<CalendarEvent[]>([])
        : api<CalendarEvent[]>('/apps/calendar', {
            query: { calendars: kinds, start: range?.start, end: range?.end },
            signal,
          }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/** Which occurrence a change or delete names, for an occurrence of a series. */
export interface ScopeChoice {
  scope: CalendarScope;
  occurrenceStart: string;
}

export function useCalendarMutations() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() });
  const create = useMutation({
    mutationFn: (body: CalendarEventCreateBody) => api<CalendarEvent>('/apps/calendar', { method: 'POST', body }),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: CalendarEventUpdateBody }) =>
      api<CalendarEvent>(`/apps/calendar/${id}`, { method: 'PUT', body }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: ({ id, choice }: { id: number; choice?: ScopeChoice }) =>
      api<undefined>(`/apps/calendar/${id}`, {
        method: 'DELETE',
        query: choice ? { scope: choice.scope, occurrenceStart: choice.occurrenceStart } : undefined,
      }),
    onSettled,
  });
  return { create, update, remove };
}

/** `POST /api/apps/calendar/feed`: the user's private feed URL (a new token). */
export const createFeed = () => api<CalendarFeed>('/apps/calendar/feed', { method: 'POST' });
/** `DELETE /api/apps/calendar/feed`: revokes the user's feed URL. */
export const revokeFeed = () => api<undefined>('/apps/calendar/feed', { method: 'DELETE' });
