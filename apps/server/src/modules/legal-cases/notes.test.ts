import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { legalCases } from '../../db/schema.ts';
import { legalCaseActivity } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;

/** A case straight in the table (case CRUD is another module's). */
const newCase = (fields: Partial<typeof legalCases.$inferInsert> = {}) =>
  insertTestCase(t.db, { title: 'قضية الملاحظات', category: 'labour', responsibleLawyerId: admin.userId, ...fields });

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
});

describe('case notes', () => {
  it('adds, lists pinned first then newest, edits, deletes, and logs each change', async () => {
    const caseId = await newCase();
    const url = `/api/legal-cases/${caseId}/notes`;
    const a = (await t.call(admin, 'POST', url, { body: 'الموكل أحضر العقد الأصلي' })).json();
    const pinned = await t.call(admin, 'POST', url, { body: 'Hearing moved — check Najiz', pinned: true });
    expect(pinned.statusCode).toBe(201);
    const c = (await t.call(admin, 'POST', url, { body: '  Third  ' })).json();
    expect(c).toMatchObject({ body: 'Third', pinned: false, createdBy: admin.userId });

    const ids = async () =>
      (await t.call(admin, 'GET', url)).json<{ notes: { id: number }[] }>().notes.map((n) => n.id);
    expect(await ids()).toEqual([pinned.json().id, c.id, a.id]);

    const edited = await t.call(admin, 'PATCH', `${url}/${a.id}`, { pinned: true, body: 'Original contract received' });
    expect(edited.json()).toMatchObject({ pinned: true, body: 'Original contract received' });
    expect(await ids()).toEqual([pinned.json().id, a.id, c.id]); // both pinned: newest first

    expect((await t.call(admin, 'DELETE', `${url}/${c.id}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'PATCH', `${url}/${c.id}`, { pinned: true })).statusCode).toBe(404);
    const log = await t.db.select().from(legalCaseActivity).where(eq(legalCaseActivity.caseId, caseId));
    expect(log.map((entry) => entry.action)).toEqual([
      'note.added',
      'note.added',
      'note.added',
      'note.updated',
      'note.removed',
    ]);
    expect(log[4]!.details).toMatchObject({ noteId: c.id, body: 'Third' });
  });

  it('answers 400 naming the field', async () => {
    const caseId = await newCase();
    for (const body of [{ body: '' }, { body: 'x'.repeat(5001) }, { body: '   ' }, { pinned: true }]) {
      const response = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/notes`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('body');
    }
    const response = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/notes`, { body: 'ok', pinned: 'yes' });
    expect(response.json().errors).toHaveProperty('pinned');
  });

  it('refuses the client (403) and hides unknown, deleted and other teams’ cases (404)', async () => {
    const client = await signIn(t.app, CLIENT);
    const author = await t.userWithRole('author');
    const caseId = await newCase();
    expect((await t.call(client, 'GET', `/api/legal-cases/${caseId}/notes`)).statusCode).toBe(403);
    expect((await t.call(client, 'POST', `/api/legal-cases/${caseId}/notes`, { body: 'x' })).statusCode).toBe(403);
    expect((await t.call(admin, 'GET', '/api/legal-cases/999999/notes')).statusCode).toBe(404);
    const deleted = await newCase({ deletedAt: new Date() });
    expect((await t.call(admin, 'POST', `/api/legal-cases/${deleted}/notes`, { body: 'x' })).statusCode).toBe(404);
    const teamOnly = await newCase({ teamOnly: true });
    expect((await t.call(author, 'GET', `/api/legal-cases/${teamOnly}/notes`)).statusCode).toBe(404);
    expect((await t.call(author, 'POST', `/api/legal-cases/${teamOnly}/notes`, { body: 'x' })).statusCode).toBe(404);
    expect((await t.call(author, 'POST', `/api/legal-cases/${caseId}/notes`, { body: 'x' })).statusCode).toBe(201);
  });
});
