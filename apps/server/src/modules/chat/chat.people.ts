import {
  createAppAbility,
  type AbilityRule,
  foldSearchText,
  type ChatContact,
  type ChatProfileUser,
  type ChatStatus,
} from '@mizan/contracts';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { userTwoFactor } from '../../db/schema/two-factor.ts';
import { permissionRules, rolePermissions, roleRules, roles, users } from '../../db/schema.ts';
import { foldedSql } from '../../lib/search-fold.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { chats } from './chat.table.ts';

/** How many contacts without a chat the list answers (an office's people; a picker, not a directory). */
export const CHAT_CONTACTS_LIMIT = 1000;

/** Who is connected, as the live layer knows it (given in app.ts); without it everyone else shows offline. */
export type ChatPresence = (userIds: readonly number[]) => Promise<ReadonlyMap<number, ChatStatus>>;
export const noPresence: ChatPresence = async () => new Map();

/**
 * The roles whose users may chat (read Chat), read afresh on each call so a role change applies at once: every role's
 * own rules and its permissions' rules in one query (an office has a handful of roles), a role's "cannot" rules last
 * as `loadRoleRules` orders them.
 */
async function chattingRoleIds(db: Db): Promise<number[]> {
  const own = db
    .select({
      roleId: roleRules.roleId,
      action: roleRules.action,
      subject: roleRules.subject,
      inverted: roleRules.inverted,
      conditions: roleRules.conditions,
    })
    .from(roleRules);
  const granted = db
    .select({
      roleId: rolePermissions.roleId,
      action: permissionRules.action,
      subject: permissionRules.subject,
      inverted: sql<boolean>`false`.as('inverted'),
      conditions: sql<Record<string, unknown> | null>`null::jsonb`.as('conditions'),
    })
    .from(permissionRules)
    .innerJoin(rolePermissions, eq(rolePermissions.permissionId, permissionRules.permissionId));
  const rows = await unionAll(own, granted);
  const byRole = new Map<number, AbilityRule[]>();
  for (const { roleId, inverted, conditions, ...rule } of rows) {
    const rules = byRole.get(roleId) ?? [];
    rules.push({
      ...(rule as Pick<AbilityRule, 'action' | 'subject'>),
      ...(inverted ? { inverted } : {}),
      ...(conditions ? { conditions } : {}),
    });
    byRole.set(roleId, rules);
  }
  return [...byRole]
    .filter(([, rules]) =>
      createAppAbility([...rules.filter((r) => !r.inverted), ...rules.filter((r) => r.inverted)]).can('read', 'Chat'),
    )
    .map(([roleId]) => roleId);
}

const contactColumns = {
  id: users.id,
  fullName: users.fullName,
  role: roles.name,
  about: users.about,
  avatar: users.avatar,
};
type ContactRow = Omit<ChatContact, 'status'>;

/** The office's people one may chat with: active users whose role may chat. */
export function createChatPeople(db: Db, presence: ChatPresence) {
  const withStatus = (rows: ContactRow[], statuses: ReadonlyMap<number, ChatStatus>): ChatContact[] =>
    rows.map((row) => ({ ...row, status: statuses.get(row.id) ?? 'offline' }));
  const may = async () => and(eq(users.status, 'active'), inArray(users.roleId, await chattingRoleIds(db)));
  const byName = (q?: string) => {
    const text = q ? foldSearchText(q) : '';
    return text ? sql`${foldedSql(sql`${users.fullName}`)} like ${containsPattern(text)}` : undefined;
  };
  // One array parameter: a list of 500 ids as 500 parameters is slow to plan.
  const idIn = (ids: readonly number[]) => sql`${users.id} = any(${`{${[...new Set(ids)].join(',')}}`}::int[])`;
  const people = (allowed: SQL | undefined, where: SQL | undefined) =>
    db
      .select(contactColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(allowed, where))
      .orderBy(asc(users.fullName), asc(users.id));
  const others = (allowed: SQL | undefined, me: number, q?: string) =>
    db
      .select(contactColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(
          allowed,
          ne(users.id, me),
          byName(q),
          // The direct chat's key, found through its unique index.
          sql`not exists (select 1 from ${chats} where ${chats.directKey} =
            least(${users.id}, ${me}) || ':' || greatest(${users.id}, ${me}))`,
        ),
      )
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(CHAT_CONTACTS_LIMIT);
  const profileRow = async (userId: number) => {
    const [row] = await db
      .select({ ...contactColumns, twoStep: sql<boolean>`${userTwoFactor.secret} is not null` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw new Error(`No user ${userId}`);
    return row;
  };
  /** Spec §3 profileUser: oneself, online (one is calling), with one's two-step state. */
  const profileOf = (
    { twoStep, ...contact }: Awaited<ReturnType<typeof profileRow>>,
    known: ChatStatus | undefined,
  ): ChatProfileUser => {
    // One calling is not offline, even before their socket opens; busy and away stay as chosen or measured.
    const status = !known || known === 'offline' ? 'online' : known;
    // Chat notifications have no setting of their own yet: they follow the app's, which are on.
    return { ...contact, status, settings: { isTwoStepAuthVerificationEnabled: twoStep, isNotificationsOn: true } };
  };

  return {
    /** Those of `ids` one may chat with, by id. */
    async byIds(ids: readonly number[]): Promise<Map<number, ChatContact>> {
      if (ids.length === 0) return new Map();
      const rows = await people(await may(), idIn(ids));
      const statuses = await presence(rows.map((row) => row.id));
      return new Map(withStatus(rows, statuses).map((row) => [row.id, row]));
    },
    /** One person one may chat with, or undefined (unknown, inactive, or without the right). */
    async one(id: number): Promise<ChatContact | undefined> {
      return (await this.byIds([id])).get(id);
    },
    /** Those one has no direct chat with yet, by name; with `q`, those whose name holds it (letter variants folded). */
    async others(me: number, q?: string): Promise<ChatContact[]> {
      const rows = await others(await may(), me, q);
      return withStatus(rows, await presence(rows.map((row) => row.id)));
    },
    /** Spec §3 profileUser: oneself, online (one is calling), with one's two-step state. */
    async profile(userId: number): Promise<ChatProfileUser> {
      const row = await profileRow(userId);
      return profileOf(row, (await presence([userId])).get(userId));
    },
    /**
     * The chat list's people at once — its partners (`partnerIds`, by id), the others (as `others`) and oneself (as
     * `profile`) — with the roles that may chat read once and everyone's presence asked in one lookup.
     */
    async forList(me: number, partnerIds: readonly number[], q?: string) {
      const allowed = await may();
      const [partnerRows, otherRows, own] = await Promise.all([
        partnerIds.length === 0 ? [] : people(allowed, idIn(partnerIds)),
        others(allowed, me, q),
        profileRow(me),
      ]);
      const statuses = await presence([...partnerRows.map((row) => row.id), ...otherRows.map((row) => row.id), me]);
      return {
        partners: new Map(withStatus(partnerRows, statuses).map((row) => [row.id, row])),
        contacts: withStatus(otherRows, statuses),
        profileUser: profileOf(own, statuses.get(me)),
      };
    },
  };
}

export type ChatPeople = ReturnType<typeof createChatPeople>;
