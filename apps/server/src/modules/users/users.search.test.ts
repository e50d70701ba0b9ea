import { createAppAbility, foldSearchText } from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/app.ts';
import { createUserSearchFinder } from './users.search.ts';

const t = setupTestApp();
const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('users search finder', () => {
  it('keeps the stored words folded as foldSearchText folds a query, after an edit too', async () => {
    const [person] = await t.db
      .insert(users)
      .values({
        fullName: 'Inès Mansour-Haddad',
        username: 'ines',
        email: 'Ines.M@Office.example',
        passwordHash: 'x',
        roleId: 1,
      })
      .returning({ id: users.id, words: users.searchWords });
    expect(person!.words).toBe(` ${foldSearchText('Inès Mansour-Haddad Ines.M@Office.example')}`);
    expect(person!.words).toBe(' ines mansour haddad ines m office example');
    await t.db.update(users).set({ fullName: 'إيناس منصور' }).where(eq(users.id, person!.id));
    const [edited] = await t.db.select({ words: users.searchWords }).from(users).where(eq(users.id, person!.id));
    expect(edited!.words).toBe(' ايناس منصور ines m office example');
  });

  it('reads the trigram index of search_words', async () => {
    // In one transaction: on PostgreSQL the pool's next query may run on another connection, without the setting.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`); // a small table would be scanned whatever the indexes
      return rows<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select id from ${users} where ${users.searchWords} like ${'% tariq%'}`),
      );
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('users_search_words_trgm_idx');
  });

  it('finds nobody for an actor who may not read users', async () => {
    const finder = createUserSearchFinder(t.db);
    const reader = { id: 1, ability: createAppAbility([{ action: 'read', subject: 'User' }]) };
    expect((await finder.find('john doe', reader)).map((person) => person.title)).toEqual(['John Doe']);
    expect(await finder.find('john doe', { id: 1, ability: createAppAbility([]) })).toEqual([]);
  });
});
