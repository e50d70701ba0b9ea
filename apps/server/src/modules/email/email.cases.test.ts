import { EMAIL_CASE_TEXT, normalizeSearchText, type CaseEmail } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCaseActivity } from '../../db/schema.ts';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';
import { emailAttachmentFiles, emailAttachments, emails } from './email.table.ts';

/** Mail filed to legal cases by hand and read on the case's file (filing by the subject: email.inbound.test.ts). */
const t = setupTestApp({ demoData: false });
let admin: SignedIn;
let lawyer: SignedIn;
let outsider: SignedIn;
let hiddenCase: number;
let first: number;
let reply: number;
let adminCopy: number;
let attachmentId: number;

const newCase = (fileNumber: string, teamOnly: boolean, team: number[] = []) =>
  insertTestCase(t.db, {
    fileNumber,
    title: `Case ${fileNumber}`,
    responsibleLawyerId: admin.userId,
    teamOnly,
    team,
    searchText: normalizeSearchText(`${fileNumber} Case ${fileNumber}`),
  });

async function put(owner: SignedIn, messageId: string, subject: string, minutesAgo: number) {
  const [row] = await t.db
    .insert(emails)
    .values({
      ownerId: owner.userId,
      folder: 'inbox',
      messageId,
      threadId: 'thread-1@test',
      fromEmail: 'client@example.com',
      fromName: 'A client',
      to: [{ email: 'office@example.com', name: 'Office' }],
      bcc: [{ email: 'secret@example.com', name: 'Hidden' }],
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
      sentAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: emails.id });
  return row!.id;
}

beforeAll(async () => {
  admin = await t.userWithRole('admin');
  const role = await t.call(admin, 'POST', '/api/apps/roles', {
    name: 'Mail lawyer',
    rules: [
      { action: 'manage', subject: 'Email' },
      { action: 'read', subject: 'LegalCase' },
    ],
  });
  expect(role.statusCode, role.body).toBe(201);
  lawyer = await t.userWithRole('Mail lawyer');
  outsider = await t.userWithRole('Mail lawyer');
  await newCase('2030/0101', false);
  hiddenCase = await newCase('2030/0102', true, [lawyer.userId]);
  first = await put(lawyer, 'm1@test', 'Lease question', 10);
  reply = await put(lawyer, 'm2@test', 'Re: Lease question', 5);
  adminCopy = await put(admin, 'm1@test', 'Lease question', 10);
  const [file] = await t.db
    .insert(emailAttachmentFiles)
    .values({ checksum: 'c'.repeat(64), bytes: Buffer.from('lease terms') })
    .returning({ id: emailAttachmentFiles.id });
  const [attachment] = await t.db
    .insert(emailAttachments)
    .values({ emailId: reply, fileId: file!.id, fileName: 'lease.txt', mimeType: 'text/plain', size: 11 })
    .returning({ id: emailAttachments.id });
  attachmentId = attachment!.id;
});

describe('filing mail to a legal case', () => {
  it('files the whole conversation of one’s mailbox to a case one may open, and notes it in the case’s activity', async () => {
    const filed = await t.call(lawyer, 'PUT', `/api/apps/email/${reply}/case`, { caseId: hiddenCase });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toEqual({ ids: [first, reply].sort((a, b) => a - b), caseId: hiddenCase });
    const activity = await t.db.select().from(legalCaseActivity).where(eq(legalCaseActivity.caseId, hiddenCase));
    expect(activity).toEqual([
      expect.objectContaining({
        action: 'email.filed',
        userId: lawyer.userId,
        details: { subject: 'Re: Lease question' },
      }),
    ]);
  });

  it('refuses a case one may not open (400 on caseId) and another user’s email (404)', async () => {
    const refused = await t.call(outsider, 'PUT', `/api/apps/email/${adminCopy}/case`, { caseId: hiddenCase });
    expect(refused.statusCode).toBe(404);
    const outsiderMail = await put(outsider, 'm9@test', 'Mine', 1);
    const hidden = await t.call(outsider, 'PUT', `/api/apps/email/${outsiderMail}/case`, { caseId: hiddenCase });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ errors: { caseId: [EMAIL_CASE_TEXT.case] } });
  });

  it('lists a case’s mail once per message, newest first, without blind copies, to whoever may open the case', async () => {
    await t.call(admin, 'PUT', `/api/apps/email/${adminCopy}/case`, { caseId: hiddenCase }); // the same message again
    const listed = await t.call(admin, 'GET', `/api/apps/email/case/${hiddenCase}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { emails: onFile, total } = listed.json<{ emails: CaseEmail[]; total: number }>();
    expect(total).toBe(2);
    expect(onFile.map((email) => email.subject)).toEqual(['Re: Lease question', 'Lease question']);
    expect(onFile[0]).not.toHaveProperty('bcc');
    expect(onFile[0]!.filedBy).not.toBe('');
    const url = onFile[0]!.attachments[0]!.url;
    expect(url).toBe(`/api/apps/email/case/${hiddenCase}/attachments/${attachmentId}`);
    const download = await t.call(admin, 'GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('lease terms');
    // The team-only rule: someone off the case's team sees neither its mail nor its files.
    expect((await t.call(outsider, 'GET', `/api/apps/email/case/${hiddenCase}`)).statusCode).toBe(404);
    expect((await t.call(outsider, 'GET', url)).statusCode).toBe(404);
  });

  it('takes a conversation off the case with null', async () => {
    const off = await t.call(lawyer, 'PUT', `/api/apps/email/${first}/case`, { caseId: null });
    expect(off.json()).toMatchObject({ caseId: null });
    const listed = (await t.call(admin, 'GET', `/api/apps/email/case/${hiddenCase}`)).json<{ total: number }>();
    expect(listed.total).toBe(1); // the administrator's copy of the first message stays filed
  });
});
