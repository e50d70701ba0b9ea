import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCases } from '../../db/schema.ts';
import { setupTestApp } from '../../test/app.ts';
import { createCaseRefs } from './case-refs.ts';

/** The port other areas refer to cases through: here, the cases a text names by file number. */
const t = setupTestApp({ demoData: false });
let live: number;

beforeAll(async () => {
  const admin = await t.userWithRole('admin');
  const rows = await t.db
    .insert(legalCases)
    .values(
      ['2031/0007', '2031/0008'].map((fileNumber) => ({
        fileNumber,
        title: `Case ${fileNumber}`,
        category: 'civil' as const,
        openedAt: '2031-01-05',
        status: 'active' as const,
        responsibleLawyerId: admin.userId,
      })),
    )
    .returning({ id: legalCases.id });
  live = rows[0]!.id;
  await t.db.update(legalCases).set({ deletedAt: new Date() }).where(eq(legalCases.id, rows[1]!.id));
});

describe('case references', () => {
  it('finds the live cases whose file numbers a text names, and nothing for other numbers', async () => {
    const refs = createCaseRefs(t.db);
    expect((await refs.named('Re: hearing moved — 2031/0007 (was 2031/0008)')).map((found) => found.id)).toEqual([
      live,
    ]);
    expect(await refs.named('Invoice 12/2031 and 2031/99')).toEqual([]);
  });
});
