import { z } from 'zod/mini';
import { blankAsMissing, isCalendarDate, listPagingFields, orderBySchema, positiveInt } from '../params.ts';
import { toAsciiDigits } from './arabic-text.ts';
import { CASE_AMOUNT_MESSAGE, caseStageSchema } from './stages.ts';
import {
  CASE_CURRENCY_DEFAULT,
  CASE_LIST_CHIPS,
  CASE_SORT_KEYS,
  caseCategorySchema,
  caseOutcomeSchema,
  casePrioritySchema,
  caseStatusSchema,
  conflictCheckStateSchema,
  partyCapacitySchema,
  partyRoleSchema,
  stageTypeSchema,
  yearCalendarSchema,
} from './domain.ts';

/** The core case calls: list, details, create, edit, status transitions, activity, form options. */

export const CASE_ERRORS = {
  titleLength: 'The title must be 3 to 200 characters',
  openedAtFuture: 'The opening date cannot be in the future',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  invalidAmount: CASE_AMOUNT_MESSAGE,
  invalidYear: 'The case year must be from 1900 to 2100 (Gregorian) or from 1300 to 1500 (Hijri)',
  clientRequired: 'Add at least one client',
  waivedNeedsNote: 'Give the reason for waiving the conflict of interest',
  lawyerUnknown: 'The responsible lawyer does not exist or is not active',
  userUnknown: 'A user on the team does not exist',
  contactUnknown: 'Contact not found',
  courtUnknown: 'Court not found',
  powerUnknown: 'Power of attorney not found',
  fileNumberTaken: 'Another case already has this file number',
  fileNumberForbidden: 'Only administrators can change the file number',
  transitionNotAllowed: 'The case cannot move to this status',
  conflictCheckNeeded: 'The case needs a clear or waived conflict-of-interest check before it becomes active',
  reasonRequired: 'Give the reason',
  closeReasonRequired: 'Give the reason for closing',
  closedAtRequired: 'Enter the closing date',
  closedBeforeOpened: 'The closing date cannot be before the opening date',
  outcomeRequired: 'Choose the outcome of the final judgment',
  unarchiveForbidden: 'Only administrators can take a case out of the archive',
  archivedReadOnly: 'The case is archived: take it out of the archive before changing it',
} as const;

/** The close reason that needs a real outcome (not `pending`). */
export const CLOSE_REASON_FINAL_JUDGMENT = 'finalJudgment';

/** Today as `YYYY-MM-DD` in the local calendar of whoever validates (the browser, or the server). */
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) => z._default(text(max), '');
/** Text whose digits are stored as ASCII (numbers and IDs typed with Arabic-Indic digits). */
const digitsText = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    z.transform((value) => toAsciiDigits(value).trim()),
  );

/** A plain date `YYYY-MM-DD` (Arabic-Indic digits accepted) that exists in the calendar. */
export const isoDateSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => toAsciiDigits(value).trim()),
  ),
  z.string().check(
    z.refine(isCalendarDate, {
      error: CASE_ERRORS.invalidDate,
    }),
  ),
);

/** Money: decimal text or a number, ≥ 0 with at most 2 decimals; answered as decimal text ("1250.50"). */
export const moneyInputSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => toAsciiDigits(String(value)).trim().replace(/[٬,]/g, '').replace('٫', '.')),
    z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, { error: CASE_ERRORS.invalidAmount })),
  ),
);

const idSchema = positiveInt;
/** A whole number, also typed as text with Arabic-Indic digits. */
const wholeNumberSchema = z.pipe(
  z.union([z.int(), z.string()]),
  z.pipe(
    z.transform((value: number | string) => Number(toAsciiDigits(String(value)).trim())),
    z.int(),
  ),
);

const titleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, { error: CASE_ERRORS.titleLength }),
    z.maxLength(200, { error: CASE_ERRORS.titleLength }),
  );
const openedAtSchema = z.pipe(
  isoDateSchema,
  z.string().check(z.refine((value) => value <= todayIso(), { error: CASE_ERRORS.openedAtFuture })),
);

export const casePartyInputSchema = z.object({
  contactId: idSchema,
  role: partyRoleSchema,
  capacity: partyCapacitySchema,
});
export type CasePartyInput = z.infer<typeof casePartyInputSchema>;

/** The first court stage entered with the case; the year range depends on its calendar. */
export const caseFirstStageInputSchema = z
  .object({
    type: stageTypeSchema,
    courtId: z.optional(z.nullable(idSchema)),
    circuit: optionalText(200),
    judge: optionalText(200),
    courtCaseNumber: z._default(digitsText(100), ''),
    courtCaseYear: z.optional(z.nullable(wholeNumberSchema)),
    courtCaseYearCalendar: z._default(yearCalendarSchema, 'gregorian'),
    filedAt: z.optional(z.nullable(isoDateSchema)),
  })
  .check(
    z.refine(
      (stage) => {
        if (stage.courtCaseYear == null) return true;
        const [min, max] = stage.courtCaseYearCalendar === 'hijri' ? [1300, 1500] : [1900, 2100];
        return stage.courtCaseYear >= min && stage.courtCaseYear <= max;
      },
      { error: CASE_ERRORS.invalidYear, path: ['courtCaseYear'] },
    ),
  );

export const caseConflictCheckInputSchema = z
  .object({ state: z.enum(['clear', 'conflict', 'waived']), note: optionalText(2000) })
  .check(
    z.refine((check) => check.state !== 'waived' || check.note !== '', {
      error: CASE_ERRORS.waivedNeedsNote,
      path: ['note'],
    }),
  );

/** The fields of the edit form (create and update share them). */
const caseBasicsFields = {
  title: titleSchema,
  description: optionalText(5000),
  legalBasis: optionalText(2000),
  category: caseCategorySchema,
  subType: optionalText(200),
  priority: z._default(casePrioritySchema, 'normal'),
  tags: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))).check(z.maxLength(30)), []),
  openedAt: openedAtSchema,
  responsibleLawyerId: idSchema,
  teamIds: z._default(z.array(idSchema).check(z.maxLength(50)), []),
  teamOnly: z._default(z.boolean(), false),
  claimAmount: z.optional(z.nullable(moneyInputSchema)),
  currency: z._default(z.string().check(z.trim(), z.regex(/^[A-Z]{3}$/)), CASE_CURRENCY_DEFAULT),
  limitationDate: z.optional(z.nullable(isoDateSchema)),
  najizReference: z._default(digitsText(100), ''),
  powerOfAttorneyIds: z._default(z.array(idSchema).check(z.maxLength(50)), []),
  conflictCheck: z.optional(caseConflictCheckInputSchema),
};

export const caseCreateBodySchema = z.object({
  ...caseBasicsFields,
  parties: z.array(casePartyInputSchema).check(
    z.maxLength(100),
    z.refine((parties) => parties.some((party) => party.role === 'client'), { error: CASE_ERRORS.clientRequired }),
  ),
  firstStage: z.optional(z.nullable(caseFirstStageInputSchema)),
});
export type CaseCreateBody = z.input<typeof caseCreateBodySchema>;
export type CaseCreateInput = z.output<typeof caseCreateBodySchema>;

/** An edit sends only what changed, with the version it read; status, parties and stages have their own calls. */
export const caseUpdateBodySchema = z.object({
  version: idSchema,
  fileNumber: z.optional(z.pipe(digitsText(30), z.string().check(z.minLength(1)))),
  title: z.optional(titleSchema),
  description: z.optional(text(5000)),
  legalBasis: z.optional(text(2000)),
  category: z.optional(caseCategorySchema),
  subType: z.optional(text(200)),
  priority: z.optional(casePrioritySchema),
  tags: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))).check(z.maxLength(30))),
  openedAt: z.optional(openedAtSchema),
  responsibleLawyerId: z.optional(idSchema),
  teamIds: z.optional(z.array(idSchema).check(z.maxLength(50))),
  teamOnly: z.optional(z.boolean()),
  claimAmount: z.optional(z.nullable(moneyInputSchema)),
  currency: z.optional(z.string().check(z.trim(), z.regex(/^[A-Z]{3}$/))),
  limitationDate: z.optional(z.nullable(isoDateSchema)),
  najizReference: z.optional(digitsText(100)),
  powerOfAttorneyIds: z.optional(z.array(idSchema).check(z.maxLength(50))),
  conflictCheck: z.optional(caseConflictCheckInputSchema),
});
export type CaseUpdateBody = z.input<typeof caseUpdateBodySchema>;
export type CaseUpdateInput = z.output<typeof caseUpdateBodySchema>;

export const caseTransitionBodySchema = z.object({
  to: caseStatusSchema,
  reason: optionalText(2000),
  version: idSchema,
  closeReason: z.optional(text(200)),
  closedAt: z.optional(isoDateSchema),
  outcome: z.optional(caseOutcomeSchema),
});
export type CaseTransitionBody = z.input<typeof caseTransitionBodySchema>;
export type CaseTransitionInput = z.output<typeof caseTransitionBodySchema>;

// List

export const caseListChipSchema = z.enum(CASE_LIST_CHIPS);
export const caseSortKeySchema = z.enum(CASE_SORT_KEYS);
export type CaseListChip = (typeof CASE_LIST_CHIPS)[number];
export type CaseSortKey = (typeof CASE_SORT_KEYS)[number];

/** `status=active,suspended`: several values in one URL parameter. */
const statusList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ),
  z.array(caseStatusSchema),
);
const queryId = z.pipe(z.coerce.number(), positiveInt);

/** The filters of the list and of its CSV export (they live in the page's URL). */
export const caseListFilterFields = {
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  status: blankAsMissing(statusList),
  outcome: blankAsMissing(caseOutcomeSchema),
  category: blankAsMissing(caseCategorySchema),
  stageType: blankAsMissing(stageTypeSchema),
  courtId: blankAsMissing(queryId),
  lawyerId: blankAsMissing(queryId),
  clientId: blankAsMissing(queryId),
  priority: blankAsMissing(casePrioritySchema),
  openedFrom: blankAsMissing(isoDateSchema),
  openedTo: blankAsMissing(isoDateSchema),
  hearingFrom: blankAsMissing(isoDateSchema),
  hearingTo: blankAsMissing(isoDateSchema),
  chip: blankAsMissing(caseListChipSchema),
  sortBy: blankAsMissing(caseSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
};
export const caseListQuerySchema = z.object({ ...caseListFilterFields, ...listPagingFields });
export type CaseListQuery = z.output<typeof caseListQuerySchema>;
export const caseExportQuerySchema = z.object(caseListFilterFields);
export type CaseListFilters = z.output<typeof caseExportQuerySchema>;

const personSchema = z.object({ id: z.int(), fullName: z.string() });

export const caseListItemSchema = z.object({
  id: z.int(),
  fileNumber: z.string(),
  title: z.string(),
  clientNames: z.string(),
  opponentNames: z.string(),
  currentCourtName: z.string(),
  currentCircuit: z.string(),
  currentCourtCaseNumber: z.string(),
  currentCourtCaseYear: z.nullable(z.int()),
  currentStageType: z.nullable(stageTypeSchema),
  status: caseStatusSchema,
  outcome: caseOutcomeSchema,
  nextHearingAt: z.nullable(z.string()),
  lastDecision: z.string(),
  responsibleLawyer: z.nullable(personSchema),
  priority: casePrioritySchema,
  updatedAt: z.string(),
  claimAmount: z.nullable(z.string()),
  currency: z.string(),
});
export type CaseListItem = z.infer<typeof caseListItemSchema>;

export const caseListSchema = z.object({
  cases: z.array(caseListItemSchema),
  /** With `totalCapped`, a lower bound: a search counts its matches up to a cap (shown as "1,000+"). */
  total: z.int(),
  /** True when a search matched more than `total` cases and stopped counting there; absent or false otherwise. */
  totalCapped: z.optional(z.boolean()),
  totalPages: z.int(),
  page: z.int(),
});
export type CaseList = z.infer<typeof caseListSchema>;

// Details

export const casePartySchema = z.object({
  id: z.int(),
  contactId: z.int(),
  nameAr: z.string(),
  nameEn: z.string(),
  aliases: z.array(z.string()),
  role: partyRoleSchema,
  capacity: partyCapacitySchema,
});
export type CaseParty = z.infer<typeof casePartySchema>;

export const caseDetailSchema = z.object({
  ...caseListItemSchema.shape,
  description: z.string(),
  legalBasis: z.string(),
  category: caseCategorySchema,
  subType: z.string(),
  tags: z.array(z.string()),
  closeReason: z.nullable(z.string()),
  openedAt: z.string(),
  closedAt: z.nullable(z.string()),
  teamOnly: z.boolean(),
  team: z.array(personSchema),
  judgedAmount: z.nullable(z.string()),
  limitationDate: z.nullable(z.string()),
  najizReference: z.string(),
  conflictCheck: conflictCheckStateSchema,
  conflictCheckResult: z.nullable(z.record(z.string(), z.unknown())),
  parties: z.array(casePartySchema),
  stages: z.array(caseStageSchema),
  powerOfAttorneyIds: z.array(z.int()),
  currentStageId: z.nullable(z.int()),
  currentCourtId: z.nullable(z.int()),
  openTaskCount: z.int(),
  appealDeadline: z.nullable(z.string()),
  poaExpiresAt: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.nullable(z.int()),
  updatedBy: z.nullable(z.int()),
  /** Send it back with an edit or a transition; a stale one answers 409. */
  version: z.int(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** What a close should make the user look at: hearings still ahead, tasks still open. */
export const caseTransitionWarningSchema = z.object({ code: z.enum(['futureHearings', 'openTasks']), count: z.int() });
export const caseTransitionResultSchema = z.object({
  case: caseDetailSchema,
  warnings: z.array(caseTransitionWarningSchema),
});
export type CaseTransitionResult = z.infer<typeof caseTransitionResultSchema>;

export const caseActivityQuerySchema = z.object({
  page: listPagingFields.page,
  itemsPerPage: z.catch(z._default(z.pipe(z.coerce.number(), z.int().check(z.positive(), z.maximum(100))), 20), 20),
});
export const caseActivityListSchema = z.object({
  activity: z.array(
    z.object({
      id: z.int(),
      action: z.string(),
      details: z.record(z.string(), z.unknown()),
      userId: z.nullable(z.int()),
      userName: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  total: z.int(),
  page: z.int(),
});
export type CaseActivityList = z.infer<typeof caseActivityListSchema>;

export const caseOptionsSchema = z.object({
  lawyers: z.array(personSchema),
  courts: z.array(z.object({ id: z.int(), nameAr: z.string(), nameEn: z.string(), city: z.string() })),
});
export type CaseOptions = z.infer<typeof caseOptionsSchema>;
