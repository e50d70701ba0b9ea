import { EMAIL_LABELS, type EmailAddress, type EmailFolder, type EmailLabel } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/schema/column-types.ts';
import { users } from '../../db/schema/users.ts';

/**
 * One message in one user's mailbox (spec §3 Email). A message sent to two office users is three rows — the sender's
 * copy in Sent and one in each inbox — sharing `message_id`, as a mail server stores it; each copy has its own read,
 * star, label, folder and trash state. Lists page through the partial indexes below (one per kind of list), newest
 * first; the sidebar counts are index-only counts of the unread/starred ones.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').$type<EmailFolder>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    labels: text('labels')
      .array()
      .$type<EmailLabel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** RFC 5322 `Message-ID`, without the angle brackets. */
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The conversation: the Message-ID of its first message (the first of `references`, else its own). */
    threadId: text('thread_id').notNull(),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull().default(''),
    to: jsonb('to').$type<EmailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<EmailAddress[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<EmailAddress[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    /** Sanitised HTML. */
    html: text('html').notNull().default(''),
    /** The plain text (sent as the text part; searched; the snippet's source). */
    text: text('text').notNull().default(''),
    /** The sender's name and address and the subject, normalised (`normalizeSearchText`), for `q`. */
    searchText: text('search_text').notNull().default(''),
    /** Spec §3 `time`: when it was sent (or last saved, for a draft). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The legal case it is filed to. */
    caseId: integer('case_id'),
    /**
     * A sent message held for undo (in the sender's Sent): delivered when this time has passed, then null. Only the
     * sender's copy carries it; recipients get theirs at delivery.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A folder's list (inbox, sent, draft, spam: never the deleted ones), newest first.
    index('emails_folder_idx')
      .on(t.ownerId, t.folder, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isDeleted}`),
    index('emails_starred_idx')
      .on(t.ownerId, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isStarred} and not ${t.isDeleted}`),
    index('emails_trash_idx')
      .on(t.ownerId, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isDeleted}`),
    // A label's list in a folder (spec's label filter), one index per label: `labelCondition` writes the label as a
    // literal, so the planner matches it to its index.
    ...EMAIL_LABELS.map((label) =>
      index(`emails_label_${label}_idx`)
        .on(t.ownerId, t.folder, t.sentAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.labels} @> ${sql.raw(`array['${label}']::text[]`)} and not ${t.isDeleted}`),
    ),
    // The sidebar's unread counts (inbox and spam).
    index('emails_unread_idx')
      .on(t.ownerId, t.folder)
      .where(sql`not ${t.isRead} and not ${t.isDeleted}`),
    index('emails_thread_idx').on(t.ownerId, t.threadId, t.sentAt),
    index('emails_message_id_idx').on(t.ownerId, t.messageId),
    index('emails_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('emails_case_idx')
      .on(t.caseId)
      .where(sql`${t.caseId} is not null`),
    index('emails_held_idx')
      .on(t.heldUntil)
      .where(sql`${t.heldUntil} is not null`),
  ],
);

/**
 * A message's attachments: metadata here, the bytes in `email_attachment_files` (shared by a message's copies). An
 * upload not yet in a draft has no `email_id`, only its uploader (`uploaded_by`): only they may put it in a draft.
 */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    emailId: integer('email_id').references(() => emails.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => emailAttachmentFiles.id),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_attachments_email_idx').on(t.emailId),
    index('email_attachments_file_idx').on(t.fileId),
    index('email_attachments_upload_idx')
      .on(t.uploadedBy)
      .where(sql`${t.emailId} is null`),
  ],
);

/** Attachment bytes, by SHA-256: the copies of a message (and a forwarded file) point at one row. */
export const emailAttachmentFiles = pgTable('email_attachment_files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** SHA-256, hex. */
  checksum: text('checksum').notNull().unique(),
  bytes: bytea('bytes').notNull(),
});

/**
 * Mail on its way to outside addresses: written when a held message is delivered (with its local copies, in one
 * transaction, so a crash never loses it), sent through SMTP, retried after a temporary refusal, and taken off the
 * queue once sent or given up (the sender then gets a failure notice).
 */
export const emailOutbound = pgTable(
  'email_outbound',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    emailId: integer('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    /** The outside addresses it still has to reach (lower-cased). */
    recipients: text('recipients').array().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is tried next; while a try runs, when that try is given up as lost (a crashed server). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbound_next_idx').on(t.nextAttemptAt)],
);
