import { z } from 'zod/mini';
import { isCalendarDate, positiveIntSchema } from '../params.ts';
import { toAsciiDigits } from './arabic-text.ts';
import { stageTypeSchema, yearCalendarSchema } from './domain.ts';

/** A plain date `YYYY-MM-DD` that exists in the calendar (2026-02-30 is refused). */
export const stageDateSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use the form YYYY-MM-DD' }),
    z.refine(isCalendarDate, { error: 'Not a real date' }),
  );

/** Free text holding numbers (court case numbers, judgment and deed numbers): trimmed, Arabic-Indic digits → ASCII. */
export const digitsText = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    z.transform((text) => toAsciiDigits(text).trim()),
  );

/** A whole number given as a number or as text (also in Arabic-Indic digits). */
const asciiIntSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.pipe(
    z.transform((value: number | string) =>
      typeof value === 'string' ? Number(toAsciiDigits(value).trim() || Number.NaN) : value,
    ),
    z.int({ error: 'Enter a whole number' }),
  ),
);

/** What a user is told about an amount they may leave at zero (a claim, a judgment): an example, not the rule. */
export const CASE_AMOUNT_MESSAGE = 'Enter an amount, such as 1250.50';

/** Money as decimal text ("1250.50", ≥ 0, at most 2 decimals), never a float; Arabic-Indic digits accepted. */
export const moneyTextSchema = z.pipe(
  z.string(),
  z.pipe(
    z.transform((text: string) => toAsciiDigits(text).trim()),
    z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, { error: CASE_AMOUNT_MESSAGE })),
  ),
);

/** Court case year ranges per calendar (legal-cases.md § Validation). */
export const COURT_CASE_YEAR_RANGES = { gregorian: [1900, 2100], hijri: [1300, 1500] } as const;

/** The court fields of a stage, shared by adding, editing and promoting. */
const stageCourtFields = {
  courtId: z.optional(z.nullable(positiveIntSchema)),
  circuit: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  judge: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  courtCaseNumber: z.optional(digitsText(50)),
  courtCaseYear: z.optional(z.nullable(asciiIntSchema)),
  courtCaseYearCalendar: z.optional(yearCalendarSchema),
  filedAt: z.optional(z.nullable(stageDateSchema)),
};

/** `POST /api/legal-cases/:id/stages`. */
export const stageCreateBodySchema = z.object({ type: stageTypeSchema, ...stageCourtFields });
export type StageCreateBody = z.infer<typeof stageCreateBodySchema>;

/** `PATCH /api/legal-cases/:id/stages/:stageId`: only the fields given change. */
export const stageUpdateBodySchema = z.object({
  type: z.optional(stageTypeSchema),
  ...stageCourtFields,
  endedAt: z.optional(z.nullable(stageDateSchema)),
});
export type StageUpdateBody = z.infer<typeof stageUpdateBodySchema>;

/** `POST …/stages/:stageId/judgment`: الحكم. */
export const judgmentBodySchema = z.object({
  number: z._default(digitsText(100), ''),
  date: stageDateSchema,
  type: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  summary: z._default(z.string().check(z.trim(), z.maxLength(5000)), ''),
  amount: z.optional(z.nullable(moneyTextSchema)),
  deedNumber: z._default(digitsText(100), ''),
  final: z._default(z.boolean(), false),
});
export type JudgmentBody = z.infer<typeof judgmentBodySchema>;

/** Stages a case is promoted to (ترقية للاستئناف / النقض / التنفيذ). */
export const PROMOTION_TYPES = ['appeal', 'cassation', 'enforcement'] as const;
export const promotionTypeSchema = z.enum(PROMOTION_TYPES);
export type PromotionType = z.infer<typeof promotionTypeSchema>;

/** `POST …/stages/:stageId/promote`: the new stage's type and court. */
export const stagePromoteBodySchema = z.object({ type: promotionTypeSchema, ...stageCourtFields });
export type StagePromoteBody = z.infer<typeof stagePromoteBodySchema>;

export const stageParamsSchema = z.object({ id: positiveIntSchema, stageId: positiveIntSchema });

export const judgmentSchema = z.object({
  number: z.string(),
  date: z.string(),
  type: z.string(),
  summary: z.string(),
  amount: z.nullable(z.string()),
  deedNumber: z.string(),
  final: z.boolean(),
});
export type Judgment = z.infer<typeof judgmentSchema>;

export const caseStageSchema = z.object({
  id: z.int(),
  caseId: z.int(),
  type: stageTypeSchema,
  position: z.int(),
  /** The case's current stage: the last one. */
  current: z.boolean(),
  courtId: z.nullable(z.int()),
  courtName: z.string(),
  circuit: z.string(),
  judge: z.string(),
  courtCaseNumber: z.string(),
  courtCaseYear: z.nullable(z.int()),
  courtCaseYearCalendar: yearCalendarSchema,
  filedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  judgment: z.nullable(judgmentSchema),
  /** Judgment date + the appeal days; null when there is no judgment or it is final. */
  appealDeadline: z.nullable(z.string()),
});
export type CaseStage = z.infer<typeof caseStageSchema>;

export const caseStageListSchema = z.object({ stages: z.array(caseStageSchema) });
export type CaseStageList = z.infer<typeof caseStageListSchema>;
