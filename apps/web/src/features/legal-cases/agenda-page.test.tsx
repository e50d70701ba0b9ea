import type { Agenda, AgendaItem, CaseOptions } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render-routes';
import { addDays, agendaRange, weekOf } from './agenda-dates';
import { AgendaPage } from './agenda-page';
import type { AgendaSearch } from './legal-cases.search';

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

function stubServer(hearings: AgendaItem[]) {
  const agendaCalls: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://test');
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (pathname.endsWith('/legal-cases/options')) return json(options);
      agendaCalls.push(searchParams);
      const body: Agenda = {
        from: searchParams.get('from')!,
        to: searchParams.get('to')!,
        timeZone: 'Asia/Riyadh',
        hearings,
      };
      return json(body);
    }),
  );
  return agendaCalls;
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

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['legal-cases', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

describe('agenda dates', () => {
  it('weeks run Sunday to Saturday; a day view is one day', () => {
    expect(weekOf('2031-03-12')).toEqual({ from: '2031-03-09', to: '2031-03-15' });
    expect(agendaRange('day', '2031-03-12')).toEqual({ from: '2031-03-12', to: '2031-03-12' });
    expect(addDays('2031-02-28', 1)).toBe('2031-03-01');
  });
});

describe('AgendaPage', () => {
  it('lists the hearings of the day by time, with the case link, court case number and parties', async () => {
    const calls = stubServer([
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
    const { router } = renderAgenda({ date: '2031-03-10' });

    const rows = await screen.findAllByRole('row');
    expect(calls[0]!.get('from')).toBe('2031-03-10');
    expect(calls[0]!.get('to')).toBe('2031-03-10');
    // The header row, then the two hearings in time order.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('9:30 AM')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Riyadh Labour Court')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Case 4471234 of 1447')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('vs. مؤسسة الإتقان');
    expect(within(rows[2]!).getByText('Postponed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Monday, March 10, 2031/ })).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('link', { name: '2026/0042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-cases/42'));
  });

  it('switches to the week and moves a week on', async () => {
    const calls = stubServer([]);
    const { changes } = renderAgenda({ date: '2031-03-12' });
    expect(await screen.findByText('No hearings in this period')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Week'));
    await waitFor(() => expect(calls.at(-1)!.get('from')).toBe('2031-03-09'));
    expect(calls.at(-1)!.get('to')).toBe('2031-03-15');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(changes.at(-1)).toMatchObject({ view: 'week', date: '2031-03-19' });
    await waitFor(() => expect(calls.at(-1)!.get('from')).toBe('2031-03-16'));
  });
});
