import type { SearchGroupResult, SearchItem } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema.ts';
import { bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';

const t = setupTestApp();

const search = async (q: string, who: SignedIn, lang = 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/app-bar/search?q=${encodeURIComponent(q)}&lang=${lang}`,
    headers: bearer(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchGroupResult[]>();
};
const peopleIn = (groups: SearchGroupResult[]): SearchItem[] =>
  groups.find((group) => group.category === 'users')?.children ?? [];
const namesFound = async (q: string, who: SignedIn) => peopleIn(await search(q, who)).map((person) => person.title);

/** Colleagues with Arabic names beside the demo's Latin ones. */
const COLLEAGUES = [
  { fullName: 'طارق الحربي', email: 't.harbi@office.example' },
  { fullName: 'أحمد إبراهيم', email: 'ahmad.ibrahim@office.example' },
  { fullName: 'Tariqa Benali', email: 'tb@office.example' },
];

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t.app);
  const [role] = await t.db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${roles.name} = 'author'`);
  await t.db.insert(users).values(
    COLLEAGUES.map((person, i) => ({
      ...person,
      username: `colleague${i}`,
      passwordHash: 'x',
      roleId: role!.id,
    })),
  );
});

describe('GET /api/app-bar/search: people', () => {
  it('finds a colleague by a Latin name, the name itself first, with the e-mail and their page', async () => {
    const found = peopleIn(await search('Tariq', admin));
    expect(found.length).toBeGreaterThanOrEqual(3); // two demo people called Tariq, and Tariqa
    expect(found.every((person) => person.title.startsWith('Tariq'))).toBe(true);
    expect(found.at(-1)?.title).toBe('Tariqa Benali'); // begins with the query, but isn't a Tariq
    expect(found[0]).toMatchObject({ icon: 'user', url: expect.stringMatching(/^\/apps\/user\/view\/\d+$/) });
    expect(found[0]!.description).toMatch(/@/);
    const group = (await search('Tariq', admin, 'ar')).find((g) => g.category === 'users');
    expect(group?.title).toBe('المستخدمون');
  });

  it('finds an Arabic name, whatever alef, article or word order is typed', async () => {
    expect(await namesFound('طارق', admin)).toEqual(['طارق الحربي']);
    expect(await namesFound('حربي', admin)).toEqual(['طارق الحربي']); // without «ال»
    expect(await namesFound('احمد ابراهيم', admin)).toEqual(['أحمد إبراهيم']); // أ and إ typed as ا
    expect(await namesFound('إبراهيم أحمد', admin)).toEqual(['أحمد إبراهيم']);
    expect(await namesFound('اَحْمَد', admin)).toEqual(['أحمد إبراهيم']); // harakat
  });

  it('matches the beginning of words of the name or the e-mail, accents aside', async () => {
    expect(await namesFound('chloe', admin)).toEqual(expect.arrayContaining([expect.stringMatching(/^Chloé /)]));
    expect(await namesFound('t.harbi@office', admin)).toEqual(['طارق الحربي']);
    expect(await namesFound('ariq', admin)).toEqual([]); // inside a word: not a match
    expect(await namesFound('t', admin)).toEqual([]); // too short to look up
    expect(await namesFound('100%', admin)).toEqual([]); // LIKE's wildcards are literal
  });

  it('finds no people for a user who may not read users, whatever they type', async () => {
    const client = await signIn(t.app, CLIENT);
    expect(peopleIn(await search('Tariq', client))).toEqual([]);
    const author = await t.userWithRole('author'); // reads users
    expect(await namesFound('طارق', author)).toEqual(['طارق الحربي']);
  });
});
