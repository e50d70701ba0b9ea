import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './column-types.ts';

/**
 * E-mails to send, written in the transaction of what caused them (a reset link exists only if its mail does).
 * A dispatcher sends them through the configured transport after the commit, retrying with a growing delay; a sent
 * mail's body is wiped, so no live link stays in the table.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Sending attempts so far, the next one's time, and why the last one failed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set while one process sends it, so two processes never send the same mail. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * The files a queued mail carries (an invoice's PDF), written with its outbox row in the same transaction and
 * deleted with its body once it is sent or given up (and with the row, by the cascade).
 */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_outbox_attachments_mail_idx').on(t.mailId)],
);
