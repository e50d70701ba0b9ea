import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta } from '../../db/schema.ts';
import { setupTestApp } from '../app.ts';
import { changedTables, databaseFingerprint, leaksInternals, nextTransactionId } from './route-harness.ts';

const t = setupTestApp({ demoData: false });

/** The fuzzer's "a refused request wrote nothing" rests on these two readings: they must see a write. */
describe('the fuzzer’s view of the database', () => {
  it('a read leaves every fingerprint as it was', async () => {
    // (The transaction id is the whole server's: another test's database on the same PostgreSQL may move it.)
    const before = await databaseFingerprint(t);
    await t.db.select().from(appMeta);
    expect(changedTables(before, await databaseFingerprint(t))).toEqual([]);
  });

  it('an insert, an update and a delete each move the transaction id and change their table’s fingerprint', async () => {
    const writes = [
      () => t.db.insert(appMeta).values({ key: 'harness', value: 1 }),
      () => t.db.update(appMeta).set({ value: 2 }).where(eq(appMeta.key, 'harness')),
      () => t.db.delete(appMeta).where(eq(appMeta.key, 'harness')),
    ];
    for (const write of writes) {
      const xid = await nextTransactionId(t);
      const before = await databaseFingerprint(t);
      await write();
      expect(await nextTransactionId(t)).not.toBe(xid);
      expect(changedTables(before, await databaseFingerprint(t))).toEqual(['app_meta']);
    }
  });

  it('a rolled-back write moves the id but leaves the rows as they were', async () => {
    const xid = await nextTransactionId(t);
    const before = await databaseFingerprint(t);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into app_meta (key, value) values ('rolled-back', '1')`);
        throw new Error('undo');
      })
      .catch(() => {});
    expect(await nextTransactionId(t)).not.toBe(xid);
    expect(changedTables(before, await databaseFingerprint(t))).toEqual([]);
  });

  it('recognises internals in an answer and lets plain messages through', () => {
    expect(leaksInternals('{"message":"Failed query: select \\"id\\" from \\"users\\""}')).toBe('SQL');
    expect(leaksInternals('Error: boom\n    at handler (/srv/app/src/x.ts:3:1)')).toBe('a stack trace');
    expect(leaksInternals('{"message":"duplicate key value violates unique constraint \\"users_email\\""}')).toBe(
      'a database message',
    );
    expect(leaksInternals('{"message":"Select a role from the list"}')).toBeUndefined();
  });
});
