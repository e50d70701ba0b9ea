import type { OfficeSettings } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The office's own settings (one row, id 1), validated by `officeSettingsSchema` on every write. Before the first
 * save the defaults apply (version 0). Shared: the auth module reads whether anyone may register.
 */
export const officeSettings = pgTable(
  'office_settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<OfficeSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('office_settings_one_row', sql`${t.id} = 1`)],
);
