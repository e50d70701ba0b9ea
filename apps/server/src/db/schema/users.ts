import type { AccountPreferences } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { foldedSql } from '../../lib/search-fold.ts';
import { roles } from './roles.ts';

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];
export const USER_BILLINGS = ['Auto debit', 'Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal'] as const;
export type UserBilling = (typeof USER_BILLINGS)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    // Spec §3 User: the office's record of a person.
    company: text('company').notNull().default(''),
    country: text('country').notNull().default(''),
    /** The phone number (spec calls it `contact`). */
    contact: text('contact').notNull().default(''),
    currentPlan: text('current_plan').$type<UserPlan>().notNull().default('basic'),
    billing: text('billing').$type<UserBilling>().notNull().default('Auto debit'),
    taxId: text('tax_id'),
    /** A language code of LANGUAGES (en, fr, ar). */
    language: text('language').notNull().default('en'),
    /**
     * The interface language and theme the user chose (the app bar, the customizer), kept on the account so another
     * device applies them at sign-in. Not `language` above, which is the spec's record of the person.
     */
    preferences: jsonb('preferences').$type<AccountPreferences>().notNull().default({}),
    timeZone: text('time_zone').notNull().default('UTC'),
    currency: text('currency').notNull().default('USD'),
    taskDone: integer('task_done').notNull().default(0),
    projectDone: integer('project_done').notNull().default(0),
    // Spec §3 Profile header.
    designation: text('designation').notNull().default(''),
    location: text('location').notNull().default(''),
    about: text('about').notNull().default(''),
    coverImage: text('cover_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Bumped on every update; lets later edits detect a concurrent change. */
    version: integer('version').notNull().default(1),
    /**
     * The global search's words (modules/users/users.search.ts): name and e-mail folded as `foldSearchText` folds a
     * query, led by a space so that `like '% word%'` finds a word's start. Stored: folding on every read cost 60 µs a row.
     */
    searchWords: text('search_words')
      .notNull()
      .generatedAlwaysAs(sql`' ' || ${foldedSql(sql`full_name || ' ' || email`)}`),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_role_id_idx').on(t.roleId),
    // The users list (modules/users): newest first, each filter and each sort with the same tiebreak, and a
    // trigram index for "name or email contains" (pg_trgm, migration 0004).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_role_created_idx').on(t.roleId, t.createdAt.desc(), t.id.desc()),
    index('users_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('users_plan_created_idx').on(t.currentPlan, t.createdAt.desc(), t.id.desc()),
    index('users_billing_created_idx').on(t.billing, t.createdAt.desc(), t.id.desc()),
    index('users_name_asc_idx').on(sql`lower(${t.fullName})`, t.createdAt.desc(), t.id.desc()),
    index('users_name_desc_idx').on(sql`lower(${t.fullName}) desc`, t.createdAt.desc(), t.id.desc()),
    index('users_search_trgm_idx').using('gin', sql`(lower(${t.fullName}) || ' ' || lower(${t.email})) gin_trgm_ops`),
    index('users_search_words_trgm_idx').using('gin', sql`${t.searchWords} gin_trgm_ops`),
  ],
);
