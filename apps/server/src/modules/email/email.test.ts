import { EMAIL_TEXT, type Email, type EmailListResponse } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { emails } from './email.table.ts';

/** Spec §7's two calls: the filters, the sidebar counts, the label toggle and the data merge; mail is personal. */
const t = setupTestApp({ demoData: false });
let admin: SignedIn;
let other: SignedIn;
const ids: Record<string, number> = {};

const list = async (who: SignedIn, query = '') => {
  const response = await t.call(who, 'GET', `/api/apps/email${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailListResponse>();
};
const subjects = (answer: EmailListResponse) => answer.emails.map((email) => email.subject);

/** Straight into the table: sending is another part of the area (and has its own tests). */
async function put(owner: SignedIn, key: string, fields: Partial<typeof emails.$inferInsert>, minutesAgo: number) {
  const messageId = `${key}-${owner.userId}@test.local`;
  const [row] = await t.db
    .insert(emails)
    .values({
      ownerId: owner.userId,
      folder: 'inbox',
      messageId,
      threadId: messageId,
      fromEmail: 'sender@example.com',
      fromName: 'Sender',
      subject: key,
      searchText: `sender sender@example.com ${key}`.toLowerCase(),
      sentAt: new Date(Date.now() - minutesAgo * 60_000),
      ...fields,
    })
    .returning({ id: emails.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  admin = await t.userWithRole('admin');
  other = await t.userWithRole('admin');
  await put(admin, 'Unread hearing notice', { labels: ['important'] }, 1);
  await put(admin, 'Read retainer', { isRead: true, isStarred: true, labels: ['company'] }, 2);
  await put(admin, 'Deleted inbox', { isDeleted: true, isStarred: true }, 3);
  await put(admin, 'Sent reply', { folder: 'sent', isRead: true }, 4);
  await put(admin, 'Draft memo', { folder: 'draft', isRead: true, labels: ['private'] }, 5);
  await put(admin, 'Deleted draft', { folder: 'draft', isDeleted: true }, 6);
  await put(admin, 'Unread spam', { folder: 'spam' }, 7);
  await put(admin, 'Read spam', { folder: 'spam', isRead: true }, 8);
  await put(other, 'Someone else’s', {}, 1);
});

describe('GET /api/apps/email', () => {
  it('lists the inbox by default, newest first, without deleted mail, with the counts of spec §7', async () => {
    const inbox = await list(admin);
    expect(subjects(inbox)).toEqual(['Unread hearing notice', 'Read retainer']);
    expect(inbox.total).toBe(2);
    expect(inbox.emailsMeta).toEqual({ inbox: 1, draft: 1, spam: 1, star: 1 });
    expect(inbox.emails[0]).toMatchObject({
      folder: 'inbox',
      isRead: false,
      isDeleted: false,
      labels: ['important'],
      from: { email: 'sender@example.com', name: 'Sender' },
      replies: [],
    });
  });

  it('filters by folder, starred (not deleted) and trashed (deleted); a label keeps only mail carrying it', async () => {
    expect(subjects(await list(admin, '?filter=sent'))).toEqual(['Sent reply']);
    expect(subjects(await list(admin, '?filter=draft'))).toEqual(['Draft memo']);
    expect(subjects(await list(admin, '?filter=spam'))).toEqual(['Unread spam', 'Read spam']);
    expect(subjects(await list(admin, '?filter=starred'))).toEqual(['Read retainer']);
    expect(subjects(await list(admin, '?filter=trashed'))).toEqual(['Deleted inbox', 'Deleted draft']);
    expect(subjects(await list(admin, '?filter=inbox&label=company'))).toEqual(['Read retainer']);
    expect(subjects(await list(admin, '?filter=draft&label=private'))).toEqual(['Draft memo']);
    // A filter or label it doesn't know is the inbox, or no label, as the demonstration did.
    expect(subjects(await list(admin, '?filter=archive&label=secret'))).toEqual([
      'Unread hearing notice',
      'Read retainer',
    ]);
  });

  it('searches the sender’s name and the subject; pages newest first', async () => {
    expect(subjects(await list(admin, '?q=RETAINER'))).toEqual(['Read retainer']);
    expect(subjects(await list(admin, '?q=sender'))).toEqual(['Unread hearing notice', 'Read retainer']);
    const second = await list(admin, '?filter=spam&page=2&itemsPerPage=1');
    expect(subjects(second)).toEqual(['Read spam']);
    expect(second.total).toBe(2);
  });

  it('never shows another user’s mail: their list, their email and its attachments are theirs', async () => {
    expect(subjects(await list(other))).toEqual(['Someone else’s']);
    const foreign = await t.call(admin, 'GET', `/api/apps/email/${ids['Someone else’s']}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: EMAIL_TEXT.notFound });
  });
});

describe('POST /api/apps/email', () => {
  it('toggles a label on each email on its own: added where absent, removed where present (twice: back)', async () => {
    const both = [ids['Unread hearing notice']!, ids['Read retainer']!];
    const first = await t.call(admin, 'POST', '/api/apps/email', { ids: both, label: 'important' });
    expect(first.statusCode, first.body).toBe(201);
    const labelsAfter = (answer: { emails: Email[] }) =>
      Object.fromEntries(answer.emails.map((email) => [email.subject, email.labels]));
    expect(labelsAfter(first.json())).toEqual({
      'Unread hearing notice': [],
      'Read retainer': ['company', 'important'],
    });
    const second = await t.call(admin, 'POST', '/api/apps/email', { ids: both, label: 'important' });
    expect(labelsAfter(second.json())).toEqual({
      'Unread hearing notice': ['important'],
      'Read retainer': ['company'],
    });
  });

  it('merges data (read, starred, folder, deleted) into the emails; the counts follow', async () => {
    const spam = ids['Unread spam']!;
    const moved = await t.call(admin, 'POST', '/api/apps/email', {
      ids: spam,
      data: { folder: 'inbox', isRead: true },
    });
    expect(moved.statusCode).toBe(201);
    expect(moved.json<{ emails: Email[] }>().emails[0]).toMatchObject({ folder: 'inbox', isRead: true });
    expect((await list(admin)).emailsMeta).toEqual({ inbox: 1, draft: 1, spam: 0, star: 1 });
    await t.call(admin, 'POST', '/api/apps/email', { ids: [spam], data: { isDeleted: true, isStarred: true } });
    expect(subjects(await list(admin, '?filter=trashed'))).toContain('Unread spam');
    expect(subjects(await list(admin, '?filter=starred'))).not.toContain('Unread spam');
  });

  it('leaves another user’s emails alone; refuses a call with nothing to change or no ids (400)', async () => {
    const foreign = await t.call(admin, 'POST', '/api/apps/email', {
      ids: [ids['Someone else’s']!],
      data: { isDeleted: true },
    });
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json<{ emails: Email[] }>().emails).toEqual([]);
    expect(subjects(await list(other))).toEqual(['Someone else’s']);
    const nothing = await t.call(admin, 'POST', '/api/apps/email', { ids: [ids['Read retainer']!] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ errors: { data: [EMAIL_TEXT.nothingToChange] } });
    const empty = await t.call(admin, 'POST', '/api/apps/email', { ids: [], label: 'private' });
    expect(empty.statusCode).toBe(400);
  });

  it('answers the office’s active users with their addresses for the composer', async () => {
    const answer = await t.call(admin, 'GET', '/api/apps/email/people');
    expect(answer.statusCode).toBe(200);
    const { people } = answer.json<{ people: { email: string; name: string }[] }>();
    expect(people.length).toBeGreaterThanOrEqual(2);
    expect(people.every((person) => person.email.includes('@'))).toBe(true);
  });

  it('with q, suggests the users and the legal contacts whose name or address holds it', async () => {
    const contact = await t.call(admin, 'POST', '/api/legal-contacts', {
      kind: 'organization',
      nameAr: 'شركة النور للتجارة',
      email: 'accounts@nour-trading.example',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const suggest = async (q: string) => {
      const answer = await t.call(admin, 'GET', `/api/apps/email/people?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ people: { email: string; name: string }[] }>().people;
    };
    expect(await suggest('nour-trad')).toEqual([
      { email: 'accounts@nour-trading.example', name: 'شركة النور للتجارة', img: null },
    ]);
    expect((await suggest('النور')).map((person) => person.email)).toEqual(['accounts@nour-trading.example']);
    const testers = await suggest('TESTER');
    expect(testers.length).toBeGreaterThanOrEqual(2);
    expect(testers.every((person) => person.email.startsWith('tester-'))).toBe(true);
    expect((await t.call(admin, 'GET', `/api/apps/email/people?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('the client role may not read mail (403)', async () => {
    const client = await t.userWithRole('client');
    expect((await t.call(client, 'GET', '/api/apps/email')).statusCode).toBe(403);
  });
});
