import { z } from 'zod/mini';
import { trimmedString } from './auth.ts';
import { blankAsMissing, idParamsSchema, listPagingFields, orderBySchema, positiveInt } from './params.ts';
import { grantSchema } from './roles.ts';

export const PERMISSION_ERRORS = {
  notFound: 'Permission not found',
  nameTaken: 'A permission with this name already exists',
  noRules: 'Choose at least one right',
  unknownRole: 'Unknown role',
  stale: 'Someone else changed this permission meanwhile: reload it and try again',
  /** Changing a permission changes every role that holds it. */
  changeBeyondOwn: 'You cannot change this permission: a role holding it has rights you do not have yourself',
} as const;

export const PERMISSION_SORT_KEYS = ['name'] as const;

/**
 * `GET /api/apps/permissions` (spec §7): `q` matches the name, the created date as displayed (`14 Apr 2021`)
 * or an assigned role's name. Bad paging values fall back to the defaults; `itemsPerPage=-1` returns every row.
 */
export const permissionListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sortBy: blankAsMissing(z.enum(PERMISSION_SORT_KEYS)),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type PermissionListQuery = z.infer<typeof permissionListQuerySchema>;

/** Spec §3 Permission, plus its rules, the ISO instant and the version for edits. */
export const permissionSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Names of the roles it is assigned to. */
  assignedTo: z.array(z.string()),
  /** As the spec shows it, in UTC: `14 Apr 2021, 8:43 PM`. */
  createdDate: z.string(),
  createdAt: z.string(),
  rules: z.array(grantSchema),
  version: z.int(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionListSchema = z.object({
  permissions: z.array(permissionSchema),
  totalPermissions: z.int(),
});
export type PermissionList = z.infer<typeof permissionListSchema>;

export const permissionIdParamsSchema = idParamsSchema;

const permissionFields = {
  name: trimmedString(1, 100, {
    min: 'Enter a permission name',
    max: 'Use at most 100 characters',
  }),
  rules: z.array(grantSchema).check(z.maxLength(64)),
  assignedTo: z.array(trimmedString(1, 64)).check(z.maxLength(50)),
};

export const permissionCreateBodySchema = z.object(permissionFields);
export type PermissionCreateBody = z.infer<typeof permissionCreateBodySchema>;

export const permissionUpdateBodySchema = z.object({
  ...permissionFields,
  version: positiveInt,
});
export type PermissionUpdateBody = z.infer<typeof permissionUpdateBodySchema>;
