import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { roles } from './roles.ts';

/**
 * A permission (spec §3) is a named set of CASL rules assigned to roles. A role's effective rules are its own
 * `role_rules` plus the rules of every permission assigned to it (lib/identity.ts `loadRoleRules`). Shared because
 * the access check reads these tables on every request.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped on every change; a stale edit answers 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('permissions_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** One CASL rule of a permission: `action` on `subject`. */
export const permissionRules = pgTable(
  'permission_rules',
  {
    id: serial('id').primaryKey(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
  },
  (t) => [index('permission_rules_permission_id_idx').on(t.permissionId)],
);

/** Which roles a permission is assigned to (its `assignedTo`). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_id_idx').on(t.permissionId),
  ],
);
