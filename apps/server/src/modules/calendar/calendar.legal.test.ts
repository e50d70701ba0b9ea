import type { CalendarEvent } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { legalCases, legalCourts } from '../../db/schema.ts';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

/** The legal cases' hearings, powers' expiries and appeal deadlines on the calendar, under the team-only rule. */
const t = setupTestApp();
let admin: SignedIn;
let lawyer: SignedIn;
let member: SignedIn;
let planner: SignedIn;
let openCase: number;
let hiddenCase: number;
const range = 'start=2031-03-01&end=2031-04-01';
const kinds = 'calendars=Hearing&calendars=PowerOfAttorney&calendars=AppealDeadline';

const list = async (who: SignedIn, query = `${kinds}&${range}`) => {
  const response = await t.call(who, 'GET', `/api/apps/calendar?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarEvent[]>();
};
const caseIds = (events: CalendarEvent[]) => [...new Set(events.map((event) => event.extendedProps.caseId))];

async function caseWithHearing(courtId: number, scheduledAt: string, teamOnly: boolean, team: number[] = []) {
  const caseId = await insertTestCase(t.db, { responsibleLawyerId: admin.userId, teamOnly, team });
  const stage = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/stages`, { type: 'firstInstance', courtId });
  expect(stage.statusCode, stage.body).toBe(201);
  const hearing = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/hearings`, { scheduledAt });
  expect(hearing.statusCode, hearing.body).toBe(201);
  // Derived columns (kept by the cases' writes from judgments and powers): set here, after those writes.
  await t.db
    .update(legalCases)
    .set({ appealDeadline: '2031-03-20', poaExpiresAt: '2031-03-25' })
    .where(eq(legalCases.id, caseId));
  return caseId;
}

beforeAll(async () => {
  admin = await signIn(t.app);
  for (const [name, rules] of [
    ['Calendar lawyer', ['Calendar', 'LegalCase']],
    ['Calendar planner', ['Calendar']],
  ] as const) {
    const role = await t.call(admin, 'POST', '/api/apps/roles', {
      name,
      rules: rules.map((subject) => ({ action: 'read', subject })),
    });
    expect(role.statusCode, role.body).toBe(201);
  }
  lawyer = await t.userWithRole('Calendar lawyer');
  member = await t.userWithRole('Calendar lawyer');
  planner = await t.userWithRole('Calendar planner');
  const [court] = await t.db.insert(legalCourts).values({ nameAr: 'المحكمة التجارية بالرياض' }).returning();
  openCase = await caseWithHearing(court!.id, '2031-03-10T09:30:00+03:00', false);
  hiddenCase = await caseWithHearing(court!.id, '2031-03-11T10:00:00+03:00', true, [member.userId]);
});

describe('legal items on the calendar', () => {
  it('shows a hearing (timed, file number and court), a power’s expiry and an appeal deadline (all-day)', async () => {
    const events = (await list(admin)).filter((event) => event.extendedProps.caseId === openCase);
    const hearing = events.find((event) => event.extendedProps.calendar === 'Hearing');
    expect(hearing).toMatchObject({
      start: '2031-03-10T06:30:00.000Z',
      allDay: false,
      url: `/legal-cases/${openCase}`,
      extendedProps: { editable: false, caseId: openCase },
    });
    expect(hearing!.title).toContain('المحكمة التجارية بالرياض');
    expect(hearing!.title).toMatch(/^1990\/T\d+ — /);
    expect(events.find((event) => event.extendedProps.calendar === 'AppealDeadline')).toMatchObject({
      start: '2031-03-20',
      end: '2031-03-21',
      allDay: true,
    });
    expect(events.find((event) => event.extendedProps.calendar === 'PowerOfAttorney')).toMatchObject({
      start: '2031-03-25',
      allDay: true,
    });
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    expect(events.every((event) => event.id < 0)).toBe(true);
  });

  it('follows the team-only rule: the team and managers see a team-only case’s items, others don’t', async () => {
    expect(caseIds(await list(admin))).toEqual(expect.arrayContaining([openCase, hiddenCase]));
    expect(caseIds(await list(member))).toEqual(expect.arrayContaining([openCase, hiddenCase]));
    const outsider = caseIds(await list(lawyer));
    expect(outsider).toContain(openCase);
    expect(outsider).not.toContain(hiddenCase);
  });

  it('gives nothing of the cases to whoever may not read them, and only the kinds asked for', async () => {
    expect(await list(planner)).toEqual([]);
    const hearingsOnly = await list(admin, `calendars=Hearing&${range}`);
    expect(new Set(hearingsOnly.map((event) => event.extendedProps.calendar))).toEqual(new Set(['Hearing']));
  });
});
