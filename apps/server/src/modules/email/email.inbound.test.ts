import type { AddressInfo } from 'node:net';
import type { Email, EmailListResponse, EmailSendResponse, EmailUpload } from '@mizan/contracts';
import { createTransport, type Transporter } from 'nodemailer';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { postMultipart } from '../../test/multipart.ts';
import type { EmailService } from './email.service.ts';

/**
 * Real mail, both ways: an outside sender's message comes in through the SMTP listener (smtp-server, parsed with
 * postal-mime); a reply goes out through nodemailer to an in-process SMTP server; that very message, fed back into
 * the listener, arrives whole — Arabic subject and body, the attachment byte for byte, threaded under the original.
 */

/** The outside world's mail server: keeps every message it is given. */
const outside: { raw: Buffer; to: string[] }[] = [];
const capture = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      outside.push({ raw: Buffer.concat(chunks), to: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
      callback();
    });
  },
});
let toOutside: Transporter;
/** The app's outgoing transport, made once the capturing server has its port. */
const outbound = { sendMail: (mail: object) => toOutside.sendMail(mail) } as unknown as Transporter;

let clock = new Date('2026-11-20T09:00:00Z');
const t = setupTestApp({ demoData: false, email: { now: () => clock, undoSeconds: 5, outbound } });
const service = () => t.app.getDecorator<EmailService>('emailService');
let alice: SignedIn;
let bob: SignedIn;
let addressOf: Record<number, string>;
/** nodemailer pointed at the office's incoming mail server. */
let toOffice: Transporter;

const inbox = async (who: SignedIn) =>
  (await t.call(who, 'GET', '/api/apps/email?filter=inbox')).json<EmailListResponse>().emails;
const smtp = (port: number) => createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });

beforeAll(async () => {
  await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
  toOutside = smtp((capture.server.address() as AddressInfo).port);
  const listener = await service().listen(0, '127.0.0.1');
  toOffice = smtp(listener.port);
  alice = await t.userWithRole('admin');
  bob = await t.userWithRole('admin');
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  addressOf = Object.fromEntries(rows.map((row) => [row.id, row.email]));
});
afterAll(async () => {
  toOffice.close();
  toOutside.close();
  await new Promise<void>((resolve) => capture.close(() => resolve()));
});

describe('incoming and outgoing mail through SMTP', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  let original: Email;
  let sent: EmailSendResponse;
  let replyMessageId: string;

  it('receives an outside message into the office users’ inboxes, and refuses other addresses', async () => {
    await toOffice.sendMail({
      from: 'Sara Client <sara@client.example>',
      to: [addressOf[alice.userId]!, addressOf[bob.userId]!],
      subject: 'Lease renewal',
      text: 'Please find the lease.',
      html: '<p>Please find the lease.</p>',
      messageId: '<lease-1@client.example>',
    });
    original = (await inbox(alice))[0]!;
    expect(original).toMatchObject({
      subject: 'Lease renewal',
      from: { email: 'sara@client.example', name: 'Sara Client' },
      threadId: 'lease-1@client.example',
      isRead: false,
    });
    expect((await inbox(bob)).map((email) => email.subject)).toEqual(['Lease renewal']);

    await expect(
      toOffice.sendMail({ from: 'sara@client.example', to: 'nobody@elsewhere.example', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('sends a reply through SMTP as proper MIME: Arabic subject, HTML and text, the attachment, threading headers', async () => {
    const upload = (
      await postMultipart(t.app, alice, '/api/apps/email/attachments', { name: 'خريطة.png', bytes: png })
    ).json<EmailUpload>();
    const response = await t.call(alice, 'POST', '/api/apps/email/send', {
      to: [{ email: 'sara@client.example', name: 'Sara' }],
      subject: 'رد: تجديد عقد الإيجار',
      message: '<p dir="rtl">نرفق لكم <b>المخطط</b> المطلوب.</p>',
      attachmentIds: [upload.id],
      inReplyTo: original.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    sent = response.json<EmailSendResponse>();
    expect(outside).toHaveLength(0); // held
    clock = new Date(clock.getTime() + 6000);
    expect(await service().deliverDue()).toBe(1);
    expect(outside).toHaveLength(1);
    expect(outside[0]!.to).toEqual(['sara@client.example']);

    const mail = await PostalMime.parse(outside[0]!.raw);
    expect(mail.subject).toBe('رد: تجديد عقد الإيجار');
    expect(mail.html).toContain('نرفق لكم <b>المخطط</b> المطلوب.');
    expect(mail.text).toContain('نرفق لكم المخطط المطلوب.');
    expect(mail.from).toMatchObject({ address: addressOf[alice.userId] });
    expect(mail.inReplyTo).toBe('<lease-1@client.example>');
    expect(sent.email.threadId).toBe('lease-1@client.example');
    replyMessageId = mail.messageId ?? '';
    expect(mail.references).toContain('<lease-1@client.example>');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('خريطة.png');
    expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).equals(png)).toBe(true);
  });

  it('receives that very message back through the listener whole, threaded under the original', async () => {
    await toOffice.sendMail({
      envelope: { from: addressOf[alice.userId]!, to: [addressOf[bob.userId]!] },
      raw: outside[0]!.raw,
    });
    const [received] = await inbox(bob);
    expect(received).toMatchObject({
      subject: 'رد: تجديد عقد الإيجار',
      threadId: 'lease-1@client.example',
      from: { email: addressOf[alice.userId] },
    });
    expect(received!.snippet).toContain('نرفق لكم المخطط المطلوب.');
    const file = await t.call(bob, 'GET', received!.attachments[0]!.url);
    expect(file.rawPayload.equals(png)).toBe(true);
    const conversation = (await t.call(bob, 'GET', `/api/apps/email/${received!.id}`)).json<Email>();
    expect(conversation.replies.map((email) => email.subject)).toEqual(['Lease renewal']);

    // The client's answer, naming only the reply: it joins the conversation in Alice's mailbox too.
    await toOffice.sendMail({
      from: 'sara@client.example',
      to: addressOf[alice.userId]!,
      subject: 'Re: رد: تجديد عقد الإيجار',
      text: 'شكرًا',
      inReplyTo: replyMessageId,
    });
    const [answer] = await inbox(alice);
    expect(answer).toMatchObject({ subject: 'Re: رد: تجديد عقد الإيجار', threadId: 'lease-1@client.example' });
  });

  it('neutralises scripts, event handlers, javascript: links and remote images in incoming HTML', async () => {
    await toOffice.sendMail({
      from: 'spam@bad.example',
      to: addressOf[alice.userId]!,
      subject: 'Hostile',
      html: [
        '<p onclick="steal()">Hello<script>alert(1)</script></p>',
        '<img src="x" onerror="alert(2)">',
        '<a href="javascript:alert(3)">click</a>',
        '<a href="https://ok.example/">fine</a>',
        '<img src="https://tracker.example/pixel.gif?u=alice" width="1" height="1">',
        '<style>body{background:url(https://tracker.example/css)}</style>',
        '<iframe src="https://evil.example"></iframe>',
      ].join(''),
    });
    const [hostile] = await inbox(alice);
    const html = (await t.call(alice, 'GET', `/api/apps/email/${hostile!.id}`)).json<Email>().message;
    expect(html).not.toMatch(/<script|alert\(1\)|onclick|onerror|javascript:|<style|<iframe|tracker\.example\/css/i);
    expect(html).toContain('<a href="https://ok.example/" target="_blank" rel="noopener noreferrer nofollow">fine</a>');
    expect(html).toContain('data-src="https://tracker.example/pixel.gif?u=alice"');
    expect(html).not.toMatch(/\ssrc="https:/);
  });
});
