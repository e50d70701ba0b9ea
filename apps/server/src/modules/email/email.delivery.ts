import type { Transporter } from 'nodemailer';
import PostalMime from 'postal-mime';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { htmlToText, sanitizeEmailHtml, textToHtml } from '../../lib/email-html.ts';
import {
  newMessageId,
  officeUsersByAddress,
  recipientsOf,
  searchTextOf,
  storeFile,
  threadOf,
  trimReferences,
  type EmailRow,
} from './email.store.ts';
import { emailAttachmentFiles, emailAttachments, emails } from './email.table.ts';

/** Where mail to outside addresses goes: a nodemailer transport, the log (development), or nowhere. */
export type Outbound = Transporter | 'log' | null;

interface Log {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
}

export interface DeliveryOptions {
  now: () => Date;
  outbound: Outbound;
  domain: string;
  log: Log;
  /** Called with the rows an incoming message became and its subject (files it to a case by its file number). */
  filed?: (emailIds: readonly number[], subject: string) => Promise<unknown>;
}

/** Largest incoming message accepted (bytes). */
export const INBOUND_MAX_BYTES = 30 * 1024 * 1024;

const bracketless = (id: string) => id.trim().replace(/^<|>$/g, '');
const messageIds = (header: string | undefined) => (header?.match(/<[^<>\s]+>/g) ?? []).map(bracketless);

/**
 * Delivery of held messages (to office users' inboxes at once, to others through SMTP) and receiving of incoming
 * mail (parsed, sanitised, threaded, into the recipients' inboxes).
 */
export function createDelivery(db: Db, options: DeliveryOptions) {
  const { log } = options;

  /** A claimed message's local copies and its outside recipients (in the claiming transaction). */
  async function deliverLocally(tx: Db, row: EmailRow) {
    const recipients = recipientsOf(row);
    const office = await officeUsersByAddress(tx, recipients);
    const files = await tx
      .select({
        fileId: emailAttachments.fileId,
        fileName: emailAttachments.fileName,
        mimeType: emailAttachments.mimeType,
        size: emailAttachments.size,
      })
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, row.id))
      .orderBy(asc(emailAttachments.id));
    for (const user of office.values()) {
      const [copy] = await tx
        .insert(emails)
        .values({
          ownerId: user.id,
          folder: 'inbox',
          messageId: row.messageId,
          inReplyTo: row.inReplyTo,
          references: row.references,
          threadId: row.threadId,
          fromEmail: row.fromEmail,
          fromName: row.fromName,
          to: row.to,
          cc: row.cc,
          // A recipient sees no Bcc (as a mail server delivers it).
          bcc: [],
          subject: row.subject,
          html: row.html,
          text: row.text,
          searchText: row.searchText,
          sentAt: row.sentAt,
        })
        .returning({ id: emails.id });
      if (files.length > 0)
        await tx.insert(emailAttachments).values(files.map((file) => ({ ...file, emailId: copy!.id })));
    }
    return recipients.filter((address) => !office.has(address));
  }

  /** Sends a message to its outside recipients through SMTP: HTML and text parts, attachments, threading headers. */
  async function sendOutside(row: EmailRow, outside: string[]) {
    if (outside.length === 0) return;
    const { outbound } = options;
    if (outbound === 'log') {
      log.info({ to: outside, subject: row.subject }, 'E-mail to outside addresses (SMTP_URL unset: not sent)');
      return;
    }
    if (outbound === null) {
      log.warn({ to: outside, emailId: row.id }, 'E-mail to outside addresses not sent: no outgoing mail server');
      return;
    }
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
    await outbound.sendMail({
      from: { address: row.fromEmail, name: row.fromName },
      to: address(row.to),
      cc: address(row.cc),
      envelope: { from: row.fromEmail, to: outside },
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: `<${row.messageId}>`,
      date: row.sentAt,
      ...(row.inReplyTo ? { inReplyTo: `<${row.inReplyTo}>` } : {}),
      ...(row.references.length > 0 ? { references: row.references.map((id) => `<${id}>`) } : {}),
      attachments: files.map((file) => ({ filename: file.fileName, content: file.bytes, contentType: file.mimeType })),
    });
  }

  /**
   * Tells the sender, in their inbox and in the message's conversation, that it could not go to these addresses (the
   * way a mail server's "Undelivered Mail" notice does), with the server's answer.
   */
  async function bounce(row: EmailRow, outside: string[], error: unknown) {
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const reason = error instanceof Error ? error.message : String(error);
    const text = `Your message could not be delivered to ${outside.join(', ')}.\n\nThe mail server answered: ${reason}`;
    const html = `<p>Your message could not be delivered to ${escape(outside.join(', '))}.</p><p>The mail server answered: ${escape(reason)}</p>`;
    const fromEmail = `mailer-daemon@${options.domain}`;
    const fromName = 'Mail Delivery System';
    const subject = `Undelivered: ${row.subject}`;
    await db.insert(emails).values({
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

  /** Claims one held message whose hold has ended (never twice: SKIP LOCKED) and delivers it locally. */
  const claimOne = (now: Date) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(emails)
        .set({ heldUntil: null })
        .where(
          sql`${emails.id} = (select ${emails.id} from ${emails} where ${emails.heldUntil} <= ${now.toISOString()}
            order by ${emails.heldUntil} limit 1 for update skip locked)`,
        )
        .returning();
      if (!row) return null;
      const outside = await deliverLocally(tx as unknown as Db, row);
      return { row, outside };
    });

  return {
    /** Delivers every held message whose hold has ended; answers how many. */
    async deliverDue(now = options.now()): Promise<number> {
      let delivered = 0;
      for (;;) {
        const claimed = await claimOne(now);
        if (!claimed) return delivered;
        delivered += 1;
        await sendOutside(claimed.row, claimed.outside).catch(async (error: unknown) => {
          log.warn({ err: error, emailId: claimed.row.id }, 'E-mail to outside addresses failed');
          await bounce(claimed.row, claimed.outside, error).catch((failure: unknown) =>
            log.warn({ err: failure, emailId: claimed.row.id }, 'E-mail failure notice failed'),
          );
        });
      }
    },

    /** Whether an address is an office user's (the inbound listener accepts mail only for them). */
    async accepts(address: string): Promise<boolean> {
      return (await officeUsersByAddress(db, [address])).size > 0;
    },

    /**
     * An incoming message (raw RFC 5322) for these envelope recipients: parsed, its HTML sanitised, its attachments
     * stored byte for byte, threaded by References/In-Reply-To, into each office recipient's inbox (once: a message
     * already in a mailbox is not stored again). Answers the new rows' ids.
     */
    async receive(raw: Buffer | string, envelopeTo: readonly string[]): Promise<number[]> {
      const parsed = await PostalMime.parse(raw);
      const office = await officeUsersByAddress(db, envelopeTo);
      if (office.size === 0) return [];
      const messageId = parsed.messageId ? bracketless(parsed.messageId) : newMessageId(options.domain);
      const inReplyTo = messageIds(parsed.inReplyTo)[0] ?? null;
      const references = trimReferences(messageIds(parsed.references));
      if (references.length === 0 && inReplyTo) references.push(inReplyTo);
      const html = sanitizeEmailHtml(parsed.html ?? textToHtml(parsed.text ?? ''));
      const text = parsed.text?.trim() || htmlToText(html);
      const subject = parsed.subject ?? '';
      const fromEmail = parsed.from?.address ?? '';
      const fromName = parsed.from?.name ?? '';
      const list = (addresses: typeof parsed.to) =>
        (addresses ?? []).flatMap((entry) =>
          'group' in entry && entry.group
            ? entry.group.map((member) => ({ email: member.address ?? '', name: member.name ?? '' }))
            : [{ email: entry.address ?? '', name: entry.name ?? '' }],
        );
      const date = parsed.date ? new Date(parsed.date) : null;
      const now = options.now();
      const sentAt = date && !Number.isNaN(date.getTime()) && date.getTime() < now.getTime() + 86_400_000 ? date : now;
      const attachments = parsed.attachments.map((attachment) => ({
        fileName: attachment.filename ?? 'attachment',
        mimeType: attachment.mimeType || 'application/octet-stream',
        bytes: Buffer.from(
          typeof attachment.content === 'string' ? Buffer.from(attachment.content) : new Uint8Array(attachment.content),
        ),
      }));
      const ids = await db.transaction(async (tx) => {
        const files = [];
        for (const attachment of attachments) {
          const { fileId } = await storeFile(tx, attachment.bytes);
          files.push({
            fileId,
            fileName: attachment.fileName,
            mimeType: attachment.mimeType,
            size: attachment.bytes.length,
          });
        }
        const stored: number[] = [];
        for (const user of office.values()) {
          const [already] = await tx
            .select({ id: emails.id })
            .from(emails)
            .where(sql`${emails.ownerId} = ${user.id} and ${emails.messageId} = ${messageId}`)
            .limit(1);
          if (already) continue;
          const threadId = await threadOf(tx, user.id, { messageId, inReplyTo, references });
          const [row] = await tx
            .insert(emails)
            .values({
              ownerId: user.id,
              folder: 'inbox',
              messageId,
              inReplyTo,
              references,
              threadId,
              fromEmail,
              fromName,
              to: list(parsed.to),
              cc: list(parsed.cc),
              subject,
              html,
              text,
              searchText: searchTextOf(fromName, fromEmail, subject),
              sentAt,
            })
            .returning({ id: emails.id });
          stored.push(row!.id);
          if (files.length > 0)
            await tx.insert(emailAttachments).values(files.map((file) => ({ ...file, emailId: row!.id })));
        }
        return stored;
      });
      if (ids.length > 0 && options.filed) {
        await options
          .filed(ids, subject)
          .catch((error: unknown) => log.warn({ err: error }, 'Incoming mail could not be filed to a case'));
      }
      return ids;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
