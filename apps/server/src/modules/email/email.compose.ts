import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_COMPOSE_TEXT,
  EMAIL_TEXT,
  type Email,
  type EmailAddress,
  type EmailDraftBody,
  type EmailDraftUpdate,
  type EmailSendBody,
  type EmailSendResponse,
  type EmailUpload,
} from '@mizan/contracts';
import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { htmlToText, sanitizeEmailHtml } from '../../lib/email-html.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { checkUpload } from '../../lib/file-types.ts';
import { presentAll, sizeText } from './email.read.ts';
import {
  newMessageId,
  officeMailboxes,
  recipientsOf,
  replyThread,
  searchTextOf,
  storeFile,
  type DbOrTx,
  type EmailRow,
} from './email.store.ts';
import { emailAttachments, emails } from './email.table.ts';

export interface ComposeOptions {
  /** The clock (tests move it). */
  now: () => Date;
  /** How long a sent message is held for undo. */
  undoSeconds: number;
  /** Whether mail can go to addresses outside the office (an outgoing transport is configured). */
  canSendOutside: boolean;
  /** The domain of new Message-IDs. */
  domain: string;
  /** Called with the end of a new hold (the service delivers then). */
  held: (until: Date) => void;
}

const toAddresses = (list: { email: string; name?: string | undefined }[]): EmailAddress[] =>
  list.map(({ email, name }) => ({ email: email.trim(), name: name ?? '' }));

interface Fields {
  to: EmailAddress[];
  cc: EmailAddress[];
  bcc: EmailAddress[];
  subject: string;
  html: string;
  text: string;
  inReplyTo: string | null;
  references: string[];
  threadId: string;
}

/** The address field (to, cc or bcc) holding this lower-cased address. */
const fieldOf = (fields: Pick<EmailRow, 'cc' | 'bcc'>, address: string) => {
  const holds = (list: EmailRow['cc']) => list.some((entry) => entry.email.trim().toLowerCase() === address);
  return holds(fields.cc) ? 'cc' : holds(fields.bcc) ? 'bcc' : 'to';
};

/** The writing side of the mail area: drafts, attachments, send with a hold, undo, delete for good. */
export function createCompose(db: Db, options: ComposeOptions) {
  const sender = async (tx: DbOrTx, ownerId: number) => {
    const [row] = await tx
      .select({ email: users.email, name: users.fullName })
      .from(users)
      .where(eq(users.id, ownerId));
    return row!;
  };

  /** The row fields from a body's fields (over a draft's, when there is one). */
  async function fieldsOf(
    tx: DbOrTx,
    ownerId: number,
    body: EmailDraftUpdate | EmailSendBody,
    base: EmailRow | undefined,
    messageId: string,
  ): Promise<Fields> {
    const html = body.message !== undefined ? sanitizeEmailHtml(body.message) : (base?.html ?? '');
    let thread = base
      ? { inReplyTo: base.inReplyTo, references: base.references, threadId: base.threadId }
      : { inReplyTo: null as string | null, references: [] as string[], threadId: messageId };
    if (body.inReplyTo) thread = await replyThread(tx, ownerId, body.inReplyTo);
    else if (body.inReplyTo === null) thread = { inReplyTo: null, references: [], threadId: messageId };
    return {
      to: body.to ? toAddresses(body.to) : (base?.to ?? []),
      cc: body.cc ? toAddresses(body.cc) : (base?.cc ?? []),
      bcc: body.bcc ? toAddresses(body.bcc) : (base?.bcc ?? []),
      subject: body.subject ?? base?.subject ?? '',
      html,
      text: htmlToText(html),
      ...thread,
    };
  }

  /**
   * Makes the email's attachments exactly `ids`: its own stay, the owner's uploads join it, an attachment of another of
   * the owner's emails (a forward) is copied; others are dropped. Any other id → 400 on `attachmentIds`.
   */
  async function setAttachments(tx: DbOrTx, ownerId: number, emailId: number, ids: readonly number[]) {
    const wanted = [...new Set(ids)];
    await tx
      .delete(emailAttachments)
      .where(
        and(
          eq(emailAttachments.emailId, emailId),
          wanted.length > 0 ? notInArray(emailAttachments.id, wanted) : undefined,
        ),
      );
    if (wanted.length === 0) return;
    const found = await tx
      .select({
        id: emailAttachments.id,
        emailId: emailAttachments.emailId,
        uploadedBy: emailAttachments.uploadedBy,
        owner: emails.ownerId,
        fileId: emailAttachments.fileId,
        fileName: emailAttachments.fileName,
        mimeType: emailAttachments.mimeType,
        size: emailAttachments.size,
      })
      .from(emailAttachments)
      .leftJoin(emails, eq(emails.id, emailAttachments.emailId))
      .where(inArray(emailAttachments.id, wanted));
    const byId = new Map(found.map((row) => [row.id, row]));
    for (const id of wanted) {
      const row = byId.get(id);
      if (row?.emailId === emailId) continue;
      if (row && row.emailId === null && row.uploadedBy === ownerId) {
        await tx.update(emailAttachments).set({ emailId }).where(eq(emailAttachments.id, id));
      } else if (row && row.owner === ownerId) {
        const { fileId, fileName, mimeType, size } = row;
        await tx.insert(emailAttachments).values({ emailId, fileId, fileName, mimeType, size });
      } else {
        throw fieldError('attachmentIds', EMAIL_COMPOSE_TEXT.uploadNotFound);
      }
    }
  }

  /** One of the owner's drafts (not held, not deleted), locked for the transaction; 404 otherwise. */
  async function lockDraft(tx: DbOrTx, ownerId: number, id: number): Promise<EmailRow> {
    const [row] = await tx
      .select()
      .from(emails)
      .where(
        and(eq(emails.id, id), eq(emails.ownerId, ownerId), eq(emails.folder, 'draft'), sql`not ${emails.isDeleted}`),
      )
      .for('update');
    if (!row) throw notFound(EMAIL_COMPOSE_TEXT.draftNotFound);
    return row;
  }

  const presentOne = async (tx: DbOrTx, id: number): Promise<Email> => {
    const [row] = await tx.select().from(emails).where(eq(emails.id, id));
    const [email] = await presentAll(tx as Db, [row!]);
    return { ...email!, replies: [] };
  };

  /** Writes a draft or a message to send (a new row, or the draft's) with its attachments; answers its id. */
  async function write(
    tx: DbOrTx,
    ownerId: number,
    body: EmailDraftUpdate | EmailSendBody,
    draft: EmailRow | undefined,
    state: { folder: 'draft' | 'sent'; heldUntil: Date | null },
  ): Promise<{ id: number; fields: Fields }> {
    const me = await sender(tx, ownerId);
    const messageId = draft?.messageId ?? newMessageId(options.domain);
    const fields = await fieldsOf(tx, ownerId, body, draft, messageId);
    const values = {
      ...fields,
      ...state,
      fromEmail: me.email,
      fromName: me.name,
      searchText: searchTextOf(me.name, me.email, fields.subject),
      sentAt: options.now(),
      isRead: true,
    };
    let id: number;
    if (draft) {
      await tx.update(emails).set(values).where(eq(emails.id, draft.id));
      id = draft.id;
    } else {
      const [row] = await tx
        .insert(emails)
        .values({ ...values, ownerId, messageId })
        .returning({ id: emails.id });
      id = row!.id;
    }
    if (body.attachmentIds !== undefined) await setAttachments(tx, ownerId, id, body.attachmentIds);
    return { id, fields };
  }

  return {
    /** `POST /api/apps/email/drafts`. */
    createDraft: (ownerId: number, body: EmailDraftBody): Promise<Email> =>
      db.transaction(async (tx) => {
        const { id } = await write(tx, ownerId, body, undefined, { folder: 'draft', heldUntil: null });
        return presentOne(tx, id);
      }),

    /** `PUT /api/apps/email/drafts/{id}`: merges; a `time` older than the draft's → 409. */
    updateDraft: (ownerId: number, id: number, body: EmailDraftUpdate): Promise<Email> =>
      db.transaction(async (tx) => {
        const draft = await lockDraft(tx, ownerId, id);
        if (body.time !== undefined && Date.parse(body.time) !== draft.sentAt.getTime()) {
          throw new HttpError(409, EMAIL_COMPOSE_TEXT.staleDraft);
        }
        await write(tx, ownerId, body, draft, { folder: 'draft', heldUntil: null });
        return presentOne(tx, id);
      }),

    /**
     * `POST /api/apps/email/send`: the message goes to the sender's Sent, held for `undoSeconds`, then delivered.
     * No recipient → 400 on `to`; an outside address while no outgoing server is configured → 400 on `to` too; the
     * address of a user whose account is off → 400 on the field holding it.
     */
    async send(ownerId: number, body: EmailSendBody): Promise<EmailSendResponse> {
      const heldUntil = new Date(options.now().getTime() + options.undoSeconds * 1000);
      const answer = await db.transaction(async (tx) => {
        const draft = body.draftId === undefined ? undefined : await lockDraft(tx, ownerId, body.draftId);
        const { id, fields } = await write(tx, ownerId, body, draft, { folder: 'sent', heldUntil });
        const recipients = recipientsOf(fields);
        if (recipients.length === 0) throw fieldError('to', EMAIL_COMPOSE_TEXT.noRecipient);
        const office = await officeMailboxes(tx, recipients);
        const closed = recipients.find((address) => office.get(address)?.active === false);
        if (closed) throw fieldError(fieldOf(fields, closed), EMAIL_COMPOSE_TEXT.mailboxClosed(closed));
        if (!options.canSendOutside && recipients.some((address) => !office.has(address))) {
          throw fieldError('to', EMAIL_COMPOSE_TEXT.noSmtp);
        }
        return { email: await presentOne(tx, id), undoUntil: heldUntil.toISOString() };
      });
      options.held(heldUntil);
      return answer;
    },

    /** `POST /api/apps/email/{id}/undo`: a held message back to a draft; 409 once delivered, 404 if not the owner's. */
    async undo(ownerId: number, id: number): Promise<Email> {
      const [row] = await db
        .update(emails)
        .set({ folder: 'draft', heldUntil: null })
        .where(and(eq(emails.id, id), eq(emails.ownerId, ownerId), gt(emails.heldUntil, options.now())))
        .returning({ id: emails.id });
      if (row) return presentOne(db, row.id);
      const [exists] = await db
        .select({ id: emails.id })
        .from(emails)
        .where(and(eq(emails.id, id), eq(emails.ownerId, ownerId)));
      if (!exists) throw notFound(EMAIL_TEXT.notFound);
      throw new HttpError(409, EMAIL_COMPOSE_TEXT.tooLateToUndo);
    },

    /** `DELETE /api/apps/email/{id}`: a draft or an email in the trash, for good (its attachments with it). */
    async deleteForever(ownerId: number, id: number): Promise<void> {
      const [row] = await db
        .select({ folder: emails.folder, isDeleted: emails.isDeleted, heldUntil: emails.heldUntil })
        .from(emails)
        .where(and(eq(emails.id, id), eq(emails.ownerId, ownerId)));
      if (!row) throw notFound(EMAIL_TEXT.notFound);
      if (row.heldUntil !== null || (row.folder !== 'draft' && !row.isDeleted)) {
        throw new HttpError(409, EMAIL_COMPOSE_TEXT.notInTrash);
      }
      await db.delete(emails).where(and(eq(emails.id, id), eq(emails.ownerId, ownerId), isNull(emails.heldUntil)));
    },

    /** `POST /api/apps/email/attachments`: a file checked by its bytes, kept for its uploader's drafts. */
    async upload(ownerId: number, upload: { fileName: string; bytes: Buffer }): Promise<EmailUpload> {
      const { fileName, mimeType, bytes } = checkUpload(upload, { maxBytes: EMAIL_ATTACHMENT_MAX_BYTES });
      return db.transaction(async (tx) => {
        const { fileId } = await storeFile(tx, bytes);
        const [row] = await tx
          .insert(emailAttachments)
          .values({ emailId: null, uploadedBy: ownerId, fileId, fileName, mimeType, size: bytes.length })
          .returning({ id: emailAttachments.id });
        return { id: row!.id, fileName, mimeType, size: sizeText(bytes.length) };
      });
    },
  };
}
