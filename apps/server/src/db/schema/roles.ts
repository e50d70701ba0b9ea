import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A role groups CASL rules; every user has one (spec §6). */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Bumped on every change of the role or its rules; a stale edit answers 409. */
  version: integer('version').notNull().default(1),
});

/** One CASL rule of a role: `action` on `subject`, optionally inverted (a "cannot") or conditional. */
export const roleRules = pgTable(
  'role_rules',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    inverted: boolean('inverted').notNull().default(false),
    conditions: jsonb('conditions').$type<Record<string, unknown>>(),
  },
  (t) => [index('role_rules_role_id_idx').on(t.roleId)],
);
