import type { CaseSummary } from '@mizan/contracts';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { renderRoutes, stubFetch } from '@/test/render-routes';
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

const signInWith = (rules: { action: 'manage' | 'read'; subject: 'all' | 'LegalCase' | 'User' }[]) =>
  session.set({
    userData: { id: 9, fullName: 'Admin', username: 'admin', email: 'admin@demo.com', avatar: null, role: 'admin' },
    userAbilityRules: rules,
  });

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('dashboards');
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('CrmLegalCasesCard', () => {
  it('links every figure to the list or agenda filtered the same way', async () => {
    signInWith([{ action: 'read', subject: 'LegalCase' }]);
    const fetchMock = stubFetch(200, summary);
    renderRoutes({ '/': () => <CrmLegalCasesCard /> }, '/');

    const active = await screen.findByRole('link', { name: 'Active: 14' });
    expect(decodeURIComponent(active.getAttribute('href')!)).toBe('/legal-cases?status=["active"]');
    expect(screen.getByRole('link', { name: 'Hearings today: 3' })).toHaveAttribute(
      'href',
      '/legal-cases/agenda?view=day&date=2031-03-10',
    );
    expect(screen.getByRole('link', { name: 'Past hearings with no result: 4' })).toHaveAttribute(
      'href',
      '/legal-cases?chip=overdueHearings',
    );
    expect(screen.getByRole('link', { name: 'Powers of attorney expiring within 30 days: 1' })).toHaveAttribute(
      'href',
      '/legal-cases?chip=expiringPowers',
    );
    expect(screen.getByText('22 cases you can see')).toBeInTheDocument();
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/api/legal-cases/summary');
  });

  it('is not shown (nor asked for) without read LegalCase', () => {
    signInWith([{ action: 'read', subject: 'User' }]);
    const fetchMock = stubFetch(200, summary);
    renderRoutes({ '/': () => <CrmLegalCasesCard /> }, '/');
    expect(screen.queryByText('Legal cases')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
