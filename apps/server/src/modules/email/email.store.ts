import { createHash, randomUUID } from 'node:crypto';
import { EMAIL_TEXT, normalizeSearchText, type EmailAddress } from '@mizan/contracts';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../lib/errors.ts';
import { emailAttachmentFiles, emailAttachments, emails } from './email.table.ts';

/** The shared steps of writing mail rows: addresses, threads, attachment bytes. */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type EmailRow = typeof emails.$inferSelect;

/** A new RFC 5322 Message-ID (without angle brackets) on the office's domain. */
export const newMessageId = (domain: string) => `${randomUUID()}@${domain}`;

/** The domain of an address or of a `Name <address>` From. */
export function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'mizan.local';
}

/** The `q` text of a row: sender's name and address and the subject, normalised. */
export const searchTextOf = (fromName: string, fromEmail: string, subject: string) =>
  normalizeSearchText(`${fromName} ${fromEmail} ${subject}`);

/** The office users among these addresses, active or not (a closed mailbox), by lower-cased address. */
export async function officeMailboxes(db: DbOrTx, addresses: readonly string[]) {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map<string, { id: number; name: string; email: string; active: boolean }>();
  const rows = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: sql<string>`lower(${users.email})`,
      active: sql<boolean>`${users.status} = 'active'`,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  return new Map(rows.map((row) => [row.email, row]));
}

/** The active office users among these addresses, by lower-cased address. */
export async function officeUsersByAddress(db: DbOrTx, addresses: readonly string[]) {
  const all = await officeMailboxes(db, addresses);
  return new Map([...all].filter(([, user]) => user.active));
}

/** Every address a message goes to (to, cc, bcc), lower-cased, once each. */
export const recipientsOf = (row: { to: EmailAddress[]; cc: EmailAddress[]; bcc: EmailAddress[] }) => [
  ...new Set([...row.to, ...row.cc, ...row.bcc].map((address) => address.email.trim().toLowerCase())),
];

/** At most this many references are kept (the first, the conversation's, and the latest ones). */
const MAX_REFERENCES = 30;
export function trimReferences(references: string[]): string[] {
  if (references.length <= MAX_REFERENCES) return references;
  return [references[0]!, ...references.slice(-(MAX_REFERENCES - 1))];
}

/**
 * Where a reply to one of the owner's emails goes: In-Reply-To its Message-ID, References its references and it,
 * the same conversation. Another user's or an unknown email → 400 on `inReplyTo`.
 */
export async function replyThread(db: DbOrTx, ownerId: number, emailId: number) {
  const [replied] = await db
    .select({ messageId: emails.messageId, references: emails.references, threadId: emails.threadId })
    .from(emails)
    .where(and(eq(emails.id, emailId), eq(emails.ownerId, ownerId)));
  if (!replied) throw fieldError('inReplyTo', EMAIL_TEXT.notFound);
  return {
    inReplyTo: replied.messageId,
    references: trimReferences([...replied.references, replied.messageId]),
    threadId: replied.threadId,
  };
}

/**
 * An incoming message's conversation in one mailbox: the thread of a message it refers to that the owner has, else the
 * first of its references (the conversation's first message), else its own Message-ID.
 */
export async function threadOf(
  db: DbOrTx,
  ownerId: number,
  { messageId, inReplyTo, references }: { messageId: string; inReplyTo: string | null; references: string[] },
): Promise<string> {
  const known = [...new Set([...references, ...(inReplyTo ? [inReplyTo] : [])])];
  if (known.length > 0) {
    const [found] = await db
      .select({ threadId: emails.threadId })
      .from(emails)
      .where(and(eq(emails.ownerId, ownerId), inArray(emails.messageId, known)))
      .limit(1);
    if (found) return found.threadId;
  }
  return references[0] ?? inReplyTo ?? messageId;
}

/** The id of the stored bytes (one row per SHA-256: the same file in many messages is stored once). */
export async function storeFile(db: DbOrTx, bytes: Buffer): Promise<{ fileId: number; checksum: string }> {
  const checksum = createHash('sha256').update(bytes).digest('hex');
  // The upsert locks the row until the attachment pointing at it is written: the orphan sweep can't take it between.
  const [row] = await db
    .insert(emailAttachmentFiles)
    .values({ checksum, bytes })
    .onConflictDoUpdate({ target: emailAttachmentFiles.checksum, set: { checksum } })
    .returning({ id: emailAttachmentFiles.id });
  return { fileId: row!.id, checksum };
}

/** An upload not put in a draft within this long is taken for abandoned (the composer closed, the tab lost). */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Housekeeping: drops uploads abandoned before `now - UPLOAD_KEEP_MS`, then the stored bytes no attachment points at
 * any more (a message deleted for good, an abandoned upload). Bytes an upload is storing right now are locked by its
 * upsert and skipped. Answers how many files were dropped.
 */
export async function sweepAttachments(db: Db, now: Date): Promise<number> {
  await db
    .delete(emailAttachments)
    .where(
      and(isNull(emailAttachments.emailId), lt(emailAttachments.createdAt, new Date(now.getTime() - UPLOAD_KEEP_MS))),
    );
  const dropped = await db
    .delete(emailAttachmentFiles)
    .where(
      sql`${emailAttachmentFiles.id} in (select f.id from ${emailAttachmentFiles} f
        where not exists (select 1 from ${emailAttachments} a where a.file_id = f.id) for update skip locked)`,
    )
    .returning({ id: emailAttachmentFiles.id });
  return dropped.length;
}
