import { createAppAbility, foldSearchText, type Language, type SearchGroupResult } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { createPageMatcher, PAGE_RANK } from './search.pages.ts';
import { createSearchService } from './search.service.ts';

const everything = createAppAbility([{ action: 'manage', subject: 'all' }]);
const service = createSearchService();
const search = (q: string, lang: Language = 'en', ability = everything) => service.search({ q, lang, ability });
const urls = (groups: SearchGroupResult[]) => groups.flatMap((group) => group.children.map((child) => child.url));
const first = async (q: string, lang?: Language) => (await search(q, lang))[0]?.children[0];

describe('the global search finds pages by what people type', () => {
  it('"user list", "users", "المستخدمين" and "liste utilisateurs" open the user list first, titled in the reader\'s language', async () => {
    expect(await first('user list')).toEqual({
      url: '/apps/user/list',
      icon: 'list-details',
      title: 'List',
      description: 'User',
    });
    expect((await first('users'))?.url).toBe('/apps/user/list');
    expect(await first('المستخدمين', 'ar')).toEqual({
      url: '/apps/user/list',
      icon: 'list-details',
      title: 'القائمة',
      description: 'المستخدم',
    });
    expect((await first('liste utilisateurs', 'fr'))?.url).toBe('/apps/user/list');
    // The other languages' words find it too, titled in the reader's.
    expect((await first('المستخدمين', 'en'))?.title).toBe('List');
    expect((await first('users', 'ar'))?.title).toBe('القائمة');
  });

  it('takes the words in any order, ignoring case, accents and Arabic letter variants and articles', async () => {
    expect((await first('LIST user'))?.url).toBe('/apps/user/list');
    expect((await first('orders ecommerce'))?.url).toBe('/apps/ecommerce/order/list');
    expect((await first('parametres du compte', 'fr'))?.url).toBe('/pages/account-settings/account');
    expect((await first('اعدادات الحساب', 'ar'))?.url).toBe('/pages/account-settings/account'); // إعدادات
    expect((await first('جلسات', 'ar'))?.url).toBe('/legal-cases/agenda'); // keyword «الجلسات», without its article
    expect((await first('ادوار', 'ar'))?.url).toBe('/apps/roles'); // «الأدوار»
    expect(await search('nothing like this')).toEqual([]);
    expect(await search('@ ,')).toEqual([]);
  });

  it('ranks an exact title, then a title beginning with the query, then keywords, then all words in the title, then the group', async () => {
    expect(urls(await search('settings'))).toEqual([
      '/apps/ecommerce/settings',
      '/office/settings',
      '/pages/account-settings/account',
    ]);
    expect(urls(await search('access')).slice(0, 2)).toEqual(['/access-control', '/apps/roles']);
    // The page titled "Dashboard" comes before the two the Dashboards group holds: its group is listed first.
    const dashboard = await search('dashboard');
    expect(dashboard.map((group) => group.category)).toEqual(['appsPages', 'dashboards']);
    expect(urls(dashboard)).toEqual(['/apps/ecommerce/dashboard', '/dashboards/crm', '/dashboards/ecommerce']);
  });

  it('keeps the display order of the groups for an empty query, and shows only what the user may open', async () => {
    expect((await search('')).map((group) => group.category)).toEqual(['dashboards', 'appsPages']);
    const reader = createAppAbility([{ action: 'read', subject: 'LegalCase' }]);
    expect(urls(await search('users', 'en', reader))).toEqual([]);
    expect(urls(await search('hearings', 'en', reader))).toEqual(['/legal-cases/agenda']);
  });
});

describe('page matcher', () => {
  const match = createPageMatcher([
    { id: 'roles', to: '/roles', icon: 'x', access: 'signedIn', searchGroup: 'appsPages' },
    { id: 'permissions', to: '/permissions', icon: 'x', access: 'signedIn', searchGroup: 'appsPages' },
    {
      id: 'userList',
      to: '/users',
      icon: 'x',
      access: 'signedIn',
      searchGroup: 'appsPages',
      menu: { section: 'appsPages', parent: 'user' },
    },
    { id: 'userProfile', to: '/profile', icon: 'x', access: 'signedIn', searchGroup: 'appsPages' },
  ]);
  const ranks = (q: string) => match(q).map(({ area, rank }) => [area.to, rank]);

  it('gives each way of matching its rank', () => {
    expect(ranks('roles')).toEqual([['/roles', PAGE_RANK.exactTitle]]);
    expect(ranks('perm')).toEqual([['/permissions', PAGE_RANK.titlePrefix]]);
    expect(ranks('user list')).toEqual([['/users', PAGE_RANK.exactKeyword]]);
    expect(ranks('colleag')).toEqual([['/users', PAGE_RANK.keywordPrefix]]);
    expect(ranks('profile user')).toEqual([['/profile', PAGE_RANK.wordsInTitle]]);
    expect(ranks('list people')).toEqual([['/users', PAGE_RANK.wordsInKeywords]]);
    expect(ranks('apps list')).toEqual([['/users', PAGE_RANK.wordsInGroup]]); // "Apps & Pages" is its search group
  });
});

describe('foldSearchText', () => {
  it('folds case, Latin accents, Arabic letter variants, harakat, tatweel, digits and punctuation', () => {
    expect(foldSearchText('  Chloé   LEFÈVRE ')).toBe('chloe lefevre');
    expect(foldSearchText('أحمد إبراهيم آل ٱلنور')).toBe('احمد ابراهيم ال النور');
    expect(foldSearchText('مدرسة مصطفى مؤمن قائد')).toBe('مدرسه مصطفي مومن قايد');
    expect(foldSearchText('مُحَمَّـــد ٤٢')).toBe('محمد 42');
    expect(foldSearchText('tariq.al-harbi@office.sa')).toBe('tariq al harbi office sa');
  });
});
