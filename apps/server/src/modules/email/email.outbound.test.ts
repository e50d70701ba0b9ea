import { EMAIL_COMPOSE_TEXT, type EmailListResponse } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { setupTestApp, type SignedIn } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { OUTBOUND_RETRY_MINUTES } from './email.outbound.ts';
import type { EmailService } from './email.service.ts';
import { emailOutbound } from './email.table.ts';

/**
 * The outgoing queue against a real SMTP server: a temporary refusal (4xx) is tried again on its schedule and then
 * goes; refusals past the last try, and a permanent one, become a failure notice; an office user whose account is off
 * gets no mail and the sender is told.
 */
let clock = new Date('2026-11-20T09:00:00Z');
let server: TestSmtpServer;
/** The app's transport, pointed at the test server once it has its port. */
let transport: Transporter;
const outbound = { sendMail: (mail: object) => transport.sendMail(mail) } as unknown as Transporter;
const t = setupTestApp({ demoData: false, email: { now: () => clock, undoSeconds: 5, outbound } });
const service = () => t.app.getDecorator<EmailService>('emailService');
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
let alice: SignedIn;
let bob: SignedIn;

const inbox = async (who: SignedIn) =>
  (await t.call(who, 'GET', '/api/apps/email?filter=inbox')).json<EmailListResponse>().emails;
const queue = () => t.db.select().from(emailOutbound);
const send = async (subject: string, to: string) => {
  const response = await t.call(alice, 'POST', '/api/apps/email/send', { to: [{ email: to }], subject });
  expect(response.statusCode, response.body).toBe(201);
  later(1);
  expect(await service().deliverDue()).toBe(1);
};

beforeAll(async () => {
  server = await startSmtpServer();
  transport = server.transport();
  alice = await t.userWithRole('admin');
  bob = await t.userWithRole('admin');
});
afterAll(() => server.close());

describe('mail to outside addresses', () => {
  it('is tried again after a temporary refusal, and goes once the server takes it', async () => {
    server.refuseRecipients(451);
    await send('Retry me', 'sara@client.example');
    const [waiting] = await queue();
    expect(waiting).toMatchObject({ recipients: ['sara@client.example'], attempts: 1 });
    expect(waiting!.lastError).toContain('try again later');
    expect(waiting!.nextAttemptAt).toEqual(new Date(clock.getTime() + OUTBOUND_RETRY_MINUTES[0] * 60_000));
    // Not due yet: nothing is tried.
    await service().deliverDue();
    expect((await queue())[0]!.attempts).toBe(1);

    server.refuseRecipients(null);
    later(OUTBOUND_RETRY_MINUTES[0]);
    await service().deliverDue();
    const mail = await server.nextMail();
    expect(mail).toMatchObject({ subject: 'Retry me', envelopeTo: ['sara@client.example'] });
    expect(await queue()).toEqual([]);
    expect((await inbox(alice)).map((email) => email.subject)).not.toContain('Undelivered: Retry me');
  });

  it('is given up after the last try, and the sender is told why', async () => {
    server.refuseRecipients(451, 'Greylisted, come back later');
    await send('Never taken', 'omar@client.example');
    for (const minutes of OUTBOUND_RETRY_MINUTES) {
      expect(await inbox(alice)).not.toContainEqual(expect.objectContaining({ subject: 'Undelivered: Never taken' }));
      later(minutes);
      await service().deliverDue();
    }
    server.refuseRecipients(null);
    expect(await queue()).toEqual([]);
    const [notice] = await inbox(alice);
    expect(notice).toMatchObject({ subject: 'Undelivered: Never taken' });
    expect(notice!.snippet).toContain('omar@client.example');
    expect(notice!.snippet).toContain('Greylisted');
  });

  it('is given up at once when the server refuses it for good', async () => {
    server.refuseRecipients(550, 'No such user here');
    await send('Wrong address', 'nobody@client.example');
    server.refuseRecipients(null);
    expect(await queue()).toEqual([]);
    const [notice] = await inbox(alice);
    expect(notice).toMatchObject({ subject: 'Undelivered: Wrong address' });
    expect(notice!.snippet).toContain('No such user here');
  });
});

describe('an office user whose account is off', () => {
  it('is refused when the message is sent, naming the address and its field', async () => {
    const [carol] = await t.db
      .update(users)
      .set({ status: 'inactive' })
      .where(eq(users.id, (await t.userWithRole('admin')).userId))
      .returning({ email: users.email });
    const response = await t.call(alice, 'POST', '/api/apps/email/send', {
      to: [{ email: 'sara@client.example' }],
      cc: [{ email: carol!.email.toUpperCase() }],
      subject: 'To a closed mailbox',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { cc: [EMAIL_COMPOSE_TEXT.mailboxClosed(carol!.email.toLowerCase())] },
    });
  });

  it('switched off during the hold gets no copy, and the sender is told', async () => {
    const [bobRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, bob.userId));
    const response = await t.call(alice, 'POST', '/api/apps/email/send', {
      to: [{ email: bobRow!.email }],
      subject: 'Closed during the hold',
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, bob.userId));
    later(1);
    expect(await service().deliverDue()).toBe(1);
    const [notice] = await inbox(alice);
    expect(notice).toMatchObject({ subject: 'Undelivered: Closed during the hold' });
    expect(notice!.snippet).toContain('The mailbox is closed');
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, bob.userId));
    expect((await inbox(bob)).map((email) => email.subject)).not.toContain('Closed during the hold');
  });
});
