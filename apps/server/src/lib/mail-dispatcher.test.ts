import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { mailOutbox, mailOutboxAttachments } from '../db/schema.ts';
import { setupTestApp } from '../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { createMailDispatcher, MAX_MAIL_ATTEMPTS, type MailDispatcherOptions } from './mail-dispatcher.ts';
import { mailOptionsFromConfig } from './mail-transport.ts';
import { createOutboxMailer } from './mailer.ts';

const t = setupTestApp({ demoData: false });
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
  smtp.refuseRecipients(null);
});

const FROM = 'Mizan <no-reply@mizan.test>';
const LINK = 'http://mizan.test/reset-password?token=LIVE-TOKEN-123';

/** A logger that keeps what it was given, to check what a failure writes. */
function recordingLog() {
  const calls: unknown[][] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      void calls.push([level, ...args]);
  const log = {
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  } as unknown as MailDispatcherOptions['log'];
  return { log, calls, text: () => JSON.stringify(calls) };
}

const dispatcher = (options: Partial<MailDispatcherOptions> = {}) =>
  createMailDispatcher({ db: t.db, transport: smtp.transport(), from: FROM, log: recordingLog().log, ...options });

async function queue(count = 1, subject = 'Reset your password') {
  const mailer = createOutboxMailer(t.db);
  for (let i = 1; i <= count; i++) {
    await mailer.send({
      to: `user${i}@example.com`,
      subject: count > 1 ? `${subject} ${i}` : subject,
      text: `Open ${LINK}`,
    });
  }
  return t.db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

const row = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
/** Seconds from the database's now to the row's next attempt. */
const secondsToNextAttempt = async (id: number) => {
  const [found] = await t.db
    .select({ seconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())`.mapWith(Number) })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return found!.seconds;
};
/** Moves the row's retry into the past: time is controlled through the row, never by waiting. */
const makeDue = (id: number) =>
  t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));

describe('the mail dispatcher', () => {
  it('sends a due mail through SMTP, then marks it sent and wipes its body', async () => {
    const [queued] = await queue();
    expect(await dispatcher().run()).toEqual({ sent: 1, failed: 0 });

    const mail = smtp.received.at(-1)!;
    expect(mail).toMatchObject({
      envelopeTo: ['user1@example.com'],
      from: 'no-reply@mizan.test',
      subject: 'Reset your password',
    });
    expect(mail.text).toContain(LINK);
    const sent = await row(queued!.id);
    expect(sent).toMatchObject({ attempts: 1, text: '', html: null, claimedAt: null, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('sends a mail’s attachments (name, type, bytes), then deletes them with its body', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255])]);
    await createOutboxMailer(t.db).send({
      to: 'client@example.com',
      subject: 'Invoice INV-2026-0001',
      text: 'Your invoice is attached.',
      attachments: [
        { filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('Thank you') },
      ],
    });
    const [queued] = await t.db.select().from(mailOutbox);
    const stored = await t.db.select().from(mailOutboxAttachments).where(eq(mailOutboxAttachments.mailId, queued!.id));
    expect(stored.map((file) => file.filename)).toEqual(['INV-2026-0001.pdf', 'notes.txt']);
    expect(stored[0]!.content.equals(pdf)).toBe(true);

    expect(await dispatcher().run()).toEqual({ sent: 1, failed: 0 });
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe('Invoice INV-2026-0001');
    expect(mail.attachments.map(({ filename, mimeType }) => ({ filename, mimeType }))).toEqual([
      { filename: 'INV-2026-0001.pdf', mimeType: 'application/pdf' },
      { filename: 'notes.txt', mimeType: 'text/plain' },
    ]);
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(mail.attachments[1]!.content.toString()).toBe('Thank you');

    expect(await row(queued!.id)).toMatchObject({ text: '', html: null, attempts: 1 });
    const left = await t.db
      .select({ id: mailOutboxAttachments.id })
      .from(mailOutboxAttachments)
      .where(eq(mailOutboxAttachments.mailId, queued!.id));
    expect(left).toEqual([]);
  });

  it('a refused mail keeps its attachments for the retry; giving up deletes them', async () => {
    await createOutboxMailer(t.db).send({
      to: 'client@example.com',
      subject: 'With a file',
      text: 'Attached.',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
    });
    const [queued] = await t.db.select().from(mailOutbox);
    const { id } = queued!;
    const files = () =>
      t.db
        .select({ filename: mailOutboxAttachments.filename })
        .from(mailOutboxAttachments)
        .where(eq(mailOutboxAttachments.mailId, id));
    smtp.refuseRecipients(451);
    expect(await dispatcher().run()).toEqual({ sent: 0, failed: 1 });
    expect(await files()).toEqual([{ filename: 'a.pdf' }]);

    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    await makeDue(id);
    expect(await dispatcher().run()).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, text: '' });
    expect(await files()).toEqual([]);
  });

  it('keeps a refused mail with its attempt and error, and sends it after a growing delay', async () => {
    const [queued] = await queue();
    const { id } = queued!;
    const recorded = recordingLog();
    const run = dispatcher({ log: recorded.log });
    const before = smtp.received.length;

    smtp.refuseRecipients(451);
    expect(await run.run()).toEqual({ sent: 0, failed: 1 });
    let stored = await row(id);
    expect(stored).toMatchObject({ sentAt: null, attempts: 1, claimedAt: null, text: `Open ${LINK}` });
    expect(stored.lastError).toMatch(/451/);
    expect(await secondsToNextAttempt(id)).toBeGreaterThan(50);
    expect(await secondsToNextAttempt(id)).toBeLessThanOrEqual(60);

    // Not due yet: nothing is tried.
    expect(await run.run()).toEqual({ sent: 0, failed: 0 });

    await makeDue(id);
    expect(await run.run()).toEqual({ sent: 0, failed: 1 });
    expect((await row(id)).attempts).toBe(2);
    expect(await secondsToNextAttempt(id)).toBeGreaterThan(170); // 3 minutes after the second failure

    smtp.refuseRecipients(null);
    await makeDue(id);
    expect(await run.run()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.length).toBe(before + 1);
    stored = await row(id);
    expect(stored).toMatchObject({ attempts: 3, text: '', lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);

    // The log names the mail and the error, never its body.
    expect(recorded.calls.filter(([level]) => level === 'warn')).toHaveLength(2);
    expect(recorded.text()).toContain(`"mailId":${id}`);
    expect(recorded.text()).not.toContain('LIVE-TOKEN-123');
  });

  it('gives up after the last attempt: logs the id and the error, wipes the body, tries no more', async () => {
    const [queued] = await queue();
    const { id } = queued!;
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    const recorded = recordingLog();
    const run = dispatcher({ log: recorded.log });

    smtp.refuseRecipients(451);
    expect(await run.run()).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ sentAt: null, attempts: MAX_MAIL_ATTEMPTS, text: '', html: null });
    const [level, fields] = recorded.calls.at(-1)!;
    expect(level).toBe('error');
    expect(fields).toMatchObject({ mailId: id, attempts: MAX_MAIL_ATTEMPTS, error: expect.stringMatching(/451/) });
    expect(recorded.text()).not.toContain('LIVE-TOKEN-123');

    smtp.refuseRecipients(null);
    await makeDue(id);
    expect(await run.run()).toEqual({ sent: 0, failed: 0 });
  });

  it('two dispatchers racing on the same rows send each mail once', async () => {
    const rows = await queue(12, 'Race');
    const before = smtp.received.length;
    const [a, b] = [dispatcher({ batchSize: 2 }), dispatcher({ batchSize: 2 })];
    const [first, second] = await Promise.all([a.run(), b.run()]);

    expect(first.sent + second.sent).toBe(12);
    const subjects = smtp.received.slice(before).map((mail) => mail.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    const stored = await t.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(stored.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('leaves a mail claimed by another process alone until the claim is stale', async () => {
    const [queued] = await queue();
    const { id } = queued!;
    await t.db
      .update(mailOutbox)
      .set({ claimedAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    expect(await dispatcher().run()).toEqual({ sent: 0, failed: 0 });

    await t.db
      .update(mailOutbox)
      .set({ claimedAt: sql`now() - interval '1 hour'` })
      .where(eq(mailOutbox.id, id));
    expect(await dispatcher().run()).toEqual({ sent: 1, failed: 0 });
  });

  it('kick() runs in the background and idle() waits for it', async () => {
    await queue(3, 'Kicked');
    const before = smtp.received.length;
    const run = dispatcher();
    run.kick();
    run.kick(); // while running: one more run follows, no error
    await run.idle();
    expect(smtp.received.length).toBe(before + 3);
    await run.close();
  });
});

describe('SMTP_URL', () => {
  it('its user and password sign in to the SMTP server', async () => {
    const [queued] = await queue();
    const options = await mailOptionsFromConfig(
      loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Office <office@mizan.test>' }, '/'),
    );
    expect(options.from).toBe('Office <office@mizan.test>');
    expect(typeof options.transport).toBe('object');
    const run = dispatcher({ transport: options.transport as never, from: options.from });
    expect(await run.run()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.at(-1)).toMatchObject({ from: 'office@mizan.test', envelopeTo: ['user1@example.com'] });
    expect((await row(queued!.id)).sentAt).toBeInstanceOf(Date);
  });

  it('a refused sign-in is an attempt whose error keeps no password', async () => {
    const [queued] = await queue();
    const wrong = new URL(smtp.url);
    wrong.password = 'not-the-password';
    const options = await mailOptionsFromConfig(loadConfig({ SMTP_URL: wrong.toString() }, '/'));
    const run = dispatcher({ transport: options.transport as never, from: options.from });
    expect(await run.run()).toEqual({ sent: 0, failed: 1 });
    const stored = await row(queued!.id);
    expect(stored.lastError).toMatch(/535|Invalid login/i);
    expect(stored.lastError).not.toContain('not-the-password');
  });

  it('unset: a development server logs mail, a production one sends nothing', async () => {
    expect((await mailOptionsFromConfig(loadConfig({}, '/'))).transport).toBe('log');
    expect((await mailOptionsFromConfig(loadConfig({ NODE_ENV: 'production' }, '/'))).transport).toBeNull();
    expect((await mailOptionsFromConfig(loadConfig({}, '/'))).from).toBe('Mizan <no-reply@localhost>');
  });
});
