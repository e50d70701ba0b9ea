import type { ConflictCheckResult, Contact } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCaseActivity, legalCaseParties, legalCases, legalCaseTeam } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;
let serial = 0;

const contact = async (body: Record<string, unknown>) => {
  const response = await t.call(admin, 'POST', '/api/legal-contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
};
/** A case made directly (case CRUD is another module), with its parties. */
const caseWith = async (parties: Array<{ contactId: number; role: 'client' | 'opponent' }>) => {
  serial += 1;
  const row = { fileNumber: `2024/8${serial}`, title: `قضية تعارض ${serial}` };
  const id = await insertTestCase(t.db, { ...row, openedAt: '2024-02-01', responsibleLawyerId: admin.userId });
  for (const party of parties)
    await t.db.insert(legalCaseParties).values({ caseId: id, ...party, capacity: 'plaintiff' });
  return { id, ...row };
};
const check = async (body: object) => {
  const response = await t.call(admin, 'POST', '/api/legal-cases/conflict-check', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConflictCheckResult>().hits;
};

let client: Contact;
let opponent: Contact;
let existing: Awaited<ReturnType<typeof caseWith>>;

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  client = await contact({ kind: 'organization', nameAr: 'شركة البيان للمقاولات', aliases: ['البيان'] });
  opponent = await contact({ kind: 'person', nameAr: 'خالد إبراهيم سعد العتيبي' });
  existing = await caseWith([
    { contactId: client.id, role: 'client' },
    { contactId: opponent.id, role: 'opponent' },
  ]);
});

describe('conflict check', () => {
  it('hits a proposed client who is an opponent elsewhere, by contact and by name variant', async () => {
    const byId = await check({ clients: [{ contactId: opponent.id }] });
    expect(byId).toEqual([
      {
        caseId: existing.id,
        fileNumber: existing.fileNumber,
        title: existing.title,
        contactId: opponent.id,
        name: opponent.nameAr,
        roleThere: 'opponent',
        asRole: 'client',
      },
    ]);
    const byName = await check({ clients: [{ name: 'خالد ابراهيم سعد العتيبى' }] });
    expect(byName.map((hit) => hit.contactId)).toEqual([opponent.id]);
  });

  it('hits a proposed opponent who is a client elsewhere, also by alias', async () => {
    const hits = await check({ opponents: [{ name: 'البيان' }] });
    expect(hits).toEqual([
      expect.objectContaining({ caseId: existing.id, contactId: client.id, roleThere: 'client', asRole: 'opponent' }),
    ]);
    expect(await check({ opponents: [{ contactId: client.id }] })).toHaveLength(1);
  });

  it('finds no false hits', async () => {
    // Same side as before, a mere part of a name, and the case itself excluded.
    expect(await check({ clients: [{ contactId: client.id }], opponents: [{ contactId: opponent.id }] })).toEqual([]);
    expect(await check({ clients: [{ name: 'خالد' }] })).toEqual([]);
    expect(await check({ clients: [{ contactId: opponent.id }], excludeCaseId: existing.id })).toEqual([]);
  });

  it('ignores deleted cases', async () => {
    const other = await contact({ kind: 'organization', nameAr: 'مصنع الوادي' });
    const gone = await caseWith([{ contactId: other.id, role: 'opponent' }]);
    expect(await check({ clients: [{ contactId: other.id }] })).toHaveLength(1);
    await t.db.update(legalCases).set({ deletedAt: new Date() }).where(eq(legalCases.id, gone.id));
    expect(await check({ clients: [{ contactId: other.id }] })).toEqual([]);
  });

  it('names an unknown contact', async () => {
    const response = await t.call(admin, 'POST', '/api/legal-cases/conflict-check', {
      clients: [{ contactId: 999999 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: object }>().errors).toHaveProperty(['clients.0.contactId']);
  });

  it('waives with a note, on the case and in its activity', async () => {
    const mine = await caseWith([{ contactId: opponent.id, role: 'client' }]);
    const empty = await t.call(admin, 'POST', `/api/legal-cases/${mine.id}/conflict-check/waive`, { note: ' ' });
    expect(empty.statusCode).toBe(400);
    const response = await t.call(admin, 'POST', `/api/legal-cases/${mine.id}/conflict-check/waive`, {
      note: 'موافقة الشريك المدير',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ state: 'waived', waivedNote: 'موافقة الشريك المدير' });
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, mine.id));
    expect(row!.conflictCheck).toBe('waived');
    const activity = await t.db.select().from(legalCaseActivity).where(eq(legalCaseActivity.caseId, mine.id));
    expect(activity).toEqual([expect.objectContaining({ action: 'conflict.waived', userId: admin.userId })]);
  });

  it("keeps a hit in a team-only case the reader can't open, without its title (restricted)", async () => {
    const author = await t.userWithRole('author');
    const secretOpponent = await contact({ kind: 'person', nameAr: 'سلطان ناصر فهد الدوسري' });
    const secret = await insertTestCase(t.db, {
      fileNumber: '2024/8SECRET',
      title: 'قضية سرية للفريق',
      openedAt: '2024-02-01',
      responsibleLawyerId: admin.userId,
      teamOnly: true,
    });
    await t.db
      .insert(legalCaseParties)
      .values({ caseId: secret, contactId: secretOpponent.id, role: 'opponent', capacity: 'defendant' });
    const checkAs = async (who: SignedIn) => {
      const response = await t.call(who, 'POST', '/api/legal-cases/conflict-check', {
        clients: [{ contactId: secretOpponent.id }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ConflictCheckResult>().hits;
    };
    expect(await checkAs(author)).toEqual([
      {
        caseId: secret,
        fileNumber: '2024/8SECRET',
        title: '',
        contactId: secretOpponent.id,
        name: secretOpponent.nameAr,
        roleThere: 'opponent',
        asRole: 'client',
        restricted: true,
      },
    ]);
    expect((await checkAs(admin))[0]).toMatchObject({ title: 'قضية سرية للفريق' });
    expect((await checkAs(admin))[0]).not.toHaveProperty('restricted');

    // The author's own case: adding the contact as a client records the hit; the answer and the case withhold the title.
    const own = await insertTestCase(t.db, {
      fileNumber: '2024/8OWN',
      title: 'قضية المحامي',
      openedAt: '2024-02-01',
      responsibleLawyerId: author.userId,
      status: 'intake',
    });
    const added = await t.call(author, 'POST', `/api/legal-cases/${own}/parties`, {
      contactId: secretOpponent.id,
      role: 'client',
      capacity: 'plaintiff',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().conflictCheck).toMatchObject({
      state: 'conflict',
      hits: [{ caseId: secret, title: '', restricted: true }],
    });
    const seenByAuthor = (await t.call(author, 'GET', `/api/legal-cases/${own}`)).json();
    expect(seenByAuthor.conflictCheckResult.hits).toEqual([
      expect.objectContaining({ fileNumber: '2024/8SECRET', title: '', restricted: true }),
    ]);
    const seenByAdmin = (await t.call(admin, 'GET', `/api/legal-cases/${own}`)).json();
    expect(seenByAdmin.conflictCheckResult.hits).toEqual([expect.objectContaining({ title: 'قضية سرية للفريق' })]);
    // Stored in full: once on the team, the author sees the title.
    const [stored] = await t.db
      .select({ result: legalCases.conflictCheckResult })
      .from(legalCases)
      .where(eq(legalCases.id, own));
    expect(JSON.stringify(stored!.result)).toContain('قضية سرية للفريق');
    await t.db.insert(legalCaseTeam).values({ caseId: secret, userId: author.userId });
    expect((await checkAs(author))[0]).toMatchObject({ title: 'قضية سرية للفريق' });
    expect((await checkAs(author))[0]).not.toHaveProperty('restricted');
  });

  it('is closed to the client account', async () => {
    const demoClient = await signIn(t.app, CLIENT);
    expect(
      (await t.call(demoClient, 'POST', '/api/legal-cases/conflict-check', { clients: [{ name: 'خالد' }] })).statusCode,
    ).toBe(403);
    expect(
      (await t.call(demoClient, 'POST', `/api/legal-cases/${existing.id}/conflict-check/waive`, { note: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});
