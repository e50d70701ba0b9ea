import {
  AREAS,
  createAppAbility,
  normalizeSearchText,
  SEARCH_GROUP_LIMIT,
  SEARCH_GROUPS,
  type Area,
  type SearchGroupResult,
} from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, CLIENT, setupTestApp, signIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';
import { createSearchService } from './search.service.ts';

const t = setupTestApp();
const search = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/app-bar/search${query}`, headers });

describe('GET /api/app-bar/search', () => {
  it('needs a session', async () => {
    expect((await search('?q=crm', {})).statusCode).toBe(401);
  });

  it('finds pages by title, case-insensitively, grouped', async () => {
    const admin = await signIn(t.app);
    const response = await search('?q=cRm', bearer(admin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        title: 'Dashboards',
        category: 'dashboards',
        children: [{ url: '/dashboards/crm', icon: 'chart-pie-2', title: 'CRM' }],
      },
    ]);
  });

  it('drops what the user may not open', async () => {
    const client = await signIn(t.app, CLIENT);
    expect((await search('?q=crm', bearer(client))).json()).toEqual([]);
    const all = (await search('', bearer(client))).json() as {
      category: string;
      children: { url: string }[];
    }[];
    expect(all.map((group) => group.category)).toEqual(['appsPages']);
    expect(all[0]!.children.map((child) => child.url)).toContain('/access-control');
  });

  it('an empty query lists every permitted page, at most 5 per group', async () => {
    const admin = await signIn(t.app);
    const groups = (await search('?q=', bearer(admin))).json() as {
      category: string;
      children: unknown[];
    }[];
    const categories = groups.map((group) => group.category);
    expect(categories).toEqual(SEARCH_GROUPS.filter((group) => categories.includes(group))); // display order
    expect(categories).toEqual(expect.arrayContaining(['dashboards', 'appsPages']));
    for (const group of groups) expect(group.children.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT);
    const appsPages = AREAS.filter((area) => area.searchGroup === 'appsPages').length;
    expect(groups.find((group) => group.category === 'appsPages')!.children).toHaveLength(Math.min(appsPages, 5));
  });

  it('answers in the requested language, and matches the English title too', async () => {
    const admin = await signIn(t.app);
    // Demo cases whose parties' Latin names say "maintenance" come in their own group; the pages are checked here.
    const french = ((await search('?q=maintenance&lang=fr', bearer(admin))).json() as SearchGroupResult[]).filter(
      (group) => group.category !== 'legalCases',
    );
    expect(french).toEqual([
      {
        title: 'Applications et pages',
        category: 'appsPages',
        children: [
          {
            url: '/pages/misc/under-maintenance',
            icon: 'tool',
            title: 'En maintenance',
            description: 'Divers', // its menu group
          },
        ],
      },
    ]);
    const byEnglish = (await search('?q=access%20control&lang=ar', bearer(admin))).json();
    expect(byEnglish[0].children[0].url).toBe('/access-control');
    expect(byEnglish[0].title).not.toBe('Apps & Pages');
  });

  it('rejects an unknown language', async () => {
    const admin = await signIn(t.app);
    const response = await search('?q=x&lang=de', bearer(admin));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['lang']);
  });
});

describe('search service', () => {
  const area = (id: string, access: Area['access']): Area => ({
    id,
    to: `/${id}`,
    icon: 'x',
    access,
    searchGroup: 'formsTables',
  });

  it('keeps at most 5 per group, in order, and skips pages for the signed-out', async () => {
    const areas = [...Array.from({ length: 7 }, (_, i) => area(`page${i}`, 'signedIn')), area('login', 'guest')];
    const result = await createSearchService({ areas }).search({
      q: '',
      lang: 'en',
      ability: createAppAbility([]),
    });
    expect(result).toHaveLength(1);
    expect(result[0]!.children.map((child) => child.url)).toEqual(['/page0', '/page1', '/page2', '/page3', '/page4']);
  });
});

describe('GET /api/app-bar/search: legal cases', () => {
  /** A case whose derived search text is built as the server builds it (title, file number, court number, parties). */
  const insertCase = async (
    fields: {
      fileNumber: string;
      title: string;
      courtCaseNumber: string;
      party: string;
      teamOnly?: boolean;
    },
    lawyerId: number,
  ) =>
    insertTestCase(t.db, {
      responsibleLawyerId: lawyerId,
      fileNumber: fields.fileNumber,
      title: fields.title,
      teamOnly: fields.teamOnly ?? false,
      clientNames: fields.party,
      currentCourtCaseNumber: fields.courtCaseNumber,
      searchText: [fields.title, fields.fileNumber, fields.courtCaseNumber, fields.party]
        .map(normalizeSearchText)
        .join(' | '),
    });
  const casesOf = (groups: SearchGroupResult[]) =>
    groups.find((group) => group.category === 'legalCases')?.children ?? [];
  const find = async (q: string, who: Parameters<typeof bearer>[0]) => {
    const response = await search(`?q=${encodeURIComponent(q)}&lang=ar`, bearer(who));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchGroupResult[]>();
  };

  it('finds a case by file number (also in Arabic-Indic digits), court case number or a party written with a letter variant', async () => {
    const admin = await signIn(t.app);
    const id = await insertCase(
      {
        fileNumber: '1991/S0042',
        title: 'مطالبة عمالية بمستحقات',
        courtCaseNumber: '4471234',
        party: 'مؤسسة إبراهيم للتجارة',
      },
      admin.userId,
    );
    const byFile = await find('1991/S0042', admin);
    expect(byFile.at(-1)).toMatchObject({
      category: 'legalCases',
      title: 'القضايا القانونية',
    });
    expect(casesOf(byFile)).toEqual([
      {
        url: `/legal-cases/${id}`,
        icon: 'briefcase',
        title: 'مطالبة عمالية بمستحقات',
        description: '1991/S0042 · 4471234 · مؤسسة إبراهيم للتجارة',
      },
    ]);
    expect(casesOf(await find('٤٤٧١٢٣٤', admin)).map((item) => item.url)).toEqual([`/legal-cases/${id}`]);
    expect(casesOf(await find('مؤسسه ابراهيم', admin)).map((item) => item.url)).toEqual([`/legal-cases/${id}`]);
    expect(casesOf(await find('nothing-like-this', admin))).toEqual([]);
  });

  it('finds nothing for a user who may not read LegalCase, and hides team-only cases from others', async () => {
    const admin = await signIn(t.app);
    await insertCase(
      {
        fileNumber: '1991/S0043',
        title: 'قضية للفريق فقط',
        courtCaseNumber: '4471299',
        party: 'شركة الضياء',
        teamOnly: true,
      },
      admin.userId,
    );
    expect(casesOf(await find('1991/S0043', admin))).toHaveLength(1);
    const author = await t.userWithRole('author');
    expect(casesOf(await find('1991/S0043', author))).toEqual([]);
    expect(casesOf(await find('1991/S0042', author))).toHaveLength(1);
    const client = await signIn(t.app, CLIENT);
    expect(casesOf(await find('1991/S0042', client))).toEqual([]);
  });

  it('keeps at most 5 cases and looks for none on an empty query', async () => {
    const admin = await signIn(t.app);
    for (let i = 0; i < 7; i += 1) {
      await insertCase(
        {
          fileNumber: `1991/M${i}`,
          title: `قضية متكررة ${i}`,
          courtCaseNumber: `99${i}`,
          party: 'طرف مكرر',
        },
        admin.userId,
      );
    }
    expect(casesOf(await find('طرف مكرر', admin))).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(casesOf(await find('', admin))).toEqual([]);
  });
});
