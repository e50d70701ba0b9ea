import type { CaseStage, ErrorBody, HearingList, HearingOutcomeResult, HearingSaved } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCaseActivity, legalCases, legalCourts, legalHearings } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { HEARING_ERRORS } from './hearings.service.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;
let lawyer: SignedIn;
let courtId: number;

/** A case inserted directly (the cases API is another module's) with a first-instance stage added through the API. */
async function newCase(overrides: Partial<typeof legalCases.$inferInsert> = {}) {
  const caseId = await insertTestCase(t.db, { responsibleLawyerId: admin.userId, ...overrides });
  if (!overrides.deletedAt) {
    const stage = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/stages`, {
      type: 'firstInstance',
      courtId,
      circuit: 'الدائرة الثانية',
    });
    expect(stage.statusCode, stage.body).toBe(201);
    return { caseId, stageId: stage.json<CaseStage>().id };
  }
  return { caseId, stageId: 0 };
}

const addHearing = async (caseId: number, payload: object, who: SignedIn = admin) => {
  const response = await t.call(who, 'POST', `/api/legal-cases/${caseId}/hearings`, { kind: 'pleading', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<HearingSaved>();
};
const outcome = (caseId: number, hearingId: number, payload: object) =>
  t.call(admin, 'POST', `/api/legal-cases/${caseId}/hearings/${hearingId}/outcome`, payload);
const hearingsOf = async (caseId: number) =>
  (await t.call(admin, 'GET', `/api/legal-cases/${caseId}/hearings`)).json<HearingList>().hearings;
const caseRow = async (caseId: number) => (await t.db.select().from(legalCases).where(eq(legalCases.id, caseId)))[0]!;

// Monday 4 March 2030 in Riyadh (UTC+3); Friday 8 March is a weekend day.
const MONDAY_9 = '2030-03-04T09:00:00+03:00';
const MONDAY_12 = '2030-03-04T12:00:00+03:00';

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  lawyer = await t.userWithRole('author');
  const [court] = await t.db
    .insert(legalCourts)
    .values({ nameAr: 'المحكمة التجارية بجدة' })
    .returning({ id: legalCourts.id });
  courtId = court!.id;
});

describe('legal case hearings', () => {
  it('schedules a hearing on the current stage, copying the venue, and moves the case’s next hearing', async () => {
    const { caseId, stageId } = await newCase();
    const { hearing, warnings } = await addHearing(caseId, {
      scheduledAt: MONDAY_9,
      lawyerIds: [admin.userId, lawyer.userId],
    });
    expect(warnings).toEqual([]);
    expect(hearing).toMatchObject({
      stageId,
      stageType: 'firstInstance',
      venue: 'المحكمة التجارية بجدة — الدائرة الثانية',
      status: 'scheduled',
      scheduledAt: '2030-03-04T06:00:00.000Z',
      previousHearingId: null,
    });
    expect(hearing.lawyers.map((l) => l.id).sort()).toEqual([admin.userId, lawyer.userId].sort());
    expect((await caseRow(caseId)).nextHearingAt?.toISOString()).toBe('2030-03-04T06:00:00.000Z');
  });

  it('warns (without blocking) about a weekend date in the office time zone and a lawyer booked within an hour', async () => {
    const { caseId } = await newCase();
    // Thursday 22:30 UTC is already Friday in Riyadh.
    const weekend = await addHearing(caseId, { scheduledAt: '2030-03-07T22:30:00Z' });
    expect(weekend.warnings).toMatchObject([{ code: 'weekend', date: '2030-03-08' }]); // Friday in Riyadh
    expect((await addHearing(caseId, { scheduledAt: '2030-03-07T20:00:00Z' })).warnings).toEqual([]);

    const other = await newCase();
    const first = await addHearing(other.caseId, {
      scheduledAt: '2030-03-11T09:00:00+03:00',
      lawyerIds: [lawyer.userId],
    });
    const clash = await addHearing(caseId, {
      scheduledAt: '2030-03-11T09:40:00+03:00',
      lawyerIds: [lawyer.userId, admin.userId],
    });
    expect(clash.warnings).toMatchObject([
      { code: 'lawyerBusy', lawyerId: lawyer.userId, lawyerName: expect.any(String), otherHearingId: first.hearing.id },
    ]);
    const later = await addHearing(caseId, {
      scheduledAt: '2030-03-11T10:45:00+03:00',
      lawyerIds: [admin.userId, lawyer.userId],
    });
    expect(later.warnings).toEqual([]);
  });

  it('refuses a bad instant, a stage of another case and an unknown lawyer, naming the field', async () => {
    const { caseId } = await newCase();
    const other = await newCase();
    const bad = async (payload: object, field: string) => {
      const response = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/hearings`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().errors).toHaveProperty(field);
    };
    await bad({ scheduledAt: '2030-03-04 09:00' }, 'scheduledAt');
    await bad({ scheduledAt: MONDAY_9, stageId: other.stageId }, 'stageId');
    await bad({ scheduledAt: MONDAY_9, lawyerIds: [999999] }, 'lawyerIds');
    expect(await hearingsOf(caseId)).toEqual([]);
  });

  it('records a postponement and creates the next hearing of the chain in one step', async () => {
    const { caseId } = await newCase();
    const { hearing } = await addHearing(caseId, { scheduledAt: MONDAY_9, lawyerIds: [lawyer.userId] });
    const response = await outcome(caseId, hearing.id, {
      result: 'postponed',
      decision: 'أجلت الجلسة لتقديم المذكرة',
      postponementReason: 'طلب المدعى عليه مهلة',
      nextHearingAt: '2030-03-18T10:00:00+03:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<HearingOutcomeResult>();
    expect(body.hearing).toMatchObject({
      status: 'postponed',
      result: 'postponed',
      recordedBy: admin.userId,
      nextHearingId: body.nextHearing?.id,
    });
    expect(body.hearing.recordedAt).not.toBeNull();
    expect(body.nextHearing).toMatchObject({
      status: 'scheduled',
      previousHearingId: hearing.id,
      kind: 'pleading',
      scheduledAt: '2030-03-18T07:00:00.000Z',
    });
    expect(body.nextHearing?.lawyers.map((l) => l.id)).toEqual([lawyer.userId]);

    const chain = await hearingsOf(caseId);
    expect(chain.map((h) => [h.id, h.previousHearingId, h.nextHearingId])).toEqual([
      [hearing.id, null, body.nextHearing!.id],
      [body.nextHearing!.id, hearing.id, null],
    ]);
    const row = await caseRow(caseId);
    expect(row.nextHearingAt?.toISOString()).toBe('2030-03-18T07:00:00.000Z');
    expect(row.lastDecision).toBe('أجلت الجلسة لتقديم المذكرة');
    const activity = await t.db.select().from(legalCaseActivity).where(eq(legalCaseActivity.caseId, caseId));
    expect(activity.map((a) => a.action)).toContain('hearing.recorded');

    // A hearing already recorded can't be recorded again: 409.
    const again = await outcome(caseId, hearing.id, { result: 'other', decision: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses "postponed" without a next date later than the hearing', async () => {
    const { caseId } = await newCase();
    const { hearing } = await addHearing(caseId, { scheduledAt: MONDAY_9 });
    for (const nextHearingAt of [undefined, null, MONDAY_9, '2030-03-01T09:00:00+03:00']) {
      const response = await outcome(caseId, hearing.id, { result: 'postponed', nextHearingAt });
      expect(response.statusCode, response.body).toBe(400);
      expect([HEARING_ERRORS.postponedNeedsNext, HEARING_ERRORS.nextNotLater]).toContain(
        response.json<ErrorBody>().errors?.nextHearingAt?.[0],
      );
    }
    const [row] = await t.db.select().from(legalHearings).where(eq(legalHearings.id, hearing.id));
    expect(row).toMatchObject({ status: 'scheduled', recordedAt: null });
  });

  it('records a held hearing without a next date; the case keeps no next hearing', async () => {
    const { caseId } = await newCase();
    const { hearing } = await addHearing(caseId, { scheduledAt: MONDAY_9 });
    const response = await outcome(caseId, hearing.id, { result: 'reserved', decision: 'حجزت القضية للحكم' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HearingOutcomeResult>()).toMatchObject({
      hearing: { status: 'held', result: 'reserved' },
      nextHearing: null,
    });
    const row = await caseRow(caseId);
    expect(row.nextHearingAt).toBeNull();
    expect(row.lastDecision).toBe('حجزت القضية للحكم');
  });

  it('keeps nothing of the outcome when the next hearing can’t be created (rollback)', async () => {
    const { caseId } = await newCase();
    const { hearing } = await addHearing(caseId, { scheduledAt: MONDAY_9 });
    const response = await outcome(caseId, hearing.id, {
      result: 'postponed',
      decision: 'لن يحفظ',
      nextHearingAt: '2030-03-18T10:00:00+03:00',
      nextLawyerIds: [999999],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ErrorBody>().errors).toHaveProperty('nextLawyerIds');

    const rows = await t.db.select().from(legalHearings).where(eq(legalHearings.caseId, caseId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'scheduled', result: null, decision: '', recordedAt: null });
    const row = await caseRow(caseId);
    expect(row.lastDecision).toBe('');
    expect(row.nextHearingAt?.toISOString()).toBe('2030-03-04T06:00:00.000Z');
  });

  it('reschedules and cancels a scheduled hearing; a cancelled one no longer changes', async () => {
    const { caseId } = await newCase();
    const { hearing } = await addHearing(caseId, { scheduledAt: MONDAY_9 });
    const url = `/api/legal-cases/${caseId}/hearings/${hearing.id}`;
    const moved = await t.call(admin, 'PATCH', url, {
      scheduledAt: '2030-03-08T09:00:00+03:00',
      lawyerIds: [lawyer.userId],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const saved = moved.json<HearingSaved>();
    expect(saved.hearing.scheduledAt).toBe('2030-03-08T06:00:00.000Z');
    expect(saved.hearing.lawyers.map((l) => l.id)).toEqual([lawyer.userId]);
    expect(saved.warnings.map((w) => w.code)).toEqual(['weekend']);
    expect((await caseRow(caseId)).nextHearingAt?.toISOString()).toBe('2030-03-08T06:00:00.000Z');

    expect((await t.call(admin, 'DELETE', url)).statusCode).toBe(204);
    expect((await hearingsOf(caseId))[0]?.status).toBe('cancelled');
    expect((await caseRow(caseId)).nextHearingAt).toBeNull();
    expect((await t.call(admin, 'PATCH', url, { scheduledAt: MONDAY_12 })).statusCode).toBe(409);
    expect((await outcome(caseId, hearing.id, { result: 'other' })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown or deleted case or another case’s hearing, 403 to the client, hides team-only cases', async () => {
    const { caseId } = await newCase();
    const other = await newCase();
    const { hearing } = await addHearing(other.caseId, { scheduledAt: MONDAY_9 });
    expect((await t.call(admin, 'GET', '/api/legal-cases/999999/hearings')).statusCode).toBe(404);
    expect((await outcome(caseId, hearing.id, { result: 'other' })).statusCode).toBe(404);
    const deleted = await newCase({ deletedAt: new Date() });
    expect((await t.call(admin, 'GET', `/api/legal-cases/${deleted.caseId}/hearings`)).statusCode).toBe(404);
    expect(
      (await t.call(admin, 'POST', `/api/legal-cases/${deleted.caseId}/hearings`, { scheduledAt: MONDAY_9 }))
        .statusCode,
    ).toBe(404);

    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'GET', `/api/legal-cases/${caseId}/hearings`)).statusCode).toBe(403);
    expect(
      (await t.call(client, 'POST', `/api/legal-cases/${caseId}/hearings`, { scheduledAt: MONDAY_9 })).statusCode,
    ).toBe(403);

    const hidden = await newCase({ teamOnly: true });
    expect((await t.call(lawyer, 'GET', `/api/legal-cases/${hidden.caseId}/hearings`)).statusCode).toBe(404);
    expect(
      (await t.call(lawyer, 'POST', `/api/legal-cases/${hidden.caseId}/hearings`, { scheduledAt: MONDAY_9 }))
        .statusCode,
    ).toBe(404);
    await addHearing(caseId, { scheduledAt: MONDAY_12 }, lawyer);
  });
});
