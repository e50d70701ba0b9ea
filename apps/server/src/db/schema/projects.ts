import { index, integer, pgTable, primaryKey, serial, text, timestamp, date } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const PROJECT_STATUSES = ['active', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Work the office does for a client; shown on user view pages and the user profile. */
export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  client: text('client').notNull().default(''),
  /** A tabler icon name or an image URL. */
  logo: text('logo'),
  leaderId: integer('leader_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').$type<ProjectStatus>().notNull().default('active'),
  /** 0–100. */
  progress: integer('progress').notNull().default(0),
  hours: integer('hours').notNull().default(0),
  dueDate: date('due_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_id_idx').on(t.userId)],
);
