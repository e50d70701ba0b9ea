import type { Agenda, CaseStage, ErrorBody, HearingSaved } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCases, legalCaseTeam, legalCourts } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;
let author: SignedIn;
let riyadh: number;
let jeddah: number;
let serial = 0;

/** A case inserted directly (the cases API is another module's), a stage at `courtId`, and hearings at `times`. */
async function caseWithHearings(
  courtId: number,
  times: string[],
  overrides: Partial<typeof legalCases.$inferInsert> = {},
  lawyerIds: number[] = [],
) {
  serial += 1;
  const caseId = await insertTestCase(t.db, {
    fileNumber: `1990/A${serial}`,
    title: `قضية الرول ${serial}`,
    responsibleLawyerId: admin.userId,
    ...overrides,
  });
  const stage = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/stages`, {
    type: 'firstInstance',
    courtId,
    circuit: `الدائرة ${serial}`,
    courtCaseNumber: `١٠${serial}`,
  });
  expect(stage.statusCode, stage.body).toBe(201);
  const hearingIds: number[] = [];
  for (const scheduledAt of times) {
    const response = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/hearings`, { scheduledAt, lawyerIds });
    expect(response.statusCode, response.body).toBe(201);
    hearingIds.push(response.json<HearingSaved>().hearing.id);
  }
  return { caseId, stage: stage.json<CaseStage>(), hearingIds };
}

const agenda = async (query: string, who: SignedIn = admin) => {
  const response = await t.call(who, 'GET', `/api/legal-cases/agenda?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Agenda>();
};
const ids = (body: Agenda) => body.hearings.map((h) => h.hearingId);

let open: Awaited<ReturnType<typeof caseWithHearings>>;
let other: Awaited<ReturnType<typeof caseWithHearings>>;
let teamOnly: Awaited<ReturnType<typeof caseWithHearings>>;
let deleted: Awaited<ReturnType<typeof caseWithHearings>>;

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  author = await t.userWithRole('author');
  const courts = await t.db
    .insert(legalCourts)
    .values([{ nameAr: 'المحكمة العامة بالرياض' }, { nameAr: 'المحكمة العامة بجدة' }])
    .returning({ id: legalCourts.id });
  riyadh = courts[0]!.id;
  jeddah = courts[1]!.id;
  // Year 2031: no demo hearings. 22:30 UTC on 9 March is 01:30 on 10 March in Riyadh.
  open = await caseWithHearings(riyadh, ['2031-03-10T11:00:00+03:00', '2031-03-09T22:30:00Z'], {}, [author.userId]);
  other = await caseWithHearings(jeddah, ['2031-03-10T09:00:00+03:00', '2031-03-12T09:00:00+03:00']);
  teamOnly = await caseWithHearings(riyadh, ['2031-03-10T10:00:00+03:00'], { teamOnly: true });
  deleted = await caseWithHearings(riyadh, ['2031-03-10T10:30:00+03:00']);
  await t.db.update(legalCases).set({ deletedAt: new Date() }).where(eq(legalCases.id, deleted.caseId));
});

describe('hearings agenda (رول الجلسات)', () => {
  it('lists the hearings of the office days in range by time, with the case and court details', async () => {
    const day = await agenda('from=2031-03-10&to=2031-03-10');
    expect(day.timeZone).toBe('Asia/Riyadh');
    expect(ids(day)).toEqual([open.hearingIds[1], other.hearingIds[0], teamOnly.hearingIds[0], open.hearingIds[0]]);
    expect(day.hearings[0]).toMatchObject({
      caseId: open.caseId,
      fileNumber: '1990/A1',
      title: 'قضية الرول 1',
      courtId: riyadh,
      courtName: 'المحكمة العامة بالرياض',
      circuit: 'الدائرة 1',
      courtCaseNumber: '101',
      kind: 'pleading',
      status: 'scheduled',
      scheduledAt: '2031-03-09T22:30:00.000Z',
    });
    expect(day.hearings[0]!.lawyers.map((l) => l.id)).toEqual([author.userId]);

    expect(ids(await agenda('from=2031-03-09&to=2031-03-09'))).toEqual([]);
    expect(ids(await agenda('from=2031-03-10&to=2031-03-12'))).toHaveLength(5);
  });

  it('filters by court and by lawyer', async () => {
    expect(ids(await agenda(`from=2031-03-10&to=2031-03-12&courtId=${jeddah}`))).toEqual(other.hearingIds);
    expect(ids(await agenda(`from=2031-03-10&to=2031-03-12&lawyerId=${author.userId}`))).toEqual([
      open.hearingIds[1],
      open.hearingIds[0],
    ]);
    expect(ids(await agenda('from=2031-03-10&to=2031-03-12&courtId=&lawyerId='))).toHaveLength(5);
  });

  it('hides team-only cases from a lawyer off the team, and deleted cases from everyone', async () => {
    const seen = ids(await agenda('from=2031-03-10&to=2031-03-12', author));
    expect(seen).not.toContain(teamOnly.hearingIds[0]);
    expect(seen).toHaveLength(4);
    expect(ids(await agenda('from=2031-03-10&to=2031-03-12'))).not.toContain(deleted.hearingIds[0]);

    await t.db.insert(legalCaseTeam).values({ caseId: teamOnly.caseId, userId: author.userId });
    expect(ids(await agenda('from=2031-03-10&to=2031-03-12', author))).toContain(teamOnly.hearingIds[0]);
  });

  it('refuses a range over 31 days, an end before the start and bad dates, naming the field', async () => {
    const bad = async (query: string, field: string) => {
      const response = await t.call(admin, 'GET', `/api/legal-cases/agenda?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().errors).toHaveProperty(field);
    };
    await bad('from=2031-03-01&to=2031-04-01', 'to');
    await bad('from=2031-03-10&to=2031-03-09', 'to');
    await bad('from=2031-02-30&to=2031-03-01', 'from');
    await bad('to=2031-03-01', 'from');
    await agenda('from=2031-03-01&to=2031-03-31');
  });

  it('points an empty range to the first hearing after it, with the same filters', async () => {
    expect((await agenda('from=2031-03-03&to=2031-03-09')).nextAfter).toBe('2031-03-09T22:30:00.000Z');
    expect((await agenda(`from=2031-03-03&to=2031-03-09&courtId=${jeddah}`)).nextAfter).toBe(
      '2031-03-10T06:00:00.000Z',
    );
    expect((await agenda('from=2031-03-10&to=2031-03-10')).nextAfter).toBeNull();
    expect((await agenda('from=2031-03-13&to=2031-03-19')).nextAfter).toBeNull();
  });

  it("counts its days in the office's zone as the office settings say now", async () => {
    const settings = await t.call(admin, 'GET', '/api/office/settings');
    const { version } = settings.json<{ version: number }>();
    const saved = await t.call(admin, 'PUT', '/api/office/settings', { timeZone: 'Europe/Paris', version });
    expect(saved.statusCode, saved.body).toBe(200);
    // 22:30 UTC on 9 March is still 9 March in Paris (01:30 on the 10th in Riyadh).
    const day = await agenda('from=2031-03-09&to=2031-03-09');
    expect(day.timeZone).toBe('Europe/Paris');
    expect(ids(day)).toEqual([open.hearingIds[1]]);
    await t.call(admin, 'PUT', '/api/office/settings', { timeZone: 'Asia/Riyadh', version: version + 1 });
  });

  it('answers 403 to the client and 401 signed out', async () => {
    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'GET', '/api/legal-cases/agenda?from=2031-03-10&to=2031-03-10')).statusCode).toBe(403);
    expect((await t.call(null, 'GET', '/api/legal-cases/agenda?from=2031-03-10&to=2031-03-10')).statusCode).toBe(401);
  });
});
