import type {
  ProfileConnection,
  ProfileHeader,
  ProfileProject,
  ProfileTab,
  ProfileTabData,
  ProfileTabResponse,
  ProfileTeam,
} from '@mizan/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connections, projectMembers, projects, roles, teamMembers, teams, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** How many member avatars a team or project card shows. */
const MEMBERS_SHOWN = 5;

/** The signed-in user's profile pages (spec §3 Profile, §7 `GET /api/pages/profile…`), from stored data. */
export function createProfileService(db: Db) {
  async function person(userId: number) {
    const [row] = await db
      .select({
        fullName: users.fullName,
        email: users.email,
        contact: users.contact,
        status: users.status,
        role: roles.name,
        country: users.country,
        language: users.language,
        location: users.location,
        designation: users.designation,
        avatar: users.avatar,
        coverImage: users.coverImage,
        taskDone: users.taskDone,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, userId));
    if (!row) throw notFound();
    return row;
  }

  /** The first members of each team (or project), in one query. */
  async function firstMembers(
    table: typeof teamMembers | typeof projectMembers,
    groupColumn: typeof teamMembers.teamId | typeof projectMembers.projectId,
    ids: number[],
  ) {
    if (ids.length === 0) return new Map<number, { id: number; fullName: string; avatar: string | null }[]>();
    const ranked = db
      .select({
        groupId: sql<number>`${groupColumn}`.as('group_id'),
        id: users.id,
        fullName: users.fullName,
        avatar: users.avatar,
        rank: sql<number>`row_number() over (partition by ${groupColumn} order by ${users.id})`.as('rank'),
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(inArray(groupColumn, ids))
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= ${MEMBERS_SHOWN}`);
    const byGroup = new Map<number, { id: number; fullName: string; avatar: string | null }[]>();
    for (const row of rows) {
      const list = byGroup.get(Number(row.groupId)) ?? [];
      list.push({ id: row.id, fullName: row.fullName, avatar: row.avatar });
      byGroup.set(Number(row.groupId), list);
    }
    return byGroup;
  }

  async function teamsOf(userId: number): Promise<ProfileTeam[]> {
    const memberCount = sql<number>`(select count(*) from ${teamMembers} tm where tm.team_id = ${teams.id})`.mapWith(
      Number,
    );
    const rows = await db
      .select({
        id: teams.id,
        name: teams.name,
        description: teams.description,
        icon: teams.icon,
        color: teams.color,
        memberCount,
      })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId))
      .orderBy(asc(teams.name));
    const members = await firstMembers(
      teamMembers,
      teamMembers.teamId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, members: members.get(row.id) ?? [] }));
  }

  async function projectsOf(userId: number): Promise<ProfileProject[]> {
    const leader = db.select({ id: users.id, fullName: users.fullName, avatar: users.avatar }).from(users).as('leader');
    const memberCount =
      sql<number>`(select count(*) from ${projectMembers} pm where pm.project_id = ${projects.id})`.mapWith(Number);
    const rows = await db
      .select({
        id: projects.id,
        name: projects.name,
        client: projects.client,
        logo: projects.logo,
        status: projects.status,
        progress: projects.progress,
        hours: projects.hours,
        dueDate: projects.dueDate,
        leaderId: leader.id,
        leaderName: leader.fullName,
        leaderAvatar: leader.avatar,
        memberCount,
      })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .leftJoin(leader, eq(leader.id, projects.leaderId))
      .where(eq(projectMembers.userId, userId))
      .orderBy(asc(projects.name));
    const members = await firstMembers(
      projectMembers,
      projectMembers.projectId,
      rows.map((row) => row.id),
    );
    return rows.map(({ leaderId, leaderName, leaderAvatar, ...row }) => ({
      ...row,
      dueDate: row.dueDate ? String(row.dueDate) : null,
      leader:
        leaderId !== null && leaderName !== null ? { id: leaderId, fullName: leaderName, avatar: leaderAvatar } : null,
      members: members.get(row.id) ?? [],
    }));
  }

  async function connectionsOf(userId: number, limit?: number): Promise<ProfileConnection[]> {
    const query = db
      .select({
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        designation: users.designation,
        avatar: users.avatar,
        connectionCount: sql<number>`(select count(*) from ${connections} c2 where c2.user_id = ${users.id})`.mapWith(
          Number,
        ),
        projectCount: sql<number>`(select count(*) from ${projectMembers} pm where pm.user_id = ${users.id})`.mapWith(
          Number,
        ),
        teamCount: sql<number>`(select count(*) from ${teamMembers} tm where tm.user_id = ${users.id})`.mapWith(Number),
      })
      .from(connections)
      .innerJoin(users, eq(users.id, connections.connectedUserId))
      .where(eq(connections.userId, userId))
      .orderBy(asc(users.fullName), asc(users.id));
    const rows = limit ? await query.limit(limit) : await query;
    return rows.map((row) => ({ ...row, isConnected: true }));
  }

  const countOf = async (table: typeof connections | typeof projectMembers, userId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId)));
    return row?.n ?? 0;
  };

  /** Tab `profile`: about, contacts, teams, overview, a few connections and teams (spec §3). */
  async function profileOf(userId: number): Promise<ProfileTabData> {
    const [row, userTeams, connectionList, projectCount, connectionCount] = await Promise.all([
      person(userId),
      teamsOf(userId),
      connectionsOf(userId, 5),
      countOf(projectMembers, userId),
      countOf(connections, userId),
    ]);
    return {
      about: {
        fullName: row.fullName,
        status: row.status,
        role: row.role,
        country: row.country,
        language: row.language,
      },
      contacts: { contact: row.contact, email: row.email },
      teams: userTeams.map((team) => ({ id: team.id, name: team.name, memberCount: team.memberCount })),
      overview: { taskDone: row.taskDone, projects: projectCount, connections: connectionCount },
      connections: connectionList,
      teamsTech: userTeams.slice(0, 5),
    };
  }

  const tabs: { [T in ProfileTab]: (userId: number) => Promise<ProfileTabResponse<T>> } = {
    profile: profileOf,
    teams: teamsOf,
    projects: projectsOf,
    connections: (userId) => connectionsOf(userId),
  };

  return {
    async header(userId: number): Promise<ProfileHeader> {
      const row = await person(userId);
      return {
        fullName: row.fullName,
        location: row.location,
        joiningDate: row.createdAt.toISOString(),
        designation: row.designation,
        profileImg: row.avatar,
        coverImg: row.coverImage,
      };
    },

    /** The tab's data itself (spec §7), typed by the tab asked for. */
    tab: <T extends ProfileTab>(userId: number, tab: T): Promise<ProfileTabResponse<T>> => tabs[tab](userId),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
