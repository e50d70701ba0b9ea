import {
  USER_ERRORS,
  type UserActivityList,
  type UserConnection,
  type UserNotification,
  type UserProject,
  type UserSession,
} from '@mizan/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connections, projectMembers, projects, roles, sessions, userActivity, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { describeUserAgent, parseUserAgent } from '../../lib/user-agent.ts';
import type { Actor } from './users.detail.ts';
import type { UsersDeps } from './users.writes.ts';

/** A user's devices and notifications are theirs: only they and whoever may manage users see them. */
function assertOwnerOrManager(id: number, actor: Actor) {
  if (id !== actor.id && !actor.ability.can('manage', 'User')) throw new HttpError(403, USER_ERRORS.ownerOnly);
}

/** The read-only parts of a user's view page: devices, projects, activity, connections, notifications. */
export function createUserViewReads(db: Db, { latestNotifications }: Pick<UsersDeps, 'latestNotifications'>) {
  async function exists(id: number) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!found) throw notFound(USER_ERRORS.notFound);
  }

  return {
    async sessions(id: number, actor: Actor): Promise<UserSession[]> {
      assertOwnerOrManager(id, actor);
      await exists(id);
      const now = new Date();
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, id))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(10);
      return rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        userAgent: row.userAgent,
        device: describeUserAgent(row.userAgent),
        ...parseUserAgent(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        active: row.revokedAt === null && row.expiresAt > now,
      }));
    },

    async projects(id: number): Promise<UserProject[]> {
      await exists(id);
      const memberCount = db
        .select({ projectId: projectMembers.projectId, n: count().as('n') })
        .from(projectMembers)
        .groupBy(projectMembers.projectId)
        .as('member_count');
      const leader = sql<
        string | null
      >`(select ${users.fullName} from ${users} where ${users.id} = ${projects.leaderId})`;
      const rows = await db
        .select({ project: projects, leader, members: memberCount.n })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .innerJoin(memberCount, eq(memberCount.projectId, projects.id))
        .where(eq(projectMembers.userId, id))
        .orderBy(desc(projects.createdAt), desc(projects.id));
      return rows.map(({ project, leader: leaderName, members }) => ({
        id: project.id,
        name: project.name,
        client: project.client,
        logo: project.logo,
        status: project.status,
        progress: project.progress,
        hours: project.hours,
        dueDate: project.dueDate,
        leader: leaderName,
        members: Number(members),
      }));
    },

    async activity(id: number, page: number, size: number): Promise<UserActivityList> {
      await exists(id);
      const [counted] = await db.select({ n: count() }).from(userActivity).where(eq(userActivity.userId, id));
      const total = counted?.n ?? 0;
      const pages = Math.max(1, Math.ceil(total / size));
      const current = page > pages ? 1 : page;
      const actor = sql<
        string | null
      >`(select ${users.fullName} from ${users} where ${users.id} = ${userActivity.actorId})`;
      const rows = await db
        .select({ item: userActivity, actor })
        .from(userActivity)
        .where(eq(userActivity.userId, id))
        .orderBy(desc(userActivity.createdAt), desc(userActivity.id))
        .offset((current - 1) * size)
        .limit(size);
      return {
        activity: rows.map(({ item, actor: actorName }) => ({
          id: item.id,
          kind: item.kind,
          details: item.details,
          actor: actorName,
          createdAt: item.createdAt.toISOString(),
        })),
        total,
        page: current,
      };
    },

    async connections(id: number): Promise<UserConnection[]> {
      await exists(id);
      const rows = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          avatar: users.avatar,
          role: roles.name,
          connectedAt: connections.createdAt,
        })
        .from(connections)
        .innerJoin(users, eq(users.id, connections.connectedUserId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(connections.userId, id))
        .orderBy(desc(connections.createdAt), asc(users.id));
      return rows.map((row) => ({ ...row, connectedAt: row.connectedAt.toISOString() }));
    },

    async notifications(id: number, actor: Actor): Promise<UserNotification[]> {
      assertOwnerOrManager(id, actor);
      await exists(id);
      return latestNotifications(id);
    },
  };
}
