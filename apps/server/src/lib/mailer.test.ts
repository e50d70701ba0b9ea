import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { mailOutbox, mailOutboxAttachments, users } from '../db/schema.ts';
import { setupTestApp, signIn } from '../test/app.ts';
import { captureLog } from '../test/log.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import type { MailDispatcher } from './mail-dispatcher.ts';
import { mailOptionsFromConfig } from './mail-transport.ts';
import { MAIL_DISPATCHER } from './mail-wiring.ts';
import { createOutboxMailer } from './mailer.ts';

/** Forgot-password → outbox → dispatcher → transport, through the whole app. */
const t = setupTestApp();
let smtp: TestSmtpServer;
const apps: App[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

/** Another app on the test database, as setupTestApp builds it, with these options. */
async function appWith(options: Partial<AppOptions>) {
  const app = await buildApp({
    db: t.db,
    pruneEveryMs: 0,
    publicUrl: 'http://mizan.test',
    loginLimits: { perIp: 1000 },
    ...options,
  });
  await app.ready();
  apps.push(app);
  return app;
}

const forgot = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const LINK = /http:\/\/mizan\.test\/reset-password\?token=([A-Za-z0-9_-]+)/;
const lastOutboxRow = async () => (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;

async function expectLinkWorks(app: App, email: string, token: string) {
  const reset = await app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'a brand new password' },
  });
  expect(reset.statusCode).toBe(200);
  await expect(signIn(app, { email, password: 'a brand new password' })).resolves.toMatchObject({
    userId: expect.any(Number),
  });
}

/** An account of its own for each test, so a reset doesn't disturb the others. */
async function newAccount() {
  const { userId } = await t.userWithRole('client');
  const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

describe('mail through SMTP', () => {
  it('a forgot-password mail arrives with a working link; the outbox row is marked sent and wiped', async () => {
    const app = await appWith({ mail: { transport: smtp.transport(), from: 'Mizan <no-reply@mizan.test>' } });
    const email = await newAccount();

    const response = await forgot(app, email);
    expect(response.statusCode).toBe(200);
    const mail = await smtp.nextMail(); // sent after the response, kicked by it
    expect(mail).toMatchObject({
      envelopeTo: [email],
      from: 'no-reply@mizan.test',
      subject: 'Reset your Mizan password',
    });
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    await app.getDecorator<MailDispatcher>(MAIL_DISPATCHER).idle();
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ to: email, attempts: 1, text: '', html: null, claimedAt: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    await expectLinkWorks(app, email, token!);
  });

  it('without mail options (the test harness) mail stays in the outbox, unsent', async () => {
    const email = await newAccount();
    expect((await forgot(t.app, email)).statusCode).toBe(200);
    expect(t.app.getDecorator<MailDispatcher | null>(MAIL_DISPATCHER)).toBeNull();
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ to: email, sentAt: null, attempts: 0 });
    expect(row.text).toMatch(LINK);
  });
});

describe('mail and the log', () => {
  it('production without SMTP_URL: one warning at start, and no mail content in the log', async () => {
    const log = captureLog();
    const mail = await mailOptionsFromConfig(loadConfig({ NODE_ENV: 'production' }, '/'));
    const app = await appWith({ logger: { level: 'info', stream: log.stream }, mail });
    const warnings = () => log.entries().filter((entry) => /SMTP_URL is not set/.test(String(entry.msg)));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.level).toBe(40);

    const email = await newAccount();
    expect((await forgot(app, email)).statusCode).toBe(200);
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ to: email, sentAt: null });
    const token = LINK.exec(row.text)?.[1];
    expect(token).toBeTruthy();
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain('reset-password?token');
    expect(log.text()).not.toContain('Open this link');
    expect(warnings()).toHaveLength(1);
  });

  it('development without SMTP_URL: the log prints the mail, link included', async () => {
    const log = captureLog();
    const mail = await mailOptionsFromConfig(loadConfig({}, '/'));
    const app = await appWith({ logger: { level: 'info', stream: log.stream }, mail });
    expect(log.text()).not.toContain('SMTP_URL is not set:');

    const email = await newAccount();
    expect((await forgot(app, email)).statusCode).toBe(200);
    await app.getDecorator<MailDispatcher>(MAIL_DISPATCHER).idle();

    const printed = log.entries().find((entry) => String(entry.msg).startsWith(`E-mail to ${email}`));
    expect(printed?.level).toBe(30);
    const token = LINK.exec(String(printed?.msg))?.[1];
    expect(token).toBeTruthy();
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ text: '', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    await expectLinkWorks(app, email, token!);
  });
});

describe('the outbox mailer', () => {
  const withFile = (to: string) => ({
    to,
    subject: 'Invoice INV-2026-0001',
    text: 'Attached.',
    attachments: [{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }],
  });
  const filesOf = async (to: string) =>
    t.db
      .select({ filename: mailOutboxAttachments.filename, contentType: mailOutboxAttachments.contentType })
      .from(mailOutboxAttachments)
      .innerJoin(mailOutbox, eq(mailOutbox.id, mailOutboxAttachments.mailId))
      .where(eq(mailOutbox.to, to));

  it('stores a mail’s attachments with it, in the caller’s transaction: a rollback leaves neither', async () => {
    const mailer = createOutboxMailer(t.db);
    await t.db.transaction(async (tx) => mailer.send(withFile('kept@example.com'), tx));
    expect(await filesOf('kept@example.com')).toEqual([
      { filename: 'INV-2026-0001.pdf', contentType: 'application/pdf' },
    ]);
    expect(mailer.queued).toBe(1);

    await expect(
      t.db.transaction(async (tx) => {
        await mailer.send(withFile('rolled-back@example.com'), tx);
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow('failed');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rolled-back@example.com'))).toEqual([]);
    expect(await t.db.select({ filename: mailOutboxAttachments.filename }).from(mailOutboxAttachments)).toEqual([
      { filename: 'INV-2026-0001.pdf' },
    ]);
  });

  it('deleting an outbox row deletes its attachments (cascade)', async () => {
    await createOutboxMailer(t.db).send(withFile('deleted@example.com'));
    expect(await filesOf('deleted@example.com')).toHaveLength(1);
    await t.db.delete(mailOutbox).where(eq(mailOutbox.to, 'deleted@example.com'));
    expect(await t.db.select({ id: mailOutboxAttachments.id }).from(mailOutboxAttachments)).toEqual([]);
  });
});
