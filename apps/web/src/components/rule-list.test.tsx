import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render-routes';
import { RuleList } from './rule-list';

beforeAll(async () => {
  await initI18n();
});

describe('RuleList', () => {
  // The CRM dashboard showed the raw key "rules.manageAll": the acl namespace wasn't loaded outside its own page.
  it('says each rule in words of the reader language, loading its vocabulary itself', async () => {
    await i18n.changeLanguage('ar');
    renderRoutes(
      {
        '/': () => (
          <RuleList
            rules={[
              { action: 'manage', subject: 'all' },
              { action: 'read', subject: 'LegalCase', inverted: true },
            ]}
            empty="none"
          />
        ),
      },
      '/',
    );
    expect(await screen.findByText('صلاحية كاملة على كل شيء')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/rules\./);
  });

  it('says so when there are no rules', async () => {
    await i18n.changeLanguage('en');
    renderRoutes({ '/': () => <RuleList rules={[]} empty="No permissions yet" /> }, '/');
    expect(await screen.findByText('No permissions yet')).toBeInTheDocument();
  });
});
