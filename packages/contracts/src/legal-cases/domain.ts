import { z } from 'zod/mini';

/**
 * The legal-cases domain's fixed values (shared/spec/legal-cases.md). Status, outcome and stage are three separate
 * fields, never one enum. Labels live in the web's `legal-cases` i18n namespace, keyed by these values.
 */
export const CASE_STATUSES = ['intake', 'active', 'suspended', 'closed', 'archived'] as const;
export const CASE_OUTCOMES = ['pending', 'won', 'lost', 'partial', 'settled', 'dismissed', 'withdrawn'] as const;
export const CASE_CATEGORIES = [
  'labour',
  'commercial',
  'civil',
  'criminal',
  'family',
  'administrative',
  'enforcement',
  'other',
] as const;
export const CASE_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
/** صفة: a party's standing in the case. */
export const PARTY_CAPACITIES = [
  'plaintiff',
  'defendant',
  'appellant',
  'appellee',
  'enforcementRequester',
  'enforcementDebtor',
  'complainant',
  'accused',
  'other',
] as const;
export const PARTY_ROLES = ['client', 'opponent', 'opposingCounsel', 'expert', 'witness', 'other'] as const;
export const STAGE_TYPES = [
  'firstInstance',
  'appeal',
  'cassation',
  'enforcement',
  'reconciliation',
  'arbitration',
] as const;
export const YEAR_CALENDARS = ['gregorian', 'hijri'] as const;
export const HEARING_KINDS = ['pleading', 'preparation', 'verdict', 'expertise', 'reconciliation'] as const;
export const HEARING_STATUSES = ['scheduled', 'held', 'postponed', 'cancelled'] as const;
export const HEARING_RESULTS = ['postponed', 'reserved', 'judgment', 'struckOff', 'other'] as const;
export const CONTACT_KINDS = ['person', 'organization', 'government'] as const;
export const ID_TYPES = ['nationalId', 'iqama', 'passport', 'commercialRegistration', 'other'] as const;
export const POA_TYPES = ['general', 'special', 'litigation'] as const;
export const POA_STATUSES = ['valid', 'expired', 'revoked'] as const;
export const DOCUMENT_CATEGORIES = [
  'statementOfClaim',
  'memo',
  'judgment',
  'hearingMinutes',
  'powerOfAttorney',
  'contract',
  'other',
] as const;
export const FEE_ENTRY_KINDS = ['agreement', 'payment', 'expense'] as const;
export const CONFLICT_CHECK_STATES = ['notChecked', 'clear', 'conflict', 'waived'] as const;

/** The list's quick chips and sort keys (here, with no schema around them, so the web's URL schemas stay small). */
export const CASE_LIST_CHIPS = [
  'hearingsThisWeek',
  'overdueHearings',
  'appealDeadlines',
  'expiringPowers',
  'mine',
] as const;
export const CASE_SORT_KEYS = [
  'nextHearing',
  'updatedAt',
  'openedAt',
  'priority',
  'claimAmount',
  'fileNumber',
] as const;

export const caseStatusSchema = z.enum(CASE_STATUSES);
export const caseOutcomeSchema = z.enum(CASE_OUTCOMES);
export const caseCategorySchema = z.enum(CASE_CATEGORIES);
export const casePrioritySchema = z.enum(CASE_PRIORITIES);
export const partyCapacitySchema = z.enum(PARTY_CAPACITIES);
export const partyRoleSchema = z.enum(PARTY_ROLES);
export const stageTypeSchema = z.enum(STAGE_TYPES);
export const yearCalendarSchema = z.enum(YEAR_CALENDARS);
export const hearingKindSchema = z.enum(HEARING_KINDS);
export const hearingStatusSchema = z.enum(HEARING_STATUSES);
export const hearingResultSchema = z.enum(HEARING_RESULTS);
export const contactKindSchema = z.enum(CONTACT_KINDS);
export const idTypeSchema = z.enum(ID_TYPES);
export const poaTypeSchema = z.enum(POA_TYPES);
export const poaStatusSchema = z.enum(POA_STATUSES);
export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES);
export const feeEntryKindSchema = z.enum(FEE_ENTRY_KINDS);
export const conflictCheckStateSchema = z.enum(CONFLICT_CHECK_STATES);

export type CaseStatus = (typeof CASE_STATUSES)[number];
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
export type CaseCategory = (typeof CASE_CATEGORIES)[number];
export type CasePriority = (typeof CASE_PRIORITIES)[number];
export type PartyCapacity = (typeof PARTY_CAPACITIES)[number];
export type PartyRole = (typeof PARTY_ROLES)[number];
export type StageType = (typeof STAGE_TYPES)[number];
export type YearCalendar = (typeof YEAR_CALENDARS)[number];
export type HearingKind = (typeof HEARING_KINDS)[number];
export type HearingStatus = (typeof HEARING_STATUSES)[number];
export type HearingResult = (typeof HEARING_RESULTS)[number];
export type ContactKind = (typeof CONTACT_KINDS)[number];
export type IdType = (typeof ID_TYPES)[number];
export type PoaType = (typeof POA_TYPES)[number];
export type PoaStatus = (typeof POA_STATUSES)[number];
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export type FeeEntryKind = (typeof FEE_ENTRY_KINDS)[number];
export type ConflictCheckState = (typeof CONFLICT_CHECK_STATES)[number];

/**
 * The status transitions the server allows (from → to). Each needs a reason; closing needs a close reason and
 * date; archived → closed is for admins only (manage LegalCase).
 */
export const CASE_TRANSITIONS: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  intake: ['active', 'closed'],
  active: ['suspended', 'closed'],
  suspended: ['active', 'closed'],
  closed: ['active', 'archived'],
  archived: ['closed'],
};

/** Promotion to the next stage maps each party's capacity (مدعي → مستأنف …); unlisted capacities stay. */
export const APPEAL_CAPACITY_MAP: Partial<Record<PartyCapacity, PartyCapacity>> = {
  plaintiff: 'appellant',
  defendant: 'appellee',
};
export const ENFORCEMENT_CAPACITY_MAP: Partial<Record<PartyCapacity, PartyCapacity>> = {
  plaintiff: 'enforcementRequester',
  appellant: 'enforcementRequester',
  defendant: 'enforcementDebtor',
  appellee: 'enforcementDebtor',
};

/** Configurable defaults (legal-cases.md): days to appeal after a judgment, the weekend, the currency. */
export const APPEAL_DAYS_DEFAULT = 30;
/** Days of the week as `Date.getUTCDay()` numbers: Friday and Saturday. */
export const WEEKEND_DAYS_DEFAULT = [5, 6] as const;
export const CASE_CURRENCY_DEFAULT = 'SAR';
/** The message of a stale case edit (409). */
export const CASE_STALE_MESSAGE = 'The case was changed by another user';
