import { EMAIL_TEXT, type EmailListQuery, type EmailUpdateBody } from '@mizan/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { listEmails, readEmail } from './email.read.ts';
import { emailAttachmentFiles, emailAttachments, emails } from './email.table.ts';
import { updateEmails } from './email.write.ts';

/**
 * The mail area. Every call names the mailbox's owner (the signed-in user): mail is personal, rights on the subject
 * don't widen it, and another user's email answers 404 like one that doesn't exist.
 */
export function createEmailService(db: Db) {
  return {
    list: (ownerId: number, query: EmailListQuery) => listEmails(db, ownerId, query),
    read: (ownerId: number, id: number) => readEmail(db, ownerId, id),
    update: async (ownerId: number, body: EmailUpdateBody) => ({ emails: await updateEmails(db, ownerId, body) }),

    /** An attachment of one of the owner's emails, with its bytes; 404 otherwise. */
    async attachment(ownerId: number, attachmentId: number) {
      const [file] = await db
        .select({
          fileName: emailAttachments.fileName,
          mimeType: emailAttachments.mimeType,
          checksum: emailAttachmentFiles.checksum,
          bytes: emailAttachmentFiles.bytes,
        })
        .from(emailAttachments)
        .innerJoin(emails, eq(emails.id, emailAttachments.emailId))
        .innerJoin(emailAttachmentFiles, eq(emailAttachmentFiles.id, emailAttachments.fileId))
        .where(and(eq(emailAttachments.id, attachmentId), eq(emails.ownerId, ownerId)));
      if (!file) throw notFound(EMAIL_TEXT.attachmentNotFound);
      return file;
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
