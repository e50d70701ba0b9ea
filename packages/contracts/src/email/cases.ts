import { z } from 'zod/mini';
import { positiveInt } from '../params.ts';
import { emailAddressSchema, emailAttachmentSchema } from './email.ts';

/**
 * Mail filed to a legal case. Filing puts a conversation of one's mailbox on the case's file (`PUT
 * /api/apps/email/{id}/case`); the case's page lists every message filed to it by anyone, for whoever may open the
 * case (`GET /api/apps/email/case/{caseId}`). Incoming mail naming a case's file number in its subject is filed by
 * itself.
 */
export const EMAIL_CASE_TEXT = {
  case: 'Choose a case you can open',
} as const;

/** `PUT /api/apps/email/{id}/case`: the case to file the email's conversation to, or null to take it off. */
export const emailCaseBodySchema = z.object({ caseId: z.nullable(positiveInt) });
export const emailCaseResponseSchema = z.object({
  /** The conversation's emails in the user's mailbox, now filed (or not). */
  ids: z.array(z.int()),
  caseId: z.nullable(z.int()),
});

/** A message on a case's file: who wrote to whom, when, what (no one's blind copies), once however many filed it. */
export const caseEmailSchema = z.object({
  id: z.int(),
  from: emailAddressSchema,
  to: z.array(emailAddressSchema),
  cc: z.array(emailAddressSchema),
  subject: z.string(),
  message: z.string(),
  snippet: z.string(),
  time: z.string(),
  attachments: z.array(emailAttachmentSchema),
  /** Who filed it. */
  filedBy: z.string(),
});
export type CaseEmail = z.infer<typeof caseEmailSchema>;
export const caseEmailsResponseSchema = z.object({ emails: z.array(caseEmailSchema), total: z.int() });
export const caseEmailsParamsSchema = z.object({ caseId: z.pipe(z.coerce.number(), positiveInt) });
