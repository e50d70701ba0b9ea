import { createHash } from 'node:crypto';
import {
  EMAIL_COMPOSE_TEXT,
  EMAIL_TEXT,
  type Email,
  type EmailListResponse,
  type EmailSendResponse,
  type EmailUpload,
} from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { postMultipart } from '../../test/multipart.ts';
import { createEmailService, type EmailService } from './email.service.ts';
import { emailAttachmentFiles } from './email.table.ts';

/** Writing mail: drafts, attachments, send held for undo, delivery to office users' inboxes, delete for good. */
let clock = new Date('2026-11-20T09:00:00Z');
const t = setupTestApp({ demoData: false, email: { now: () => clock, undoSeconds: 5 } });
let alice: SignedIn;
let bob: SignedIn;
let eve: SignedIn;
let addressOf: Record<number, string>;
const service = () => t.app.getDecorator<EmailService>('emailService');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

const inbox = async (who: SignedIn, filter = 'inbox') => {
  const response = await t.call(who, 'GET', `/api/apps/email?filter=${filter}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailListResponse>().emails;
};

beforeAll(async () => {
  alice = await t.userWithRole('admin');
  bob = await t.userWithRole('admin');
  eve = await t.userWithRole('admin');
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  addressOf = Object.fromEntries(rows.map((row) => [row.id, row.email]));
});

describe('drafts', () => {
  it('are created, merged as you type, refused when stale, and private to their writer', async () => {
    const created = await t.call(alice, 'POST', '/api/apps/email/drafts', {
      to: [{ email: 'sara@client.example' }],
      subject: 'Lease',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<Email>();
    expect(draft).toMatchObject({
      folder: 'draft',
      subject: 'Lease',
      to: [{ email: 'sara@client.example', name: '' }],
    });

    later(1);
    const saved = await t.call(alice, 'PUT', `/api/apps/email/drafts/${draft.id}`, {
      message: '<p>Hello <script>alert(1)</script><b>there</b></p>',
      time: draft.time,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Email>()).toMatchObject({
      subject: 'Lease',
      message: '<p>Hello <b>there</b></p>',
      snippet: 'Hello there',
      to: [{ email: 'sara@client.example' }],
    });

    const stale = await t.call(alice, 'PUT', `/api/apps/email/drafts/${draft.id}`, { subject: 'x', time: draft.time });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: EMAIL_COMPOSE_TEXT.staleDraft });

    const theirs = await t.call(bob, 'PUT', `/api/apps/email/drafts/${draft.id}`, { subject: 'mine now' });
    expect(theirs.statusCode).toBe(404);
    const sentByThem = await t.call(bob, 'POST', '/api/apps/email/send', { draftId: draft.id });
    expect(sentByThem.statusCode).toBe(404);
    expect(sentByThem.json()).toMatchObject({ message: EMAIL_COMPOSE_TEXT.draftNotFound });
    expect((await t.call(bob, 'GET', `/api/apps/email/${draft.id}`)).statusCode).toBe(404);
    expect((await inbox(alice, 'draft')).map((email) => email.subject)).toEqual(['Lease']);
  });

  it('refuse a bad address, naming the field', async () => {
    const response = await t.call(alice, 'POST', '/api/apps/email/drafts', { to: [{ email: 'not-an-address' }] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)[0]).toMatch(/^to/);
  });
});

describe('send, undo and delivery', () => {
  let upload: EmailUpload;
  const bytes = Buffer.from('Statement of claim — نص عربي\n', 'utf8');

  it('uploads an attachment only its uploader may use', async () => {
    const response = await postMultipart(t.app, alice, '/api/apps/email/attachments', { name: 'claim.txt', bytes });
    expect(response.statusCode, response.body).toBe(201);
    upload = response.json<EmailUpload>();
    expect(upload).toMatchObject({ fileName: 'claim.txt', size: `${bytes.length}b` });

    const own = await t.call(alice, 'GET', `/api/apps/email/attachments/${upload.id}`);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    expect((await t.call(eve, 'GET', `/api/apps/email/attachments/${upload.id}`)).statusCode).toBe(404);
    const stolen = await t.call(eve, 'POST', '/api/apps/email/drafts', { attachmentIds: [upload.id] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ errors: { attachmentIds: [EMAIL_COMPOSE_TEXT.uploadNotFound] } });
  });

  it('holds the message in Sent, lets it be taken back, then delivers it once to the office user', async () => {
    const draft = (
      await t.call(alice, 'POST', '/api/apps/email/drafts', {
        to: [{ email: addressOf[bob.userId]!.toUpperCase(), name: 'Bob' }],
        bcc: [{ email: addressOf[eve.userId]! }],
        subject: 'عقد الإيجار',
        message: '<p dir="rtl">مرحبا</p>',
        attachmentIds: [upload.id],
      })
    ).json<Email>();
    expect(draft.attachments).toHaveLength(1);

    const sent = await t.call(alice, 'POST', '/api/apps/email/send', { draftId: draft.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = sent.json<EmailSendResponse>();
    expect(answer.email).toMatchObject({ id: draft.id, folder: 'sent' });
    expect(answer.undoUntil).toBe(new Date(clock.getTime() + 5000).toISOString());
    expect(await inbox(bob)).toEqual([]);

    const undone = await t.call(alice, 'POST', `/api/apps/email/${draft.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Email>()).toMatchObject({ id: draft.id, folder: 'draft' });
    expect(await service().deliverDue(new Date(clock.getTime() + 60_000))).toBe(0);

    await t.call(alice, 'POST', '/api/apps/email/send', { draftId: draft.id });
    expect(await service().deliverDue()).toBe(0); // still held
    expect((await t.call(bob, 'POST', `/api/apps/email/${draft.id}/undo`)).statusCode).toBe(404);
    later(6);
    // Two deliveries at once (the timer and a restart's): the message goes once.
    const counts = await Promise.all([service().deliverDue(), service().deliverDue()]);
    expect(counts[0]! + counts[1]!).toBe(1);
    const late = await t.call(alice, 'POST', `/api/apps/email/${draft.id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: EMAIL_COMPOSE_TEXT.tooLateToUndo });

    const [received] = await inbox(bob);
    expect(received).toMatchObject({ subject: 'عقد الإيجار', isRead: false, bcc: [], folder: 'inbox' });
    expect(received!.threadId).toBe(answer.email.threadId);
    const file = await t.call(bob, 'GET', received!.attachments[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // Bcc: Eve has it too, without seeing the Bcc list.
    expect((await inbox(eve)).map((email) => email.subject)).toEqual(['عقد الإيجار']);
    expect((await inbox(alice, 'sent'))[0]).toMatchObject({ id: draft.id, bcc: [{ email: addressOf[eve.userId] }] });

    // Bob replies: In-Reply-To Alice's message, the same conversation in Alice's mailbox.
    const reply = await t.call(bob, 'POST', '/api/apps/email/send', {
      to: [{ email: addressOf[alice.userId]! }],
      subject: 'Re: عقد الإيجار',
      message: '<p>Received, thanks.</p>',
      inReplyTo: received!.id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    later(6);
    expect(await service().deliverDue()).toBe(1);
    const [answerInAlice] = await inbox(alice);
    expect(answerInAlice).toMatchObject({ subject: 'Re: عقد الإيجار', threadId: answer.email.threadId });
    const conversation = (await t.call(alice, 'GET', `/api/apps/email/${answerInAlice!.id}`)).json<Email>();
    expect(conversation.replies.map((email) => email.id)).toEqual([draft.id]);
  });

  it('delivers at start what was held when the server stopped, and times what is still held (a new service)', async () => {
    await t.call(alice, 'POST', '/api/apps/email/send', {
      to: [{ email: addressOf[bob.userId]! }],
      subject: 'Before the restart',
    });
    const restartedEarly = createEmailService(t.db, { now: () => clock });
    const early = await restartedEarly.resume();
    await restartedEarly.close();
    expect(early).toEqual({ delivered: 0, next: new Date(clock.getTime() + 5000) });
    later(10);
    const restarted = createEmailService(t.db, { now: () => clock });
    expect(await restarted.resume()).toEqual({ delivered: 1, next: null });
    expect((await inbox(bob)).map((email) => email.subject)).toContain('Before the restart');
  });

  it('refuses a message without recipients, or to an outside address while no outgoing server is configured', async () => {
    const none = await t.call(alice, 'POST', '/api/apps/email/send', { subject: 'Nobody' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: { to: [EMAIL_COMPOSE_TEXT.noRecipient] } });
    const outside = await t.call(alice, 'POST', '/api/apps/email/send', { to: [{ email: 'sara@client.example' }] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ errors: { to: [EMAIL_COMPOSE_TEXT.noSmtp] } });
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/apps/email/send',
      headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'fr' },
      payload: { subject: 'Nobody' },
    });
    expect(french.json()).toMatchObject({ errors: { to: ['Ajoutez au moins un destinataire'] } });
    // Nothing was left behind in Sent.
    expect((await inbox(alice, 'sent')).map((email) => email.subject)).not.toContain('Nobody');
  });
});

describe('DELETE /api/apps/email/:id', () => {
  it('deletes a draft or a trashed email for good, nothing else, and only the owner’s', async () => {
    const draft = (await t.call(alice, 'POST', '/api/apps/email/drafts', { subject: 'Scrap' })).json<Email>();
    expect((await t.call(bob, 'DELETE', `/api/apps/email/${draft.id}`)).statusCode).toBe(404);
    expect((await t.call(alice, 'DELETE', `/api/apps/email/${draft.id}`)).statusCode).toBe(204);
    expect((await t.call(alice, 'GET', `/api/apps/email/${draft.id}`)).json()).toMatchObject({
      message: EMAIL_TEXT.notFound,
    });

    const [mail] = await inbox(bob);
    const kept = await t.call(bob, 'DELETE', `/api/apps/email/${mail!.id}`);
    expect(kept.statusCode).toBe(409);
    await t.call(bob, 'POST', '/api/apps/email', { ids: mail!.id, data: { isDeleted: true } });
    expect((await t.call(bob, 'DELETE', `/api/apps/email/${mail!.id}`)).statusCode).toBe(204);
    const [gone] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, bob.userId));
    expect(gone).toBeDefined();
  });
});

describe('an outside address the mail server refuses', () => {
  it('tells the sender in their inbox, in the message’s conversation', async () => {
    const refusing = {
      sendMail: () => Promise.reject(Object.assign(new Error('550 5.1.1 No such user'), { responseCode: 550 })),
    } as unknown as Transporter;
    const mailbox = createEmailService(t.db, { now: () => clock, outbound: refusing, mailFrom: 'office@law.example' });
    const { email } = await mailbox.send(alice.userId, {
      to: [{ email: 'gone@client.example' }],
      subject: 'Invoice reminder',
      message: '<p>Hello</p>',
    });
    later(10);
    expect(await mailbox.deliverDue()).toBe(1);
    const [notice] = await inbox(alice);
    expect(notice).toMatchObject({
      subject: 'Undelivered: Invoice reminder',
      from: { email: 'mailer-daemon@law.example', name: 'Mail Delivery System' },
      threadId: email.threadId,
    });
    expect(notice!.snippet).toContain('gone@client.example');
    expect(notice!.snippet).toContain('No such user');
  });
});

describe('housekeeping', () => {
  /** How many stored files hold these bytes (0 or 1). */
  const count = async (content: Buffer) => {
    const checksum = createHash('sha256').update(content).digest('hex');
    return (await t.db.select().from(emailAttachmentFiles).where(eq(emailAttachmentFiles.checksum, checksum))).length;
  };

  it('drops the bytes of a draft deleted for good, and an upload left out of any draft after a day', async () => {
    const kept = Buffer.from(`kept upload ${Date.now()}`);
    const drafted = Buffer.from(`drafted file ${Date.now()}`);
    const upload = (
      await postMultipart(t.app, alice, '/api/apps/email/attachments', { name: 'kept.txt', bytes: kept })
    ).json<EmailUpload>();
    const inDraft = (
      await postMultipart(t.app, alice, '/api/apps/email/attachments', { name: 'drafted.txt', bytes: drafted })
    ).json<EmailUpload>();
    const draft = (
      await t.call(alice, 'POST', '/api/apps/email/drafts', { subject: 'Scrap', attachmentIds: [inDraft.id] })
    ).json<Email>();
    expect((await t.call(alice, 'DELETE', `/api/apps/email/${draft.id}`)).statusCode).toBe(204);

    expect(await service().sweep(new Date())).toBe(1);
    expect(await count(drafted)).toBe(0);
    expect(await count(kept)).toBe(1);
    expect((await t.call(alice, 'GET', `/api/apps/email/attachments/${upload.id}`)).statusCode).toBe(200);

    await service().sweep(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await count(kept)).toBe(0);
    expect((await t.call(alice, 'GET', `/api/apps/email/attachments/${upload.id}`)).statusCode).toBe(404);
  });
});
