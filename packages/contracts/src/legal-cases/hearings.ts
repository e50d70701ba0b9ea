import { z } from 'zod/mini';
import { blankAsMissing, positiveIntSchema } from '../params.ts';
import { hearingKindSchema, hearingResultSchema, hearingStatusSchema, stageTypeSchema } from './domain.ts';
import { stageDateSchema } from './stages.ts';

/** An instant with its offset (`2026-03-01T09:00:00+03:00` or `…Z`), stored in UTC. */
const instantSchema = z.iso.datetime({ offset: true, error: 'Use an ISO date and time with its offset' });
const lawyerIdsSchema = z.array(positiveIntSchema).check(z.maxLength(20));
const remoteLinkSchema = z.string().check(z.trim(), z.maxLength(500));

/** `POST /api/legal-cases/:id/hearings`: the stage defaults to the case's current one. */
export const hearingCreateBodySchema = z.object({
  stageId: z.optional(positiveIntSchema),
  scheduledAt: instantSchema,
  kind: z._default(hearingKindSchema, 'pleading'),
  remote: z._default(z.boolean(), false),
  remoteLink: z._default(remoteLinkSchema, ''),
  lawyerIds: z._default(lawyerIdsSchema, []),
});
export type HearingCreateBody = z.infer<typeof hearingCreateBodySchema>;

/** `PATCH …/hearings/:hearingId`: reschedule a hearing still scheduled; only the fields given change. */
export const hearingUpdateBodySchema = z.object({
  scheduledAt: z.optional(instantSchema),
  kind: z.optional(hearingKindSchema),
  remote: z.optional(z.boolean()),
  remoteLink: z.optional(remoteLinkSchema),
  lawyerIds: z.optional(lawyerIdsSchema),
});
export type HearingUpdateBody = z.infer<typeof hearingUpdateBodySchema>;

/**
 * `POST …/hearings/:hearingId/outcome` (تسجيل قرار الجلسة). With `nextHearingAt` the next hearing of the chain is
 * created in the same transaction (kind and lawyers default to this hearing's); `postponed` requires it.
 */
export const hearingOutcomeBodySchema = z.object({
  result: hearingResultSchema,
  decision: z._default(z.string().check(z.trim(), z.maxLength(5000)), ''),
  postponementReason: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
  nextHearingAt: z.optional(z.nullable(instantSchema)),
  nextKind: z.optional(hearingKindSchema),
  nextLawyerIds: z.optional(lawyerIdsSchema),
});
export type HearingOutcomeBody = z.infer<typeof hearingOutcomeBodySchema>;

export const hearingParamsSchema = z.object({ id: positiveIntSchema, hearingId: positiveIntSchema });

export const hearingLawyerSchema = z.object({ id: z.int(), fullName: z.string() });
export type HearingLawyer = z.infer<typeof hearingLawyerSchema>;

export const hearingSchema = z.object({
  id: z.int(),
  caseId: z.int(),
  stageId: z.int(),
  stageType: stageTypeSchema,
  stagePosition: z.int(),
  /** The hearing this one continues (postponed from); null for the first of a chain. */
  previousHearingId: z.nullable(z.int()),
  /** The hearing that continues this one, if any. */
  nextHearingId: z.nullable(z.int()),
  scheduledAt: z.string(),
  venue: z.string(),
  kind: hearingKindSchema,
  remote: z.boolean(),
  remoteLink: z.string(),
  status: hearingStatusSchema,
  result: z.nullable(hearingResultSchema),
  decision: z.string(),
  postponementReason: z.string(),
  recordedAt: z.nullable(z.string()),
  recordedBy: z.nullable(z.int()),
  lawyers: z.array(hearingLawyerSchema),
});
export type Hearing = z.infer<typeof hearingSchema>;

/** Ordered by stage, then time: the timeline grouped by stage reads straight from it. */
export const hearingListSchema = z.object({ hearings: z.array(hearingSchema) });
export type HearingList = z.infer<typeof hearingListSchema>;

export const HEARING_WARNING_CODES = ['weekend', 'lawyerBusy'] as const;
/** Warnings, never blocks: a weekend date, or an attending lawyer in another hearing within an hour. */
export const hearingWarningSchema = z.object({
  code: z.enum(HEARING_WARNING_CODES),
  message: z.string(),
  /** `weekend`: the office day (YYYY-MM-DD) the hearing falls on. */
  date: z.optional(z.string()),
  /** `lawyerBusy`: who is booked elsewhere. */
  lawyerId: z.optional(z.int()),
  lawyerName: z.optional(z.string()),
  otherHearingId: z.optional(z.int()),
  otherScheduledAt: z.optional(z.string()),
});
export type HearingWarning = z.infer<typeof hearingWarningSchema>;

export const hearingSavedSchema = z.object({ hearing: hearingSchema, warnings: z.array(hearingWarningSchema) });
export type HearingSaved = z.infer<typeof hearingSavedSchema>;

/** The recorded hearing, and the next one when a next date was given (its warnings in `warnings`). */
export const hearingOutcomeResultSchema = z.object({
  hearing: hearingSchema,
  nextHearing: z.nullable(hearingSchema),
  warnings: z.array(hearingWarningSchema),
});
export type HearingOutcomeResult = z.infer<typeof hearingOutcomeResultSchema>;

/** The longest agenda range, in days (from and to included). */
export const AGENDA_MAX_DAYS = 31;

/** `GET /api/legal-cases/agenda` (رول الجلسات): days in the office time zone, both included. */
export const agendaQuerySchema = z.object({
  from: stageDateSchema,
  to: stageDateSchema,
  courtId: blankAsMissing(positiveIntSchema),
  lawyerId: blankAsMissing(positiveIntSchema),
});
export type AgendaQuery = z.infer<typeof agendaQuerySchema>;

export const agendaItemSchema = z.object({
  hearingId: z.int(),
  caseId: z.int(),
  fileNumber: z.string(),
  title: z.string(),
  stageType: stageTypeSchema,
  courtId: z.nullable(z.int()),
  courtName: z.string(),
  circuit: z.string(),
  courtCaseNumber: z.string(),
  courtCaseYear: z.nullable(z.int()),
  kind: hearingKindSchema,
  scheduledAt: z.string(),
  venue: z.string(),
  remote: z.boolean(),
  status: hearingStatusSchema,
  lawyers: z.array(hearingLawyerSchema),
  /** The case's clients and opponents (names joined, as in the list). */
  clientNames: z.optional(z.string()),
  opponentNames: z.optional(z.string()),
  /** The recorded result, once the hearing is held. */
  result: z.optional(z.nullable(hearingResultSchema)),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const agendaSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  hearings: z.array(agendaItemSchema),
  /**
   * When the range has no hearing: when the first one after it is (same filters), so an empty week can lead to
   * it; null when there is none, or when the range has hearings.
   */
  nextAfter: z.nullable(z.string()),
});
export type Agenda = z.infer<typeof agendaSchema>;
