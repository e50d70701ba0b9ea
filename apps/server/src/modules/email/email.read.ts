import {
  EMAIL_LABELS,
  EMAIL_TEXT,
  normalizeSearchText,
  type Email,
  type EmailAttachment,
  type EmailLabel,
  type EmailListQuery,
  type EmailListResponse,
  type EmailsMeta,
} from '@mizan/contracts';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { emailAttachmentFiles, emailAttachments, emails } from './email.table.ts';

/** A list's total is counted up to this many; past it the pager says "many" (a count of 200,000 rows costs). */
export const EMAIL_COUNT_CAP = 10_000;
/** `itemsPerPage=-1` (spec §5's "every row") still reads at most this many: a mailbox never loads whole. */
const LARGEST_PAGE = 200;
const SNIPPET_LENGTH = 160;

type EmailRow = typeof emails.$inferSelect;

/** Spec §3's size text: "5mb", "320kb", "12b". */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}mb`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}kb`;
  return `${bytes}b`;
}

export const emailAttachmentUrl = (attachmentId: number) => `/api/apps/email/attachments/${attachmentId}`;

/** Who may download an attachment: the owner of its message (or its uploader, before it is in one), or a case's readers. */
export type AttachmentAccess = { ownerId: number } | { caseId: number };

/** An attachment with its bytes, when `access` reaches it; 404 otherwise. */
export async function readAttachment(db: Db, attachmentId: number, access: AttachmentAccess) {
  const reach =
    'ownerId' in access
      ? or(
          eq(emails.ownerId, access.ownerId),
          and(isNull(emailAttachments.emailId), eq(emailAttachments.uploadedBy, access.ownerId)),
        )
      : eq(emails.caseId, access.caseId);
  const [file] = await db
    .select({
      fileName: emailAttachments.fileName,
      mimeType: emailAttachments.mimeType,
      checksum: emailAttachmentFiles.checksum,
      bytes: emailAttachmentFiles.bytes,
    })
    .from(emailAttachments)
    .leftJoin(emails, eq(emails.id, emailAttachments.emailId))
    .innerJoin(emailAttachmentFiles, eq(emailAttachmentFiles.id, emailAttachments.fileId))
    .where(and(eq(emailAttachments.id, attachmentId), reach));
  if (!file) throw notFound(EMAIL_TEXT.attachmentNotFound);
  return file;
}

/**
 * Emails carrying `label`, written with the label as a literal (one of EMAIL_LABELS, checked by the query's schema) so
 * the planner can use that label's partial index.
 */
export const labelCondition = (label: EmailLabel) =>
  sql`${emails.labels} @> ${sql.raw(`array['${EMAIL_LABELS.includes(label) ? label : ''}']::text[]`)}`;

/** Which of the owner's emails a spec §7 filter and label keep (each list has its partial index). */
export function listCondition(ownerId: number, { filter, label, q }: Pick<EmailListQuery, 'filter' | 'label' | 'q'>) {
  const conditions: (SQL | undefined)[] = [eq(emails.ownerId, ownerId)];
  if (filter === 'starred') conditions.push(sql`${emails.isStarred} and not ${emails.isDeleted}`);
  else if (filter === 'trashed') conditions.push(sql`${emails.isDeleted}`);
  else conditions.push(eq(emails.folder, filter), sql`not ${emails.isDeleted}`);
  if (label) conditions.push(labelCondition(label));
  const text = normalizeSearchText(q);
  if (text) conditions.push(sql`${emails.searchText} like ${containsPattern(text)}`);
  return and(...conditions)!;
}

/** An email without its conversation: a list's row, or one of `replies`. */
type EmailAlone = Omit<Email, 'replies'> & { replies: never[] };

/** Spec §3's email from a row, its attachments and the sender's avatar (an office user's). */
function present(row: EmailRow, attachments: EmailAttachment[], avatar: string | null): EmailAlone {
  return {
    id: row.id,
    to: row.to,
    from: { email: row.fromEmail, name: row.fromName, avatar },
    subject: row.subject,
    cc: row.cc,
    bcc: row.bcc,
    message: row.html,
    attachments,
    isStarred: row.isStarred,
    labels: row.labels,
    time: row.sentAt.toISOString(),
    replies: [],
    folder: row.folder,
    isRead: row.isRead,
    isDeleted: row.isDeleted,
    snippet: row.text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH),
    threadId: row.threadId,
    caseId: row.caseId,
  };
}

/** The rows as spec §3 emails, with their attachments and senders' avatars (two reads for the whole page). */
export async function presentAll(db: Db, rows: EmailRow[]): Promise<EmailAlone[]> {
  if (rows.length === 0) return [];
  const senders = [...new Set(rows.map((row) => row.fromEmail.toLowerCase()))];
  const [files, avatars] = await Promise.all([
    db
      .select({
        id: emailAttachments.id,
        emailId: emailAttachments.emailId,
        fileName: emailAttachments.fileName,
        mimeType: emailAttachments.mimeType,
        size: emailAttachments.size,
      })
      .from(emailAttachments)
      .where(
        inArray(
          emailAttachments.emailId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(emailAttachments.id)),
    db
      .select({ email: sql<string>`lower(${users.email})`, avatar: users.avatar })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, senders)),
  ]);
  const avatarOf = new Map(avatars.map((row) => [row.email, row.avatar]));
  const filesOf = new Map<number, EmailAttachment[]>();
  for (const file of files) {
    if (file.emailId === null) continue;
    const url = emailAttachmentUrl(file.id);
    const attachment = {
      id: file.id,
      fileName: file.fileName,
      thumbnail: file.mimeType.startsWith('image/') ? url : '',
      url,
      size: sizeText(file.size),
    };
    filesOf.set(file.emailId, [...(filesOf.get(file.emailId) ?? []), attachment]);
  }
  return rows.map((row) => present(row, filesOf.get(row.id) ?? [], avatarOf.get(row.fromEmail.toLowerCase()) ?? null));
}

/** Spec §7's sidebar counts, each an index-only count of its partial index, up to EMAIL_COUNT_CAP. */
export async function readCounts(db: Db, ownerId: number): Promise<EmailsMeta> {
  // Counted up to the cap, as the list's total: half a million unread took 40 ms to count on PostgreSQL.
  const count = (where: SQL) =>
    sql<number>`(select count(*)::int from (select 1 from ${emails} where ${where} limit ${EMAIL_COUNT_CAP}) as capped)`;
  const mine = eq(emails.ownerId, ownerId);
  const [row] = await db
    .select({
      inbox: count(and(mine, sql`${emails.folder} = 'inbox' and not ${emails.isRead} and not ${emails.isDeleted}`)!),
      draft: count(and(mine, sql`${emails.folder} = 'draft' and not ${emails.isDeleted}`)!),
      spam: count(and(mine, sql`${emails.folder} = 'spam' and not ${emails.isRead} and not ${emails.isDeleted}`)!),
      star: count(and(mine, sql`${emails.isStarred} and not ${emails.isDeleted}`)!),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Spec §7 `GET /api/apps/email`: a page of the owner's emails for a filter, newest first, with the counts. */
export async function listEmails(db: Db, ownerId: number, query: EmailListQuery): Promise<EmailListResponse> {
  const where = listCondition(ownerId, query);
  const size = query.itemsPerPage === -1 ? LARGEST_PAGE : Math.min(query.itemsPerPage, LARGEST_PAGE);
  const offset = (query.page - 1) * size;
  const newestFirst = [desc(emails.sentAt), desc(emails.id)];
  const page = () =>
    db
      .select()
      .from(emails)
      .where(where)
      .orderBy(...newestFirst)
      .limit(size)
      .offset(offset);
  const [[rows, total], emailsMeta] = await Promise.all([
    normalizeSearchText(query.q) ? searchPage(db, where, size, offset, page) : listPage(db, where, page),
    readCounts(db, ownerId),
  ]);
  return { emails: await presentAll(db, rows), emailsMeta, total };
}

type Page = () => Promise<EmailRow[]>;

/** A list without search: the page walks its partial index newest first; the total counts up to the cap beside it. */
async function listPage(db: Db, where: SQL, page: Page): Promise<[EmailRow[], number]> {
  const [rows, [counted]] = await Promise.all([
    page(),
    db.select({ n: sql<number>`count(*)::int` }).from(
      sql`(${db
        .select({ one: sql`1` })
        .from(emails)
        .where(where)
        .limit(EMAIL_COUNT_CAP)}) as capped`,
    ),
  ]);
  return [rows, counted?.n ?? 0];
}

/**
 * A search: the matches are found once (up to the cap, the cheapest way: the trigram index for a rare text), counted
 * and ordered among themselves — one trigram scan instead of one for the page and one for the count. Only when the
 * cap is reached (a common text) may newer matches lie beyond those found: the page is then read in date order.
 */
async function searchPage(db: Db, where: SQL, size: number, offset: number, page: Page): Promise<[EmailRow[], number]> {
  const matches = db.select({ id: emails.id, sentAt: emails.sentAt }).from(emails).where(where).limit(EMAIL_COUNT_CAP);
  const [found] = await db
    .with(db.$with('matches').as(matches))
    .select({
      n: sql<number>`(select count(*)::int from matches)`,
      ids: sql<number[]>`array(select id from matches order by sent_at desc, id desc limit ${size} offset ${offset})`,
    })
    .from(sql`(select 1) as one`);
  const total = found?.n ?? 0;
  if (total >= EMAIL_COUNT_CAP) return [await page(), total];
  const ids = found?.ids ?? [];
  if (ids.length === 0) return [[], total];
  const rows = await db.select().from(emails).where(inArray(emails.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [ids.flatMap((id) => byId.get(id) ?? []), total];
}

/** One of the owner's emails with the rest of its conversation in their mailbox (oldest first) as `replies`; 404. */
export async function readEmail(db: Db, ownerId: number, id: number): Promise<Email> {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.id, id), eq(emails.ownerId, ownerId)));
  if (!row) throw notFound(EMAIL_TEXT.notFound);
  const others = await db
    .select()
    .from(emails)
    .where(
      and(
        eq(emails.ownerId, ownerId),
        eq(emails.threadId, row.threadId),
        sql`${emails.id} <> ${row.id}`,
        sql`${emails.folder} <> 'draft'`,
        // The trash keeps its own: a deleted reply shows only when the email read is deleted too.
        row.isDeleted ? undefined : sql`not ${emails.isDeleted}`,
      ),
    )
    .orderBy(asc(emails.sentAt), asc(emails.id))
    .limit(LARGEST_PAGE);
  const [email, ...replies] = await presentAll(db, [row, ...others]);
  return { ...email!, replies: replies.map((reply) => ({ ...reply, replies: [] })) };
}
