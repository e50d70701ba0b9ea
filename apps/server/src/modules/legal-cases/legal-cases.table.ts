import type {
  CaseCategory,
  CaseOutcome,
  CasePriority,
  CaseStatus,
  ConflictCheckState,
  ContactKind,
  DocumentCategory,
  FeeEntryKind,
  HearingKind,
  HearingResult,
  HearingStatus,
  IdType,
  PartyCapacity,
  PartyRole,
  PoaStatus,
  PoaType,
  StageType,
  YearCalendar,
} from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, money } from '../../db/schema/column-types.ts';
import { users } from '../../db/schema/users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const caseRef = () =>
  integer('case_id')
    .notNull()
    .references(() => legalCases.id, { onDelete: 'cascade' });

/** Courts the office appears before (a configurable list; stages name one). */
export const legalCourts = pgTable('legal_courts', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull().default(''),
  city: text('city').notNull().default(''),
});

/** People, companies and government bodies: clients, opponents, counsel, experts, witnesses, principals. */
export const legalContacts = pgTable(
  'legal_contacts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContactKind>().notNull(),
    /** Required; four parts for a person. */
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull().default(''),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    idType: text('id_type').$type<IdType>(),
    /** ASCII digits (Arabic-Indic digits are normalised before saving). */
    idNumber: text('id_number'),
    commercialRegistration: text('commercial_registration'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    /** normalizeSearchText of both names and every alias: what search and the conflict check match. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('legal_contacts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('legal_contacts_id_number_idx').on(t.idNumber),
  ],
);

/**
 * A case file. `status`, `outcome` and the current stage are separate. The `current*`, `next*`, `*Names`,
 * `lastDecision`, `openTaskCount`, `appealDeadline`, `poaExpiresAt` and `searchText` columns are derived, kept up
 * to date by the server in the transaction of each change (legal-cases.derived.ts), so the list filters and
 * sorts on indexed columns of one table.
 */
export const legalCases = pgTable(
  'legal_cases',
  {
    id: serial('id').primaryKey(),
    /** `YYYY/NNNN`: year of opening / sequence; unique; editable by admins. */
    fileNumber: text('file_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    legalBasis: text('legal_basis').notNull().default(''),
    category: text('category').$type<CaseCategory>().notNull(),
    subType: text('sub_type').notNull().default(''),
    priority: text('priority').$type<CasePriority>().notNull().default('normal'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<CaseStatus>().notNull().default('intake'),
    outcome: text('outcome').$type<CaseOutcome>().notNull().default('pending'),
    closeReason: text('close_reason'),
    openedAt: date('opened_at').notNull(),
    closedAt: date('closed_at'),
    responsibleLawyerId: integer('responsible_lawyer_id')
      .notNull()
      .references(() => users.id),
    /** Only the team (and holders of manage LegalCase) may read a team-only case. */
    teamOnly: boolean('team_only').notNull().default(false),
    claimAmount: money('claim_amount'),
    judgedAmount: money('judged_amount'),
    currency: text('currency').notNull().default('SAR'),
    limitationDate: date('limitation_date'),
    najizReference: text('najiz_reference').notNull().default(''),
    conflictCheck: text('conflict_check').$type<ConflictCheckState>().notNull().default('notChecked'),
    /** What the last conflict check found (case ids and names) and, when waived, the note. */
    conflictCheckResult: jsonb('conflict_check_result').$type<Record<string, unknown>>(),
    // Derived (see above).
    currentStageId: integer('current_stage_id'),
    currentStageType: text('current_stage_type').$type<StageType>(),
    currentCourtId: integer('current_court_id'),
    currentCourtName: text('current_court_name').notNull().default(''),
    currentCircuit: text('current_circuit').notNull().default(''),
    currentCourtCaseNumber: text('current_court_case_number').notNull().default(''),
    currentCourtCaseYear: integer('current_court_case_year'),
    clientNames: text('client_names').notNull().default(''),
    opponentNames: text('opponent_names').notNull().default(''),
    /** The earliest hearing still waiting for its result (in the past when overdue). */
    nextHearingAt: timestamp('next_hearing_at', { withTimezone: true }),
    lastDecision: text('last_decision').notNull().default(''),
    openTaskCount: integer('open_task_count').notNull().default(0),
    appealDeadline: date('appeal_deadline'),
    /** The earliest expiry among the valid powers of attorney linked to the case. */
    poaExpiresAt: date('poa_expires_at'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: userRef('updated_by'),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('legal_cases_file_number_idx').on(t.fileNumber),
    // The list: live (not deleted) cases; each sort and the common filters end in the id tiebreak.
    index('legal_cases_next_hearing_idx')
      .on(t.nextHearingAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_updated_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_opened_idx')
      .on(t.openedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_status_next_hearing_idx')
      .on(t.status, t.nextHearingAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_lawyer_next_hearing_idx')
      .on(t.responsibleLawyerId, t.nextHearingAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_priority_idx')
      .on(t.priority, t.nextHearingAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_claim_amount_idx')
      .on(t.claimAmount, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_court_idx')
      .on(t.currentCourtId, t.nextHearingAt)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_appeal_deadline_idx')
      .on(t.appealDeadline)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_poa_expires_idx')
      .on(t.poaExpiresAt)
      .where(sql`${t.deletedAt} is null`),
    index('legal_cases_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The next file number's sequence per opening year. */
export const legalCaseSequences = pgTable('legal_case_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** فريق العمل: users working on a case besides the responsible lawyer. */
export const legalCaseTeam = pgTable(
  'legal_case_team',
  {
    caseId: caseRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index('legal_case_team_user_idx').on(t.userId)],
);

/** A contact's part in a case: role (client, opponent …) and capacity (plaintiff, appellee …). */
export const legalCaseParties = pgTable(
  'legal_case_parties',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => legalContacts.id),
    role: text('role').$type<PartyRole>().notNull(),
    capacity: text('capacity').$type<PartyCapacity>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('legal_case_parties_case_idx').on(t.caseId),
    index('legal_case_parties_contact_idx').on(t.contactId, t.role),
  ],
);

/** مرحلة التقاضي: each court level is its own record (the court case number changes on appeal). */
export const legalCaseStages = pgTable(
  'legal_case_stages',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    type: text('type').$type<StageType>().notNull(),
    courtId: integer('court_id').references(() => legalCourts.id),
    circuit: text('circuit').notNull().default(''),
    judge: text('judge').notNull().default(''),
    courtCaseNumber: text('court_case_number').notNull().default(''),
    courtCaseYear: integer('court_case_year'),
    courtCaseYearCalendar: text('court_case_year_calendar').$type<YearCalendar>().notNull().default('gregorian'),
    filedAt: date('filed_at'),
    endedAt: date('ended_at'),
    judgmentNumber: text('judgment_number'),
    judgmentDate: date('judgment_date'),
    judgmentType: text('judgment_type'),
    judgmentSummary: text('judgment_summary'),
    judgmentAmount: money('judgment_amount'),
    judgmentDeedNumber: text('judgment_deed_number'),
    judgmentFinal: boolean('judgment_final'),
    appealDeadline: date('appeal_deadline'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('legal_case_stages_case_idx').on(t.caseId, t.position),
    index('legal_case_stages_court_number_idx').on(t.courtCaseNumber),
  ],
);

/** جلسة: hearings form a chain — recording one's outcome with a next date creates the next (`previousHearingId`). */
export const legalHearings = pgTable(
  'legal_hearings',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => legalCaseStages.id, { onDelete: 'cascade' }),
    previousHearingId: integer('previous_hearing_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** Copied from the stage's court and circuit when scheduled. */
    venue: text('venue').notNull().default(''),
    kind: text('kind').$type<HearingKind>().notNull().default('pleading'),
    remote: boolean('remote').notNull().default(false),
    remoteLink: text('remote_link').notNull().default(''),
    status: text('status').$type<HearingStatus>().notNull().default('scheduled'),
    result: text('result').$type<HearingResult>(),
    decision: text('decision').notNull().default(''),
    postponementReason: text('postponement_reason').notNull().default(''),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    recordedBy: userRef('recorded_by'),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
  },
  (t) => [
    index('legal_hearings_case_idx').on(t.caseId, t.scheduledAt),
    // The agenda (رول الجلسات) by day or week.
    index('legal_hearings_scheduled_idx').on(t.scheduledAt),
  ],
);

/** The lawyers attending a hearing (the double-booking warning looks here). */
export const legalHearingLawyers = pgTable(
  'legal_hearing_lawyers',
  {
    hearingId: integer('hearing_id')
      .notNull()
      .references(() => legalHearings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.hearingId, t.userId] }), index('legal_hearing_lawyers_user_idx').on(t.userId)],
);

/** وكالة: a power of attorney, linked to the cases it covers. */
export const legalPowersOfAttorney = pgTable(
  'legal_powers_of_attorney',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    issuer: text('issuer').notNull().default(''),
    issuedAt: date('issued_at').notNull(),
    expiresAt: date('expires_at'),
    type: text('type').$type<PoaType>().notNull(),
    scope: text('scope').notNull().default(''),
    principalContactId: integer('principal_contact_id')
      .notNull()
      .references(() => legalContacts.id),
    status: text('status').$type<PoaStatus>().notNull().default('valid'),
    documentId: integer('document_id'),
    createdAt: createdAt(),
    /** Optimistic locking: an edit carries the version it read; a stale one answers 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('legal_poa_expires_idx').on(t.expiresAt), index('legal_poa_principal_idx').on(t.principalContactId)],
);

export const legalPoaLawyers = pgTable(
  'legal_poa_lawyers',
  {
    poaId: integer('poa_id')
      .notNull()
      .references(() => legalPowersOfAttorney.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.poaId, t.userId] })],
);

export const legalCasePowers = pgTable(
  'legal_case_powers',
  {
    caseId: caseRef(),
    poaId: integer('poa_id')
      .notNull()
      .references(() => legalPowersOfAttorney.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.poaId] }), index('legal_case_powers_poa_idx').on(t.poaId)],
);

/** المهام والمواعيد: a task or deadline; a reminder becomes an in-app notification when due. */
export const legalCaseTasks = pgTable(
  'legal_case_tasks',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    title: text('title').notNull(),
    assigneeId: userRef('assignee_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    /** Optimistic locking for edits by people (sending the reminder doesn't change it). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('legal_case_tasks_case_idx').on(t.caseId, t.dueAt),
    index('legal_case_tasks_reminder_idx')
      .on(t.remindAt)
      .where(sql`${t.remindedAt} is null and ${t.completedAt} is null`),
  ],
);

/** المستندات: metadata; the bytes live in `legal_document_files` so listing never reads them. */
export const legalCaseDocuments = pgTable(
  'legal_case_documents',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    category: text('category').$type<DocumentCategory>().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256, hex. */
    checksum: text('checksum').notNull(),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
  },
  (t) => [index('legal_case_documents_case_idx').on(t.caseId, t.category)],
);

export const legalDocumentFiles = pgTable('legal_document_files', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => legalCaseDocuments.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/** الملاحظات: pinned first. */
export const legalCaseNotes = pgTable(
  'legal_case_notes',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legal_case_notes_case_idx').on(t.caseId)],
);

/** الأتعاب: the fee agreement(s), payments received and expenses; balance = agreed − paid. */
export const legalCaseFees = pgTable(
  'legal_case_fees',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    kind: text('kind').$type<FeeEntryKind>().notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull().default(''),
    occurredOn: date('occurred_on').notNull(),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
  },
  (t) => [index('legal_case_fees_case_idx').on(t.caseId)],
);

/** سجل النشاط: append-only; who changed what, when, with the diff. */
export const legalCaseActivity = pgTable(
  'legal_case_activity',
  {
    id: serial('id').primaryKey(),
    caseId: caseRef(),
    userId: userRef('user_id'),
    action: text('action').notNull(),
    /** Reason, changed fields ({ field: [before, after] }), ids of what was added … */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('legal_case_activity_case_idx').on(t.caseId, t.createdAt.desc())],
);
