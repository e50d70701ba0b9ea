import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections, projectMembers, projects, teamMembers, teams, users } from '../../db/schema.ts';
import { ADMIN, bearer, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();

const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

describe('profile pages', () => {
  it('answer 401 without a session', async () => {
    expect((await get('/api/pages/profile/header')).statusCode).toBe(401);
    expect((await get('/api/pages/profile?tab=teams')).statusCode).toBe(401);
  });

  it('a user with no teams, projects or connections gets empty lists, and the profile tab still its object', async () => {
    const loner = await t.userWithRole('subscriber');
    for (const tab of ['teams', 'projects', 'connections']) {
      const response = await get(`/api/pages/profile?tab=${tab}`, loner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    const profile = (await get('/api/pages/profile?tab=profile', loner)).json();
    expect(profile).toMatchObject({
      teams: [],
      connections: [],
      teamsTech: [],
      overview: { projects: 0, connections: 0 },
    });
  });

  it("the header is the signed-in user's stored data", async () => {
    const admin = await signIn(t.app, ADMIN);
    await t.db
      .update(users)
      .set({ designation: 'Managing Partner', location: 'Cairo', coverImage: '/covers/1.jpg' })
      .where(eq(users.id, admin.userId));
    const response = await get('/api/pages/profile/header', admin);
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(users).where(eq(users.id, admin.userId));
    expect(response.json()).toEqual({
      fullName: 'John Doe',
      location: 'Cairo',
      joiningDate: stored!.createdAt.toISOString(),
      designation: 'Managing Partner',
      profileImg: null,
      coverImg: '/covers/1.jpg',
    });
  });

  it('the tabs come from teams, projects and connections', async () => {
    const admin = await signIn(t.app, ADMIN);
    // A small office of its own, so the numbers don't depend on the demo seed.
    const people = await t.db
      .insert(users)
      .values(
        [1, 2, 3].map((n) => ({
          fullName: `Person ${n}`,
          username: `profile.person${n}`,
          email: `profile.person${n}@example.com`,
          passwordHash: 'x',
          roleId: 1,
          designation: `Role ${n}`,
        })),
      )
      .returning({ id: users.id });
    const [team] = await t.db
      .insert(teams)
      .values({ name: 'Profile Test Team', icon: 'scale', color: 'info' })
      .returning();
    await t.db
      .insert(teamMembers)
      .values([admin.userId, ...people.map((p) => p.id)].map((userId) => ({ teamId: team!.id, userId })));
    const [project] = await t.db
      .insert(projects)
      .values({
        name: 'Profile Test Project',
        client: 'ACME',
        leaderId: people[0]!.id,
        progress: 40,
        hours: 12,
        dueDate: '2026-09-30',
      })
      .returning();
    await t.db
      .insert(projectMembers)
      .values([admin.userId, people[1]!.id].map((userId) => ({ projectId: project!.id, userId })));
    await t.db.insert(connections).values([
      { userId: admin.userId, connectedUserId: people[0]!.id },
      { userId: people[0]!.id, connectedUserId: admin.userId },
      { userId: admin.userId, connectedUserId: people[2]!.id },
    ]);

    const teamsTab = await get('/api/pages/profile?tab=teams', admin);
    expect(teamsTab.statusCode).toBe(200);
    // Each tab answers its data itself (spec §7: "tab | that tab's data"): here the list of teams.
    expect(Array.isArray(teamsTab.json())).toBe(true);
    const myTeam = teamsTab.json().find((x: { id: number }) => x.id === team!.id);
    expect(Object.keys(myTeam).sort()).toEqual([
      'color',
      'description',
      'icon',
      'id',
      'memberCount',
      'members',
      'name',
    ]);
    expect(myTeam).toMatchObject({ name: 'Profile Test Team', memberCount: 4, icon: 'scale' });
    expect(myTeam.members).toHaveLength(4);

    const projectsTab = (await get('/api/pages/profile?tab=projects', admin)).json();
    const myProject = projectsTab.find((x: { id: number }) => x.id === project!.id);
    // All of a project's keys: the response union didn't read it as some other tab's item.
    expect(Object.keys(myProject).sort()).toEqual(
      [
        'client',
        'dueDate',
        'hours',
        'id',
        'leader',
        'logo',
        'memberCount',
        'members',
        'name',
        'progress',
        'status',
      ].sort(),
    );
    expect(myProject).toMatchObject({
      name: 'Profile Test Project',
      client: 'ACME',
      progress: 40,
      dueDate: '2026-09-30',
      memberCount: 2,
      leader: { id: people[0]!.id, fullName: 'Person 1', avatar: null },
    });

    const connectionsTab = (await get('/api/pages/profile?tab=connections', admin)).json();
    const ids = connectionsTab.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([people[0]!.id, people[2]!.id]));
    expect(connectionsTab.find((c: { id: number }) => c.id === people[0]!.id)).toMatchObject({
      fullName: 'Person 1',
      designation: 'Role 1',
      connectionCount: 1,
      teamCount: 1,
      projectCount: 0,
      isConnected: true,
    });

    const profileTab = await get('/api/pages/profile?tab=profile', admin);
    expect(profileTab.statusCode).toBe(200);
    const profile = profileTab.json();
    expect(Object.keys(profile).sort()).toEqual(['about', 'connections', 'contacts', 'overview', 'teams', 'teamsTech']);
    expect(profile.about).toMatchObject({ fullName: 'John Doe', status: 'active', role: 'admin' });
    expect(profile.contacts.email).toBe('admin@demo.com');
    expect(profile.teams).toEqual(
      expect.arrayContaining([{ id: team!.id, name: 'Profile Test Team', memberCount: 4 }]),
    );
    expect(profile.overview.connections).toBe(connectionsTab.length);
    expect(profile.overview.projects).toBe(projectsTab.length);
    expect(profile.connections.length).toBeLessThanOrEqual(5);
    expect(profile.teamsTech.length).toBeLessThanOrEqual(5);

    // The default tab is profile; an unknown one is a 400 naming `tab`.
    expect((await get('/api/pages/profile', admin)).json()).toEqual(profile);
    const bad = await get('/api/pages/profile?tab=secrets', admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['tab']);
  });
});
