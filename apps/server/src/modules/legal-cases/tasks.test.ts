import { CASE_TASK_TEXT } from '@mizan/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyWithin } from '../../app.ts';
import { legalCaseActivity, legalCases, legalCaseTasks, legalCaseTeam, users } from '../../db/schema.ts';
import { ADMIN, bearer, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { sendDueTaskReminders } from './task-reminders.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;
let client: SignedIn;
let author: SignedIn;

/** A case straight in the table (case CRUD is another module's). */
const newCase = (fields: Partial<typeof legalCases.$inferInsert> = {}) =>
  insertTestCase(t.db, { title: 'قضية المهام', responsibleLawyerId: admin.userId, ...fields });
const openTaskCount = async (caseId: number) =>
  (await t.db.select({ n: legalCases.openTaskCount }).from(legalCases).where(eq(legalCases.id, caseId)))[0]!.n;
const actions = async (caseId: number) =>
  (
    await t.db
      .select({ action: legalCaseActivity.action })
      .from(legalCaseActivity)
      .where(eq(legalCaseActivity.caseId, caseId))
  ).map((row) => row.action);
const addTask = (who: SignedIn, caseId: number, body: object) =>
  t.call(who, 'POST', `/api/legal-cases/${caseId}/tasks`, body);

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  client = await signIn(t.app, CLIENT);
  author = await t.userWithRole('author');
});

describe('case tasks', () => {
  it('counts every task added at the same moment (derived columns are refreshed one transaction at a time)', async () => {
    // On PostgreSQL, without the case row locked first, each of these transactions counted only its own task.
    const caseId = await newCase();
    const added = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addTask(admin, caseId, { title: `Parallel task ${i}`, dueAt: '2030-04-01T09:00:00Z' }),
      ),
    );
    expect(added.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(await openTaskCount(caseId)).toBe(8);
  });

  it('adds, lists open ones by due date then done ones, and keeps open_task_count', async () => {
    const caseId = await newCase();
    const later = await addTask(admin, caseId, {
      title: 'تقديم مذكرة الرد',
      dueAt: '2030-03-10T09:00:00Z',
      assigneeId: author.userId,
    });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({
      title: 'تقديم مذكرة الرد',
      assigneeId: author.userId,
      assigneeName: expect.any(String),
      completed: false,
    });
    const sooner = (
      await addTask(admin, caseId, { title: 'Pay the court fee', dueAt: '2030-03-01T09:00:00+03:00' })
    ).json();
    const first = (await addTask(admin, caseId, { title: 'Collect the POA', dueAt: '2030-02-01T09:00:00Z' })).json();
    expect(await openTaskCount(caseId)).toBe(3);

    const done = await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/tasks/${first.id}`, {
      completed: true,
      version: first.version,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ completed: true, completedAt: expect.any(String) });
    expect(await openTaskCount(caseId)).toBe(2);

    const list = (await t.call(admin, 'GET', `/api/legal-cases/${caseId}/tasks`)).json<{ tasks: { id: number }[] }>();
    expect(list.tasks.map((task) => task.id)).toEqual([sooner.id, later.json().id, first.id]);

    const reopened = await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/tasks/${first.id}`, {
      completed: false,
      version: done.json().version,
    });
    expect(reopened.json()).toMatchObject({ completed: false, completedAt: null });
    expect(await openTaskCount(caseId)).toBe(3);

    const edited = await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/tasks/${sooner.id}`, {
      title: 'Pay the fee',
      assigneeId: null,
      version: sooner.version,
    });
    expect(edited.json()).toMatchObject({ title: 'Pay the fee', assigneeId: null });

    expect((await t.call(admin, 'DELETE', `/api/legal-cases/${caseId}/tasks/${sooner.id}`)).statusCode).toBe(204);
    expect(await openTaskCount(caseId)).toBe(2);
    expect((await t.call(admin, 'DELETE', `/api/legal-cases/${caseId}/tasks/${sooner.id}`)).statusCode).toBe(404);

    expect(await actions(caseId)).toEqual([
      'task.added',
      'task.added',
      'task.added',
      'task.completed',
      'task.reopened',
      'task.updated',
      'task.removed',
    ]);
  });

  it('carries a version: a stale edit answers 409, a missing one 400, and sending the reminder keeps it', async () => {
    const caseId = await newCase();
    const task = (await addTask(admin, caseId, { title: 'مهمة الإصدار', dueAt: '2030-04-01T09:00:00Z' })).json();
    expect(task.version).toBe(1);
    const path = `/api/legal-cases/${caseId}/tasks/${task.id}`;
    const first = await t.call(admin, 'PATCH', path, { title: 'مهمة معدلة', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: 'مهمة معدلة', version: 2 });

    // A second user still holding version 1.
    const stale = await t.call(admin, 'PATCH', path, { completed: true, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CASE_TASK_TEXT.stale);
    const inArabic = await t.app.inject({
      method: 'PATCH',
      url: path,
      headers: { ...bearer(admin), 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' },
      payload: { completed: true, version: 1 },
    });
    expect(inArabic.json()).toEqual({ message: 'تم تعديل المهمة من مستخدم آخر' });
    const missing = await t.call(admin, 'PATCH', path, { completed: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('version');
    const [row] = await t.db.select().from(legalCaseTasks).where(eq(legalCaseTasks.id, task.id));
    expect(row).toMatchObject({ title: 'مهمة معدلة', completedAt: null, version: 2 });
    expect(await actions(caseId)).toEqual(['task.added', 'task.updated']);
  });

  it('answers 400 naming the field', async () => {
    const caseId = await newCase();
    const [inactive] = await t.db
      .insert(users)
      .values({
        fullName: 'Gone',
        username: 'gone_user',
        email: 'gone@test.dev',
        passwordHash: 'x',
        roleId: 1,
        status: 'inactive',
      })
      .returning({ id: users.id });
    const errors = async (body: object) => {
      const response = await addTask(admin, caseId, body);
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json<{ errors: object }>().errors);
    };
    expect(await errors({ title: '  ', dueAt: '2030-01-01T00:00:00Z' })).toEqual(['title']);
    expect(await errors({ title: 'x', dueAt: 'tomorrow' })).toEqual(['dueAt']);
    expect(await errors({ title: 'x', dueAt: '2030-01-01T00:00:00Z', remindAt: '2030-01-02T00:00:00Z' })).toEqual([
      'remindAt',
    ]);
    expect(await errors({ title: 'x', dueAt: '2030-01-01T00:00:00Z', assigneeId: inactive!.id })).toEqual([
      'assigneeId',
    ]);
    expect(await errors({ title: 'x', dueAt: '2030-01-01T00:00:00Z', assigneeId: 999999 })).toEqual(['assigneeId']);

    const task = (
      await addTask(admin, caseId, { title: 'x', dueAt: '2030-01-01T00:00:00Z', remindAt: '2029-12-31T00:00:00Z' })
    ).json();
    const moved = await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/tasks/${task.id}`, {
      dueAt: '2029-12-01T00:00:00Z',
      version: task.version,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('remindAt');
    expect(await openTaskCount(caseId)).toBe(1);
  });

  it('refuses the client (403) and hides unknown, deleted and other teams’ cases (404)', async () => {
    const caseId = await newCase();
    expect((await t.call(client, 'GET', `/api/legal-cases/${caseId}/tasks`)).statusCode).toBe(403);
    expect((await addTask(client, caseId, { title: 'x', dueAt: '2030-01-01T00:00:00Z' })).statusCode).toBe(403);
    expect((await t.call(admin, 'GET', '/api/legal-cases/999999/tasks')).statusCode).toBe(404);
    const deleted = await newCase({ deletedAt: new Date() });
    expect((await addTask(admin, deleted, { title: 'x', dueAt: '2030-01-01T00:00:00Z' })).statusCode).toBe(404);

    const teamOnly = await newCase({ teamOnly: true });
    expect((await t.call(author, 'GET', `/api/legal-cases/${teamOnly}/tasks`)).statusCode).toBe(404);
    expect((await addTask(author, teamOnly, { title: 'x', dueAt: '2030-01-01T00:00:00Z' })).statusCode).toBe(404);
    expect((await t.call(admin, 'GET', `/api/legal-cases/${teamOnly}/tasks`)).statusCode).toBe(200);
    await t.db.insert(legalCaseTeam).values({ caseId: teamOnly, userId: author.userId });
    expect((await addTask(author, teamOnly, { title: 'x', dueAt: '2030-01-01T00:00:00Z' })).statusCode).toBe(201);
    // The author may not delete (no delete LegalCase).
    const [task] = await t.db
      .select({ id: legalCaseTasks.id })
      .from(legalCaseTasks)
      .where(eq(legalCaseTasks.caseId, teamOnly));
    expect((await t.call(author, 'DELETE', `/api/legal-cases/${teamOnly}/tasks/${task!.id}`)).statusCode).toBe(403);
  });
});

describe('task reminders', () => {
  const myNotifications = async (who: SignedIn) =>
    (await t.call(who, 'GET', '/api/notifications')).json<{ notifications: { title: string; link: string | null }[] }>()
      .notifications;

  it('notifies the assignee (or the responsible lawyer) once, when due, and never for done tasks', async () => {
    const caseId = await newCase();
    const now = new Date('2031-05-01T08:00:00Z');
    // Reminders of other tests' (and the demo data's) tasks go out first, so the counts below are this case's.
    await sendDueTaskReminders(t.db, now, notifyWithin);
    const task = (
      await addTask(admin, caseId, {
        title: 'جلسة الخبير',
        dueAt: '2031-05-02T08:00:00Z',
        remindAt: '2031-05-01T07:00:00Z',
        assigneeId: author.userId,
      })
    ).json();
    await addTask(admin, caseId, {
      title: 'Unassigned deadline',
      dueAt: '2031-05-03T08:00:00Z',
      remindAt: '2031-05-01T08:00:00Z',
    });
    await addTask(admin, caseId, { title: 'Not yet', dueAt: '2031-06-03T08:00:00Z', remindAt: '2031-05-01T08:01:00Z' });
    const done = (
      await addTask(admin, caseId, {
        title: 'Already done',
        dueAt: '2031-05-03T08:00:00Z',
        remindAt: '2031-04-01T08:00:00Z',
      })
    ).json();
    await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/tasks/${done.id}`, {
      completed: true,
      version: done.version,
    });

    // Two overlapping runs send each reminder once.
    const sent = await Promise.all([
      sendDueTaskReminders(t.db, now, notifyWithin),
      sendDueTaskReminders(t.db, now, notifyWithin),
    ]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await sendDueTaskReminders(t.db, now, notifyWithin)).toBe(0);

    const mine = await myNotifications(author);
    expect(mine.filter((n) => n.title.includes('جلسة الخبير'))).toEqual([
      expect.objectContaining({ link: `/legal-cases/${caseId}?tab=tasks` }),
    ]);
    const lawyers = (await myNotifications(admin)).map((n) => n.title);
    expect(lawyers.filter((title) => title.includes('Unassigned deadline'))).toHaveLength(1);
    expect(lawyers.some((title) => title.includes('Not yet') || title.includes('Already done'))).toBe(false);

    const listed = (await t.call(admin, 'GET', `/api/legal-cases/${caseId}/tasks`)).json<{
      tasks: { id: number; remindedAt: string | null }[];
    }>();
    expect(listed.tasks.find((row) => row.id === task.id)?.remindedAt).toBe(now.toISOString());
    // Sending the reminder is not an edit: the version the user holds stays good.
    expect(listed.tasks.find((row) => row.id === task.id)).toMatchObject({ version: task.version });

    // Moving the reminder sends it again when the new time comes.
    await t.call(admin, 'PATCH', `/api/legal-cases/${caseId}/tasks/${task.id}`, {
      remindAt: '2031-05-01T09:00:00Z',
      version: task.version,
    });
    await sendDueTaskReminders(t.db, new Date('2031-05-01T09:00:00Z'), notifyWithin);
    const [row] = await t.db
      .select({ remindedAt: legalCaseTasks.remindedAt })
      .from(legalCaseTasks)
      .where(and(eq(legalCaseTasks.id, task.id), eq(legalCaseTasks.caseId, caseId)));
    expect(row!.remindedAt?.toISOString()).toBe('2031-05-01T09:00:00.000Z');
    expect((await myNotifications(author)).filter((n) => n.title.includes('جلسة الخبير'))).toHaveLength(2);
  });
});
