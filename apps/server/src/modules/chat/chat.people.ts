import {
  createAppAbility,
  foldSearchText,
  type ChatContact,
  type ChatProfileUser,
  type ChatStatus,
} from '@mizan/contracts';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTwoFactor } from '../../db/schema/two-factor.ts';
import { roles, users } from '../../db/schema.ts';
import { loadRoleRules } from '../../lib/identity.ts';
import { foldedSql } from '../../lib/search-fold.ts';
import { containsPattern } from '../../lib/sql-like.ts';

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
  const select = async (where: SQL | undefined, limit?: number) => {
    const query = db
      .select(contactColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.status, 'active'), inArray(users.roleId, await chattingRoleIds(db)), where))
      .orderBy(asc(users.fullName), asc(users.id));
    return limit ? query.limit(limit) : query;
  };
  return {
    /** Those of `ids` one may chat with, by id. */
    async byIds(ids: readonly number[]): Promise<Map<number, ChatContact>> {
      if (ids.length === 0) return new Map();
      const rows = await withStatus(await select(inArray(users.id, [...new Set(ids)])));
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** One person one may chat with, or undefined (unknown, inactive, or without the right). */
    async one(id: number): Promise<ChatContact | undefined> {
      return (await this.byIds([id])).get(id);
    },
    /** The others (not `except`), by name; with `q`, those whose name holds it (letter variants folded). */
    async others(except: readonly number[], q?: string): Promise<ChatContact[]> {
      const text = q ? foldSearchText(q) : '';
      return withStatus(
        await select(
          and(
            except.length > 0 ? notInArray(users.id, [...except]) : undefined,
            text ? sql`${foldedSql(sql`${users.fullName}`)} like ${containsPattern(text)}` : undefined,
          ),
          CHAT_CONTACTS_LIMIT,
        ),
      );
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
