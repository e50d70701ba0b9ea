import { normalizeSearchText, type CaseList } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCases } from '../../db/schema.ts';
import { ADMIN, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';
import { SEARCH_COUNT_CAP } from './cases.list.ts';

const ctx = setupTestApp();
let admin: SignedIn;
/** More cases carrying the word «الزهراني» than the search counts, and a few carrying «البلوي» too. */
const MANY = SEARCH_COUNT_CAP + 5;
const FEW = 7;

const search = async (query: string) => {
  const response = await ctx.call(admin, 'GET', `/api/legal-cases?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<
    CaseList & { cases: Array<{ id: number; title: string; priority: string; nextHearingAt: string | null }> }
  >();
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  admin = await signIn(ctx.app, ADMIN);
  // The demo data holds cases of its own: set them aside so each expectation counts exactly this file's.
  await ctx.db.update(legalCases).set({ deletedAt: new Date() });
  // Set-based: a thousand cases through the API would take minutes. Hearing n days ahead (none for one in ten),
  // priorities in turn; the first FEW also carry a rarer family name.
  await ctx.db.execute(sql`
    insert into legal_cases (file_number, title, category, opened_at, responsible_lawyer_id, status, priority, next_hearing_at, search_text)
    select '1991/Z' || g, 'قضية الزهراني ' || g, 'civil', date '2025-01-01', ${admin.userId}, 'active',
      (array['low','normal','high','urgent'])[1 + g % 4],
      case when g % 10 <> 0 then timestamptz '2030-01-01T08:00:00Z' + g * interval '1 day' end,
      ${normalizeSearchText('قضية الزهراني')} || ' ' || g || case when g <= ${FEW} then ${` | ${normalizeSearchText('سعد البلوي')}`} else '' end
    from generate_series(1, ${MANY}) as g`);
});

describe('the case list search', () => {
  it('caps the count of a broad search and flags it, still paging in the sort order', async () => {
    const first = await search(`${q('الزهراني')}&itemsPerPage=10`);
    expect(first).toMatchObject({
      total: SEARCH_COUNT_CAP,
      totalCapped: true,
      totalPages: SEARCH_COUNT_CAP / 10,
      page: 1,
    });
    // Soonest hearing first: g = 1, 2, … (g = 10 has none).
    expect(first.cases.map((c) => c.title)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11].map((g) => `قضية الزهراني ${g}`));
    const third = await search(`${q('الزهراني')}&itemsPerPage=10&page=3`);
    expect(third.cases.map((c) => c.title)).toEqual(
      [23, 24, 25, 26, 27, 28, 29, 31, 32, 33].map((g) => `قضية الزهراني ${g}`),
    );
    // Deeper than the walk goes (row 141 on): the same order.
    const deep = await search(`${q('الزهراني')}&itemsPerPage=10&page=15`);
    const nthWithHearing = (k: number) => k + Math.floor((k - 1) / 9);
    expect(deep.cases.map((c) => c.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `قضية الزهراني ${nthWithHearing(141 + i)}`),
    );
    // Past the last counted page: page 1, as for any list.
    expect((await search(`${q('الزهراني')}&itemsPerPage=10&page=101`)).page).toBe(1);
  });

  it('walks every segment of a multi-part sort when capped', async () => {
    const urgent = await search(`${q('الزهراني')}&itemsPerPage=5&sortBy=priority&orderBy=desc`);
    expect(urgent.totalCapped).toBe(true);
    expect(urgent.cases.map((c) => c.priority)).toEqual(['urgent', 'urgent', 'urgent', 'urgent', 'urgent']);
    expect(urgent.cases.map((c) => c.title)).toEqual([3, 7, 11, 15, 19].map((g) => `قضية الزهراني ${g}`));
    // Descending next hearing: the rows with a date, then the ones without.
    const desc = await search(`${q('الزهراني')}&itemsPerPage=10&sortBy=nextHearing&orderBy=desc`);
    expect(desc.cases[0]!.title).toBe(`قضية الزهراني ${MANY}`);
  });

  it('counts exactly below the cap (no flag), and lists every match when all rows are asked for', async () => {
    const few = await search(`${q('البلوي')}&itemsPerPage=5`);
    expect(few).toMatchObject({ total: FEW, totalCapped: false, totalPages: 2, page: 1 });
    expect(few.cases.map((c) => c.title)).toEqual([1, 2, 3, 4, 5].map((g) => `قضية الزهراني ${g}`));
    const second = await search(`${q('البلوي')}&itemsPerPage=5&page=2&sortBy=priority&orderBy=asc`);
    expect(second.cases).toHaveLength(2);
    expect(await search(`${q('لا يوجد أحد بهذا الاسم')}`)).toMatchObject({ cases: [], total: 0, totalCapped: false });

    const all = await search(`${q('الزهراني')}&itemsPerPage=-1`);
    expect(all.total).toBe(MANY);
    expect(all.cases).toHaveLength(MANY);
    expect(all.totalCapped).toBe(false);
  });

  it('keeps the normalised, case-insensitive match', async () => {
    // «الزهرانى» (alef maqsura) and a different hamza form match the stored normalised text.
    expect((await search(`${q('الزهرانى')}&itemsPerPage=1`)).totalCapped).toBe(true);
    await insertTestCase(ctx.db, {
      fileNumber: '1991/LATIN',
      title: 'Case of ACME Trading',
      category: 'commercial',
      openedAt: '2025-01-01',
      status: 'intake',
      responsibleLawyerId: admin.userId,
      searchText: normalizeSearchText('Case of ACME Trading'),
    });
    expect((await search(q('acme TRADING'))).total).toBe(1);
  });
});
