import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { bootstrap } from '../bootstrap.ts';
import type { Database } from '../client.ts';
import {
  legalCaseParties,
  legalCases,
  legalCaseSequences,
  legalContacts,
  legalCourts,
  legalDocumentFiles,
  legalCaseDocuments,
  legalCaseTasks,
  legalHearings,
} from '../schema.ts';
import { sendDueTaskReminders } from '../../modules/legal-cases/task-reminders.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Two fresh demo databases: the second shows the seed is the same on every machine. */
let first: Database;
let second: Database;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await bootstrap(first.db, { demoData: true });
  await bootstrap(second.db, { demoData: true });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const listed = (database: Database) =>
  database.db
    .select({
      title: legalCases.title,
      fileNumber: legalCases.fileNumber,
      status: legalCases.status,
      clientNames: legalCases.clientNames,
    })
    .from(legalCases)
    .orderBy(asc(legalCases.id));

describe('demo legal cases', () => {
  it('seeds about sixty cases of a Saudi law office, each with a client, numbered YYYY/NNNN', async () => {
    const cases = await listed(first);
    expect(cases.length).toBeGreaterThanOrEqual(55);
    expect(cases.length).toBeLessThanOrEqual(65);
    expect(new Set(cases.map((c) => c.status))).toEqual(
      new Set(['intake', 'active', 'suspended', 'closed', 'archived']),
    );
    expect(cases.filter((c) => c.status === 'active').length).toBeGreaterThan(cases.length / 2);
    for (const c of cases) expect(c.fileNumber).toMatch(/^\d{4}\/\d{4}$/);

    const withoutClient = await first.db.execute(sql`
      select c.id from legal_cases c
      where not exists (select 1 from legal_case_parties p where p.case_id = c.id and p.role = 'client')`);
    expect(rows(withoutClient)).toEqual([]);

    // Each year's sequence continues after the highest file number of that year.
    const sequences = await first.db.select().from(legalCaseSequences);
    for (const { year, last } of sequences) {
      const numbers = cases
        .filter((c) => c.fileNumber.startsWith(`${year}/`))
        .map((c) => Number(c.fileNumber.slice(5)));
      expect(Math.max(...numbers)).toBe(last);
    }
    expect(sequences.reduce((total, s) => total + s.last, 0)).toBe(cases.length);
  });

  it('fills the list columns: parties, current court, next hearings this week and overdue, expiring powers', async () => {
    const now = Date.now();
    const cases = await first.db.select().from(legalCases);
    expect(cases.every((c) => c.clientNames !== '' && c.searchText !== '')).toBe(true);
    const filed = cases.filter((c) => c.status !== 'intake');
    expect(filed.every((c) => c.currentCourtName !== '' && c.currentStageType !== null)).toBe(true);

    const hearing = (c: (typeof cases)[number]) => c.nextHearingAt?.getTime();
    expect(cases.filter((c) => hearing(c)! > now && hearing(c)! < now + 7 * DAY).length).toBeGreaterThanOrEqual(3);
    expect(cases.filter((c) => hearing(c)! < now).length).toBeGreaterThanOrEqual(3);
    expect(cases.filter((c) => hearing(c)! > now + 7 * DAY).length).toBeGreaterThanOrEqual(3);
    const soon = (date: string | null, days: number) =>
      date !== null && Date.parse(date) >= now - DAY && Date.parse(date) <= now + days * DAY;
    expect(cases.some((c) => soon(c.poaExpiresAt, 30))).toBe(true);
    expect(cases.some((c) => soon(c.appealDeadline, 7))).toBe(true);
    expect(cases.some((c) => c.lastDecision !== '')).toBe(true);
    expect(cases.some((c) => c.openTaskCount > 0)).toBe(true);
    expect(cases.some((c) => c.currentStageType === 'appeal')).toBe(true);
    expect(cases.some((c) => c.currentStageType === 'enforcement')).toBe(true);
    expect(cases.some((c) => c.teamOnly)).toBe(true);

    // A case's earliest waiting hearing is its next one; the ones with a result are the chain before it.
    const chained = await first.db
      .select({ id: legalHearings.id })
      .from(legalHearings)
      .where(sql`${legalHearings.previousHearingId} is not null`);
    expect(chained.length).toBeGreaterThan(0);
  });

  it('gives contacts valid Saudi identifiers, and courts both names', async () => {
    const contacts = await first.db.select().from(legalContacts);
    expect(contacts.length).toBeGreaterThanOrEqual(70);
    const people = contacts.filter((c) => c.kind === 'person');
    for (const p of people) {
      expect(p.nameAr.split(' ').length).toBeGreaterThanOrEqual(4);
      expect(p.idNumber).toMatch(/^[12]\d{9}$/);
      expect(p.phone).toMatch(/^05\d{8}$/);
    }
    for (const c of contacts.filter((c) => c.kind === 'organization'))
      expect(c.commercialRegistration).toMatch(/^\d{10}$/);
    expect(contacts.some((c) => c.kind === 'government')).toBe(true);
    expect(contacts.some((c) => c.aliases.length > 0)).toBe(true);

    const courts = await first.db.select().from(legalCourts);
    expect(courts.length).toBeGreaterThanOrEqual(10);
    expect(courts.every((c) => c.nameAr !== '' && c.nameEn !== '')).toBe(true);
    const opponents = await first.db
      .select({ id: legalCaseParties.id })
      .from(legalCaseParties)
      .where(eq(legalCaseParties.role, 'opponent'));
    expect(opponents.length).toBeGreaterThanOrEqual(60);
  });

  it('stores documents with their bytes and SHA-256 checksum', async () => {
    const documents = await first.db
      .select({ checksum: legalCaseDocuments.checksum, size: legalCaseDocuments.size, bytes: legalDocumentFiles.bytes })
      .from(legalCaseDocuments)
      .innerJoin(legalDocumentFiles, eq(legalDocumentFiles.documentId, legalCaseDocuments.id));
    expect(documents.length).toBeGreaterThan(0);
    for (const d of documents) {
      expect(d.size).toBe(d.bytes.length);
      expect(d.checksum).toBe(createHash('sha256').update(d.bytes).digest('hex'));
    }
  });

  it('leaves no reminder already due: a first start sends none, later ones fall due one by one', async () => {
    const sent = await sendDueTaskReminders(first.db, new Date(), async () => {});
    expect(sent).toBe(0);
    const [row] = await first.db
      .select({
        pending:
          sql<number>`count(*) filter (where ${legalCaseTasks.remindedAt} is null and ${legalCaseTasks.completedAt} is null and ${legalCaseTasks.remindAt} is not null)`.mapWith(
            Number,
          ),
      })
      .from(legalCaseTasks);
    expect(row!.pending).toBeGreaterThan(0);
  });

  it('is deterministic: two seeds give the same titles and file numbers', async () => {
    expect(await listed(second)).toEqual(await listed(first));
  });
});

/** `execute` answers rows directly on postgres-js and as `{ rows }` on PGlite. */
function rows(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}
