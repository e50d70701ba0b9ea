import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';
import { createCaseRefs } from './case-refs.ts';

/** The port other areas refer to cases through: here, the cases a text names by file number. */
const t = setupTestApp({ demoData: false });
let live: number;

beforeAll(async () => {
  const admin = await t.userWithRole('admin');
  const inserted = (fileNumber: string, deletedAt: Date | null = null) =>
    insertTestCase(t.db, {
      fileNumber,
      title: `Case ${fileNumber}`,
      openedAt: '2031-01-05',
      responsibleLawyerId: admin.userId,
      deletedAt,
    });
  live = await inserted('2031/0007');
  await inserted('2031/0008', new Date());
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
