import PostalMime from 'postal-mime';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { htmlToText, sanitizeEmailHtml, textToHtml } from '../../lib/email-html.ts';
import { createOutbound, type OutboundOptions } from './email.outbound.ts';
import {
  newMessageId,
  officeMailboxes,
  officeUsersByAddress,
  recipientsOf,
  searchTextOf,
  storeFile,
  threadOf,
  trimReferences,
  type EmailRow,
} from './email.store.ts';
import { emailAttachments, emails } from './email.table.ts';

export interface DeliveryOptions extends OutboundOptions {
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
  const outbound = createOutbound(db, options);

  /**
   * A claimed message's local copies (in the claiming transaction); a user whose account is off gets none (the sender
   * is told); the outside recipients are queued.
   */
  async function deliver(tx: Db, row: EmailRow) {
    const recipients = recipientsOf(row);
    const mailboxes = await officeMailboxes(tx, recipients);
    const office = new Map([...mailboxes].filter(([, user]) => user.active));
    const closed = recipients.filter((address) => mailboxes.get(address)?.active === false);
    if (closed.length > 0) await outbound.bounce(tx, row, closed, 'The mailbox is closed');
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
    await outbound.enqueue(
      tx,
      row,
      recipients.filter((address) => !mailboxes.has(address)),
    );
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
      if (!row) return false;
      await deliver(tx as unknown as Db, row);
      return true;
    });

  return {
    /** Delivers every held message whose hold has ended, then sends the outgoing mail due; answers how many held. */
    async deliverDue(now = options.now()): Promise<number> {
      let delivered = 0;
      while (await claimOne(now)) delivered += 1;
      await outbound.sendDue(now);
      return delivered;
    },

    /** When the next outgoing message is due to be tried (null: none queued). */
    nextAttempt: outbound.nextAttempt,

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
