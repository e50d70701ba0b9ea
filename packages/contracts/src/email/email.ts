import { z } from 'zod/mini';
import { emailSchema, trimmedString } from '../auth.ts';
import { listPagingFields, positiveInt } from '../params.ts';

/**
 * The mail client of spec §3/§4/§7. An **email** is one message in one user's mailbox (a message sent to three office
 * users is four rows: the sender's in Sent and one in each inbox), as a real mail server stores it.
 */

/** Spec §3's folders and labels. */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];
/** Spec §7's filters: the folders, plus starred (starred, not deleted) and trashed (deleted). */
export const EMAIL_FILTERS = [...EMAIL_FOLDERS, 'starred', 'trashed'] as const;
export type EmailFilter = (typeof EMAIL_FILTERS)[number];

/** The server's messages of the area (plain English, translated by the error handler). */
export const EMAIL_TEXT = {
  notFound: 'No email found with this id',
  attachmentNotFound: 'No attachment found with this id',
  ids: 'Choose at least one email',
  nothingToChange: 'Give a label to toggle or the fields to change',
} as const;

/** An address as spec §3 gives it: `{ email, name }` (`from` adds an avatar). */
export const emailAddressSchema = z.object({ email: z.string(), name: z.string() });
export type EmailAddress = z.infer<typeof emailAddressSchema>;

/** An attachment as spec §3 gives it: name, a thumbnail, where to download it and its size as text ("5mb"). */
export const emailAttachmentSchema = z.object({
  id: z.int(),
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  size: z.string(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

const emailFields = {
  id: z.int(),
  to: z.array(emailAddressSchema),
  from: z.object({ email: z.string(), name: z.string(), avatar: z.nullable(z.string()) }),
  subject: z.string(),
  cc: z.array(emailAddressSchema),
  bcc: z.array(emailAddressSchema),
  message: z.string(),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  time: z.string(),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: z.boolean(),
  isDeleted: z.boolean(),
  snippet: z.string(),
  threadId: z.string(),
  caseId: z.nullable(z.int()),
};

/**
 * A spec §3 email. Added, never renamed: `snippet` (the start of its text, for the list), `threadId` (its
 * conversation) and `caseId` (the legal case it is filed to). `message` is HTML as the sender wrote it (sanitised on
 * the way in); `replies` are the other messages of its conversation in this mailbox, oldest first (filled by the
 * read of one email; empty in lists), each without replies of its own.
 */
export const emailMessageSchema = z.object({
  ...emailFields,
  replies: z.array(z.object({ ...emailFields, replies: z.array(z.never()) })),
});
export type Email = z.infer<typeof emailMessageSchema>;

/** Spec §7's sidebar counts: unread inbox, drafts, unread spam, starred — none of them deleted. */
export const emailsMetaSchema = z.object({
  inbox: z.int(),
  draft: z.int(),
  spam: z.int(),
  star: z.int(),
});
export type EmailsMeta = z.infer<typeof emailsMetaSchema>;

/**
 * `GET /api/apps/email?q=&filter=&label=&page=&itemsPerPage=`: spec §7 (`q` over the sender's name or the subject,
 * `filter` inbox by default, `label`), newest first, a page at a time. A filter or label it doesn't know is the
 * default (inbox) or none, as the demonstration did.
 */
export const emailListQuerySchema = z.object({
  q: z.catch(z._default(trimmedString(0, 200), ''), ''),
  filter: z.catch(z._default(z.enum(EMAIL_FILTERS), 'inbox'), 'inbox'),
  label: z.catch(z.optional(z.enum(EMAIL_LABELS)), undefined),
  ...listPagingFields,
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;

export const emailListResponseSchema = z.object({
  emails: z.array(emailMessageSchema),
  emailsMeta: emailsMetaSchema,
  /** How many emails the filter matches (for paging). */
  total: z.int(),
});
export type EmailListResponse = z.infer<typeof emailListResponseSchema>;

/** The fields spec §4's `data` may merge into the emails. */
export const emailDataSchema = z.object({
  isRead: z.optional(z.boolean()),
  isStarred: z.optional(z.boolean()),
  isDeleted: z.optional(z.boolean()),
  folder: z.optional(z.enum(EMAIL_FOLDERS)),
});

/**
 * `POST /api/apps/email` `{ ids, label }` toggles the label on each (added where absent, removed where present, as
 * spec §4 says); `{ ids, data }` merges those fields into each. `ids` is one id or a list; another user's ids are
 * left alone (as if unknown). 201.
 */
export const emailUpdateBodySchema = z
  .object({
    ids: z.union([positiveInt, z.array(positiveInt).check(z.minLength(1, EMAIL_TEXT.ids), z.maxLength(1000))]),
    label: z.optional(z.enum(EMAIL_LABELS)),
    data: z.optional(emailDataSchema),
  })
  .check(
    z.refine((body) => body.label !== undefined || body.data !== undefined, {
      error: EMAIL_TEXT.nothingToChange,
      path: ['data'],
    }),
  );
export type EmailUpdateBody = z.infer<typeof emailUpdateBodySchema>;
export const emailUpdateResponseSchema = z.object({ emails: z.array(emailMessageSchema) });

/** An address typed in a composer: a valid e-mail, with an optional name. */
export const composeAddressSchema = z.object({ email: emailSchema, name: z.optional(trimmedString(0, 200)) });

/** How many people of each kind (office users, legal contacts) `GET /api/apps/email/people?q=` answers. */
export const EMAIL_PEOPLE_LIMIT = 10;

/** `GET /api/apps/email/people?q=`: a name or address, or a part of one (none: the office's users). */
export const emailPeopleQuerySchema = z.object({ q: z.optional(trimmedString(0, 100)) });
export type EmailPeopleQuery = z.infer<typeof emailPeopleQuerySchema>;

/**
 * `GET /api/apps/email/people`: whom the composer suggests as recipients — the office's active users, and with `q` the
 * legal contacts with an address (to those who may read legal cases) whose name or address holds it.
 */
export const emailPeopleResponseSchema = z.object({
  people: z.array(z.object({ email: z.string(), name: z.string(), img: z.nullable(z.string()) })),
});
export type EmailPerson = z.infer<typeof emailPeopleResponseSchema>['people'][number];
