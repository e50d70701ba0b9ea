import {
  ERROR_TEXT,
  USER_ERRORS,
  type UserCreateInput,
  type UserDetail,
  type UserNotification,
  type UserUpdateBody,
} from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema.ts';
import { recordActivity } from '../../lib/activity.ts';
import { assertAdministratorRemains } from '../../lib/administrators.ts';
import { foreignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { assertMayActOn, assertMayGiveRole } from '../../lib/grants.ts';
import { DUMMY_PASSWORD_HASH, hashPassword } from '../../lib/passwords.ts';
import type { RightsChanged } from '../../lib/live-port.ts';
import type { SessionStore } from '../../lib/sessions.ts';
import { readUserDetail, toDetail, type Actor, type UserRow } from './users.detail.ts';
import { freeUsername } from './users.username.ts';

export interface UsersDeps {
  sessions: SessionStore;
  /**
   * E-mails the user a one-time link to choose a password (`invite`: a first one, seven days; `reset`: one hour),
   * in the caller's transaction. The auth module's, handed over by app.ts.
   */
  sendPasswordLink(userId: number, purpose: 'reset' | 'invite', tx?: Db): Promise<void>;
  /** The user's newest notifications, from the notifications module (its table is not ours to read). */
  latestNotifications(userId: number): Promise<UserNotification[]>;
  /** Told inside the transaction that a user's role changed: their open sockets re-check their rights. */
  rightsChanged?: RightsChanged;
}

/** Tries of an add whose made-up username another add took in the meantime. */
const USERNAME_TRIES = 3;

/**
 * The writes of user administration. Each one on an existing user first checks that the actor holds every right
 * that user holds (an editor can't take over an administrator by changing their e-mail or password); giving a role
 * needs every right of the role; demotions, suspensions and deletes keep one active administrator.
 */
export function createUserWrites(db: Db, deps: UsersDeps) {
  /**
   * The user row, locked for the rest of the transaction; 404, then 403 when the actor can't act on them. `no key
   * update`, not `update`: rows naming this user (activity, sessions) take a key-share lock on it, and two
   * administrators changing each other at once would otherwise deadlock on each other's activity row.
   */
  async function lockTarget(tx: Db, id: number, actor: Actor): Promise<{ user: UserRow; role: string }> {
    const [found] = await tx
      .select({ user: users, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id))
      .for('no key update', { of: users });
    if (!found) throw notFound(USER_ERRORS.notFound);
    await assertMayActOn(tx, actor.ability, found.user.roleId);
    return found;
  }

  /**
   * The role of this name, whatever its case; 400 when none, 403 when it has rights the actor lacks — unless it is
   * the role the user already holds (`keeps`), which acting on them has already checked.
   */
  async function roleToGive(tx: Db, name: string, actor: Actor, keeps?: number): Promise<{ id: number; name: string }> {
    const [found] = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(sql`lower(${roles.name}) = lower(${name})`);
    if (!found) throw fieldError('role', USER_ERRORS.unknownRole);
    if (found.id !== keeps) await assertMayGiveRole(tx, actor.ability, found.id, 'role', USER_ERRORS.roleBeyondOwn);
    return found;
  }

  async function insertUser(
    body: UserCreateInput,
    username: string,
    passwordHash: string,
    actor: Actor,
  ): Promise<UserDetail> {
    const invited = body.password === undefined;
    return db.transaction(async (tx) => {
      const role = await roleToGive(tx, body.role, actor);
      const [row] = await tx
        .insert(users)
        .values({
          fullName: body.fullName,
          username,
          email: body.email,
          passwordHash,
          roleId: role.id,
          status: invited ? 'pending' : body.status,
          company: body.company,
          country: body.country,
          contact: body.contact,
          currentPlan: body.currentPlan,
          billing: body.billing,
          taxId: body.taxId ?? null,
          ...(body.language ? { language: body.language } : {}),
        })
        .returning();
      const id = row!.id;
      await recordActivity(tx, { userId: id, actorId: actor.id, kind: 'created', details: { role: role.name } });
      if (invited) {
        await deps.sendPasswordLink(id, 'invite', tx);
        await recordActivity(tx, { userId: id, actorId: actor.id, kind: 'invitation-sent' });
      }
      return toDetail(row!, role.name);
    });
  }

  return {
    /** Adds a user; without a username one is made from the e-mail, without a password they are invited. */
    async create(body: UserCreateInput, actor: Actor): Promise<UserDetail> {
      // Without a password nobody can sign in until the invitation's link sets one (a pending user can't anyway).
      const passwordHash = body.password === undefined ? DUMMY_PASSWORD_HASH : await hashPassword(body.password);
      for (let attempt = 1; ; attempt++) {
        const username = body.username ?? (await freeUsername(db, body.email));
        try {
          return await insertUser(body, username, passwordHash, actor);
        } catch (error) {
          const madeUpTaken = body.username === undefined && uniqueViolation(error)?.includes('username');
          if (madeUpTaken && attempt < USERNAME_TRIES) continue;
          throw duplicate(error) ?? error;
        }
      }
    },

    async update(id: number, body: UserUpdateBody, actor: Actor): Promise<UserDetail> {
      return db.transaction(async (tx) => {
        const current = await lockTarget(tx, id, actor);
        if (current.user.version !== body.version) throw new HttpError(409, USER_ERRORS.stale);

        const { version: _version, role: roleName, ...fields } = body;
        const role = roleName === undefined ? undefined : await roleToGive(tx, roleName, actor, current.user.roleId);
        const roleId = role?.id ?? current.user.roleId;
        const changes = Object.fromEntries(
          Object.entries({ ...fields, roleId }).filter(
            ([key, value]) => value !== undefined && value !== current.user[key as keyof UserRow],
          ),
        );
        if (Object.keys(changes).length === 0) return toDetail(current.user, current.role);
        try {
          await tx
            .update(users)
            .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
            .where(eq(users.id, id));
        } catch (error) {
          throw duplicate(error) ?? error;
        }
        if (changes.roleId !== undefined || changes.status !== undefined) {
          await assertAdministratorRemains(tx, changes.roleId !== undefined ? 'role' : 'status');
        }
        if (changes.status === 'inactive') await deps.sessions.revokeAllOf(id, tx);
        if (changes.roleId !== undefined) {
          await deps.rightsChanged?.(tx, { userIds: [id] });
          await recordActivity(tx, {
            userId: id,
            actorId: actor.id,
            kind: 'role-changed',
            details: { from: current.role, to: role?.name },
          });
        }
        if (changes.status !== undefined) {
          await recordActivity(tx, {
            userId: id,
            actorId: actor.id,
            kind: 'status-changed',
            details: { from: current.user.status, to: changes.status },
          });
        }
        const other = Object.keys(changes).filter((key) => key !== 'roleId' && key !== 'status');
        if (other.length)
          await recordActivity(tx, { userId: id, actorId: actor.id, kind: 'updated', details: { fields: other } });
        return readUserDetail(tx, id);
      });
    },

    async remove(id: number, actor: Actor): Promise<void> {
      if (id === actor.id) throw new HttpError(400, USER_ERRORS.deleteSelf);
      try {
        await db.transaction(async (tx) => {
          await lockTarget(tx, id, actor);
          await tx.delete(users).where(eq(users.id, id));
          await assertAdministratorRemains(tx);
        });
      } catch (error) {
        // Records that must keep their person (a legal case's responsible lawyer) hold the user in place.
        if (foreignKeyViolation(error)) throw new HttpError(400, USER_ERRORS.stillReferenced);
        throw error;
      }
    },

    /** An admin sets a new password for the user; every session of that user ends (but the admin's own). */
    async setPassword(id: number, password: string, actor: Actor): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await lockTarget(tx, id, actor);
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(), version: sql`${users.version} + 1` })
          .where(eq(users.id, id));
        await deps.sessions.revokeAllOf(id, tx, actor.sessionId);
        await recordActivity(tx, { userId: id, actorId: actor.id, kind: 'password-set' });
      });
    },

    /**
     * E-mails the user a one-time link to choose a new password, so nobody has to type (or learn) it for them. A
     * pending user, who never chose one, gets a new invitation instead.
     */
    async sendPasswordReset(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const { user } = await lockTarget(tx, id, actor);
        if (user.status === 'inactive') throw new HttpError(400, USER_ERRORS.resetSuspended);
        const purpose = user.status === 'pending' ? 'invite' : 'reset';
        await deps.sendPasswordLink(id, purpose, tx);
        await recordActivity(tx, {
          userId: id,
          actorId: actor.id,
          kind: purpose === 'invite' ? 'invitation-sent' : 'password-reset-sent',
        });
      });
    },
  };
}

/** A duplicate email or username: the 400 the register page answers too. */
function duplicate(error: unknown): HttpError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('username')) return fieldError('username', ERROR_TEXT.usernameTaken);
  return fieldError('email', ERROR_TEXT.emailTaken);
}
