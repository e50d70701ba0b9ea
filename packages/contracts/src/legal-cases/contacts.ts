import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { blankAsMissing, listPagingFields, positiveInt, positiveIntSchema } from '../params.ts';
import { normalizeIdNumber, normalizePhone } from './country-profiles.ts';
import {
  caseStatusSchema,
  conflictCheckStateSchema,
  contactKindSchema,
  idTypeSchema,
  partyCapacitySchema,
  partyRoleSchema,
} from './domain.ts';

/** Contacts (جهات الاتصال), the parties of a case and the conflict check (legal-cases.md, Party and Contact). */

export const CONTACT_STALE_MESSAGE = 'The contact was changed by another user';
export const CONTACT_ERRORS = {
  stale: CONTACT_STALE_MESSAGE,
  notFound: 'Contact not found',
  inUseAsParty: 'A contact linked to a case cannot be deleted: remove it from the cases’ parties first',
  inUseAsPrincipal: 'A contact who is the principal of a power of attorney cannot be deleted',
} as const;
export const PARTY_ERRORS = {
  notFound: 'This party is not in this case',
  lastClient: 'The last client of a case cannot be removed: a case keeps at least one client',
  duplicate: 'This contact is already a party to this case',
  contactMissing: 'Contact not found',
} as const;

const idText = (max: number) =>
  z.pipe(
    trimmedString(0, max),
    z.transform((text: string) => normalizeIdNumber(text) || null),
  );
const phoneText = z.pipe(trimmedString(0, 30), z.transform(normalizePhone));
const emailText = z.union([z.literal(''), z.email({ error: 'Enter a valid email address' })]);
const nameArField = trimmedString(2, 200, {
  min: 'Write the name in Arabic',
  max: 'The name is longer than 200 characters',
});
const aliasesField = z.array(trimmedString(1, 200)).check(z.maxLength(20));

/** A contact as every call answers it; IDs and phones in ASCII digits. */
export const contactSchema = z.object({
  id: z.int(),
  kind: contactKindSchema,
  nameAr: z.string(),
  nameEn: z.string(),
  aliases: z.array(z.string()),
  idType: z.nullable(idTypeSchema),
  idNumber: z.nullable(z.string()),
  commercialRegistration: z.nullable(z.string()),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Send it back with an update; a stale one answers 409. */
  version: z.int(),
});
export type Contact = z.infer<typeof contactSchema>;

/** A case a contact appears in, with its role and capacity there. */
export const contactCaseSchema = z.object({
  partyId: z.int(),
  caseId: z.int(),
  fileNumber: z.string(),
  title: z.string(),
  status: caseStatusSchema,
  role: partyRoleSchema,
  capacity: partyCapacitySchema,
});
export const contactDetailSchema = z.object({ ...contactSchema.shape, cases: z.array(contactCaseSchema) });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

export const contactListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  kind: blankAsMissing(contactKindSchema),
  ...listPagingFields,
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactListSchema = z.object({
  contacts: z.array(contactSchema),
  total: z.int(),
  page: z.int(),
  totalPages: z.int(),
});
export type ContactList = z.infer<typeof contactListSchema>;

/**
 * Create: shapes and lengths here; the four-part person name and the ID / phone formats of the server's country
 * profile are checked by `contactFieldErrors` (country-profiles.ts), since they depend on the profile and kind.
 */
export const contactCreateBodySchema = z.object({
  kind: contactKindSchema,
  nameAr: nameArField,
  nameEn: z._default(trimmedString(0, 200), ''),
  aliases: z._default(aliasesField, []),
  idType: z._default(z.nullable(idTypeSchema), null),
  idNumber: z._default(z.nullable(idText(30)), null),
  commercialRegistration: z._default(z.nullable(idText(30)), null),
  phone: z._default(phoneText, ''),
  email: z._default(emailText, ''),
  address: z._default(trimmedString(0, 500), ''),
});
export type ContactCreateBody = z.input<typeof contactCreateBodySchema>;
export type ContactCreateInput = z.output<typeof contactCreateBodySchema>;

export const contactUpdateBodySchema = z.object({
  version: positiveInt,
  kind: z.optional(contactKindSchema),
  nameAr: z.optional(nameArField),
  nameEn: z.optional(trimmedString(0, 200)),
  aliases: z.optional(aliasesField),
  idType: z.optional(z.nullable(idTypeSchema)),
  idNumber: z.optional(z.nullable(idText(30))),
  commercialRegistration: z.optional(z.nullable(idText(30))),
  phone: z.optional(phoneText),
  email: z.optional(emailText),
  address: z.optional(trimmedString(0, 500)),
});
export type ContactUpdateBody = z.input<typeof contactUpdateBodySchema>;
export type ContactUpdateInput = z.output<typeof contactUpdateBodySchema>;

// Parties

export const partySchema = z.object({
  id: z.int(),
  caseId: z.int(),
  contactId: z.int(),
  role: partyRoleSchema,
  capacity: partyCapacitySchema,
  position: z.int(),
  contact: z.object({
    kind: contactKindSchema,
    nameAr: z.string(),
    nameEn: z.string(),
    idNumber: z.nullable(z.string()),
    phone: z.string(),
  }),
});
export type Party = z.infer<typeof partySchema>;
export const partyListSchema = z.object({ parties: z.array(partySchema) });

export const partyCreateBodySchema = z.object({
  contactId: positiveInt,
  role: partyRoleSchema,
  capacity: z._default(partyCapacitySchema, 'other'),
});
export type PartyCreateBody = z.input<typeof partyCreateBodySchema>;
export const partyUpdateBodySchema = z.object({
  role: z.optional(partyRoleSchema),
  capacity: z.optional(partyCapacitySchema),
});
export type PartyUpdateBody = z.infer<typeof partyUpdateBodySchema>;
export const partyParamsSchema = z.object({ id: positiveIntSchema, partyId: positiveIntSchema });

// Conflict check (فحص تعارض المصالح)

/** A proposed party: a saved contact, or a name typed before the contact exists. */
export const conflictCandidateSchema = z.union([
  z.object({ contactId: positiveInt }),
  z.object({ name: trimmedString(2, 200) }),
]);
export type ConflictCandidate = z.infer<typeof conflictCandidateSchema>;

export const conflictCheckBodySchema = z.object({
  clients: z._default(z.array(conflictCandidateSchema).check(z.maxLength(50)), []),
  opponents: z._default(z.array(conflictCandidateSchema).check(z.maxLength(50)), []),
  /** The case being edited, whose own parties are no conflict. */
  excludeCaseId: z.optional(positiveInt),
});
export type ConflictCheckBody = z.input<typeof conflictCheckBodySchema>;

/**
 * One conflict: the contact `contactId` (named `name`) is `roleThere` in case `caseId`, and is proposed here as
 * `asRole` — a proposed client who is an opponent elsewhere, or a proposed opponent who is a client elsewhere.
 */
export const conflictHitSchema = z.object({
  caseId: z.int(),
  fileNumber: z.string(),
  /** Empty when `restricted`. */
  title: z.string(),
  contactId: z.int(),
  name: z.string(),
  roleThere: partyRoleSchema,
  asRole: partyRoleSchema,
  /**
   * True when the hit is in a team-only case the reader can't open: the conflict is real (office-wide) and kept,
   * with its file number, but the title is withheld (empty). Absent otherwise.
   */
  restricted: z.optional(z.boolean()),
});
export type ConflictHit = z.infer<typeof conflictHitSchema>;
export const conflictCheckResultSchema = z.object({ hits: z.array(conflictHitSchema) });
export type ConflictCheckResult = z.infer<typeof conflictCheckResultSchema>;

/** The check as recorded on a case. */
export const caseConflictSchema = z.object({
  state: conflictCheckStateSchema,
  hits: z.array(conflictHitSchema),
  waivedNote: z.optional(z.string()),
});
export type CaseConflict = z.infer<typeof caseConflictSchema>;

/** A party write; adding or changing a client or opponent reruns the case's conflict check (else null). */
export const partyWriteResultSchema = z.object({ party: partySchema, conflictCheck: z.nullable(caseConflictSchema) });
export type PartyWriteResult = z.infer<typeof partyWriteResultSchema>;

export const conflictWaiveBodySchema = z.object({
  note: trimmedString(1, 1000, {
    min: 'Write the reason for the waiver',
    max: 'The note is longer than 1000 characters',
  }),
});
export type ConflictWaiveBody = z.infer<typeof conflictWaiveBodySchema>;
