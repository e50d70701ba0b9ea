import { ROLE_ERRORS, USER_ERRORS, type AbilityRule, type AppAbility, type Grant } from '@mizan/contracts';
import type { Db } from '../db/client.ts';
import { fieldError, HttpError } from './errors.ts';
import { loadRoleRules } from './identity.ts';

/**
 * Who may hand out which rights, shared by the roles, permissions, users and auth modules so every path that
 * gives a right (role matrix, permission, role assignment, user create / update, register) applies one rule:
 * nobody gives a right they don't hold, and nobody changes someone who holds rights they lack.
 */

/** A 403 (on `field` when given) unless the actor may do every one of these. */
function assertHolds(ability: AppAbility, grants: readonly Grant[], message: string, field?: string) {
  if (grants.every((grant) => ability.can(grant.action, grant.subject))) return;
  throw field ? fieldError(field, message, 403) : new HttpError(403, message);
}

/** Refuses (403 on `field`) when the actor lacks one of these rights: a role editor can't raise anyone above themselves. */
export function assertMayGrant(
  ability: AppAbility,
  grants: readonly Grant[],
  field: string,
  message: string = ROLE_ERRORS.grantBeyondOwn,
) {
  assertHolds(ability, grants, message, field);
}

/** The rights a role gives: its effective plain rules (own and through permissions), not the "cannot" ones. */
async function roleGrants(db: Db, roleId: number): Promise<AbilityRule[]> {
  return (await loadRoleRules(db, roleId)).filter((rule) => !rule.inverted && !rule.conditions);
}

/** Giving someone this role hands out every right it gives: the actor must hold them all (403 on `field`). */
export async function assertMayGiveRole(db: Db, ability: AppAbility, roleId: number, field: string, message?: string) {
  assertMayGrant(ability, await roleGrants(db, roleId), field, message);
}

/**
 * Acting on another user (edit, role or status change, delete, password, reset link) needs rights over everything
 * they hold: the actor must be able to do every "may" rule of the target's role (`manage all` needs `manage all`),
 * or an editor could take over an administrator's account. Conditional rules are checked by action and subject.
 */
export async function assertMayActOn(
  db: Db,
  ability: AppAbility,
  targetRoleId: number,
  field?: string,
  message: string = USER_ERRORS.beyondOwnRights,
) {
  const held = (await loadRoleRules(db, targetRoleId)).filter((rule) => !rule.inverted);
  assertHolds(ability, held, message, field);
}
