import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { blankAsMissing, listPagingFields, positiveInt, positiveIntSchema } from '../params.ts';
import { toAsciiDigits } from './arabic-text.ts';
import { caseStatusSchema, poaStatusSchema, poaTypeSchema } from './domain.ts';

/**
 * Powers of attorney (وكالات). The status read is the effective one: a stored `valid` whose expiry has passed
 * reads `expired` (computed on read, never written back, so nothing has to run at midnight).
 */
export const POA_ERRORS = {
  notFound: 'Power of attorney not found',
  expiresBeforeIssue: 'The expiry date must be on or after the issue date',
  principalMissing: 'The principal does not exist',
  lawyerMissing: 'One of the lawyers does not exist',
  stale: 'The power of attorney was changed by another user',
} as const;

const dateField = z.iso.date({ error: 'This date is not correct (YYYY-MM-DD)' });
const poaNumber = z.pipe(
  trimmedString(1, 60, { min: 'Write the power of attorney number' }),
  z.transform(toAsciiDigits),
);
const idList = z.array(positiveInt).check(z.maxLength(200));

export const poaSchema = z.object({
  id: z.int(),
  number: z.string(),
  issuer: z.string(),
  issuedAt: z.string(),
  expiresAt: z.nullable(z.string()),
  type: poaTypeSchema,
  scope: z.string(),
  /** Effective: `valid` past its expiry reads `expired`. */
  status: poaStatusSchema,
  principal: z.object({ id: z.int(), nameAr: z.string() }),
  lawyers: z.array(z.object({ id: z.int(), fullName: z.string() })),
  cases: z.array(z.object({ id: z.int(), fileNumber: z.string(), title: z.string(), status: caseStatusSchema })),
  documentId: z.nullable(z.int()),
  createdAt: z.string(),
  /** Send it back with an update; a stale one answers 409 (POA_ERRORS.stale). */
  version: z.int(),
});
export type PowerOfAttorney = z.infer<typeof poaSchema>;

export const poaListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: blankAsMissing(poaStatusSchema),
  /** Valid powers expiring from today to today + N days. */
  expiringWithinDays: blankAsMissing(z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(3650)))),
  principalId: blankAsMissing(positiveIntSchema),
  ...listPagingFields,
});
export type PoaListQuery = z.infer<typeof poaListQuerySchema>;
export const poaListSchema = z.object({
  powers: z.array(poaSchema),
  total: z.int(),
  page: z.int(),
  totalPages: z.int(),
});
export type PoaList = z.infer<typeof poaListSchema>;

const expiryAfterIssue = z.refine<{ issuedAt?: string; expiresAt?: string | null }>(
  (body) => !body.issuedAt || !body.expiresAt || body.expiresAt >= body.issuedAt,
  { error: POA_ERRORS.expiresBeforeIssue, path: ['expiresAt'] },
);

export const poaCreateBodySchema = z
  .object({
    number: poaNumber,
    issuer: z._default(trimmedString(0, 120), ''),
    issuedAt: dateField,
    expiresAt: z._default(z.nullable(dateField), null),
    type: poaTypeSchema,
    scope: z._default(trimmedString(0, 2000), ''),
    principalContactId: positiveInt,
    lawyerIds: z._default(idList, []),
    caseIds: z._default(idList, []),
  })
  .check(expiryAfterIssue);
export type PoaCreateBody = z.input<typeof poaCreateBodySchema>;
export type PoaCreateInput = z.output<typeof poaCreateBodySchema>;

/** Any subset, with the `version` read; `lawyerIds` / `caseIds` replace the lists; `status: 'revoked'` revokes. */
export const poaUpdateBodySchema = z
  .object({
    version: positiveInt,
    number: z.optional(poaNumber),
    issuer: z.optional(trimmedString(0, 120)),
    issuedAt: z.optional(dateField),
    expiresAt: z.optional(z.nullable(dateField)),
    type: z.optional(poaTypeSchema),
    scope: z.optional(trimmedString(0, 2000)),
    status: z.optional(poaStatusSchema),
    principalContactId: z.optional(positiveInt),
    lawyerIds: z.optional(idList),
    caseIds: z.optional(idList),
  })
  .check(expiryAfterIssue);
export type PoaUpdateBody = z.input<typeof poaUpdateBodySchema>;
export type PoaUpdateInput = z.output<typeof poaUpdateBodySchema>;

export const casePowerLinkBodySchema = z.object({ poaId: positiveInt });
export const casePowerParamsSchema = z.object({ id: positiveIntSchema, poaId: positiveIntSchema });
export const casePowerListSchema = z.object({ powers: z.array(poaSchema) });
