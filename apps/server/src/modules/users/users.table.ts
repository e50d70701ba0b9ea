import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many users hold each combination of the list's filter values, kept exact by statement-level triggers on
 * `users` (migration 0007_user_counts.sql). The users list counts its filtered total, the stat cards and the
 * per-value groups of a sort from these ≤ 300 rows instead of counting 100,000 users on every request.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    roleId: integer('role_id').notNull(),
    status: text('status').notNull(),
    currentPlan: text('current_plan').notNull(),
    billing: text('billing').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.status, t.currentPlan, t.billing] })],
);
