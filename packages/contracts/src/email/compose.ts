import { z } from 'zod/mini';
import { positiveInt } from '../params.ts';
import { composeAddressSchema, emailMessageSchema } from './email.ts';

/**
 * Writing mail: drafts saved as you type, sending with a hold (undo send), attachments uploaded first and referenced
 * by id. Routes (all on the signed-in user's own mailbox; another user's draft or email is unknown, 404):
 * - `POST /api/apps/email/drafts` (201, the draft) and `PUT /api/apps/email/drafts/{id}` (merges the fields given);
 * - `POST /api/apps/email/send` (201, {@link emailSendResponseSchema}): a draft (`draftId`) or the whole message;
 * - `POST /api/apps/email/{id}/undo` (200, the draft again) while the hold lasts, 409 once it is gone;
 * - `POST /api/apps/email/attachments` (multipart `file`, 201 {@link emailUploadSchema});
 * - `DELETE /api/apps/email/{id}` (204): deletes a draft or an email in the trash for good.
 */

/** Largest attachment: 10 MB (as the kanban's). */
export const EMAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many addresses in each of to, cc and bcc, and attachments in a message. */
export const EMAIL_MAX_ADDRESSES = 100;
export const EMAIL_MAX_ATTACHMENTS = 20;
/** The longest HTML body a composer may send (characters). */
export const EMAIL_MAX_MESSAGE = 2_000_000;

/** The server's messages about writing mail (plain English, translated by the error handler). */
export const EMAIL_COMPOSE_TEXT = {
  noRecipient: 'Add at least one recipient',
  tooManyAddresses: `Add at most ${EMAIL_MAX_ADDRESSES} addresses`,
  tooManyAttachments: `Attach at most ${EMAIL_MAX_ATTACHMENTS} files`,
  subjectTooLong: 'Keep the subject under 500 characters',
  messageTooLong: 'The message is too long',
  draftNotFound: 'No draft found with this id',
  uploadNotFound: 'An attachment is unknown or was uploaded by someone else: upload it again',
  noSmtp: 'Mail to addresses outside the office cannot be sent: no outgoing mail server is configured',
  tooLateToUndo: 'The message has already been sent',
  notInTrash: 'Only a draft or an email in the trash can be deleted for good',
  staleDraft: 'This draft was changed elsewhere: reopen it',
  mailboxClosed: (address: string) => `${address} no longer has a mailbox at the office: remove this address`,
} as const;

const addressList = z
  .array(composeAddressSchema)
  .check(z.maxLength(EMAIL_MAX_ADDRESSES, EMAIL_COMPOSE_TEXT.tooManyAddresses));

/** The composer's fields, each optional (a draft's update and a send from a draft merge only those given). */
const composeFields = {
  to: z.optional(addressList),
  cc: z.optional(addressList),
  bcc: z.optional(addressList),
  subject: z.optional(z.string().check(z.trim(), z.maxLength(500, { error: EMAIL_COMPOSE_TEXT.subjectTooLong }))),
  /** HTML as the editor wrote it (sanitised by the server). */
  message: z.optional(z.string().check(z.maxLength(EMAIL_MAX_MESSAGE, { error: EMAIL_COMPOSE_TEXT.messageTooLong }))),
  /** Ids answered by `POST /api/apps/email/attachments` (the user's own uploads), or of the draft's attachments. */
  attachmentIds: z.optional(
    z.array(positiveInt).check(z.maxLength(EMAIL_MAX_ATTACHMENTS, EMAIL_COMPOSE_TEXT.tooManyAttachments)),
  ),
  /** The email (in this mailbox) it answers or forwards: threads it under that conversation (null: none). */
  inReplyTo: z.optional(z.nullable(positiveInt)),
};

/** `POST /api/apps/email/drafts`: every field may be empty or left out (a draft is saved as you type). */
export const emailDraftBodySchema = z.object(composeFields);
export type EmailDraftBody = z.infer<typeof emailDraftBodySchema>;

/**
 * `PUT /api/apps/email/drafts/{id}`: the fields given replace the draft's, the others stay. With `time` (the draft's
 * `time` as last read), a draft saved since elsewhere answers 409 instead of being overwritten.
 */
export const emailDraftUpdateSchema = z.object({ ...composeFields, time: z.optional(z.string()) });
export type EmailDraftUpdate = z.infer<typeof emailDraftUpdateSchema>;

/**
 * `POST /api/apps/email/send`: the whole message, or `draftId` (the draft's fields, with any given here merged over
 * them; the draft becomes the sent email). At least one address in to, cc or bcc (400 on `to`).
 */
export const emailSendBodySchema = z.object({ draftId: z.optional(positiveInt), ...composeFields });
export type EmailSendBody = z.infer<typeof emailSendBodySchema>;

/** The sent email (in Sent, held) and until when `POST /api/apps/email/{id}/undo` can take it back (ISO time). */
export const emailSendResponseSchema = z.object({ email: emailMessageSchema, undoUntil: z.string() });
export type EmailSendResponse = z.infer<typeof emailSendResponseSchema>;

/** `POST /api/apps/email/attachments`' answer: the id to put in a draft's `attachmentIds`; `size` as text ("5mb"). */
export const emailUploadSchema = z.object({
  id: z.int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.string(),
});
export type EmailUpload = z.infer<typeof emailUploadSchema>;
