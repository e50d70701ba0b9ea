import { CASE_ERRORS, CASE_STALE_MESSAGE, normalizeSearchText } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCaseTasks, legalContacts, legalCourts, legalHearings } from '../../db/schema.ts';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';

const ctx = setupTestApp();
let admin: SignedIn;
let client: number;
let opponent: number;
let court: number;

const contact = async (nameAr: string) => {
  const [row] = await ctx.db
    .insert(legalContacts)
    .values({ kind: 'person', nameAr, searchText: normalizeSearchText(nameAr) })
    .returning({ id: legalContacts.id });
  return row!.id;
};

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'مطالبة عمالية بأجور متأخرة',
  category: 'labour',
  openedAt: '2025-03-10',
  responsibleLawyerId: admin.userId,
  parties: [
    { contactId: client, role: 'client', capacity: 'plaintiff' },
    { contactId: opponent, role: 'opponent', capacity: 'defendant' },
  ],
  conflictCheck: { state: 'clear' },
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await ctx.call(admin, 'POST', '/api/legal-cases', body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const transition = (id: number, payload: Record<string, unknown>, who = admin) =>
  ctx.call(who, 'POST', `/api/legal-cases/${id}/transitions`, payload);

beforeAll(async () => {
  admin = await signIn(ctx.app, ADMIN);
  client = await contact('أحمد محمد علي الزهراني');
  opponent = await contact('شركة النور للمقاولات');
  const [row] = await ctx.db
    .insert(legalCourts)
    .values({ nameAr: 'المحكمة العمالية بالرياض' })
    .returning({ id: legalCourts.id });
  court = row!.id;
});

describe('create', () => {
  it('opens a case with its parties and first stage, numbers the file and logs it', async () => {
    const created = await create({
      claimAmount: '١٢٥٠٠٫٥',
      teamIds: [admin.userId],
      tags: ['أجور'],
      firstStage: {
        type: 'firstInstance',
        courtId: court,
        circuit: 'الدائرة الثالثة',
        courtCaseNumber: '٤٥٦٧٨',
        courtCaseYear: '١٤٤٦',
        courtCaseYearCalendar: 'hijri',
      },
    });
    expect(created).toMatchObject({
      fileNumber: expect.stringMatching(/^2025\/\d{4}$/),
      status: 'intake',
      outcome: 'pending',
      claimAmount: '12500.50',
      currency: 'SAR',
      conflictCheck: 'clear',
      clientNames: 'أحمد محمد علي الزهراني',
      opponentNames: 'شركة النور للمقاولات',
      currentCourtName: 'المحكمة العمالية بالرياض',
      currentCourtCaseNumber: '45678',
      currentCourtCaseYear: 1446,
      currentStageType: 'firstInstance',
      responsibleLawyer: { id: admin.userId },
      team: [{ id: admin.userId }],
      version: 1,
    });
    expect(created.parties).toHaveLength(2);
    expect(created.stages[0]).toMatchObject({
      courtCaseNumber: '45678',
      courtCaseYearCalendar: 'hijri',
      current: true,
    });

    const activity = await ctx.call(admin, 'GET', `/api/legal-cases/${created.id}/activity`);
    expect(activity.json().activity[0]).toMatchObject({
      action: 'case.created',
      userId: admin.userId,
      userName: expect.any(String),
    });
  });

  it('numbers files in sequence per opening year, also when created at once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => create({ openedAt: '2019-05-01' })));
    expect(results.map((c) => c.fileNumber).sort()).toEqual(['2019/0001', '2019/0002', '2019/0003']);
    expect((await create({ openedAt: '2018-01-01' })).fileNumber).toBe('2018/0001');
  });

  it.each([
    ['title', { title: 'ab' }],
    ['openedAt', { openedAt: '2999-01-01' }],
    ['openedAt', { openedAt: '2025-02-30' }],
    ['claimAmount', { claimAmount: '-5' }],
    ['claimAmount', { claimAmount: '10.123' }],
    ['parties', { parties: [{ contactId: 1, role: 'opponent', capacity: 'defendant' }] }],
    ['parties', { parties: [] }],
    ['firstStage.courtCaseYear', { firstStage: { type: 'firstInstance', courtCaseYear: 1446 } }],
    [
      'firstStage.courtCaseYear',
      { firstStage: { type: 'firstInstance', courtCaseYear: 2025, courtCaseYearCalendar: 'hijri' } },
    ],
    ['conflictCheck.note', { conflictCheck: { state: 'waived' } }],
  ])('rejects a bad %s', async (field, overrides) => {
    const response = await ctx.call(admin, 'POST', '/api/legal-cases', body(overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('rejects unknown lawyers, contacts and courts naming the field', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['responsibleLawyerId', { responsibleLawyerId: 99999 }],
      ['parties', { parties: [{ contactId: 99999, role: 'client', capacity: 'plaintiff' }] }],
      ['firstStage.courtId', { firstStage: { type: 'firstInstance', courtId: 99999 } }],
      ['teamIds', { teamIds: [99999] }],
    ];
    for (const [field, overrides] of cases) {
      const response = await ctx.call(admin, 'POST', '/api/legal-cases', body(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('accepts a number for the claim amount', async () => {
    expect((await create({ claimAmount: 99.9 })).claimAmount).toBe('99.90');
  });
});

describe('details, update, delete', () => {
  it('edits with the version read, logs the diff, and refuses a stale version in the reader’s language', async () => {
    const created = await create();
    const edited = await ctx.call(admin, 'PATCH', `/api/legal-cases/${created.id}`, {
      version: 1,
      title: 'عنوان جديد للقضية',
      priority: 'urgent',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'عنوان جديد للقضية', priority: 'urgent', version: 2 });

    const stale = await ctx.call(admin, 'PATCH', `/api/legal-cases/${created.id}`, { version: 1, title: 'عنوان آخر' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CASE_STALE_MESSAGE);
    const staleInArabic = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/legal-cases/${created.id}`,
      headers: { ...bearer(admin), 'accept-language': 'ar' },
      payload: { version: 1, title: 'عنوان آخر' },
    });
    expect(staleInArabic.statusCode).toBe(409);
    expect(staleInArabic.json()).toEqual({ message: 'تم تعديل القضية من مستخدم آخر' });

    const activity = (await ctx.call(admin, 'GET', `/api/legal-cases/${created.id}/activity`)).json();
    expect(activity.activity[0]).toMatchObject({
      action: 'case.updated',
      details: {
        changes: { title: ['مطالبة عمالية بأجور متأخرة', 'عنوان جديد للقضية'], priority: ['normal', 'urgent'] },
      },
    });
  });

  it('lets an admin change the file number, unique, but not a lawyer without manage', async () => {
    const first = await create();
    const second = await create();
    const taken = await ctx.call(admin, 'PATCH', `/api/legal-cases/${second.id}`, {
      version: 1,
      fileNumber: first.fileNumber,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toHaveProperty('fileNumber');
    const ok = await ctx.call(admin, 'PATCH', `/api/legal-cases/${second.id}`, { version: 1, fileNumber: 'خاص/٧' });
    expect(ok.json().fileNumber).toBe('خاص/7');

    const author = await ctx.userWithRole('author');
    const refused = await ctx.call(author, 'PATCH', `/api/legal-cases/${first.id}`, { version: 1, fileNumber: 'X/1' });
    expect(refused.statusCode).toBe(403);
  });

  it('soft-deletes: 204, then 404 everywhere', async () => {
    const created = await create();
    expect((await ctx.call(admin, 'DELETE', `/api/legal-cases/${created.id}`)).statusCode).toBe(204);
    expect((await ctx.call(admin, 'GET', `/api/legal-cases/${created.id}`)).statusCode).toBe(404);
    expect((await ctx.call(admin, 'DELETE', `/api/legal-cases/${created.id}`)).statusCode).toBe(404);
    const author = await ctx.userWithRole('author');
    expect((await ctx.call(author, 'DELETE', `/api/legal-cases/${(await create()).id}`)).statusCode).toBe(403);
  });

  it('hides a team-only case from a lawyer off the team', async () => {
    const author = await ctx.userWithRole('author');
    const hidden = await create({ teamOnly: true });
    expect((await ctx.call(author, 'GET', `/api/legal-cases/${hidden.id}`)).statusCode).toBe(404);
    expect(
      (await ctx.call(author, 'PATCH', `/api/legal-cases/${hidden.id}`, { version: 1, title: 'محاولة' })).statusCode,
    ).toBe(404);
    const shared = await create({ teamOnly: true, teamIds: [author.userId] });
    expect((await ctx.call(author, 'GET', `/api/legal-cases/${shared.id}`)).statusCode).toBe(200);
  });

  it('refuses the client demo account (403) and anonymous callers (401)', async () => {
    const clientUser = await signIn(ctx.app, CLIENT);
    const created = await create();
    expect((await ctx.call(clientUser, 'GET', '/api/legal-cases')).statusCode).toBe(403);
    expect((await ctx.call(clientUser, 'GET', `/api/legal-cases/${created.id}`)).statusCode).toBe(403);
    expect((await ctx.call(clientUser, 'POST', '/api/legal-cases', body())).statusCode).toBe(403);
    expect((await ctx.call(clientUser, 'GET', '/api/legal-cases/export.csv')).statusCode).toBe(403);
    expect((await ctx.call(null, 'GET', '/api/legal-cases')).statusCode).toBe(401);
  });

  it('offers active users as lawyers and the courts', async () => {
    const options = (await ctx.call(admin, 'GET', '/api/legal-cases/options')).json();
    expect(options.lawyers).toContainEqual({ id: admin.userId, fullName: expect.any(String) });
    expect(options.courts).toContainEqual(expect.objectContaining({ id: court, nameAr: 'المحكمة العمالية بالرياض' }));
  });
});

describe('transitions', () => {
  const CLOSE = { closeReason: 'settlement', closedAt: '2025-06-01', outcome: 'settled' };

  it('activates only after a clear or waived conflict check', async () => {
    const unchecked = await create({ conflictCheck: undefined });
    const refused = await transition(unchecked.id, { to: 'active', version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('conflictCheck');
    const conflict = await create({ conflictCheck: { state: 'conflict' } });
    expect((await transition(conflict.id, { to: 'active', version: 1 })).statusCode).toBe(400);
    const waived = await create({ conflictCheck: { state: 'waived', note: 'موافقة الطرفين كتابياً' } });
    expect((await transition(waived.id, { to: 'active', version: 1 })).json().case.status).toBe('active');
  });

  it('walks intake → active ⇄ suspended → closed → active → closed → archived → closed, logging each', async () => {
    const c = await create();
    let version = 1;
    const step = async (payload: Record<string, unknown>) => {
      const response = await transition(c.id, { ...payload, version });
      expect(response.statusCode, response.body).toBe(200);
      version = response.json().case.version;
      return response.json();
    };
    await step({ to: 'active' });
    const noReason = await transition(c.id, { to: 'suspended', version });
    expect(noReason.json().errors).toHaveProperty('reason');
    await step({ to: 'suspended', reason: 'وفاة أحد الأطراف' });
    expect((await transition(c.id, { to: 'active', version })).json().errors).toHaveProperty('reason');
    await step({ to: 'active', reason: 'استئناف السير' });
    const closed = await step({ to: 'closed', ...CLOSE });
    expect(closed.case).toMatchObject({
      status: 'closed',
      outcome: 'settled',
      closeReason: 'settlement',
      closedAt: '2025-06-01',
    });
    expect((await transition(c.id, { to: 'active', version })).json().errors).toHaveProperty('reason');
    const reopened = await step({ to: 'active', reason: 'التماس إعادة نظر' });
    expect(reopened.case).toMatchObject({ closedAt: null, closeReason: null });
    await step({ to: 'closed', ...CLOSE });
    await step({ to: 'archived' });
    const author = await ctx.userWithRole('author');
    expect((await transition(c.id, { to: 'closed', version }, author)).statusCode).toBe(403);
    expect((await step({ to: 'closed' })).case.status).toBe('closed');

    const log = (await ctx.call(admin, 'GET', `/api/legal-cases/${c.id}/activity?itemsPerPage=50`)).json();
    const changes = log.activity.filter((a: { action: string }) => a.action === 'status.changed');
    expect(changes).toHaveLength(8);
    expect(changes.at(-1).details).toMatchObject({ from: 'intake', to: 'active' });
    expect(changes.find((a: { details: { to: string } }) => a.details.to === 'suspended').details.reason).toBe(
      'وفاة أحد الأطراف',
    );
  });

  it('keeps an archived case read-only until it is restored', async () => {
    const c = await create();
    let version = 1;
    for (const payload of [{ to: 'active' }, { to: 'closed', ...CLOSE }, { to: 'archived' }]) {
      const response = await transition(c.id, { ...payload, version });
      expect(response.statusCode, response.body).toBe(200);
      version = response.json().case.version;
    }
    const edit = await ctx.call(admin, 'PATCH', `/api/legal-cases/${c.id}`, { version, title: 'عنوان بعد الأرشفة' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(CASE_ERRORS.archivedReadOnly);
    const note = await ctx.call(admin, 'POST', `/api/legal-cases/${c.id}/notes`, { body: 'ملاحظة على قضية مؤرشفة' });
    expect(note.statusCode).toBe(409);
    expect((await ctx.call(admin, 'GET', `/api/legal-cases/${c.id}/notes`)).json().notes).toEqual([]);
    expect((await ctx.call(admin, 'GET', `/api/legal-cases/${c.id}`)).json().title).toBe(c.title);

    expect((await transition(c.id, { to: 'closed', version })).statusCode).toBe(200);
    expect(
      (await ctx.call(admin, 'POST', `/api/legal-cases/${c.id}/notes`, { body: 'بعد الإعادة من الأرشيف' })).statusCode,
    ).toBe(201);
  });

  it('refuses transitions outside the table', async () => {
    const c = await create();
    for (const to of ['suspended', 'archived', 'intake']) {
      const response = await transition(c.id, { to, version: 1, reason: 'x' });
      expect(response.statusCode, to).toBe(400);
      expect(response.json().errors).toHaveProperty('to');
    }
  });

  it('closing needs a reason, a date not before opening, and an outcome for a final judgment', async () => {
    const c = await create();
    const cases: Array<[string, Record<string, unknown>]> = [
      ['closeReason', { closedAt: '2025-06-01' }],
      ['closedAt', { closeReason: 'declined' }],
      ['closedAt', { closeReason: 'declined', closedAt: '2025-01-01' }],
      ['outcome', { closeReason: 'finalJudgment', closedAt: '2025-06-01' }],
    ];
    for (const [field, payload] of cases) {
      const response = await transition(c.id, { to: 'closed', version: 1, ...payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    }
    const ok = await transition(c.id, {
      to: 'closed',
      version: 1,
      closeReason: 'finalJudgment',
      closedAt: '2025-06-01',
      outcome: 'won',
    });
    expect(ok.json().case).toMatchObject({ status: 'closed', outcome: 'won' });
  });

  it('warns about hearings ahead and open tasks when closing', async () => {
    const c = await create({ firstStage: { type: 'firstInstance' } });
    await ctx.db
      .insert(legalHearings)
      .values({ caseId: c.id, stageId: c.stages[0].id, scheduledAt: new Date(Date.now() + 86_400_000 * 5) });
    await ctx.db.insert(legalCaseTasks).values([
      { caseId: c.id, title: 'مذكرة رد', dueAt: new Date() },
      { caseId: c.id, title: 'مراجعة', dueAt: new Date() },
    ]);
    await transition(c.id, { to: 'active', version: 1 });
    const closed = await transition(c.id, { to: 'closed', version: 2, ...CLOSE });
    expect(closed.json().warnings).toEqual([
      { code: 'futureHearings', count: 1 },
      { code: 'openTasks', count: 2 },
    ]);
    await ctx.db.delete(legalHearings).where(eq(legalHearings.caseId, c.id));
  });

  it('answers 409 on a stale version and 404 for a missing case', async () => {
    const c = await create();
    const stale = await transition(c.id, { to: 'active', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CASE_STALE_MESSAGE);
    expect((await transition(999999, { to: 'active', version: 1 })).statusCode).toBe(404);
  });
});
