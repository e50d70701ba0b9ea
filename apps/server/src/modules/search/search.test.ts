import { AREAS, createAppAbility, SEARCH_GROUP_LIMIT, SEARCH_GROUPS, type Area } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, CLIENT, setupTestApp, signIn } from '../../test/app.ts';
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
      { title: 'Dashboards', category: 'dashboards', children: [{ url: '/dashboards/crm', icon: 'chart-pie-2', title: 'CRM' }] },
    ]);
  });

  it('drops what the user may not open', async () => {
    const client = await signIn(t.app, CLIENT);
    expect((await search('?q=crm', bearer(client))).json()).toEqual([]);
    const all = (await search('', bearer(client))).json() as { category: string; children: { url: string }[] }[];
    expect(all.map((group) => group.category)).toEqual(['appsPages']);
    expect(all[0]!.children.map((child) => child.url)).toContain('/access-control');
  });

  it('an empty query lists every permitted page, at most 5 per group', async () => {
    const admin = await signIn(t.app);
    const groups = (await search('?q=', bearer(admin))).json() as { category: string; children: unknown[] }[];
    const categories = groups.map((group) => group.category);
    expect(categories).toEqual(SEARCH_GROUPS.filter((group) => categories.includes(group))); // display order
    expect(categories).toEqual(expect.arrayContaining(['dashboards', 'appsPages']));
    for (const group of groups) expect(group.children.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT);
    const appsPages = AREAS.filter((area) => area.searchGroup === 'appsPages').length;
    expect(groups.find((group) => group.category === 'appsPages')!.children).toHaveLength(Math.min(appsPages, 5));
  });

  it('answers in the requested language, and matches the English title too', async () => {
    const admin = await signIn(t.app);
    const french = (await search('?q=maintenance&lang=fr', bearer(admin))).json();
    expect(french).toEqual([
      {
        title: 'Applications et pages',
        category: 'appsPages',
        children: [{ url: '/pages/misc/under-maintenance', icon: 'tool', title: 'En maintenance' }],
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
  const area = (id: string, access: Area['access']): Area => ({ id, to: `/${id}`, icon: 'x', access, searchGroup: 'formsTables' });

  it('keeps at most 5 per group, in order, and skips pages for the signed-out', () => {
    const areas = [
      ...Array.from({ length: 7 }, (_, i) => area(`page${i}`, 'signedIn')),
      area('login', 'guest'),
    ];
    const result = createSearchService(areas).search({ q: '', lang: 'en', ability: createAppAbility([]) });
    expect(result).toHaveLength(1);
    expect(result[0]!.children.map((child) => child.url)).toEqual(['/page0', '/page1', '/page2', '/page3', '/page4']);
  });
});
