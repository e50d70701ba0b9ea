import type { Email, EmailListResponse } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, setupTestApp, signIn } from '../../test/app.ts';
import type { EmailService } from '../../modules/email/email.service.ts';

/** The demo mailboxes: every list of spec §7 has something, conversations thread, attachments open. */
const t = setupTestApp();

describe('demo mail', () => {
  it('gives each demo user a mailbox with conversations, drafts, spam, starred, labelled and trashed mail', async () => {
    const john = await signIn(t.app, ADMIN);
    const list = async (filter: string, who = john) =>
      (await t.call(who, 'GET', `/api/apps/email?filter=${filter}`)).json<EmailListResponse>();
    const inbox = await list('inbox');
    expect(inbox.emails.length).toBeGreaterThanOrEqual(5);
    expect(inbox.emailsMeta.inbox).toBeGreaterThan(0);
    for (const filter of ['sent', 'draft', 'spam', 'starred', 'trashed']) {
      expect((await list(filter)).total, filter).toBeGreaterThan(0);
    }
    expect(inbox.emails.some((email) => /[\u0600-\u06FF]/.test(email.subject))).toBe(true);
    expect(
      (await t.call(john, 'GET', '/api/apps/email?label=company')).json<EmailListResponse>().total,
    ).toBeGreaterThan(0);

    const lease = inbox.emails.find((email) => email.subject === 'رد: تجديد عقد الإيجار التجاري')!;
    const conversation = (await t.call(john, 'GET', `/api/apps/email/${lease.id}`)).json<Email>();
    expect(conversation.replies).toHaveLength(2);
    const withFile = conversation.replies.find((email) => email.attachments.length > 0)!;
    expect((await t.call(john, 'GET', withFile.attachments[0]!.url)).statusCode).toBe(200);

    const jane = await signIn(t.app, CLIENT);
    const janes = await t.call(jane, 'GET', '/api/apps/email?filter=draft');
    // The client role may not read mail at all; when it may, it has its own drafts.
    if (janes.statusCode === 200) expect(janes.json<EmailListResponse>().total).toBeGreaterThan(0);
  });

  it('files an incoming message to the case whose file number its subject carries', async () => {
    const john = await signIn(t.app, ADMIN);
    const listed = await t.call(john, 'GET', '/api/legal-cases?itemsPerPage=1');
    const [first] = Object.values(listed.json<Record<string, unknown>>()).find(Array.isArray) as {
      id: number;
      fileNumber: string;
    }[];
    const raw = [
      'From: Khalid <khalid@alotaibi-trading.sa>',
      `To: ${ADMIN.email}`,
      `Subject: Documents for case ${first!.fileNumber}`,
      'Message-ID: <filed-1@alotaibi-trading.sa>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Attached as discussed.',
    ].join('\r\n');
    const [id] = await t.app.getDecorator<EmailService>('emailService').receive(raw, [ADMIN.email]);
    const filed = (await t.call(john, 'GET', `/api/apps/email/${id}`)).json<Email>();
    expect(filed.caseId).toBe(first!.id);
  });
});
