import type { Contact, ContactDetail, ContactList } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCaseParties } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
const egypt = setupTestApp({ legalCases: { countryProfile: 'EG' } });
let admin: SignedIn;

const FOUR_PARTS = 'أحمد محمد عبدالله الغامدي';
const create = async (body: Record<string, unknown>, ctx = t, who = admin) => {
  const response = await ctx.call(who, 'POST', '/api/legal-contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
};
const rejected = async (body: Record<string, unknown>, field: string, ctx = t, who = admin) => {
  const response = await ctx.call(who, 'POST', '/api/legal-contacts', body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(field);
};
const search = async (q: string) => {
  const response = await t.call(admin, 'GET', `/api/legal-contacts?itemsPerPage=-1&q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContactList>().contacts.map((contact) => contact.nameAr);
};

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
});

describe('legal contacts', () => {
  it('normalises Arabic-Indic digits in IDs and phones', async () => {
    const contact = await create({
      kind: 'person',
      nameAr: FOUR_PARTS,
      idType: 'nationalId',
      idNumber: '١٠٢٣٤٥٦٧٨٩',
      phone: '٠٥٠ ١٢٣-٤٥٦٧',
    });
    expect(contact).toMatchObject({ idNumber: '1023456789', phone: '0501234567' });
    const org = await create({ kind: 'organization', nameAr: 'شركة النور', commercialRegistration: '۱۰۱۰۱۲۳۴۵۶' });
    expect(org.commercialRegistration).toBe('1010123456');
  });

  it('rejects bad IDs, phones and registrations by the Saudi profile, naming the field', async () => {
    await rejected({ kind: 'person', nameAr: FOUR_PARTS, idType: 'nationalId', idNumber: '3023456789' }, 'idNumber');
    await rejected({ kind: 'person', nameAr: FOUR_PARTS, phone: '01012345678' }, 'phone');
    await rejected({ kind: 'organization', nameAr: 'شركة', commercialRegistration: '12345' }, 'commercialRegistration');
  });

  it('checks by the Egyptian profile when the server runs it', async () => {
    const egyptAdmin = await signIn(egypt.app, ADMIN);
    const contact = await create(
      { kind: 'person', nameAr: FOUR_PARTS, idType: 'nationalId', idNumber: '٢٩٠٠١٠١١٢٣٤٥٦٧', phone: '010 1234 5678' },
      egypt,
      egyptAdmin,
    );
    expect(contact).toMatchObject({ idNumber: '29001011234567', phone: '01012345678' });
    await rejected(
      { kind: 'person', nameAr: FOUR_PARTS, idType: 'nationalId', idNumber: '1023456789' },
      'idNumber',
      egypt,
      egyptAdmin,
    );
    await rejected({ kind: 'person', nameAr: FOUR_PARTS, phone: '0501234567' }, 'phone', egypt, egyptAdmin);
  });

  it('refuses a three-part person name, not a short organisation name', async () => {
    await rejected({ kind: 'person', nameAr: 'أحمد محمد الغامدي' }, 'nameAr');
    await create({ kind: 'government', nameAr: 'وزارة العدل' });
    await rejected({ kind: 'organization', nameAr: 'ش' }, 'nameAr');
  });

  it('searches names and aliases, insensitive to Arabic letter variants', async () => {
    await create({ kind: 'person', nameAr: 'أحمد سالم فهد القحطاني' });
    await create({ kind: 'organization', nameAr: 'مؤسسة الراية للتجارة', aliases: ['مجموعة الراية الذهبية'] });
    await create({ kind: 'person', nameAr: 'فاطمة علي حسن الزهراني', nameEn: 'Fatima Ali Hassan Alzahrani' });
    expect(await search('احمد سالم')).toEqual(['أحمد سالم فهد القحطاني']);
    expect(await search('فاطمه')).toEqual(['فاطمة علي حسن الزهراني']);
    expect(await search('موسسه الرايه')).toEqual(['مؤسسة الراية للتجارة']);
    expect(await search('الرايه الذهبيه')).toEqual(['مؤسسة الراية للتجارة']);
    expect(await search('FATIMA')).toEqual(['فاطمة علي حسن الزهراني']);
    expect(await search('لا أحد بهذا الاسم')).toEqual([]);
  });

  it('answers 409 to a stale version and bumps the version on save', async () => {
    const contact = await create({ kind: 'organization', nameAr: 'شركة الأفق' });
    const first = await t.call(admin, 'PATCH', `/api/legal-contacts/${contact.id}`, {
      version: contact.version,
      address: 'الرياض',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Contact>().version).toBe(contact.version + 1);
    const stale = await t.call(admin, 'PATCH', `/api/legal-contacts/${contact.id}`, {
      version: contact.version,
      address: 'جدة',
    });
    expect(stale.statusCode).toBe(409);
    const toPerson = await t.call(admin, 'PATCH', `/api/legal-contacts/${contact.id}`, {
      version: contact.version + 1,
      kind: 'person',
    });
    expect(toPerson.statusCode).toBe(400);
    expect(toPerson.json<{ errors: object }>().errors).toHaveProperty('nameAr');
  });

  it('shows the cases a contact is in and refuses deleting it then', async () => {
    const contact = await create({ kind: 'organization', nameAr: 'شركة المدى' });
    const caseId = await insertTestCase(t.db, {
      fileNumber: '2024/0901',
      title: 'مطالبة مالية',
      category: 'commercial',
      openedAt: '2024-01-01',
      responsibleLawyerId: admin.userId,
    });
    await t.db
      .insert(legalCaseParties)
      .values({ caseId, contactId: contact.id, role: 'opponent', capacity: 'defendant' });
    const detail = await t.call(admin, 'GET', `/api/legal-contacts/${contact.id}`);
    expect(detail.json<ContactDetail>().cases).toEqual([
      expect.objectContaining({
        caseId,
        fileNumber: '2024/0901',
        role: 'opponent',
        capacity: 'defendant',
      }),
    ]);
    const refused = await t.call(admin, 'DELETE', `/api/legal-contacts/${contact.id}`);
    expect(refused.statusCode).toBe(400);
    const free = await create({ kind: 'organization', nameAr: 'شركة عابرة' });
    expect((await t.call(admin, 'DELETE', `/api/legal-contacts/${free.id}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', `/api/legal-contacts/${free.id}`)).statusCode).toBe(404);
  });

  it('is closed to the client account', async () => {
    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'GET', '/api/legal-contacts')).statusCode).toBe(403);
    expect(
      (await t.call(client, 'POST', '/api/legal-contacts', { kind: 'government', nameAr: 'وزارة' })).statusCode,
    ).toBe(403);
    expect((await t.call(null, 'GET', '/api/legal-contacts')).statusCode).toBe(401);
  });
});
