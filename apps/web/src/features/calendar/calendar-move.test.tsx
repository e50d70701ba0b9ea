import type { EventDropArg, EventInput } from '@fullcalendar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, renderPage, setUpPageTests } from '@/test/harness';
import { CalendarHarness, calendarEvent, calendarServer } from './calendar-test-fixtures';

/**
 * FullCalendar's drag needs a layout jsdom has none of (the e2e drags with the mouse). Here it is a list: each event
 * shows the wall times FullCalendar was given, and "Drop"/"Resize" call the page's handlers with the times the test
 * sets in `gesture`, showing them at once as FullCalendar does, until `revert` puts the old ones back.
 */
const gesture = vi.hoisted(() => ({ start: '', end: '' }));

vi.mock('@fullcalendar/react', async () => {
  const React = await import('react');
  type Props = {
    events: EventInput[];
    initialView: string;
    datesSet: (arg: unknown) => void;
    eventDrop: (arg: Partial<EventDropArg>) => void;
    eventResize: (arg: Partial<EventDropArg>) => void;
  };
  const at = (wall: string) => new Date(`${wall}Z`);
  const FakeCalendar = React.forwardRef<unknown, Props>(function FakeCalendar(props, ref) {
    const [shown, setShown] = React.useState<Record<string, { start: string; end: string }>>({});
    React.useImperativeHandle(ref, () => ({
      getApi: () => ({ view: { type: props.initialView }, changeView() {}, gotoDate() {}, unselect() {} }),
    }));
    React.useEffect(() => {
      props.datesSet({
        start: at('2026-02-23T00:00:00'),
        end: at('2026-04-06T00:00:00'),
        view: { type: 'dayGridMonth', currentStart: at('2026-03-01T00:00:00'), currentEnd: at('2026-04-01T00:00:00') },
      });
      // Once, as FullCalendar reports its first range.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return (
      <ul>
        {props.events.map((input) => {
          const id = String(input.id);
          const times = shown[id] ?? { start: String(input.start), end: String(input.end) };
          const act = (handler: Props['eventDrop'], next: { start: string; end: string }) => {
            setShown((all) => ({ ...all, [id]: next }));
            handler({
              event: { id, start: at(next.start), end: at(next.end), allDay: Boolean(input.allDay) },
              revert: () => setShown((all) => ({ ...all, [id]: times })),
            } as unknown as Partial<EventDropArg>);
          };
          return (
            <li key={id} aria-label={String(input.title)}>
              <span>{`${times.start} – ${times.end}`}</span>
              <button type="button" onClick={() => act(props.eventDrop, { ...gesture })}>
                Drop
              </button>
              <button type="button" onClick={() => act(props.eventResize, { start: times.start, end: gesture.end })}>
                Resize
              </button>
            </li>
          );
        })}
      </ul>
    );
  });
  return { default: FakeCalendar };
});

setUpPageTests({ namespaces: ['calendar'], user: ADMIN });

const hearingPrep = calendarEvent(4, {
  title: 'Hearing prep',
  start: '2026-03-10T07:00:00.000Z', // 10:00 in Riyadh
  end: '2026-03-10T08:00:00.000Z',
  extendedProps: { ...calendarEvent(4).extendedProps, version: 3 },
});
const standUp = calendarEvent(6, {
  title: 'Stand-up',
  start: '2026-03-17T06:00:00.000Z',
  end: '2026-03-17T06:15:00.000Z',
  extendedProps: {
    ...calendarEvent(6).extendedProps,
    recurrence: 'FREQ=WEEKLY',
    seriesId: 6,
    occurrenceStart: '2026-03-17T06:00:00.000Z',
  },
});

const row = async (title: string) => within(await screen.findByRole('listitem', { name: title }));
const moveTo = (start: string, end: string) => Object.assign(gesture, { start, end });

describe('CalendarPage, drag and resize', () => {
  it('a dropped event is saved at once: the PUT carries its new times on the office’s clock and its version', async () => {
    const server = calendarServer(
      { 'PUT /api/apps/calendar/:id': ({ body }) => ({ status: 201, body: { ...hearingPrep, ...(body as object) } }) },
      [hearingPrep],
    );
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} />);
    const event = await row('Hearing prep');
    expect(event.getByText('2026-03-10T10:00:00 – 2026-03-10T11:00:00')).toBeInTheDocument();
    moveTo('2026-03-12T14:30:00', '2026-03-12T15:30:00');
    await userEvent.click(event.getByRole('button', { name: 'Drop' }));
    expect(await screen.findByText('Event moved')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/apps/calendar/:id').map((call) => [call.params.id, call.body])).toEqual([
      ['4', { start: '2026-03-12T11:30:00.000Z', end: '2026-03-12T12:30:00.000Z', allDay: false, version: 3 }],
    ]);
    expect(event.getByText('2026-03-12T14:30:00 – 2026-03-12T15:30:00')).toBeInTheDocument();
  });

  it('a resized occurrence of a series changes that occurrence only (scope "this", its original start)', async () => {
    const server = calendarServer(
      { 'PUT /api/apps/calendar/:id': ({ body }) => ({ status: 201, body: { ...standUp, ...(body as object) } }) },
      [standUp],
    );
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} />);
    const event = await row('Stand-up');
    moveTo('', '2026-03-17T09:45:00');
    await userEvent.click(event.getByRole('button', { name: 'Resize' }));
    expect(await screen.findByText('Event moved')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/apps/calendar/:id').map((call) => [call.params.id, call.body])).toEqual([
      [
        '6',
        {
          start: '2026-03-17T06:00:00.000Z',
          end: '2026-03-17T06:45:00.000Z',
          allDay: false,
          version: 1,
          scope: 'this',
          occurrenceStart: '2026-03-17T06:00:00.000Z',
        },
      ],
    ]);
  });

  it('a move the server refuses goes back where it was, with a toast saying why', async () => {
    const server = calendarServer(
      {
        'PUT /api/apps/calendar/:id': {
          status: 409,
          body: { message: 'Someone else changed this event meanwhile; reload it' },
        },
      },
      [hearingPrep],
    );
    renderPage(() => <CalendarHarness initial={{ view: 'month', date: '2026-03-15' }} />);
    const event = await row('Hearing prep');
    moveTo('2026-03-13T09:00:00', '2026-03-13T10:00:00');
    await userEvent.click(event.getByRole('button', { name: 'Drop' }));
    expect(await screen.findByText('The event could not be moved')).toBeInTheDocument();
    expect(screen.getByText('Someone else changed this event meanwhile; reload it')).toBeInTheDocument();
    await waitFor(() => expect(event.getByText('2026-03-10T10:00:00 – 2026-03-10T11:00:00')).toBeInTheDocument());
    expect(server.callsTo('PUT /api/apps/calendar/:id')).toHaveLength(1);
    expect(screen.queryByText('Event moved')).not.toBeInTheDocument();
  });
});
