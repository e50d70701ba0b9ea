import type { ProfileHeader, ProfileTabResponse } from '@mizan/contracts';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render-routes';
import { UserProfilePage } from './user-profile-page';

const header: ProfileHeader = {
  fullName: 'Huda Salem',
  location: 'Riyadh',
  joiningDate: '2024-02-01T08:00:00.000Z',
  designation: 'Partner',
  profileImg: null,
  coverImg: null,
};
const teams: ProfileTabResponse<'teams'> = [
  { id: 1, name: 'Litigation', description: 'Court work', icon: null, color: null, memberCount: 2, members: [] },
];
const profile: ProfileTabResponse<'profile'> = {
  about: { fullName: 'Huda Salem', status: 'active', role: 'admin', country: 'Saudi Arabia', language: 'Arabic' },
  contacts: { contact: '+966 55 000 0000', email: 'huda@example.com' },
  teams: [{ id: 1, name: 'Litigation', memberCount: 2 }],
  overview: { taskDone: 7, projects: 3, connections: 4 },
  connections: [],
  teamsTech: [],
};

/** The API as the server answers it (spec §7): `?tab=…` is that tab's data itself. */
function stubProfileApi() {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    const body =
      url.pathname === '/api/pages/profile/header' ? header : url.searchParams.get('tab') === 'teams' ? teams : profile;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('user-profile');
});
afterEach(() => vi.unstubAllGlobals());

describe('UserProfilePage', { timeout: 30_000 }, () => {
  it('draws the teams tab from the list the server answers', async () => {
    const fetchMock = stubProfileApi();
    renderRoutes({ '/pages/user-profile/$tab': () => <UserProfilePage tab="teams" /> }, '/pages/user-profile/teams');
    expect(await screen.findByRole('heading', { name: 'Litigation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Court work')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/api/pages/profile?tab=teams'))).toBe(true);
  });

  it('draws the profile tab from its object', async () => {
    stubProfileApi();
    renderRoutes(
      { '/pages/user-profile/$tab': () => <UserProfilePage tab="profile" /> },
      '/pages/user-profile/profile',
    );
    expect(await screen.findByText('huda@example.com', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('+966 55 000 0000')).toBeInTheDocument();
  });
});
