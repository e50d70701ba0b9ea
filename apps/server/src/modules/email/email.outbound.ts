import type { Transporter } from 'nodemailer';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newMessageId, searchTextOf, trimReferences, type DbOrTx, type EmailRow } from './email.store.ts';
import { emailAttachmentFiles, emailAttachments, emailOutbound, emails } from './email.table.ts';

/** Where mail to outside addresses goes: a nodemailer transport, the log (development), or nowhere. */
export type Outbound = Transporter | 'log' | null;

export interface Log {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

export interface OutboundOptions {
  now: () => Date;
  outbound: Outbound;
  domain: string;
  log: Log;
}

/**
 * Minutes to wait after each temporary refusal (a 4xx answer, a server out of reach) before the next try; after the
 * last, the sender is told it failed. A permanent refusal (5xx) is told at once.
 */
export const OUTBOUND_RETRY_MINUTES = [1, 5, 30, 120] as const;
/** A try still running after this long is taken for lost (its server stopped) and made again. */
const LEASE_MINUTES = 10;

const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** An SMTP error's reply code (nodemailer's `responseCode`), when the server answered one. */
const replyCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number'
    ? error.responseCode
    : undefined;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The outgoing queue: mail to outside addresses goes through SMTP with its HTML and text parts, attachments and
 * threading headers; a temporary refusal is tried again later, a permanent one (or the last try) becomes a failure
 * notice in the sender's inbox.
 */
export function createOutbound(db: Db, options: OutboundOptions) {
  const { log } = options;

  /** Queues a delivered message for its outside recipients (in the delivering transaction). */
  async function enqueue(tx: DbOrTx, row: EmailRow, outside: string[]) {
    if (outside.length === 0) return;
    const { outbound } = options;
    if (outbound === 'log') {
      log.info({ to: outside, subject: row.subject }, 'E-mail to outside addresses (SMTP_URL unset: not sent)');
      return;
    }
    if (outbound === null) {
      await bounce(tx, row, outside, 'No outgoing mail server is configured');
      return;
    }
    await tx.insert(emailOutbound).values({ emailId: row.id, recipients: outside, nextAttemptAt: options.now() });
  }

  /**
   * Tells the sender, in their inbox and in the message's conversation, that it could not go to these addresses (the
   * way a mail server's "Undelivered Mail" notice does), with the reason.
   */
  async function bounce(tx: DbOrTx, row: EmailRow, addresses: string[], reason: string) {
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const text = `Your message could not be delivered to ${addresses.join(', ')}.\n\nThe mail server answered: ${reason}`;
    const html = `<p>Your message could not be delivered to ${escape(addresses.join(', '))}.</p><p>The mail server answered: ${escape(reason)}</p>`;
    const fromEmail = `mailer-daemon@${options.domain}`;
    const fromName = 'Mail Delivery System';
    const subject = `Undelivered: ${row.subject}`;
    await tx.insert(emails).values({
      ownerId: row.ownerId,
      folder: 'inbox',
      messageId: newMessageId(options.domain),
      inReplyTo: row.messageId,
      references: trimReferences([...row.references, row.messageId]),
      threadId: row.threadId,
      fromEmail,
      fromName,
      to: [{ email: row.fromEmail, name: row.fromName }],
      subject,
      html,
      text,
      searchText: searchTextOf(fromName, fromEmail, subject),
      sentAt: options.now(),
    });
  }

  /** Sends a message to these outside addresses through SMTP; answers the addresses the server refused, if any. */
  async function send(transport: Transporter, row: EmailRow, recipients: string[]) {
    const files = await db
      .select({
        fileName: emailAttachments.fileName,
        mimeType: emailAttachments.mimeType,
        bytes: emailAttachmentFiles.bytes,
      })
      .from(emailAttachments)
      .innerJoin(emailAttachmentFiles, eq(emailAttachmentFiles.id, emailAttachments.fileId))
      .where(eq(emailAttachments.emailId, row.id))
      .orderBy(asc(emailAttachments.id));
    const address = (list: EmailRow['to']) => list.map(({ email, name }) => ({ address: email, name }));
    const info = await transport.sendMail({
      from: { address: row.fromEmail, name: row.fromName },
      to: address(row.to),
      cc: address(row.cc),
      envelope: { from: row.fromEmail, to: recipients },
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: `<${row.messageId}>`,
      date: row.sentAt,
      ...(row.inReplyTo ? { inReplyTo: `<${row.inReplyTo}>` } : {}),
      ...(row.references.length > 0 ? { references: row.references.map((id) => `<${id}>`) } : {}),
      attachments: files.map((file) => ({ filename: file.fileName, content: file.bytes, contentType: file.mimeType })),
    });
    // SMTP answers: the addresses refused while others were taken.
    const { rejected = [] } = info as { rejected?: (string | { address: string })[] };
    return rejected.map((entry) => (typeof entry === 'string' ? entry : entry.address).toLowerCase());
  }

  /** Takes the next due entry (never one another server is trying: SKIP LOCKED) and marks the try as running. */
  async function claim(now: Date) {
    const [entry] = await db
      .update(emailOutbound)
      .set({ attempts: sql`${emailOutbound.attempts} + 1`, nextAttemptAt: minutesAfter(now, LEASE_MINUTES) })
      .where(
        sql`${emailOutbound.id} = (select ${emailOutbound.id} from ${emailOutbound}
          where ${emailOutbound.nextAttemptAt} <= ${now.toISOString()}
          order by ${emailOutbound.nextAttemptAt} limit 1 for update skip locked)`,
      )
      .returning();
    if (!entry) return null;
    const [row] = await db.select().from(emails).where(eq(emails.id, entry.emailId));
    return { entry, row: row! };
  }

  /** One try of one entry: sent (off the queue), refused for good (notice), or refused for now (tried later). */
  async function attempt(transport: Transporter, claimed: NonNullable<Awaited<ReturnType<typeof claim>>>, now: Date) {
    const { entry, row } = claimed;
    let refused: string[] = [];
    let reason = '';
    let temporary = false;
    try {
      refused = await send(transport, row, entry.recipients);
      reason = 'Recipient address rejected';
    } catch (error) {
      const code = replyCode(error);
      refused = entry.recipients;
      reason = reasonOf(error);
      temporary = code === undefined || code < 500;
      log.warn({ err: error, emailId: row.id, attempt: entry.attempts }, 'E-mail to outside addresses failed');
    }
    const retryIn = OUTBOUND_RETRY_MINUTES[entry.attempts - 1];
    await db.transaction(async (tx) => {
      if (refused.length > 0 && temporary && retryIn !== undefined) {
        await tx
          .update(emailOutbound)
          .set({ nextAttemptAt: minutesAfter(now, retryIn), lastError: reason })
          .where(eq(emailOutbound.id, entry.id));
        return;
      }
      await tx.delete(emailOutbound).where(eq(emailOutbound.id, entry.id));
      if (refused.length > 0) await bounce(tx, row, refused, reason);
    });
  }

  return {
    enqueue,
    bounce,

    /** Tries every queued message that is due; answers how many were tried. */
    async sendDue(now = options.now()): Promise<number> {
      const { outbound } = options;
      if (outbound === null || outbound === 'log') return 0;
      let tried = 0;
      for (;;) {
        const claimed = await claim(now);
        if (!claimed) return tried;
        tried += 1;
        await attempt(outbound, claimed, now).catch((error: unknown) =>
          log.warn({ err: error, emailId: claimed.row.id }, 'E-mail to outside addresses could not be tried'),
        );
      }
    },

    /** When the next queued message is due (its timer is set from this), or null when the queue is empty. */
    async nextAttempt(): Promise<Date | null> {
      const [row] = await db
        .select({
          next: sql<Date | null>`min(${emailOutbound.nextAttemptAt})`.mapWith((value) =>
            value ? new Date(value) : null,
          ),
        })
        .from(emailOutbound);
      return row?.next ?? null;
    },
  };
}
