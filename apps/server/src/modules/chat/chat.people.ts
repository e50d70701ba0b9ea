import {
  createAppAbility,
  foldSearchText,
  type ChatContact,
  type ChatProfileUser,
  type ChatStatus,
} from '@mizan/contracts';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { userTwoFactor } from '../../db/schema/two-factor.ts';
import { roles, users } from '../../db/schema.ts';
import { loadRoleRules } from '../../lib/identity.ts';
import { foldedSql } from '../../lib/search-fold.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { chatMembers, chats } from './chat.table.ts';

/** How many contacts without a chat the list answers (an office's people; a picker, not a directory). */
export const CHAT_CONTACTS_LIMIT = 1000;

/** Who is connected, as the live layer knows it (given in app.ts); without it everyone else shows offline. */
export type ChatPresence = (userIds: readonly number[]) => Promise<ReadonlyMap<number, ChatStatus>>;
export const noPresence: ChatPresence = async () => new Map();

/**
 * The roles whose users may chat (read Chat), read afresh on each call so a role change applies at once. A role
 * holds a handful of rules and an office a handful of roles.
 */
async function chattingRoleIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: roles.id }).from(roles);
  const rules = await Promise.all(rows.map((row) => loadRoleRules(db, row.id)));
  return rows.filter((_, i) => createAppAbility(rules[i]).can('read', 'Chat')).map((row) => row.id);
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
  const withStatus = async (rows: ContactRow[]): Promise<ChatContact[]> => {
    const statuses = await presence(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, status: statuses.get(row.id) ?? 'offline' }));
  };
  const may = async () => and(eq(users.status, 'active'), inArray(users.roleId, await chattingRoleIds(db)));
  const byName = (q?: string) => {
    const text = q ? foldSearchText(q) : '';
    return text ? sql`${foldedSql(sql`${users.fullName}`)} like ${containsPattern(text)}` : undefined;
  };
  const people = async (where: SQL | undefined) =>
    db
      .select(contactColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(await may(), where))
      .orderBy(asc(users.fullName), asc(users.id));

  return {
    /** Those of `ids` one may chat with, by id. */
    async byIds(ids: readonly number[]): Promise<Map<number, ChatContact>> {
      if (ids.length === 0) return new Map();
      const rows = await withStatus(await people(inArray(users.id, [...new Set(ids)])));
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** One person one may chat with, or undefined (unknown, inactive, or without the right). */
    async one(id: number): Promise<ChatContact | undefined> {
      return (await this.byIds([id])).get(id);
    },
    /** The people `me` has a direct chat with (and may still chat with), by user id. */
    async partnersOf(me: number): Promise<Map<number, ChatContact>> {
      const mine = alias(chatMembers, 'mine');
      const rows = await db
        .select(contactColumns)
        .from(mine)
        .innerJoin(chats, and(eq(chats.id, mine.chatId), eq(chats.kind, 'direct')))
        .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), ne(chatMembers.userId, me)))
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(mine.userId, me), await may()));
      return new Map((await withStatus(rows)).map((row) => [row.id, row]));
    },
    /** Those one has no direct chat with yet, by name; with `q`, those whose name holds it (letter variants folded). */
    async others(me: number, q?: string): Promise<ChatContact[]> {
      const rows = await db
        .select(contactColumns)
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(
            await may(),
            ne(users.id, me),
            byName(q),
            // The direct chat's key, found through its unique index.
            sql`not exists (select 1 from ${chats} where ${chats.directKey} =
              least(${users.id}, ${me}) || ':' || greatest(${users.id}, ${me}))`,
          ),
        )
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(CHAT_CONTACTS_LIMIT);
      return withStatus(rows);
    },
    /** Spec §3 profileUser: oneself, online (one is calling), with one's two-step state. */
    async profile(userId: number): Promise<ChatProfileUser> {
      const [row] = await db
        .select({ ...contactColumns, twoStep: sql<boolean>`${userTwoFactor.secret} is not null` })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) throw new Error(`No user ${userId}`);
      const { twoStep, ...contact } = row;
      const status = (await presence([userId])).get(userId) ?? 'online';
      // Chat notifications have no setting of their own yet: they follow the app's, which are on.
      return { ...contact, status, settings: { isTwoStepAuthVerificationEnabled: twoStep, isNotificationsOn: true } };
    },
  };
}

export type ChatPeople = ReturnType<typeof createChatPeople>;
