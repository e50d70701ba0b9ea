import { FEE_AMOUNT_MESSAGE } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { legalCases } from '../../db/schema.ts';
import { legalCaseActivity } from '../../db/schema.ts';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;

/** A case straight in the table (case CRUD is another module's). */
const newCase = (fields: Partial<typeof legalCases.$inferInsert> = {}) =>
  insertTestCase(t.db, { title: 'قضية الأتعاب', category: 'commercial', responsibleLawyerId: admin.userId, ...fields });

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
});

describe('case fees', () => {
  it('sums exactly in decimal text: agreed, paid, expenses and balance', async () => {
    const caseId = await newCase();
    const url = `/api/legal-cases/${caseId}/fees`;
    const empty = (await t.call(admin, 'GET', url)).json();
    expect(empty).toEqual({ entries: [], totals: { agreed: '0.00', paid: '0.00', expenses: '0.00', balance: '0.00' } });

    const agreement = await t.call(admin, 'POST', url, {
      kind: 'agreement',
      amount: '٥٠٠٠٠٫٥٠',
      description: 'اتفاقية الأتعاب',
      occurredOn: '2025-01-10',
    });
    expect(agreement.statusCode).toBe(201);
    expect(agreement.json()).toMatchObject({ kind: 'agreement', amount: '50000.50', occurredOn: '2025-01-10' });
    // 0.1 + 0.2 would be 0.30000000000000004 in floats.
    await t.call(admin, 'POST', url, { kind: 'payment', amount: '0.1', occurredOn: '2025-02-01' });
    await t.call(admin, 'POST', url, { kind: 'payment', amount: 0.2, occurredOn: '٢٠٢٥-٠٣-٠١' });
    const expense = (
      await t.call(admin, 'POST', url, {
        kind: 'expense',
        amount: '1250.05',
        description: 'رسوم خبير',
        occurredOn: '2025-03-02',
      })
    ).json();

    const list = (await t.call(admin, 'GET', url)).json();
    expect(list.totals).toEqual({ agreed: '50000.50', paid: '0.30', expenses: '1250.05', balance: '50000.20' });
    expect(list.entries.map((entry: { amount: string }) => entry.amount)).toEqual([
      '50000.50',
      '0.10',
      '0.20',
      '1250.05',
    ]);

    expect((await t.call(admin, 'DELETE', `${url}/${expense.id}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'DELETE', `${url}/${expense.id}`)).statusCode).toBe(404);
    expect((await t.call(admin, 'GET', url)).json().totals.expenses).toBe('0.00');

    const log = await t.db.select().from(legalCaseActivity).where(eq(legalCaseActivity.caseId, caseId));
    expect(log.map((entry) => entry.action)).toEqual([
      'fee.added',
      'fee.added',
      'fee.added',
      'fee.added',
      'fee.removed',
    ]);
    expect(log[4]!.details).toMatchObject({ feeId: expense.id, amount: '1250.05' });
  });

  it('answers 400 naming the field', async () => {
    const caseId = await newCase();
    const field = async (body: object) => {
      const response = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/fees`, body);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json<{ errors: object }>().errors);
    };
    const ok = { kind: 'payment', amount: '10', occurredOn: '2025-01-01' };
    expect(await field({ ...ok, amount: '0' })).toEqual(['amount']);
    expect(await field({ ...ok, amount: '-5' })).toEqual(['amount']);
    expect(await field({ ...ok, amount: '10.505' })).toEqual(['amount']);
    expect(await field({ ...ok, amount: '1e3' })).toEqual(['amount']);
    expect(await field({ ...ok, amount: '1234567890123' })).toEqual(['amount']);
    expect(await field({ ...ok, kind: 'bonus' })).toEqual(['kind']);
    expect(await field({ ...ok, occurredOn: '2025-13-01' })).toEqual(['occurredOn']);
    expect(await field({ ...ok, description: 'x'.repeat(501) })).toEqual(['description']);
  });

  it("says what amount to enter with an example, in the reader's language", async () => {
    const url = `/api/legal-cases/${await newCase()}/fees`;
    const body = { kind: 'payment', amount: '10.505', occurredOn: '2025-01-01' };
    const inEnglish = await t.call(admin, 'POST', url, body);
    expect(inEnglish.json<{ errors: Record<string, string[]> }>().errors.amount).toEqual([FEE_AMOUNT_MESSAGE]);
    expect(FEE_AMOUNT_MESSAGE).toBe('Enter an amount above zero, such as 1250.50');
    const inFrench = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(admin), 'accept-language': 'fr' },
      payload: body,
    });
    expect(inFrench.json<{ errors: Record<string, string[]> }>().errors.amount).toEqual([
      'Saisissez un montant supérieur à zéro, par exemple 1250.50',
    ]);
  });

  it('refuses the client (403) and hides unknown, deleted and other teams’ cases (404)', async () => {
    const client = await signIn(t.app, CLIENT);
    const author = await t.userWithRole('author');
    const caseId = await newCase();
    const body = { kind: 'payment', amount: '10', occurredOn: '2025-01-01' };
    expect((await t.call(client, 'GET', `/api/legal-cases/${caseId}/fees`)).statusCode).toBe(403);
    expect((await t.call(client, 'POST', `/api/legal-cases/${caseId}/fees`, body)).statusCode).toBe(403);
    expect((await t.call(admin, 'GET', '/api/legal-cases/999999/fees')).statusCode).toBe(404);
    const deleted = await newCase({ deletedAt: new Date() });
    expect((await t.call(admin, 'POST', `/api/legal-cases/${deleted}/fees`, body)).statusCode).toBe(404);
    const teamOnly = await newCase({ teamOnly: true });
    expect((await t.call(author, 'GET', `/api/legal-cases/${teamOnly}/fees`)).statusCode).toBe(404);
    expect((await t.call(author, 'POST', `/api/legal-cases/${teamOnly}/fees`, body)).statusCode).toBe(404);
    expect((await t.call(author, 'POST', `/api/legal-cases/${caseId}/fees`, body)).statusCode).toBe(201);
  });
});
