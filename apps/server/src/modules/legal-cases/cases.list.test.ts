import { createAppAbility, normalizeSearchText } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCases, legalContacts, legalCourts } from '../../db/schema.ts';
import { ADMIN, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { caseFilters } from './cases.list.ts';

const ctx = setupTestApp();
let admin: SignedIn;
let author: SignedIn;
let ahmad: number;
let noor: number;
let courtA: number;
let courtB: number;
const ids: Record<string, number> = {};

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const contact = async (nameAr: string, aliases: string[] = []) => {
  const [row] = await ctx.db
    .insert(legalContacts)
    .values({ kind: 'person', nameAr, aliases, searchText: normalizeSearchText([nameAr, ...aliases].join(' ')) })
    .returning({ id: legalContacts.id });
  return row!.id;
};

/** Creates a case through the API, then sets derived columns directly (other helpers own hearings, POAs …). */
async function seed(
  key: string,
  overrides: Record<string, unknown>,
  derived: Partial<typeof legalCases.$inferInsert> = {},
) {
  const response = await ctx.call(admin, 'POST', '/api/legal-cases', {
    title: `قضية ${key}`,
    category: 'civil',
    openedAt: '2024-01-01',
    responsibleLawyerId: admin.userId,
    parties: [{ contactId: noor, role: 'client', capacity: 'plaintiff' }],
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[key] = response.json().id;
  fileNumbers[key] = response.json().fileNumber;
  if (Object.keys(derived).length) await ctx.db.update(legalCases).set(derived).where(eq(legalCases.id, ids[key]!));
}

const list = async (query: string, who: SignedIn = admin) => {
  const response = await ctx.call(who, 'GET', `/api/legal-cases?itemsPerPage=-1&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    cases: Array<{ id: number; title: string }>;
    total: number;
    totalPages: number;
    page: number;
  };
};
const keysOf = async (query: string, who: SignedIn = admin) => {
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return (await list(query, who)).cases.map((c) => byId[c.id]);
};
const sorted = (keys: Array<string | undefined>) => [...keys].sort();

const fileNumbers: Record<string, string> = {};

beforeAll(async () => {
  // The demo data holds cases of its own: set them aside so each expectation lists exactly this file's.
  await ctx.db.update(legalCases).set({ deletedAt: new Date() });
  admin = await signIn(ctx.app, ADMIN);
  author = await ctx.userWithRole('author');
  ahmad = await contact('أحمد عبدالله السالم', ['Ahmad Salem']);
  noor = await contact('مؤسسة النور التجارية');
  const courts = await ctx.db
    .insert(legalCourts)
    .values([{ nameAr: 'المحكمة العامة' }, { nameAr: 'المحكمة التجارية' }])
    .returning({ id: legalCourts.id });
  courtA = courts[0]!.id;
  courtB = courts[1]!.id;
  const now = Date.now();
  await seed(
    'a',
    {
      parties: [{ contactId: ahmad, role: 'client', capacity: 'plaintiff' }],
      priority: 'urgent',
      claimAmount: '500',
      category: 'labour',
      openedAt: '2023-02-01',
      firstStage: { type: 'firstInstance', courtId: courtA, courtCaseNumber: '4410098' },
    },
    { nextHearingAt: new Date(now + 2 * 60 * 60 * 1000), appealDeadline: isoDay(3) },
  );
  await seed(
    'b',
    {
      priority: 'low',
      claimAmount: '1500.25',
      firstStage: { type: 'appeal', courtId: courtB },
      openedAt: '2024-06-01',
    },
    { nextHearingAt: new Date(now - 3 * DAY), poaExpiresAt: isoDay(10), status: 'active' },
  );
  await seed(
    'c',
    { priority: 'high', teamIds: [author.userId], openedAt: '2024-03-01' },
    { nextHearingAt: new Date(now + 40 * DAY), outcome: 'won', status: 'closed' },
  );
  await seed(
    'd',
    { priority: 'normal', openedAt: '2022-12-31' },
    { appealDeadline: isoDay(20), poaExpiresAt: isoDay(60) },
  );
  await seed('hidden', { teamOnly: true, parties: [{ contactId: ahmad, role: 'client', capacity: 'plaintiff' }] });
  await seed('gone', {});
  await ctx.call(admin, 'DELETE', `/api/legal-cases/${ids.gone}`);
});

describe('legal cases list', () => {
  it('lists live cases with the list columns, soonest hearing first and those without last', async () => {
    const result = await list('');
    expect(result.total).toBe(5);
    expect(result.cases.map((c) => c.id)).toEqual([ids.b, ids.a, ids.c, ids.d, ids.hidden]);
    expect(result.cases[1]).toMatchObject({
      fileNumber: expect.stringMatching(/^2023\//),
      clientNames: 'أحمد عبدالله السالم',
      currentCourtName: 'المحكمة العامة',
      currentCourtCaseNumber: '4410098',
      currentStageType: 'firstInstance',
      status: 'intake',
      outcome: 'pending',
      priority: 'urgent',
      claimAmount: '500.00',
      currency: 'SAR',
      responsibleLawyer: { id: admin.userId, fullName: expect.any(String) },
      nextHearingAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('searches party names across Arabic letter variants and Latin aliases, file and court case numbers', async () => {
    expect(sorted(await keysOf('q=احمد'))).toEqual(['a', 'hidden']);
    expect(sorted(await keysOf('q=ahmad salem'))).toEqual(['a', 'hidden']);
    expect(sorted(await keysOf(`q=${encodeURIComponent('موسسه النور')}`))).toEqual(['b', 'c', 'd']);
    expect(await keysOf('q=٤٤١٠٠٩٨')).toEqual(['a']);
    expect(await keysOf(`q=${encodeURIComponent(fileNumbers.a!)}`)).toEqual(['a']);
    expect(await keysOf('q=100%')).toEqual([]);
  });

  it('filters by each field', async () => {
    expect(sorted(await keysOf('status=active,closed'))).toEqual(['b', 'c']);
    expect(await keysOf('outcome=won')).toEqual(['c']);
    expect(await keysOf('category=labour')).toEqual(['a']);
    expect(await keysOf('stageType=appeal')).toEqual(['b']);
    expect(await keysOf(`courtId=${courtA}`)).toEqual(['a']);
    expect((await list(`lawyerId=${admin.userId}`)).total).toBe(5);
    expect((await list(`lawyerId=${author.userId}`)).total).toBe(0);
    expect(sorted(await keysOf(`clientId=${ahmad}`))).toEqual(['a', 'hidden']);
    expect(await keysOf('priority=high')).toEqual(['c']);
    expect(sorted(await keysOf('openedFrom=2024-01-01&openedTo=2024-05-31'))).toEqual(['c', 'hidden']);
    expect(await keysOf(`hearingFrom=${isoDay(30)}`)).toEqual(['c']);
    expect(await keysOf(`hearingTo=${isoDay(-1)}`)).toEqual(['b']);
    expect(sorted(await keysOf('status=&priority='))).toHaveLength(5);
  });

  it('answers 400 naming a bad filter', async () => {
    const response = await ctx.call(admin, 'GET', '/api/legal-cases?status=active,nonsense');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)[0]).toMatch(/^status/);
    expect((await ctx.call(admin, 'GET', '/api/legal-cases?chip=nope')).statusCode).toBe(400);
  });

  it('applies the quick chips', async () => {
    expect(await keysOf('chip=overdueHearings')).toEqual(['b']);
    expect(await keysOf('chip=appealDeadlines')).toEqual(['a']);
    expect(await keysOf('chip=expiringPowers')).toEqual(['b']);
    expect(await keysOf('chip=mine', author)).toEqual(['c']);
    expect((await list('chip=mine')).total).toBe(5);
    // This week: Sunday to Saturday in the office's time zone (Riyadh, UTC+3, no DST) — whichever hearings fall in it.
    const riyadh = new Date(Date.now() + 3 * 3_600_000);
    const today = Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate()) - 3 * 3_600_000;
    const weekStart = today - riyadh.getUTCDay() * DAY;
    const inWeek = { a: Date.now() + 2 * 3_600_000, b: Date.now() - 3 * DAY, c: Date.now() + 40 * DAY };
    const expected = Object.entries(inWeek)
      .filter(([, at]) => at >= weekStart && at < weekStart + 7 * DAY)
      .map(([key]) => key);
    expect(sorted(await keysOf('chip=hearingsThisWeek'))).toEqual(sorted(expected));
  });

  it('counts "this week" Sunday to Saturday in the office time zone, across the UTC/Riyadh day boundary', async () => {
    const actor = { id: admin.userId, ability: createAppAbility([{ action: 'manage', subject: 'all' }]) };
    const set = async (key: string, at: string) => {
      await seed(key, {});
      await ctx.db
        .update(legalCases)
        .set({ nextHearingAt: new Date(at) })
        .where(eq(legalCases.id, ids[key]!));
    };
    await set('satMorning', '2026-11-21T10:00:00Z'); // Saturday 13:00 in Riyadh: the week before
    await set('sunMorning', '2026-11-22T06:00:00Z'); // Sunday 09:00 in Riyadh
    await set('sunEarly', '2026-11-21T21:30:00Z'); // Sunday 00:30 in Riyadh, still Saturday in UTC
    await set('nextSun', '2026-11-28T21:00:00Z'); // the next Sunday's first instant in Riyadh
    const thisWeek = async (now: string, timeZone?: string) => {
      const rows = await ctx.db
        .select({ id: legalCases.id })
        .from(legalCases)
        .where(caseFilters({ chip: 'hearingsThisWeek' }, actor, new Date(now), timeZone));
      const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
      return sorted(
        rows
          .map((row) => byId[row.id])
          .filter((key) => ['satMorning', 'sunMorning', 'sunEarly', 'nextSun'].includes(key!)),
      );
    };
    // Saturday 22:30 UTC is Sunday 01:30 in Riyadh: the office's new week has begun.
    expect(await thisWeek('2026-11-21T22:30:00Z')).toEqual(['sunEarly', 'sunMorning']);
    // The same instant counted in UTC is still the week of Sunday 15 November.
    expect(await thisWeek('2026-11-21T22:30:00Z', 'UTC')).toEqual(['satMorning', 'sunEarly']);
    // Saturday 20:59 UTC is still Saturday 23:59 in Riyadh.
    expect(await thisWeek('2026-11-21T20:59:00Z')).toEqual(['satMorning']);
    for (const key of ['satMorning', 'sunMorning', 'sunEarly', 'nextSun']) {
      await ctx.db.update(legalCases).set({ deletedAt: new Date() }).where(eq(legalCases.id, ids[key]!));
      delete ids[key];
    }
  });

  it.each([
    ['nextHearing', 'asc', ['b', 'a', 'c', 'd', 'hidden']],
    ['nextHearing', 'desc', ['c', 'a', 'b', 'hidden', 'd']],
    ['priority', 'desc', ['a', 'c', 'd', 'hidden', 'b']],
    ['priority', 'asc', ['b', 'd', 'hidden', 'c', 'a']],
    ['claimAmount', 'asc', ['a', 'b', 'c', 'd', 'hidden']],
    ['claimAmount', 'desc', ['b', 'a', 'hidden', 'd', 'c']],
    ['openedAt', 'asc', ['d', 'a', 'hidden', 'c', 'b']],
    ['openedAt', 'desc', ['b', 'c', 'hidden', 'a', 'd']],
    ['fileNumber', 'asc', ['d', 'a', 'b', 'c', 'hidden']],
    ['fileNumber', 'desc', ['hidden', 'c', 'b', 'a', 'd']],
  ])('sorts by %s %s', async (sortBy, orderBy, expected) => {
    expect(await keysOf(`sortBy=${sortBy}&orderBy=${orderBy}`)).toEqual(expected);
  });

  it('sorts by last update both ways', async () => {
    await ctx.call(admin, 'PATCH', `/api/legal-cases/${ids.d}`, { version: 1, subType: 'إخلاء' });
    const desc = await keysOf('sortBy=updatedAt&orderBy=desc');
    expect(desc[0]).toBe('d');
    expect(await keysOf('sortBy=updatedAt&orderBy=asc')).toEqual([...desc].reverse());
  });

  it('pages, and answers page 1 past the end', async () => {
    const first = await ctx.call(admin, 'GET', '/api/legal-cases?itemsPerPage=2&page=1');
    const second = await ctx.call(admin, 'GET', '/api/legal-cases?itemsPerPage=2&page=2');
    const third = await ctx.call(admin, 'GET', '/api/legal-cases?itemsPerPage=2&page=3');
    expect(first.json()).toMatchObject({ total: 5, totalPages: 3, page: 1 });
    const pages = [first, second, third].flatMap((r) => r.json().cases.map((c: { id: number }) => c.id));
    expect(pages).toEqual([ids.b, ids.a, ids.c, ids.d, ids.hidden]);
    // Paging across the null segment of a descending sort.
    const desc = await ctx.call(admin, 'GET', '/api/legal-cases?itemsPerPage=2&page=2&sortBy=nextHearing&orderBy=desc');
    expect(desc.json().cases.map((c: { id: number }) => c.id)).toEqual([ids.b, ids.hidden]);
    const past = await ctx.call(admin, 'GET', '/api/legal-cases?itemsPerPage=2&page=9');
    expect(past.json().page).toBe(1);
  });

  it('hides team-only cases from a lawyer off the team, in the list and the export', async () => {
    const seen = await keysOf('', author);
    expect(seen).not.toContain('hidden');
    expect(seen).toHaveLength(4);
    const csv = (await ctx.call(author, 'GET', '/api/legal-cases/export.csv')).body;
    expect(csv).not.toContain('قضية hidden');
  });

  it('exports the filtered list as CSV with a BOM and Arabic headings', async () => {
    const response = await ctx.call(admin, 'GET', '/api/legal-cases/export.csv?sortBy=fileNumber&status=intake');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('legal-cases.csv');
    const text = response.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^رقم الملف,عنوان القضية,/);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['قضية d', 'قضية a', 'قضية hidden']);
    expect(lines[2]).toContain(`${fileNumbers.a},قضية a,أحمد عبدالله السالم`);
    expect(lines[2]).toContain('500.00,SAR');
  });
});
