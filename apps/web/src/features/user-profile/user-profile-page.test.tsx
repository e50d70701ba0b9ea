import type { ProfileHeader, ProfileTab, ProfileTabResponse } from '@mizan/contracts';
import { useParams } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderRoutes, setLanguage, setUpPageTests, type Reply } from '@/test/harness';
import { UserProfilePage } from './user-profile-page';

const HEADER: ProfileHeader = {
  fullName: 'Huda Salem',
  location: 'Riyadh',
  joiningDate: '2024-02-01T08:00:00.000Z',
  designation: 'Partner',
  profileImg: null,
  coverImg: null,
};
const person = (id: number, fullName: string) => ({ id, fullName, avatar: null });
const TEAM = {
  id: 1,
  name: 'Litigation',
  description: 'Court work',
  icon: null,
  color: null,
  memberCount: 5,
  members: [person(2, 'Omar Aziz'), person(3, 'Lina Kamal')],
};
const CONNECTION = {
  id: 4,
  fullName: 'Tariq Nasser',
  username: 'tariq',
  designation: 'Associate',
  avatar: null,
  connectionCount: 12,
  projectCount: 3,
  teamCount: 2,
  isConnected: true,
};
const TABS: { [T in ProfileTab]: ProfileTabResponse<T> } = {
  profile: {
    about: { fullName: 'Huda Salem', status: 'active', role: 'admin', country: 'Saudi Arabia', language: 'ar' },
    contacts: { contact: '+966 55 000 0000', email: 'huda@example.com' },
    teams: [{ id: 1, name: 'Litigation', memberCount: 5 }],
    overview: { taskDone: 1250, projects: 3, connections: 4 },
    connections: [CONNECTION],
    teamsTech: [{ ...TEAM, id: 8, name: 'Arbitration' }],
  },
  teams: [TEAM],
  projects: [
    {
      id: 6,
      name: 'Labour claims 2026',
      client: 'Palm Contracting',
      logo: null,
      status: 'on-hold',
      progress: 40,
      hours: 120,
      dueDate: '2026-06-30T00:00:00.000Z',
      leader: person(2, 'Omar Aziz'),
      memberCount: 2,
      members: [person(2, 'Omar Aziz')],
    },
  ],
  connections: [CONNECTION],
};

/** The profile API (spec §7): the header, and `?tab=…` answering that tab's data itself, or `tab`'s reply. */
const profileServer = (replies: { header?: Reply; tab?: Partial<Record<ProfileTab, Reply>> } = {}) =>
  fakeServer({
    'GET /api/pages/profile/header': replies.header ?? { body: HEADER },
    'GET /api/pages/profile': ({ query }) => {
      const tab = query.get('tab') as ProfileTab;
      return replies.tab?.[tab] ?? { body: TABS[tab] };
    },
  });

function ProfileRoute() {
  const { tab } = useParams({ strict: false }) as { tab: ProfileTab };
  return <UserProfilePage tab={tab} />;
}

/** The page at its own address, its tabs being links to their addresses. */
const openProfile = (tab: ProfileTab) =>
  renderRoutes(
    { '/pages/user-profile/$tab': ProfileRoute, '/pages/account-settings/$tab': () => <p>account settings</p> },
    `/pages/user-profile/${tab}`,
  );

setUpPageTests({ namespaces: ['user-profile'] });

describe('UserProfilePage', () => {
  it('shows the header: name, job title, place, joining date and the way to edit', async () => {
    profileServer();
    openProfile('profile');
    expect(await screen.findByRole('heading', { name: 'Huda Salem', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Partner')).toBeInTheDocument();
    expect(screen.getByText('Riyadh')).toBeInTheDocument();
    expect(screen.getByText('Joined February 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/pages/account-settings/account',
    );
  });

  it('draws the profile tab from its object: about, contacts, teams, overview and the side lists', async () => {
    const server = profileServer();
    openProfile('profile');
    expect(await screen.findByText('huda@example.com')).toBeInTheDocument();
    expect(screen.getByText('+966 55 000 0000')).toBeInTheDocument();
    expect(screen.getByText('Saudi Arabia')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('Litigation')).toHaveTextContent('Litigation Members: 5');
    expect(screen.getByText('Tariq Nasser')).toBeInTheDocument();
    expect(screen.getByText('Connections: 12')).toBeInTheDocument();
    expect(screen.getByText('Arbitration')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View all' }).map((link) => link.getAttribute('href'))).toEqual([
      '/pages/user-profile/connections',
      '/pages/user-profile/teams',
    ]);
    expect(server.callsTo('GET /api/pages/profile').map((call) => call.url)).toEqual([
      '/api/pages/profile?tab=profile',
    ]);
  });

  it('opens each tab at its address and draws it from the list the server answers', async () => {
    const server = profileServer();
    const router = openProfile('teams');
    expect(await screen.findByRole('heading', { name: 'Litigation' })).toBeInTheDocument();
    expect(screen.getByText('Court work')).toBeInTheDocument();
    expect(screen.getByText('Members: 5')).toBeInTheDocument();
    // Two members shown, three more counted.
    expect(screen.getByText('+3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Labour claims 2026' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/user-profile/projects');
    expect(screen.getByText('Client: Palm Contracting')).toBeInTheDocument();
    expect(screen.getByText('On hold')).toBeInTheDocument();
    expect(screen.getByText('Hours: 120')).toBeInTheDocument();
    expect(screen.getByText('Due June 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Led by Omar Aziz')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');

    await userEvent.click(screen.getByRole('tab', { name: 'Connections' }));
    const card = (await screen.findByRole('heading', { name: 'Tariq Nasser' })).closest<HTMLElement>(
      '.mantine-Card-root',
    )!;
    expect(within(card).getByText('Associate')).toBeInTheDocument();
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(server.callsTo('GET /api/pages/profile').map((call) => call.query.get('tab'))).toEqual([
      'teams',
      'projects',
      'connections',
    ]);
  });

  it('says when a tab has nothing yet', async () => {
    profileServer({ tab: { projects: { body: [] } } });
    openProfile('projects');
    expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when a tab cannot be loaded, and the tab once it can', async () => {
    let reply: Reply = { status: 500, body: { message: 'Something went wrong' } };
    profileServer().on({ 'GET /api/pages/profile': () => reply });
    openProfile('teams');
    expect(await screen.findByRole('heading', { name: 'Huda Salem' })).toBeInTheDocument();
    expect(await screen.findByText('Could not load the profile')).toBeInTheDocument();
    reply = { body: TABS.teams };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Litigation' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the profile')).not.toBeInTheDocument();
  });

  it('shows the header’s error on its own, the tab still drawn', async () => {
    profileServer({ header: { status: 500, body: { message: 'Something went wrong' } } });
    openProfile('teams');
    expect(await screen.findByText('Could not load the profile')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Litigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads right to left in Arabic, with the tabs in Arabic', async () => {
    await setLanguage('ar', ['user-profile']);
    profileServer();
    openProfile('teams');
    expect(await screen.findByRole('heading', { name: 'Litigation' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الفرق' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'المشاريع' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
