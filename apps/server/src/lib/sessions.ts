import { and, count, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roles, sessions, users } from '../db/schema.ts';
import { loadRoleRules, userColumns, type CurrentUser } from './identity.ts';
import { hashToken, newToken } from './tokens.ts';

/** The cookie that carries the session token in the browser. */
export const SESSION_COOKIE = 'mizan_session';

/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionStoreOptions {
  ttlDays: number;
  /**
   * Told, inside the revoking transaction, which sessions a revoke ended: the live layer closes their open sockets
   * once it commits (app.ts wires it).
   */
  ended?: (tx: Db, sessionIds: readonly number[]) => Promise<void>;
}

export interface ResolvedSession {
  sessionId: number;
  user: CurrentUser;
}

/**
 * Sessions are random tokens; the database keeps only their SHA-256, with expiry, last use,
 * address and agent. Shared by the access plugin (resolve), auth (create, revoke) and account (count).
 */
export function createSessionStore(db: Db, { ttlDays, ended }: SessionStoreOptions) {
  const ttlMs = ttlDays * 24 * 60 * 60 * 1000;

  return {
    ttlMs,

    async create(input: { userId: number; ip: string | null; userAgent: string | null }, tx: Db = db) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      const [row] = await tx
        .insert(sessions)
        .values({
          userId: input.userId,
          tokenHash: hashToken(token),
          expiresAt,
          ip: input.ip,
          userAgent: input.userAgent?.slice(0, 512) ?? null,
        })
        .returning({ id: sessions.id });
      return { token, sessionId: row!.id, expiresAt };
    },

    /** The live session of this token with its active user and their role's rules, or null. */
    async resolve(token: string): Promise<ResolvedSession | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, ...userColumns })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.status, 'active'),
          ),
        );
      if (!row) return null;
      const { sessionId, lastSeenAt, ...user } = row;
      const [rules] = await Promise.all([
        loadRoleRules(db, user.roleId),
        Date.now() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS
          ? db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId))
          : undefined,
      ]);
      return { sessionId, user: { ...user, rules } };
    },

    async revoke(sessionId: number) {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (ended && revoked.length > 0) await ended(db, [sessionId]);
    },

    /** Ends every session of the user, but `except` (the one making the change) when given. */
    async revokeAllOf(userId: number, tx: Db = db, except: number | null = null) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            except === null ? undefined : ne(sessions.id, except),
          ),
        )
        .returning({ id: sessions.id });
      if (ended && revoked.length > 0)
        await ended(
          tx,
          revoked.map((row) => row.id),
        );
    },

    async countActive(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return row?.n ?? 0;
    },

    /** Forgets sessions that ended (expired or revoked) more than `keepDays` ago. */
    async prune(keepDays = 30) {
      const before = new Date(Date.now() - keepDays * 24 * 60 * 60 * 1000);
      await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
