import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '@/features/calendar/calendar-page';
import { type CalendarSearch, validateCalendarSearch } from '@/features/calendar/calendar-search';
import { areaAccess } from '@/lib/guard';
import { officeTimeZoneQuery } from '@/lib/office-time-hooks';

export const Route = createFileRoute('/_app/apps/calendar')({
  validateSearch: (input: Record<string, unknown>): CalendarSearch => validateCalendarSearch(input),
  staticData: { access: areaAccess('calendar') },
  loader: ({ context }) => {
    // The office's zone before the grid draws (the range asked depends on the view, known once it has drawn).
    void context.queryClient.prefetchQuery(officeTimeZoneQuery());
  },
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CalendarPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
