import { POA_ERRORS, type Contact, type PoaList, type PowerOfAttorney } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCases } from '../../db/schema.ts';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;
let principal: Contact;
let serial = 0;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const newCase = () => insertTestCase(t.db, { title: 'قضية وكالة', responsibleLawyerId: admin.userId });
const poaExpiresAt = async (caseId: number) =>
  (await t.db.select().from(legalCases).where(eq(legalCases.id, caseId)))[0]!.poaExpiresAt;
const create = async (body: Record<string, unknown>) => {
  const response = await t.call(admin, 'POST', '/api/legal-powers', {
    number: `٤٤${++serial}`,
    issuedAt: day(-100),
    expiresAt: day(200),
    type: 'litigation',
    principalContactId: principal.id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PowerOfAttorney>();
};
const list = async (query: string) => {
  const response = await t.call(admin, 'GET', `/api/legal-powers?itemsPerPage=-1&principalId=${principal.id}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PoaList>().powers.map((power) => power.id);
};

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  const response = await t.call(admin, 'POST', '/api/legal-contacts', {
    kind: 'organization',
    nameAr: 'شركة الموكل الدائم',
  });
  principal = response.json<Contact>();
});

describe('powers of attorney', () => {
  it('refuses an expiry before the issue date, on create and on change', async () => {
    const bad = await t.call(admin, 'POST', '/api/legal-powers', {
      number: '1',
      issuedAt: '2024-05-01',
      expiresAt: '2024-04-30',
      type: 'general',
      principalContactId: principal.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: object }>().errors).toHaveProperty('expiresAt');
    const power = await create({});
    const change = await t.call(admin, 'PATCH', `/api/legal-powers/${power.id}`, {
      expiresAt: day(-200),
      version: power.version,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json<{ errors: object }>().errors).toHaveProperty('expiresAt');
  });

  it('carries a version: a stale edit answers 409 and changes nothing, a missing one 400', async () => {
    const power = await create({ scope: 'الأصل' });
    expect(power.version).toBe(1);
    const path = `/api/legal-powers/${power.id}`;
    const first = await t.call(admin, 'PATCH', path, { scope: 'معدل', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PowerOfAttorney>()).toMatchObject({ scope: 'معدل', version: 2 });
    // Lawyers only: still an edit of the power.
    const lawyers = await t.call(admin, 'PATCH', path, { lawyerIds: [admin.userId], version: 2 });
    expect(lawyers.json<PowerOfAttorney>()).toMatchObject({ version: 3, lawyers: [{ id: admin.userId }] });

    const stale = await t.call(admin, 'PATCH', path, { status: 'revoked', version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(POA_ERRORS.stale);
    // An Arabic reader gets the words the area always had.
    const staleInArabic = await t.app.inject({
      method: 'PATCH',
      url: path,
      headers: { ...bearer(admin), 'accept-language': 'ar' },
      payload: { status: 'revoked', version: 2 },
    });
    expect(staleInArabic.json<{ message: string }>()).toEqual({ message: 'تم تعديل الوكالة من مستخدم آخر' });
    const missing = await t.call(admin, 'PATCH', path, { status: 'revoked' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: object }>().errors).toHaveProperty('version');
    expect((await t.call(admin, 'GET', path)).json<PowerOfAttorney>()).toMatchObject({
      status: 'valid',
      scope: 'معدل',
      version: 3,
    });
  });

  it('saves ASCII digits and names its lawyers and principal', async () => {
    const power = await create({ number: '١٢٣/٤٥', lawyerIds: [admin.userId], scope: 'المرافعة والمدافعة' });
    expect(power).toMatchObject({
      number: '123/45',
      status: 'valid',
      principal: { id: principal.id },
      lawyers: [{ id: admin.userId }],
    });
    const missing = await t.call(admin, 'POST', '/api/legal-powers', {
      number: '9',
      issuedAt: day(-1),
      type: 'general',
      principalContactId: 999999,
    });
    expect(missing.json<{ errors: object }>().errors).toHaveProperty('principalContactId');
  });

  it("keeps each linked case's earliest valid expiry", async () => {
    const caseId = await newCase();
    const later = await create({ expiresAt: day(90), caseIds: [caseId] });
    expect(later.cases.map((linked) => linked.id)).toEqual([caseId]);
    expect(await poaExpiresAt(caseId)).toBe(day(90));

    const sooner = await create({ expiresAt: day(20) });
    const linked = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/powers`, { poaId: sooner.id });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(await poaExpiresAt(caseId)).toBe(day(20));
    const forCase = await t.call(admin, 'GET', `/api/legal-cases/${caseId}/powers`);
    expect(forCase.json<{ powers: PowerOfAttorney[] }>().powers.map((power) => power.id)).toEqual([
      sooner.id,
      later.id,
    ]);

    await t.call(admin, 'PATCH', `/api/legal-powers/${sooner.id}`, { status: 'revoked', version: sooner.version });
    expect(await poaExpiresAt(caseId)).toBe(day(90));
    await t.call(admin, 'PATCH', `/api/legal-powers/${later.id}`, { expiresAt: day(60), version: later.version });
    expect(await poaExpiresAt(caseId)).toBe(day(60));
    expect((await t.call(admin, 'DELETE', `/api/legal-cases/${caseId}/powers/${later.id}`)).statusCode).toBe(204);
    expect(await poaExpiresAt(caseId)).toBeNull();
    await t.call(admin, 'POST', `/api/legal-cases/${caseId}/powers`, { poaId: later.id });
    expect((await t.call(admin, 'DELETE', `/api/legal-powers/${later.id}`)).statusCode).toBe(204);
    expect(await poaExpiresAt(caseId)).toBeNull();
  });

  it('reads a valid power past its expiry as expired, and filters by effective status and expiry', async () => {
    const lapsed = await create({ issuedAt: day(-400), expiresAt: day(-100) });
    expect((await t.call(admin, 'GET', `/api/legal-powers/${lapsed.id}`)).json<PowerOfAttorney>().status).toBe(
      'expired',
    );
    const soon = await create({ expiresAt: day(10) });
    const far = await create({ expiresAt: day(300) });
    const expired = await list('status=expired');
    expect(expired).toContain(lapsed.id);
    expect(expired).not.toContain(soon.id);
    const valid = await list('status=valid');
    expect(valid).toEqual(expect.arrayContaining([soon.id, far.id]));
    expect(valid).not.toContain(lapsed.id);
    const expiring = await list('expiringWithinDays=30');
    expect(expiring).toContain(soon.id);
    expect(expiring).not.toContain(far.id);
    expect(expiring).not.toContain(lapsed.id);
    const response = await t.call(
      admin,
      'GET',
      `/api/legal-powers?q=${encodeURIComponent('الموكل الدائم')}&itemsPerPage=-1`,
    );
    expect(response.json<PoaList>().total).toBeGreaterThanOrEqual(3);
  });

  it('is closed to the client account', async () => {
    const demoClient = await signIn(t.app, CLIENT);
    expect((await t.call(demoClient, 'GET', '/api/legal-powers')).statusCode).toBe(403);
    expect((await t.call(demoClient, 'POST', '/api/legal-powers', {})).statusCode).toBe(403);
  });
});
