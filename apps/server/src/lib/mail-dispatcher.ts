import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox, mailOutboxAttachments } from '../db/schema.ts';
import { redactSecrets } from './log-redaction.ts';

/** A failed mail is tried again after 1, 3, 9 and 27 minutes, then given up (within a reset link's hour). */
export const MAX_MAIL_ATTEMPTS = 5;
const retryDelaySeconds = (attempts: number) => 60 * 3 ** (attempts - 1);
/** A claim older than this belongs to a process that died while sending: the mail is due again. */
const STALE_CLAIM = sql`now() - interval '15 minutes'`;

export interface MailDispatcher {
  /** Sends every due mail, batch after batch; resolves with the counts of this run. */
  run(): Promise<{ sent: number; failed: number }>;
  /** Starts a run in the background (a run already under way is followed by one more). */
  kick(): void;
  /** Resolves when no run is under way. */
  idle(): Promise<void>;
  /** No new runs; waits for the current one. */
  close(): Promise<void>;
}

export interface MailDispatcherOptions {
  db: Db;
  transport: Transporter | 'log';
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Rows claimed at once. */
  batchSize?: number;
}

type Claimed = { id: number; to: string; subject: string; text: string; html: string | null; attempts: number };

/** What a failure leaves in `last_error` and the log: the error's words without secrets, not too long. */
function mailErrorText(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const code = [e.code, e.responseCode]
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join(' ');
  const message = typeof e.message === 'string' ? e.message : String(error);
  return redactSecrets(code ? `${code}: ${message}` : message).slice(0, 1000);
}

/**
 * Sends the outbox after the commits that queued it. Rows are claimed with `FOR UPDATE SKIP LOCKED` and a
 * `claimed_at` stamp, so two server processes (or two runs of one) never send the same mail. A sent mail's body is
 * wiped and its attachments deleted, so no live link or document stays in the tables; a failure counts an attempt,
 * keeps the cleaned error and waits longer each time; after the last attempt the mail is given up (body and files
 * wiped too: the link would expire unseen anyway).
 */
export function createMailDispatcher({
  db,
  transport,
  from,
  log,
  batchSize = 20,
}: MailDispatcherOptions): MailDispatcher {
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS),
          or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, STALE_CLAIM)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ claimedAt: sql`now()` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        attempts: mailOutbox.attempts,
      });
  }

  /** The mail's files, in the order they were queued. */
  const attachmentsOf = (mailId: number) =>
    db
      .select({
        filename: mailOutboxAttachments.filename,
        contentType: mailOutboxAttachments.contentType,
        content: mailOutboxAttachments.content,
      })
      .from(mailOutboxAttachments)
      .where(eq(mailOutboxAttachments.mailId, mailId))
      .orderBy(asc(mailOutboxAttachments.id));

  async function deliver(mail: Claimed) {
    const attachments = await attachmentsOf(mail.id);
    if (transport === 'log') {
      const files = attachments.length
        ? `\n\nAttached: ${attachments.map((file) => `${file.filename} (${file.content.length} bytes)`).join(', ')}`
        : '';
      log.info(`E-mail to ${mail.to} (not sent: SMTP_URL is not set): ${mail.subject}\n\n${mail.text}${files}`);
      return;
    }
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(attachments.length ? { attachments } : {}),
    });
  }

  /** A sent or given-up mail keeps no body and no files: its row updated and its attachments deleted together. */
  async function settle(id: number, set: PgUpdateSetSource<typeof mailOutbox>, wipe: boolean) {
    if (!wipe) {
      await db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));
      return;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({ ...set, text: '', html: null })
        .where(eq(mailOutbox.id, id));
      await tx.delete(mailOutboxAttachments).where(eq(mailOutboxAttachments.mailId, id));
    });
  }

  /** Sends one claimed mail and records the outcome; true when sent. */
  async function attempt(mail: Claimed): Promise<boolean> {
    const attempts = mail.attempts + 1;
    try {
      await deliver(mail);
    } catch (error) {
      const lastError = mailErrorText(error);
      const givenUp = attempts >= MAX_MAIL_ATTEMPTS;
      await settle(
        mail.id,
        {
          attempts,
          lastError,
          claimedAt: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        },
        givenUp,
      );
      if (givenUp) log.error({ mailId: mail.id, attempts, error: lastError }, `Gave up sending e-mail ${mail.id}`);
      else log.warn({ mailId: mail.id, attempts, error: lastError }, `E-mail ${mail.id} not sent; it will be retried`);
      return false;
    }
    await settle(mail.id, { sentAt: sql`now()`, attempts, claimedAt: null, lastError: null }, true);
    return true;
  }

  const dispatcher: MailDispatcher = {
    async run() {
      let sent = 0;
      let failed = 0;
      while (!closed) {
        const batch = await claim();
        for (const mail of batch) {
          if (await attempt(mail)) sent++;
          else failed++;
        }
        if (batch.length < batchSize) break;
      }
      return { sent, failed };
    },
    kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await dispatcher.run().catch((error: unknown) => log.warn({ err: error }, 'Sending queued e-mail failed'));
        } while (again && !closed);
      })().finally(() => {
        running = undefined;
      });
    },
    idle: async () => {
      await running;
    },
    async close() {
      closed = true;
      await running;
    },
  };
  return dispatcher;
}
