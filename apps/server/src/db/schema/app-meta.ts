import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this database itself, e.g. that the demo data were loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
