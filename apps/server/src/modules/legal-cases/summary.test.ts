import type { CaseSummary, HearingSaved } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCases, legalCaseTeam, legalCourts } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { addDays, dayStart, officeDay } from './hearings.warnings.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;
let author: SignedIn;

const summary = async (who: SignedIn) => {
  const response = await t.call(who, 'GET', '/api/legal-cases/summary');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CaseSummary>();
};
/** What changed between two summaries (the demo data are there too, so the test counts differences). */
const delta = (before: CaseSummary, after: CaseSummary) => ({
  ...Object.fromEntries(
    Object.entries(after.byStatus).map(([status, n]) => [
      status,
      n - before.byStatus[status as keyof CaseSummary['byStatus']],
    ]),
  ),
  total: after.total - before.total,
  hearingsToday: after.hearingsToday - before.hearingsToday,
  overdueHearings: after.overdueHearings - before.overdueHearings,
  expiringPowers: after.expiringPowers - before.expiringPowers,
});
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  author = await t.userWithRole('author');
});

describe('GET /api/legal-cases/summary', () => {
  it('needs read LegalCase (403) and a session (401)', async () => {
    expect((await t.call(null, 'GET', '/api/legal-cases/summary')).statusCode).toBe(401);
    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'GET', '/api/legal-cases/summary')).statusCode).toBe(403);
  });

  it('counts by status, overdue hearings, expiring powers and today’s hearings; team-only cases only for their team', async () => {
    const beforeAdmin = await summary(admin);
    const beforeAuthor = await summary(author);
    expect(beforeAdmin.timeZone).toBe('Asia/Riyadh');
    expect(beforeAdmin.today).toBe(officeDay(new Date(), 'Asia/Riyadh').date);

    const past = new Date(Date.now() - 2 * 86_400_000);
    const soon = isoDay(new Date(Date.now() + 10 * 86_400_000));
    const later = isoDay(new Date(Date.now() + 60 * 86_400_000));
    await insertTestCase(t.db, { responsibleLawyerId: admin.userId, nextHearingAt: past, poaExpiresAt: soon });
    await insertTestCase(t.db, { responsibleLawyerId: admin.userId, poaExpiresAt: later });
    await insertTestCase(t.db, { responsibleLawyerId: admin.userId, status: 'suspended' });
    await insertTestCase(t.db, { responsibleLawyerId: admin.userId, status: 'intake' });
    const hidden = await insertTestCase(t.db, {
      responsibleLawyerId: admin.userId,
      teamOnly: true,
      nextHearingAt: past,
    });
    const gone = await insertTestCase(t.db, {
      responsibleLawyerId: admin.userId,
      nextHearingAt: past,
      deletedAt: new Date(),
    });
    expect(gone).toBeGreaterThan(0);

    // A hearing at noon today (office time) on the team-only case.
    const [court] = await t.db.insert(legalCourts).values({ nameAr: 'محكمة الملخص' }).returning({ id: legalCourts.id });
    const stage = await t.call(admin, 'POST', `/api/legal-cases/${hidden}/stages`, {
      type: 'firstInstance',
      courtId: court!.id,
      courtCaseNumber: '777',
    });
    expect(stage.statusCode, stage.body).toBe(201);
    const noon = new Date(dayStart(beforeAdmin.today, 'Asia/Riyadh').getTime() + 12 * 3_600_000);
    const hearing = await t.call(admin, 'POST', `/api/legal-cases/${hidden}/hearings`, {
      scheduledAt: noon.toISOString(),
      lawyerIds: [],
    });
    expect(hearing.statusCode, hearing.body).toBe(201);
    expect(hearing.json<HearingSaved>().hearing.id).toBeGreaterThan(0);
    // Tomorrow's hearing is not today's.
    const tomorrow = new Date(dayStart(addDays(beforeAdmin.today, 1), 'Asia/Riyadh').getTime() + 3_600_000);
    expect(
      (
        await t.call(admin, 'POST', `/api/legal-cases/${hidden}/hearings`, {
          scheduledAt: tomorrow.toISOString(),
          lawyerIds: [],
        })
      ).statusCode,
    ).toBe(201);
    // Adding a hearing moves the case's next hearing: put the overdue one back as it was.
    await t.db.update(legalCases).set({ nextHearingAt: past }).where(eq(legalCases.id, hidden));

    expect(delta(beforeAdmin, await summary(admin))).toEqual({
      intake: 1,
      active: 3,
      suspended: 1,
      closed: 0,
      archived: 0,
      total: 5,
      hearingsToday: 1,
      overdueHearings: 2,
      expiringPowers: 1,
    });
    expect(delta(beforeAuthor, await summary(author))).toEqual({
      intake: 1,
      active: 2,
      suspended: 1,
      closed: 0,
      archived: 0,
      total: 4,
      hearingsToday: 0,
      overdueHearings: 1,
      expiringPowers: 1,
    });

    // On the team, the author counts the team-only case too.
    await t.db.insert(legalCaseTeam).values({ caseId: hidden, userId: author.userId });
    expect(delta(beforeAuthor, await summary(author))).toMatchObject({
      active: 3,
      total: 5,
      hearingsToday: 1,
      overdueHearings: 2,
    });
  });

  it('is not taken for a case id', async () => {
    const response = await t.call(admin, 'GET', '/api/legal-cases/summary');
    expect(response.json()).toHaveProperty('byStatus');
  });
});
