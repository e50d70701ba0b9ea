import type { CaseSummary } from '@mizan/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, readerOf, renderRoutes, setUpPageTests, signIn } from '@/test/harness';
import { CrmLegalCasesCard } from './crm-legal-cases-card';

const summary: CaseSummary = {
  today: '2031-03-10',
  timeZone: 'Asia/Riyadh',
  byStatus: { intake: 2, active: 14, suspended: 1, closed: 5, archived: 0 },
  total: 22,
  hearingsToday: 3,
  overdueHearings: 4,
  expiringPowers: 1,
};

const summaryServer = () => fakeServer({ 'GET /api/legal-cases/summary': { body: summary } });

/** The card on a page of its own. */
function Dashboard() {
  return (
    <main>
      <h1>Dashboard</h1>
      <CrmLegalCasesCard />
    </main>
  );
}

setUpPageTests({ namespaces: ['dashboards'] });

describe('CrmLegalCasesCard', () => {
  it('links every figure to the list or agenda filtered the same way', async () => {
    signIn(readerOf('LegalCase'));
    const server = summaryServer();
    renderRoutes({ '/': Dashboard }, '/');

    const active = await screen.findByRole('link', { name: '14 Active' });
    expect(decodeURIComponent(active.getAttribute('href')!)).toBe('/legal-cases?status=["active"]');
    expect(screen.getByRole('link', { name: '3 Hearings today' })).toHaveAttribute(
      'href',
      '/legal-cases/agenda?view=day&date=2031-03-10',
    );
    expect(screen.getByRole('link', { name: '4 Past hearings with no result' })).toHaveAttribute(
      'href',
      '/legal-cases?chip=overdueHearings',
    );
    expect(screen.getByRole('link', { name: '1 Powers of attorney expiring within 30 days' })).toHaveAttribute(
      'href',
      '/legal-cases?chip=expiringPowers',
    );
    expect(screen.getByText('22 cases you can see')).toBeInTheDocument();
    expect(server.calls.map((call) => call.url)).toEqual(['/api/legal-cases/summary']);
  });

  it('is not shown (nor asked for) without read LegalCase', async () => {
    signIn(readerOf('User'));
    const server = summaryServer();
    // A second address mounts the page afresh (the same component at both would be kept).
    const router = renderRoutes({ '/': Dashboard, '/again': () => <Dashboard /> }, '/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Legal cases' })).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);

    // The same page with the rule granted shows it: the rule hid the card, not a slow answer.
    signIn(readerOf('User', 'LegalCase'));
    act(() => router.history.push('/again'));
    expect(await screen.findByRole('region', { name: 'Legal cases' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
  });
});
