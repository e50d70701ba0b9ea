import type { AccountProfile, AccountSettingsTab } from '@mizan/contracts';
import { useParams } from '@tanstack/react-router';
import { renderRoutes, type RenderOptions } from '@/test/harness';
import { AccountSettingsPage } from './account-settings-page';

/** The account settings tests' profile and page (not a `.test.` file). */

export const profileFixture = (extra: Partial<AccountProfile> = {}): AccountProfile => ({
  id: 1,
  fullName: 'Admin Person',
  username: 'admin',
  email: 'admin@demo.com',
  contact: '+966 55 123 4567',
  language: 'en',
  timeZone: 'UTC',
  currency: 'SAR',
  designation: 'Partner',
  location: 'Riyadh',
  about: '',
  avatar: null,
  coverImage: null,
  role: 'admin',
  status: 'active',
  currentPlan: 'basic',
  billing: 'Auto debit',
  createdAt: '2026-01-02T10:00:00.000Z',
  version: 4,
  ...extra,
});

function SettingsRoute() {
  const { tab } = useParams({ strict: false }) as { tab: AccountSettingsTab };
  return <AccountSettingsPage tab={tab} />;
}

/** The page at `/pages/account-settings/{tab}`, its tabs being links; the sign-in page beside it. */
export const openAccountSettings = (tab: AccountSettingsTab, options?: RenderOptions) =>
  renderRoutes(
    { '/pages/account-settings/$tab': SettingsRoute, '/login': () => <p>login page</p> },
    `/pages/account-settings/${tab}`,
    options,
  );
