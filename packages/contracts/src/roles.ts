import { z } from 'zod/mini';
import { actionSchema, subjectSchema } from './ability.ts';
import { trimmedString } from './auth.ts';
import { idParamsSchema, positiveInt } from './params.ts';
import { userSummarySchema } from './users.ts';

/** The roles the server ensures at every start (spec §6): they can't be renamed or deleted. */
export const BASE_ROLE_NAMES = ['admin', 'client'] as const;

/** A plain "may" rule of the permission matrix: one action on one subject. */
export const grantSchema = z.object({
  action: actionSchema,
  subject: subjectSchema,
});
export type Grant = z.infer<typeof grantSchema>;

/** At most one rule per action × subject (the matrix has 5 × 7 cells). */
export const grantsSchema = z.array(grantSchema).check(z.maxLength(64));

export const ROLE_ERRORS = {
  notFound: 'Role not found',
  nameTaken: 'A role with this name already exists',
  baseRoleRenamed: 'The admin and client roles keep their names',
  baseRoleDeleted: 'The admin and client roles cannot be deleted',
  stillAssigned: 'Users still hold this role: move them to another role first',
  stale: 'Someone else changed this role meanwhile: reload it and try again',
  lastAdministrator: 'At least one active user must keep the right to manage everything',
  grantBeyondOwn: 'You cannot grant a right you do not have yourself',
  /** Changing a role changes everyone holding it: not allowed above one's own rights. */
  changeBeyondOwn: 'You cannot change this role: it has rights you do not have yourself',
  unknownUser: 'One of these users does not exist',
} as const;

export const roleNameSchema = trimmedString(1, 64, {
  min: 'Enter a role name',
  max: 'Use at most 64 characters',
});

/** A few holders of a role, for the stacked avatars of its card. */
export const roleMemberSchema = userSummarySchema;

export const roleSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  /** A base role (admin, client): fixed name, can't be deleted. */
  base: z.boolean(),
  /** The role's own rules (the matrix). */
  rules: z.array(grantSchema),
  /** Rules the role gets from its permissions; with `rules`, what its users may do. */
  grantedRules: z.array(grantSchema),
  /** Names of the permissions assigned to this role. */
  permissions: z.array(z.string()),
  userCount: z.int(),
  /** Up to 5 holders, newest first. */
  users: z.array(roleMemberSchema),
  createdAt: z.string(),
  version: z.int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.object({ roles: z.array(roleSchema) });
export type RoleList = z.infer<typeof roleListSchema>;

export const roleIdParamsSchema = idParamsSchema;

const roleFields = {
  name: roleNameSchema,
  description: z._default(trimmedString(0, 300), ''),
  rules: grantsSchema,
};

export const roleCreateBodySchema = z.object(roleFields);
export type RoleCreateBody = z.infer<typeof roleCreateBodySchema>;

export const roleUpdateBodySchema = z.object({
  ...roleFields,
  /** The version the edit started from; a newer stored one answers 409. */
  version: positiveInt,
});
export type RoleUpdateBody = z.infer<typeof roleUpdateBodySchema>;

/** Moves these users into the role. */
export const roleAssignBodySchema = z.object({
  userIds: z.array(positiveInt).check(z.minLength(1), z.maxLength(100)),
});
export type RoleAssignBody = z.infer<typeof roleAssignBodySchema>;
