import type { CaseDetail, CaseStage, ConflictHit, Contact, Hearing } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { ADMIN, type FakeServer, type Routes, type TestUser } from '@/test/harness';

/**
 * The legal-cases tests' domain fixtures: contacts, cases, stages, hearings, the API every case page reads
 * (`LEGAL_CASES_API`), the signed-in lawyer, and the delete-with-a-question steps the tabs' tests share. Not a
 * `.test.` file, so vitest doesn't collect it.
 */

export const contact = (id: number, nameAr: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  kind: 'person',
  nameAr,
  nameEn: '',
  aliases: [],
  idType: 'nationalId',
  idNumber: `10000000${id}`.slice(0, 10),
  commercialRegistration: null,
  phone: '0500000000',
  email: '',
  address: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

export const CONTACTS = [
  contact(1, 'أحمد محمد علي الزهراني', { nameEn: 'Ahmad Zahrani' }),
  contact(2, 'شركة النخيل للمقاولات', {
    kind: 'organization',
    nameEn: 'Palm Contracting',
    idType: null,
    idNumber: null,
  }),
  contact(3, 'سارة خالد سعد القحطاني', { nameEn: 'Sara Qahtani' }),
];

/** The office's zone in these tests: Riyadh (UTC+3, no summer time), not the zone the tests run in. */
export const OFFICE_TIME_ZONE = 'Asia/Riyadh';

export const OPTIONS = {
  lawyers: [
    { id: 9, fullName: 'Admin Lawyer' },
    { id: 4, fullName: 'Noura Salem' },
  ],
  courts: [{ id: 1, nameAr: 'المحكمة العمالية بالرياض', nameEn: 'Riyadh Labour Court', city: 'Riyadh' }],
};

export const stageFixture = (extra: Partial<CaseStage> = {}): CaseStage => ({
  id: 11,
  caseId: 7,
  type: 'firstInstance',
  position: 1,
  current: true,
  courtId: 3,
  courtName: 'Riyadh Labour Court',
  circuit: 'Circuit 4',
  judge: '',
  courtCaseNumber: '4471',
  courtCaseYear: 1447,
  courtCaseYearCalendar: 'hijri',
  filedAt: '2026-01-10',
  endedAt: null,
  judgment: null,
  appealDeadline: null,
  ...extra,
});

export const caseFixture = (extra: Partial<CaseDetail> = {}): CaseDetail => ({
  id: 7,
  fileNumber: '2026/0007',
  title: 'Unpaid wages claim',
  clientNames: 'Client A',
  opponentNames: 'Company B',
  currentCourtName: 'Riyadh Labour Court',
  currentCircuit: 'Circuit 4',
  currentCourtCaseNumber: '4471',
  currentCourtCaseYear: 1447,
  currentStageType: 'firstInstance',
  status: 'active',
  outcome: 'pending',
  nextHearingAt: '2099-03-01T06:00:00.000Z',
  lastDecision: '',
  responsibleLawyer: { id: 2, fullName: 'Sara Lawyer' },
  priority: 'normal',
  updatedAt: '2026-02-01T10:00:00.000Z',
  claimAmount: '125000.50',
  currency: 'SAR',
  description: 'Wages for six months',
  legalBasis: 'Labour law art. 90',
  category: 'labour',
  subType: '',
  tags: ['wages'],
  closeReason: null,
  openedAt: '2026-01-05',
  closedAt: null,
  teamOnly: false,
  team: [],
  judgedAmount: null,
  limitationDate: null,
  najizReference: '',
  conflictCheck: 'clear',
  conflictCheckResult: null,
  parties: [],
  stages: [stageFixture()],
  powerOfAttorneyIds: [],
  currentStageId: 11,
  currentCourtId: 3,
  openTaskCount: 2,
  appealDeadline: null,
  poaExpiresAt: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  createdBy: 1,
  updatedBy: 1,
  version: 3,
  ...extra,
});

/** A case at intake with little filled in (the form tests'); `caseFixture` is a fuller, active one. */
export const caseDetail = (extra: Partial<CaseDetail> = {}): CaseDetail =>
  caseFixture({
    id: 5,
    fileNumber: '2026/0005',
    clientNames: '',
    opponentNames: '',
    currentCourtName: '',
    currentCircuit: '',
    currentCourtCaseNumber: '',
    currentCourtCaseYear: null,
    currentStageType: null,
    status: 'intake',
    nextHearingAt: null,
    responsibleLawyer: { id: 9, fullName: 'Admin Lawyer' },
    updatedAt: '2026-02-01T00:00:00.000Z',
    claimAmount: '1250.50',
    description: '',
    legalBasis: '',
    tags: [],
    openedAt: '2026-01-10',
    stages: [],
    currentStageId: null,
    currentCourtId: null,
    openTaskCount: 0,
    createdAt: '2026-01-10T00:00:00.000Z',
    createdBy: 9,
    updatedBy: 9,
    ...extra,
  });

/** Only what a tab reads of its case (the id, the currency, who works on it); the tab loads its own rows. */
export const tabCase = (responsibleLawyer: CaseDetail['responsibleLawyer'] = { id: 3, fullName: 'Sara Lawyer' }) =>
  ({ id: 7, currency: 'SAR', team: [], responsibleLawyer }) as unknown as CaseDetail;

/** Palm Contracting, a client in an old case, met again as an opponent. */
export const CONFLICT_HIT: ConflictHit = {
  caseId: 17,
  fileNumber: '2025/0017',
  title: 'Old dispute',
  contactId: 2,
  name: 'شركة النخيل للمقاولات',
  roleThere: 'client',
  asRole: 'opponent',
};

export const hearingFixture = (extra: Partial<Hearing> = {}): Hearing => ({
  id: 21,
  caseId: 7,
  stageId: 11,
  stageType: 'firstInstance',
  stagePosition: 1,
  previousHearingId: null,
  nextHearingId: null,
  scheduledAt: '2026-02-01T06:00:00.000Z',
  venue: 'Riyadh Labour Court — Circuit 4',
  kind: 'pleading',
  remote: false,
  remoteLink: '',
  status: 'scheduled',
  result: null,
  decision: '',
  postponementReason: '',
  recordedAt: null,
  recordedBy: null,
  lawyers: [{ id: 2, fullName: 'Sara Lawyer' }],
  ...extra,
});

/** An admin who is also one of the office's lawyers (the form's default responsible lawyer). */
export const ADMIN_LAWYER: TestUser = { ...ADMIN, id: 9, fullName: 'Admin Lawyer' };

/**
 * What every case page reads besides its own record: the office's zone, the lawyers and courts, the contacts (found
 * by `q`), the powers of attorney and a clear conflict check. Spread it under a test's own routes.
 */
export const LEGAL_CASES_API: Routes = {
  'GET /api/office/time-zone': { body: { timeZone: OFFICE_TIME_ZONE } },
  'GET /api/legal-cases/options': { body: OPTIONS },
  'GET /api/legal-contacts': ({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const contacts = CONTACTS.filter((item) => !q || item.nameAr.includes(q) || item.nameEn.toLowerCase().includes(q));
    return { body: { contacts, total: contacts.length, page: 1, totalPages: 1 } };
  },
  'GET /api/legal-powers': { body: { powers: [], total: 0, page: 1, totalPages: 0 } },
  'POST /api/legal-cases/conflict-check': { body: { hits: [] } },
};

/** Deleting a row of a tab: the dialog asks `question`, nothing is sent before Delete is confirmed, then only `DELETE path`. */
export async function deleteAfterAsking(server: FakeServer, button: string, question: string | RegExp, path: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  expect(server.writes()).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE ${path}`]));
}
