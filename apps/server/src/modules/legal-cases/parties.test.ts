import type { Contact, Party, PartyWriteResult } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCaseActivity, legalCases } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;

const contact = async (nameAr: string) => {
  const response = await t.call(admin, 'POST', '/api/legal-contacts', { kind: 'organization', nameAr });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
};
const newCase = () =>
  insertTestCase(t.db, {
    title: 'قضية أطراف',
    category: 'labour',
    status: 'intake',
    responsibleLawyerId: admin.userId,
  });
const add = async (caseId: number, body: object, status = 201) => {
  const response = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/parties`, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<PartyWriteResult>();
};
const caseRow = async (caseId: number) => (await t.db.select().from(legalCases).where(eq(legalCases.id, caseId)))[0]!;

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
});

describe('case parties', () => {
  it('adds a client and several opponents, keeping the case names and a clear check', async () => {
    const caseId = await newCase();
    const client = await contact('شركة السهم');
    const first = await add(caseId, { contactId: client.id, role: 'client', capacity: 'plaintiff' });
    expect(first.party).toMatchObject({
      contactId: client.id,
      role: 'client',
      capacity: 'plaintiff',
      contact: { nameAr: 'شركة السهم' },
    });
    expect(first.conflictCheck).toEqual({ state: 'clear', hits: [] });
    await add(caseId, { contactId: (await contact('شركة الخصم الأول')).id, role: 'opponent', capacity: 'defendant' });
    await add(caseId, { contactId: (await contact('شركة الخصم الثاني')).id, role: 'opponent', capacity: 'defendant' });
    const witness = await add(caseId, { contactId: (await contact('مكتب الخبرة')).id, role: 'expert' });
    expect(witness.conflictCheck).toBeNull();

    const list = await t.call(admin, 'GET', `/api/legal-cases/${caseId}/parties`);
    expect(list.json<{ parties: Party[] }>().parties.map((party) => party.role)).toEqual([
      'client',
      'opponent',
      'opponent',
      'expert',
    ]);
    const row = await caseRow(caseId);
    expect(row.clientNames).toBe('شركة السهم');
    expect(row.opponentNames).toBe('شركة الخصم الأول، شركة الخصم الثاني');
    expect(row.conflictCheck).toBe('clear');
    const activity = await t.db.select().from(legalCaseActivity).where(eq(legalCaseActivity.caseId, caseId));
    expect(activity.filter((entry) => entry.action === 'party.added')).toHaveLength(4);
    await add(caseId, { contactId: client.id, role: 'opponent' }, 400);
  });

  it("records 'conflict' when the new client is an opponent elsewhere", async () => {
    const adversary = await contact('مؤسسة الخصومة');
    const elsewhere = await newCase();
    await add(elsewhere, { contactId: (await contact('شركة قديمة')).id, role: 'client' });
    await add(elsewhere, { contactId: adversary.id, role: 'opponent' });

    const caseId = await newCase();
    const result = await add(caseId, { contactId: adversary.id, role: 'client', capacity: 'plaintiff' });
    expect(result.conflictCheck?.state).toBe('conflict');
    expect(result.conflictCheck?.hits).toEqual([
      expect.objectContaining({ caseId: elsewhere, contactId: adversary.id, roleThere: 'opponent', asRole: 'client' }),
    ]);
    const row = await caseRow(caseId);
    expect(row.conflictCheck).toBe('conflict');
    expect(row.conflictCheckResult).toMatchObject({ hits: [expect.objectContaining({ caseId: elsewhere })] });
  });

  it('refuses removing or demoting the last client, and allows it once another exists', async () => {
    const caseId = await newCase();
    const only = await add(caseId, { contactId: (await contact('شركة وحيدة')).id, role: 'client' });
    const removed = await t.call(admin, 'DELETE', `/api/legal-cases/${caseId}/parties/${only.party.id}`);
    expect(removed.statusCode).toBe(400);
    const demoted = await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/parties/${only.party.id}`, {
      role: 'witness',
    });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json<{ errors: object }>().errors).toHaveProperty('role');

    await add(caseId, { contactId: (await contact('شركة ثانية')).id, role: 'client' });
    const capacity = await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/parties/${only.party.id}`, {
      capacity: 'appellant',
    });
    expect(capacity.json<PartyWriteResult>().party.capacity).toBe('appellant');
    expect((await t.call(admin, 'DELETE', `/api/legal-cases/${caseId}/parties/${only.party.id}`)).statusCode).toBe(204);
    expect((await caseRow(caseId)).clientNames).toBe('شركة ثانية');
  });

  it('answers 404 for a missing case or party and 403 to the client account', async () => {
    const caseId = await newCase();
    expect((await t.call(admin, 'GET', '/api/legal-cases/999999/parties')).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', `/api/legal-cases/${caseId}/parties/999999`)).statusCode).toBe(404);
    const demoClient = await signIn(t.app, CLIENT);
    expect((await t.call(demoClient, 'GET', `/api/legal-cases/${caseId}/parties`)).statusCode).toBe(403);
    expect(
      (await t.call(demoClient, 'POST', `/api/legal-cases/${caseId}/parties`, { contactId: 1, role: 'client' }))
        .statusCode,
    ).toBe(403);
  });
});
