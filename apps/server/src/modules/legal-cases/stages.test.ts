import { createAppAbility, type CaseStage, type CaseStageList, type ErrorBody } from '@mizan/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCaseActivity, legalCaseParties, legalCases, legalContacts, legalCourts } from '../../db/schema.ts';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { createStagesService, STAGE_ERRORS } from './stages.service.ts';
import { fixedCalendar } from './hearings.warnings.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;
let courtId: number;
let appealCourtId: number;

/** A case inserted directly (the cases API is another module's), with a client plaintiff and an opponent defendant. */
async function newCase(overrides: Partial<typeof legalCases.$inferInsert> = {}) {
  const caseId = await insertTestCase(t.db, { category: 'labour', responsibleLawyerId: admin.userId, ...overrides });
  const contacts = await t.db
    .insert(legalContacts)
    .values([
      { kind: 'person', nameAr: 'محمد أحمد علي سالم', searchText: 'محمد احمد علي سالم' },
      { kind: 'organization', nameAr: 'شركة الخصم', searchText: 'شركه الخصم' },
    ])
    .returning({ id: legalContacts.id });
  await t.db.insert(legalCaseParties).values([
    { caseId, contactId: contacts[0]!.id, role: 'client', capacity: 'plaintiff', position: 0 },
    { caseId, contactId: contacts[1]!.id, role: 'opponent', capacity: 'defendant', position: 1 },
  ]);
  return caseId;
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: SignedIn = admin) =>
  t.call(who, method, url, payload);
const addStage = async (caseId: number, payload: object = {}) => {
  const response = await call('POST', `/api/legal-cases/${caseId}/stages`, {
    type: 'firstInstance',
    courtId,
    circuit: 'الدائرة العمالية الثالثة',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CaseStage>();
};
const caseRow = async (caseId: number) => (await t.db.select().from(legalCases).where(eq(legalCases.id, caseId)))[0]!;

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  const courts = await t.db
    .insert(legalCourts)
    .values([{ nameAr: 'المحكمة العمالية بالرياض' }, { nameAr: 'محكمة الاستئناف بالرياض' }])
    .returning({ id: legalCourts.id });
  courtId = courts[0]!.id;
  appealCourtId = courts[1]!.id;
});

describe('legal case stages', () => {
  it('adds a stage with ASCII digits and makes it the case’s current court', async () => {
    const caseId = await newCase();
    const stage = await addStage(caseId, {
      courtCaseNumber: ' ٤٥٦٧٨٩ ',
      courtCaseYear: '١٤٤٦',
      courtCaseYearCalendar: 'hijri',
      filedAt: '2026-01-05',
    });
    expect(stage).toMatchObject({
      type: 'firstInstance',
      courtCaseNumber: '456789',
      courtCaseYear: 1446,
      current: true,
      position: 1,
    });
    expect(stage.courtName).toBe('المحكمة العمالية بالرياض');
    const row = await caseRow(caseId);
    expect(row).toMatchObject({ currentStageId: stage.id, currentCourtId: courtId, currentCourtCaseNumber: '456789' });

    const list = await call('GET', `/api/legal-cases/${caseId}/stages`);
    expect(list.json<CaseStageList>().stages.map((s) => s.id)).toEqual([stage.id]);
  });

  it('refuses a court case year outside its calendar, an unknown court and a bad date, naming the field', async () => {
    const caseId = await newCase();
    const bad = async (payload: object, field: string) => {
      const response = await call('POST', `/api/legal-cases/${caseId}/stages`, { type: 'firstInstance', ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toContain(field);
    };
    await bad({ courtCaseYear: 1446, courtCaseYearCalendar: 'gregorian' }, 'courtCaseYear');
    const hijri = await t.app.inject({
      method: 'POST',
      url: `/api/legal-cases/${caseId}/stages`,
      headers: { ...bearer(admin), 'accept-language': 'ar' },
      payload: { type: 'firstInstance', courtCaseYear: 2026, courtCaseYearCalendar: 'hijri' },
    });
    expect(hijri.json<ErrorBody>().errors?.courtCaseYear).toEqual(['السنة الهجرية بين 1300 و1500']);
    await bad({ courtCaseYear: 2026, courtCaseYearCalendar: 'hijri' }, 'courtCaseYear');
    await bad({ courtId: 999999 }, 'courtId');
    await bad({ filedAt: '2026-02-30' }, 'filedAt');
    await bad({ type: 'nope' }, 'type');
    await addStage(caseId, { courtCaseYear: 2026 });
  });

  it('edits a stage', async () => {
    const caseId = await newCase();
    const stage = await addStage(caseId);
    const response = await call('PATCH', `/api/legal-cases/${caseId}/stages/${stage.id}`, {
      judge: 'الشيخ سالم',
      courtCaseNumber: '٧٧',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CaseStage>()).toMatchObject({ judge: 'الشيخ سالم', courtCaseNumber: '77' });
    expect((await caseRow(caseId)).currentCourtCaseNumber).toBe('77');
  });

  it('records a judgment and computes the appeal deadline (none when final)', async () => {
    const caseId = await newCase();
    const stage = await addStage(caseId);
    const url = `/api/legal-cases/${caseId}/stages/${stage.id}/judgment`;
    const judged = await call('POST', url, {
      number: '٤٤١',
      date: '2026-01-10',
      type: 'حضوري',
      summary: 'إلزام المدعى عليه',
      amount: '١٢٥٠.٥',
      deedNumber: '٩٩٨',
    });
    expect(judged.statusCode, judged.body).toBe(200);
    expect(judged.json<CaseStage>()).toMatchObject({
      appealDeadline: '2026-02-09',
      judgment: { number: '441', date: '2026-01-10', amount: '1250.50', deedNumber: '998', final: false },
    });
    expect((await caseRow(caseId)).appealDeadline).toBe('2026-02-09');

    const final = await call('POST', url, { date: '2026-01-10', final: true });
    expect(final.json<CaseStage>().appealDeadline).toBeNull();
    expect((await caseRow(caseId)).appealDeadline).toBeNull();

    for (const amount of ['-1', '12.345', 'abc']) {
      const response = await call('POST', url, { date: '2026-01-10', amount });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().errors).toHaveProperty('amount');
    }
  });

  it('refuses a judgment dated after today in the office time zone (400 naming date)', async () => {
    const caseId = await newCase();
    const stage = await addStage(caseId);
    const url = `/api/legal-cases/${caseId}/stages/${stage.id}/judgment`;
    const riyadhDay = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() + offset * 86_400_000));
    const tomorrow = await call('POST', url, { date: riyadhDay(1) });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json<ErrorBody>().errors?.date?.[0]).toBe(STAGE_ERRORS.judgmentInFuture);
    const inLanguage = async (language: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(admin), 'accept-language': language },
          payload: { date: riyadhDay(1) },
        })
      ).json<ErrorBody>();
    expect(await inLanguage('ar')).toEqual({
      message: 'تاريخ الحكم لا يكون في المستقبل',
      errors: { date: ['تاريخ الحكم لا يكون في المستقبل'] },
    });
    expect((await inLanguage('fr')).errors?.date).toEqual(['La date du jugement ne peut pas être dans le futur']);
    expect((await caseRow(caseId)).appealDeadline).toBeNull();
    expect((await call('POST', url, { date: riyadhDay(0) })).statusCode).toBe(200);
  });

  it('refuses an appeal of a final judgment, and allows cassation or enforcement after one', async () => {
    const promote = (caseId: number, stageId: number, payload: object) =>
      call('POST', `/api/legal-cases/${caseId}/stages/${stageId}/promote`, payload);
    const judgedFinal = async () => {
      const caseId = await newCase();
      const stage = await addStage(caseId);
      await call('POST', `/api/legal-cases/${caseId}/stages/${stage.id}/judgment`, { date: '2026-01-10', final: true });
      return { caseId, stageId: stage.id };
    };

    const a = await judgedFinal();
    const refused = await promote(a.caseId, a.stageId, { type: 'appeal', courtId: appealCourtId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors?.type?.[0]).toBe(STAGE_ERRORS.finalNotAppealable);
    expect((await call('GET', `/api/legal-cases/${a.caseId}/stages`)).json<CaseStageList>().stages).toHaveLength(1);
    expect((await promote(a.caseId, a.stageId, { type: 'cassation' })).statusCode).toBe(201);

    const b = await judgedFinal();
    expect((await promote(b.caseId, b.stageId, { type: 'enforcement' })).statusCode).toBe(201);
  });

  it('counts the appeal days from the office settings', async () => {
    const caseId = await newCase();
    const stage = await addStage(caseId);
    const stages = createStagesService(t.db, fixedCalendar({ appealDays: 15 }));
    const actor = { id: admin.userId, ability: createAppAbility([{ action: 'manage', subject: 'all' }]) };
    const judged = await stages.recordJudgment(
      caseId,
      stage.id,
      { number: '', date: '2026-03-01', type: '', summary: '', deedNumber: '', final: false },
      actor,
    );
    expect(judged.appealDeadline).toBe('2026-03-16');
  });

  it('refuses promotion without a judgment, then promotes: old stage closed, capacities mapped, current court moved', async () => {
    const caseId = await newCase();
    const first = await addStage(caseId);
    const promote = (stageId: number, payload: object) =>
      call('POST', `/api/legal-cases/${caseId}/stages/${stageId}/promote`, payload);

    const refused = await promote(first.id, { type: 'appeal', courtId: appealCourtId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().errors?.judgment?.[0]).toBe(STAGE_ERRORS.judgmentRequired);
    expect((await call('GET', `/api/legal-cases/${caseId}/stages`)).json<CaseStageList>().stages).toHaveLength(1);

    await call('POST', `/api/legal-cases/${caseId}/stages/${first.id}/judgment`, { date: '2026-01-10' });
    const promoted = await promote(first.id, {
      type: 'appeal',
      courtId: appealCourtId,
      courtCaseNumber: '٥٥٥',
      courtCaseYear: 2026,
    });
    expect(promoted.statusCode, promoted.body).toBe(201);
    const appeal = promoted.json<CaseStage>();
    expect(appeal).toMatchObject({
      type: 'appeal',
      position: 2,
      current: true,
      courtId: appealCourtId,
      courtCaseNumber: '555',
    });

    const stages = (await call('GET', `/api/legal-cases/${caseId}/stages`)).json<CaseStageList>().stages;
    expect(stages.map((s) => [s.type, s.current])).toEqual([
      ['firstInstance', false],
      ['appeal', true],
    ]);
    expect(stages[0]!.endedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const capacities = await t.db
      .select({ role: legalCaseParties.role, capacity: legalCaseParties.capacity })
      .from(legalCaseParties)
      .where(eq(legalCaseParties.caseId, caseId))
      .orderBy(legalCaseParties.position);
    expect(capacities).toEqual([
      { role: 'client', capacity: 'appellant' },
      { role: 'opponent', capacity: 'appellee' },
    ]);

    const row = await caseRow(caseId);
    expect(row).toMatchObject({
      currentStageId: appeal.id,
      currentStageType: 'appeal',
      currentCourtId: appealCourtId,
      currentCourtName: 'محكمة الاستئناف بالرياض',
    });
    const [activity] = await t.db
      .select()
      .from(legalCaseActivity)
      .where(and(eq(legalCaseActivity.caseId, caseId), eq(legalCaseActivity.action, 'stage.promoted')));
    expect(activity?.details).toMatchObject({ fromStageId: first.id, stageId: appeal.id, type: 'appeal' });

    // Only the current stage may be promoted; enforcement maps appellant → enforcement requester.
    expect((await promote(first.id, { type: 'enforcement' })).statusCode).toBe(400);
    await call('POST', `/api/legal-cases/${caseId}/stages/${appeal.id}/judgment`, { date: '2026-04-01', final: true });
    expect((await promote(appeal.id, { type: 'enforcement' })).statusCode).toBe(201);
    const after = await t.db
      .select({ capacity: legalCaseParties.capacity })
      .from(legalCaseParties)
      .where(eq(legalCaseParties.caseId, caseId))
      .orderBy(legalCaseParties.position);
    expect(after.map((p) => p.capacity)).toEqual(['enforcementRequester', 'enforcementDebtor']);
  });

  it('answers 404 for an unknown or deleted case or a stage of another case, 403 to the client, 401 signed out', async () => {
    const caseId = await newCase();
    const other = await newCase();
    const stage = await addStage(other);
    expect((await call('GET', '/api/legal-cases/999999/stages')).statusCode).toBe(404);
    expect((await call('PATCH', `/api/legal-cases/${caseId}/stages/${stage.id}`, { judge: 'x' })).statusCode).toBe(404);
    const deleted = await newCase({ deletedAt: new Date() });
    expect((await call('GET', `/api/legal-cases/${deleted}/stages`)).statusCode).toBe(404);
    expect((await call('POST', `/api/legal-cases/${deleted}/stages`, { type: 'firstInstance' })).statusCode).toBe(404);

    const client = await signIn(t.app, CLIENT);
    expect((await call('GET', `/api/legal-cases/${caseId}/stages`, undefined, client)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/legal-cases/${caseId}/stages`, { type: 'firstInstance' }, client)).statusCode,
    ).toBe(403);
    expect((await t.call(null, 'GET', `/api/legal-cases/${caseId}/stages`)).statusCode).toBe(401);
  });

  it('hides a team-only case from a lawyer off its team', async () => {
    const caseId = await newCase({ teamOnly: true });
    const author = await t.userWithRole('author');
    expect((await call('GET', `/api/legal-cases/${caseId}/stages`, undefined, author)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/legal-cases/${caseId}/stages`, { type: 'firstInstance' }, author)).statusCode,
    ).toBe(404);
    const open = await newCase();
    expect((await call('POST', `/api/legal-cases/${open}/stages`, { type: 'firstInstance' }, author)).statusCode).toBe(
      201,
    );
  });
});
