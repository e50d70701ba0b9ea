import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import type { CalendarSearch } from './calendar-search';
import { CalendarHarness, calendarEvent, calendarServer } from './calendar-test-fixtures';

setUpPageTests({ namespaces: ['calendar'], user: ADMIN });

describe('CalendarPage', () => {
  it('asks the server for the visible month, in the office zone, and the checked kinds', async () => {
    const server = calendarServer();
    renderPage(() => (
      <CalendarHarness initial={{ view: 'month', date: '2026-03-15', calendars: ['Business', 'Hearing'] }} />
    ));
    await waitFor(() => expect(server.callsTo('GET /api/apps/calendar')).not.toHaveLength(0));
    const query = server.callsTo('GET /api/apps/calendar')[0]!.query;
    expect(query.getAll('calendars')).toEqual(['Business', 'Hearing']);
    // The month grid of March 2026 (Monday first in English) runs from 23 February to 6 April, office midnight.
    expect(query.get('start')).toBe('2026-02-22T21:00:00.000Z');
    expect(query.get('end')).toBe('2026-04-05T21:00:00.000Z');
  });

  it('unchecking a kind changes the request and the URL', async () => {
    const server = calendarServer();
    let last: CalendarSearch = {};
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} onSearch={(s) => (last = s)} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Holiday' }));
    await waitFor(() => expect(last.calendars).not.toContain('Holiday'));
    expect(last.calendars).toContain('Business');
    await waitFor(() => {
      const calls = server.callsTo('GET /api/apps/calendar');
      expect(calls.at(-1)!.query.getAll('calendars')).not.toContain('Holiday');
    });
  });

  it('creates an event through the drawer: 10:00 typed in Riyadh is sent as 07:00Z', async () => {
    const server = calendarServer();
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add event' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Team meeting');
    const startTime = screen.getByLabelText(/Start time/);
    await userEvent.clear(startTime);
    await userEvent.type(startTime, '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST /api/apps/calendar')).toHaveLength(1));
    expect(server.callsTo('POST /api/apps/calendar')[0]!.body).toEqual({
      title: 'Team meeting',
      start: '2026-03-15T07:00:00.000Z',
      end: '2026-03-15T07:00:00.000Z',
      allDay: false,
      extendedProps: {
        calendar: 'Business',
        location: '',
        description: '',
        guests: [],
        reminderMinutes: null,
        recurrence: null,
      },
    });
  });

  it('invites guests from the office’s users, the owner left out, and shows who is invited', async () => {
    const invited = calendarEvent(4, {
      title: 'Case review',
      extendedProps: { ...calendarEvent(4).extendedProps, guests: [7, 12], ownerId: 1 },
    });
    const server = calendarServer(
      { 'PUT /api/apps/calendar/:id': ({ body }) => ({ status: 201, body: { ...invited, ...(body as object) } }) },
      [invited],
    );
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} />);
    await userEvent.click(await screen.findByText('Case review'));
    const picker = await screen.findByRole('combobox', { name: 'Guests' });
    // The stored guests show as pills (12 has left the office since); the owner (John Doe) is not offered.
    await waitFor(() => expect(screen.getByText('Salma Idrissi')).toBeInTheDocument());
    expect(screen.getByText('Former user')).toBeInTheDocument();
    await userEvent.click(picker);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Youssef Amrani']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Youssef Amrani' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT /api/apps/calendar/:id')).toHaveLength(1));
    const body = server.callsTo('PUT /api/apps/calendar/:id')[0]!.body as { extendedProps: { guests: number[] } };
    expect(body.extendedProps.guests).toEqual([7, 12, 9]);
  });

  it('renders right to left in Arabic, the week starting on Sunday', async () => {
    await setLanguage('ar', ['calendar']);
    calendarServer();
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} />);
    const grid = await screen.findByRole('region', { name: 'الأحداث' });
    await waitFor(() => expect(grid.querySelector('.fc')).not.toBeNull());
    expect(grid.querySelector('.fc')).toHaveClass('fc-direction-rtl');
    expect(grid.querySelector('.fc-col-header-cell')).toHaveClass('fc-day-sun');
  });
});

describe('CalendarPage, a series', () => {
  it('deleting an occurrence asks which ones and sends the scope', async () => {
    const occurrence = calendarEvent(5, {
      title: 'Weekly review',
      start: '2026-03-17T07:00:00.000Z',
      end: '2026-03-17T08:00:00.000Z',
      extendedProps: {
        ...calendarEvent(5).extendedProps,
        recurrence: 'FREQ=WEEKLY',
        occurrenceStart: '2026-03-17T07:00:00.000Z',
      },
    });
    const server = calendarServer({ 'DELETE /api/apps/calendar/:id': { status: 204 } }, [occurrence]);
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} />);
    await userEvent.click(await screen.findByText('Weekly review'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the event?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'This and following events' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/apps/calendar/:id')).toHaveLength(1));
    const call = server.callsTo('DELETE /api/apps/calendar/:id')[0]!;
    expect(call.params.id).toBe('5');
    expect(call.query.get('scope')).toBe('following');
    expect(call.query.get('occurrenceStart')).toBe('2026-03-17T07:00:00.000Z');
  });
});
