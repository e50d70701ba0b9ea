import { EMAIL_CASE_TEXT, EMAIL_TEXT, type AppAbility, type CaseEmail, type KanbanCaseRef } from '@mizan/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { presentAll, readAttachment } from './email.read.ts';
import { emails } from './email.table.ts';

/** Who asks: the user and what their role lets them do (the legal cases decide which cases they may open). */
export interface EmailActor {
  id: number;
  ability: AppAbility;
}

/** What the mail needs of the legal cases, given in app.ts (their tables are theirs). */
export interface EmailCaseRefs {
  openable(actor: EmailActor, ids: readonly number[]): Promise<Map<number, KanbanCaseRef>>;
  named(text: string): Promise<KanbanCaseRef[]>;
  recordFiled(caseId: number, userId: number, action: string, details: Record<string, unknown>): Promise<void>;
}

const CASE_NOT_FOUND = 'Case not found';
const CASE_PAGE = 20;

export const caseAttachmentUrl = (caseId: number, attachmentId: number) =>
  `/api/apps/email/case/${caseId}/attachments/${attachmentId}`;

/** Mail on a legal case's file: filing a conversation, the case's mail, its attachments. */
export function createEmailCases(db: Db, cases: EmailCaseRefs | undefined) {
  async function mayOpen(actor: EmailActor, caseId: number) {
    return cases !== undefined && (await cases.openable(actor, [caseId])).has(caseId);
  }

  return {
    /**
     * Files the conversation of one of the actor's emails (every message of it in their mailbox) to a case they may
     * open (400 on `caseId` otherwise), or takes it off (`null`); the case's activity says so. 404 for another's email.
     */
    async file(actor: EmailActor, emailId: number, caseId: number | null) {
      const [email] = await db
        .select({ threadId: emails.threadId, subject: emails.subject })
        .from(emails)
        .where(and(eq(emails.id, emailId), eq(emails.ownerId, actor.id)));
      if (!email) throw notFound(EMAIL_TEXT.notFound);
      if (caseId !== null && !(await mayOpen(actor, caseId))) throw fieldError('caseId', EMAIL_CASE_TEXT.case);
      const filed = await db
        .update(emails)
        .set({ caseId })
        .where(and(eq(emails.ownerId, actor.id), eq(emails.threadId, email.threadId)))
        .returning({ id: emails.id });
      if (caseId !== null) await cases?.recordFiled(caseId, actor.id, 'email.filed', { subject: email.subject });
      return { ids: filed.map((row) => row.id).sort((a, b) => a - b), caseId };
    },

    /**
     * The messages filed to a case, newest first, each once however many mailboxes filed it (the copy filed first
     * stands for it), for whoever may open the case (404 otherwise); nobody's blind copies.
     */
    async list(actor: EmailActor, caseId: number, page: number): Promise<{ emails: CaseEmail[]; total: number }> {
      if (!(await mayOpen(actor, caseId))) throw notFound(CASE_NOT_FOUND);
      const onFile = db
        .selectDistinctOn([emails.messageId], { id: emails.id, sentAt: emails.sentAt })
        .from(emails)
        .where(eq(emails.caseId, caseId))
        .orderBy(emails.messageId, emails.id)
        .as('on_file');
      const [ids, [counted]] = await Promise.all([
        db
          .select({ id: onFile.id })
          .from(onFile)
          .orderBy(desc(onFile.sentAt), desc(onFile.id))
          .limit(CASE_PAGE)
          .offset((Math.max(page, 1) - 1) * CASE_PAGE),
        db.select({ n: sql<number>`count(*)::int` }).from(onFile),
      ]);
      if (ids.length === 0) return { emails: [], total: counted?.n ?? 0 };
      const rows = await db
        .select()
        .from(emails)
        .where(
          inArray(
            emails.id,
            ids.map((row) => row.id),
          ),
        );
      const owners = await db
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((row) => row.ownerId))]));
      const nameOf = new Map(owners.map((owner) => [owner.id, owner.name]));
      const byId = new Map((await presentAll(db, rows)).map((email) => [email.id, email]));
      const ownerOf = new Map(rows.map((row) => [row.id, row.ownerId]));
      return {
        total: counted?.n ?? 0,
        emails: ids.map(({ id }) => {
          const email = byId.get(id)!;
          return {
            id,
            from: { email: email.from.email, name: email.from.name },
            to: email.to,
            cc: email.cc,
            subject: email.subject,
            message: email.message,
            snippet: email.snippet,
            time: email.time,
            attachments: email.attachments.map((file) => {
              const url = caseAttachmentUrl(caseId, file.id);
              return { ...file, url, thumbnail: file.thumbnail ? url : '' };
            }),
            filedBy: nameOf.get(ownerOf.get(id)!) ?? '',
          };
        }),
      };
    },

    /** An attachment of a message filed to a case the actor may open, with its bytes; 404 otherwise. */
    async attachment(actor: EmailActor, caseId: number, attachmentId: number) {
      if (!(await mayOpen(actor, caseId))) throw notFound(CASE_NOT_FOUND);
      return readAttachment(db, attachmentId, { caseId });
    },

    /** Files an incoming message to the cases its subject names by file number (the first one named). */
    async fileBySubject(emailIds: readonly number[], subject: string) {
      const [named] = cases ? await cases.named(subject) : [];
      if (!named || emailIds.length === 0) return null;
      await db
        .update(emails)
        .set({ caseId: named.id })
        .where(inArray(emails.id, [...emailIds]));
      return named.id;
    },
  };
}

export type EmailCasesService = ReturnType<typeof createEmailCases>;
