import type { Agenda, AgendaItem, CaseOptions } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@/lib/office-time';
import { fakeServer, renderRoutes, setUpPageTests } from '@/test/harness';
import { agendaRange, weekOf } from './agenda-dates';
import { AgendaPage } from './agenda-page';
import type { AgendaSearch } from './legal-cases.search';

const OFFICE = 'Asia/Riyadh';
const options: CaseOptions = {
  lawyers: [{ id: 3, fullName: 'سارة المحامية' }],
  courts: [{ id: 1, nameAr: 'المحكمة العمالية بالرياض', nameEn: 'Riyadh Labour Court', city: 'الرياض' }],
};

const item = (extra: Partial<AgendaItem>): AgendaItem => ({
  hearingId: 1,
  caseId: 42,
  fileNumber: '2026/0042',
  title: 'مطالبة بمستحقات نهاية الخدمة',
  stageType: 'firstInstance',
  courtId: 1,
  courtName: 'المحكمة العمالية بالرياض',
  circuit: 'الدائرة الثالثة',
  courtCaseNumber: '4471234',
  courtCaseYear: 1447,
  kind: 'pleading',
  scheduledAt: '2031-03-10T06:30:00.000Z',
  venue: '',
  remote: false,
  status: 'scheduled',
  lawyers: [{ id: 3, fullName: 'سارة المحامية' }],
  clientNames: 'فيصل الزهراني',
  opponentNames: 'مؤسسة الإتقان',
  result: null,
  ...extra,
});

/**
 * Answers the options, the office's zone (Riyadh, while this process runs in another) and the agenda: `hearings`
 * in every range, and `nextAfter` when a range has none. Returns the queries the agenda was asked with, in order.
 */
function stubServer(hearings: AgendaItem[], nextAfter: string | null = null) {
  const server = fakeServer({
    'GET /api/legal-cases/options': { body: options },
    'GET /api/office/time-zone': { body: { timeZone: OFFICE } },
    'GET /api/legal-cases/agenda': ({ query }) => {
      const from = query.get('from')!;
      const to = query.get('to')!;
      const inRange = hearings.filter(
        (h) => from <= dayIn(h.scheduledAt, OFFICE) && dayIn(h.scheduledAt, OFFICE) <= to,
      );
      const body: Agenda = {
        from,
        to,
        timeZone: OFFICE,
        hearings: inRange,
        nextAfter: inRange.length ? null : nextAfter,
      };
      return { body };
    },
  });
  return () => server.callsTo('GET /api/legal-cases/agenda').map((call) => call.query);
}

function renderAgenda(initial: AgendaSearch) {
  const changes: AgendaSearch[] = [];
  function Page() {
    const [search, setSearch] = useState(initial);
    return (
      <AgendaPage
        search={search}
        onSearchChange={(next) => {
          changes.push(next);
          setSearch(next);
        }}
      />
    );
  }
  const router = renderRoutes(
    { '/legal-cases/agenda': Page, '/legal-cases/$id': () => <p>case page</p> },
    '/legal-cases/agenda',
  );
  return { router, changes };
}

setUpPageTests({ namespaces: ['legal-cases', 'common'] });

describe('agenda dates', () => {
  it('weeks run Sunday to Saturday; a day view is one day', () => {
    expect(weekOf('2031-03-12')).toEqual({ from: '2031-03-09', to: '2031-03-15' });
    expect(agendaRange('day', '2031-03-12')).toEqual({ from: '2031-03-12', to: '2031-03-12' });
    expect(addDays('2031-02-28', 1)).toBe('2031-03-01');
  });
});

describe('AgendaPage', () => {
  it('lists the hearings of the day by time, with the case link, court case number and parties', async () => {
    const agendaQueries = stubServer([
      item({}),
      item({
        hearingId: 2,
        caseId: 43,
        fileNumber: '2026/0043',
        scheduledAt: '2031-03-10T09:00:00.000Z',
        status: 'held',
        result: 'postponed',
      }),
    ]);
    const { router } = renderAgenda({ view: 'day', date: '2031-03-10' });

    const rows = await screen.findAllByRole('row', {}, { timeout: 5000 });
    expect(agendaQueries()[0]!.get('from')).toBe('2031-03-10');
    expect(agendaQueries()[0]!.get('to')).toBe('2031-03-10');
    // The header row, then the two hearings in time order, on the office's clock (06:30 UTC is 09:30 in Riyadh).
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('9:30 AM')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('12:00 PM')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Riyadh Labour Court')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Case 4471234 of 1447')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('vs. مؤسسة الإتقان');
    expect(within(rows[2]!).getByText('Postponed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Monday, March 10, 2031/ })).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('link', { name: '2026/0042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-cases/42'));
  });

  it('shows a week by default, switches to a day and moves a day on', async () => {
    const agendaQueries = stubServer([]);
    const { changes } = renderAgenda({ date: '2031-03-12' });
    expect(await screen.findByText('No hearings in this period', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(agendaQueries()[0]!.get('from')).toBe('2031-03-09');
    expect(agendaQueries()[0]!.get('to')).toBe('2031-03-15');

    await userEvent.click(screen.getByText('Day'));
    await waitFor(() => expect(agendaQueries().at(-1)!.get('from')).toBe('2031-03-12'));
    expect(agendaQueries().at(-1)!.get('to')).toBe('2031-03-12');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(changes.at(-1)).toMatchObject({ view: 'day', date: '2031-03-13' });
    await waitFor(() => expect(agendaQueries().at(-1)!.get('from')).toBe('2031-03-13'));
  });

  it("opens on the office's current week", async () => {
    const agendaQueries = stubServer([]);
    const { changes } = renderAgenda({});
    expect(await screen.findByText('No hearings in this period', {}, { timeout: 5000 })).toBeInTheDocument();
    const thisWeek = weekOf(dayIn(new Date(), OFFICE));
    expect(agendaQueries()[0]!.get('from')).toBe(thisWeek.from);
    expect(agendaQueries()[0]!.get('to')).toBe(thisWeek.to);
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    // Nothing later either: it stays on this week.
    expect(changes).toEqual([]);
  });

  it('opens on the week of the next hearing when this week has none, and comes back to this week on "Today"', async () => {
    const next = item({ scheduledAt: '2099-03-10T06:30:00.000Z' });
    const agendaQueries = stubServer([next], next.scheduledAt);
    const { changes } = renderAgenda({});

    expect(
      await screen.findByText('No hearings this week: here is the week of the next one.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Tuesday, March 10, 2099/ })).toBeInTheDocument();
    expect(agendaQueries().at(-1)!.get('from')).toBe(weekOf('2099-03-10').from);
    // Not written into the URL: a reload looks again.
    expect(changes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(changes).toEqual([{ date: undefined }]);
    await waitFor(() => expect(agendaQueries().at(-1)!.get('from')).toBe(weekOf(dayIn(new Date(), OFFICE)).from));
    expect(await screen.findByText('No hearings in this period')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Go to the next hearing/ }));
    expect(changes.at(-1)).toEqual({ date: '2099-03-10' });
  });
});
