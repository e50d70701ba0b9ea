import type { Contact, ContactDetail, PoaList, PowerOfAttorney } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyWithin } from '../../app.ts';
import { legalCaseParties, legalCasePowers, legalCases } from '../../db/schema.ts';
import { ADMIN, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { sendDueTaskReminders } from './task-reminders.ts';
import { insertTestCase } from '../../test/legal-case.ts';

/**
 * Team-only cases stay out of answers about something else (powers of attorney, contacts, notifications) for a
 * lawyer who can't open them: author role (no manage LegalCase), neither responsible nor on the team.
 */
const t = setupTestApp();
let admin: SignedIn;
let outsider: SignedIn;
let member: SignedIn;
let principal: Contact;
let serial = 0;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A team-only case of the admin's with `member` on its team, and an open case beside it. */
const twoCases = async () => {
  const hidden = await insertTestCase(t.db, {
    title: 'قضية سرية للفريق',
    responsibleLawyerId: admin.userId,
    teamOnly: true,
    team: [member.userId],
  });
  const open = await insertTestCase(t.db, { title: 'قضية مفتوحة', responsibleLawyerId: admin.userId });
  const [hiddenRow] = await t.db
    .select({ fileNumber: legalCases.fileNumber })
    .from(legalCases)
    .where(eq(legalCases.id, hidden));
  return { hidden, open, hiddenFileNumber: hiddenRow!.fileNumber };
};
const createPower = async (caseIds: number[]) => {
  const response = await t.call(admin, 'POST', '/api/legal-powers', {
    number: `TEAM-${++serial}`,
    issuedAt: day(-10),
    expiresAt: day(100),
    type: 'litigation',
    principalContactId: principal.id,
    caseIds,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PowerOfAttorney>();
};
const caseIdsOf = (power: PowerOfAttorney) => power.cases.map((linked) => linked.id).sort((a, b) => a - b);

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  outsider = await t.userWithRole('author');
  member = await t.userWithRole('author');
  principal = (
    await t.call(admin, 'POST', '/api/legal-contacts', { kind: 'organization', nameAr: 'شركة الموكل السرية' })
  ).json<Contact>();
});

describe('team-only cases linked to a power of attorney', () => {
  it('are left out of the power for an outsider, in the list and the detail, and shown to the team and managers', async () => {
    const { hidden, open, hiddenFileNumber } = await twoCases();
    const power = await createPower([hidden, open]);

    const one = await t.call(outsider, 'GET', `/api/legal-powers/${power.id}`);
    expect(one.statusCode).toBe(200);
    expect(caseIdsOf(one.json<PowerOfAttorney>())).toEqual([open]);
    expect(one.body).not.toContain(hiddenFileNumber);
    expect(one.body).not.toContain('قضية سرية للفريق');

    const list = await t.call(outsider, 'GET', `/api/legal-powers?itemsPerPage=-1&principalId=${principal.id}`);
    expect(list.statusCode).toBe(200);
    const listed = list.json<PoaList>().powers.find((row) => row.id === power.id);
    expect(caseIdsOf(listed!)).toEqual([open]);
    expect(list.body).not.toContain(hiddenFileNumber);

    // The open case's tab lists the power without the hidden case beside it.
    const forCase = await t.call(outsider, 'GET', `/api/legal-cases/${open}/powers`);
    expect(forCase.json<{ powers: PowerOfAttorney[] }>().powers.map(caseIdsOf)).toEqual([[open]]);

    for (const reader of [member, admin]) {
      const seen = await t.call(reader, 'GET', `/api/legal-powers/${power.id}`);
      expect(caseIdsOf(seen.json<PowerOfAttorney>())).toEqual([hidden, open].sort((a, b) => a - b));
    }
    // The responsible lawyer (not a manager, not on the team) sees it too.
    const lawyer = await t.userWithRole('author');
    await t.db.update(legalCases).set({ responsibleLawyerId: lawyer.userId }).where(eq(legalCases.id, hidden));
    expect(caseIdsOf((await t.call(lawyer, 'GET', `/api/legal-powers/${power.id}`)).json<PowerOfAttorney>())).toContain(
      hidden,
    );
  });

  it("answers an outsider's edit without the hidden case, and a case list of theirs keeps its link", async () => {
    const { hidden, open, hiddenFileNumber } = await twoCases();
    const power = await createPower([hidden, open]);
    const other = await insertTestCase(t.db, { title: 'قضية ثالثة', responsibleLawyerId: admin.userId });

    const edited = await t.call(outsider, 'PATCH', `/api/legal-powers/${power.id}`, {
      caseIds: [other],
      version: power.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(caseIdsOf(edited.json<PowerOfAttorney>())).toEqual([other]);
    expect(edited.body).not.toContain(hiddenFileNumber);
    const links = await t.db
      .select({ caseId: legalCasePowers.caseId })
      .from(legalCasePowers)
      .where(eq(legalCasePowers.poaId, power.id));
    expect(links.map((row) => row.caseId).sort((a, b) => a - b)).toEqual([hidden, other].sort((a, b) => a - b));

    // Naming the hidden case is as if it didn't exist.
    const named = await t.call(outsider, 'PATCH', `/api/legal-powers/${power.id}`, {
      caseIds: [other, hidden],
      version: power.version + 1,
    });
    expect(named.statusCode).toBe(404);

    const linked = await t.call(outsider, 'POST', `/api/legal-cases/${open}/powers`, { poaId: power.id });
    expect(linked.statusCode).toBe(201);
    expect(caseIdsOf(linked.json<PowerOfAttorney>())).toEqual([open, other].sort((a, b) => a - b));
  });
});

describe('team-only cases in other answers', () => {
  it("are left out of a contact's cases for an outsider", async () => {
    const { hidden, open, hiddenFileNumber } = await twoCases();
    const contact = (
      await t.call(admin, 'POST', '/api/legal-contacts', { kind: 'organization', nameAr: 'شركة طرف في قضيتين' })
    ).json<Contact>();
    await t.db.insert(legalCaseParties).values([
      { caseId: hidden, contactId: contact.id, role: 'client', capacity: 'plaintiff' },
      { caseId: open, contactId: contact.id, role: 'client', capacity: 'plaintiff' },
    ]);
    const seen = await t.call(outsider, 'GET', `/api/legal-contacts/${contact.id}`);
    expect(seen.json<ContactDetail>().cases.map((row) => row.caseId)).toEqual([open]);
    expect(seen.body).not.toContain(hiddenFileNumber);
    const team = await t.call(member, 'GET', `/api/legal-contacts/${contact.id}`);
    expect(
      team
        .json<ContactDetail>()
        .cases.map((row) => row.caseId)
        .sort((a, b) => a - b),
    ).toEqual([hidden, open].sort((a, b) => a - b));
  });

  it("send a task's reminder to the responsible lawyer, not to an assignee who can't open the case", async () => {
    const { hidden, hiddenFileNumber } = await twoCases();
    const now = new Date('2032-03-01T08:00:00Z');
    // Other tests' (and the demo data's) due reminders go out first.
    await sendDueTaskReminders(t.db, now, notifyWithin);
    const addTask = async (title: string, assigneeId: number) => {
      const response = await t.call(admin, 'POST', `/api/legal-cases/${hidden}/tasks`, {
        title,
        dueAt: '2032-03-02T08:00:00Z',
        remindAt: '2032-03-01T07:00:00Z',
        assigneeId,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await addTask('مهمة للغريب', outsider.userId);
    await addTask('مهمة لعضو الفريق', member.userId);
    expect(await sendDueTaskReminders(t.db, now, notifyWithin)).toBe(2);

    const titles = async (who: SignedIn) => {
      const response = await t.call(who, 'GET', '/api/notifications');
      return response.json<{ notifications: { title: string; subtitle: string }[] }>().notifications;
    };
    const outsiders = await titles(outsider);
    expect(outsiders.filter((n) => n.subtitle.includes(hiddenFileNumber))).toEqual([]);
    expect(outsiders.filter((n) => n.title.includes('مهمة للغريب'))).toEqual([]);
    expect((await titles(admin)).filter((n) => n.title.includes('مهمة للغريب'))).toHaveLength(1);
    expect((await titles(member)).filter((n) => n.title.includes('مهمة لعضو الفريق'))).toHaveLength(1);
  });

  it('reminds an assignee who manages cases though not on the team', async () => {
    const lawyer = await t.userWithRole('author');
    const hidden = await insertTestCase(t.db, {
      title: 'قضية فريق آخر',
      responsibleLawyerId: lawyer.userId,
      teamOnly: true,
    });
    const now = new Date('2032-04-01T08:00:00Z');
    await sendDueTaskReminders(t.db, now, notifyWithin);
    const created = await t.call(lawyer, 'POST', `/api/legal-cases/${hidden}/tasks`, {
      title: 'مهمة للمدير',
      dueAt: '2032-04-02T08:00:00Z',
      remindAt: '2032-04-01T07:00:00Z',
      assigneeId: admin.userId,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await sendDueTaskReminders(t.db, now, notifyWithin)).toBe(1);
    const notifications = (await t.call(admin, 'GET', '/api/notifications')).json<{
      notifications: { title: string }[];
    }>().notifications;
    expect(notifications.filter((n) => n.title.includes('مهمة للمدير'))).toHaveLength(1);
  });
});
