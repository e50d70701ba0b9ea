import {
  INVOICE_SEND_TEXT,
  INVOICE_TEXT,
  type InvoiceActivity,
  type InvoiceBulkEmailResult,
  type InvoiceDetail,
  type InvoiceDraftBody,
} from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { mailOutbox, mailOutboxAttachments } from '../../db/schema.ts';
import type { MailDispatcher } from '../../lib/mail-dispatcher.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { MAIL_DISPATCHER } from '../../lib/mail-wiring.ts';
import { bearer, CLIENT, setupTestApp, signIn, type Method, type SignedIn } from '../../test/app.ts';
import { captureLog } from '../../test/log.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp.ts';
import { createInvoiceEmails } from './invoices.email.ts';
import { draftBody, INVOICES } from './test-invoices.ts';

/**
 * E-mailing invoices, through the whole app: the route queues the mail with its PDF in the outbox, the dispatcher
 * (kicked once the response is out) sends it over SMTP to a real server in this process, parsed with postal-mime.
 */
const t = setupTestApp();
const log = captureLog();
let smtp: TestSmtpServer;
let app: App;
let admin: SignedIn;
let seller: string;

const LINK = /http:\/\/mizan\.test\/api\/public\/invoice\/([\w-]{43})\/pdf\?lang=(en|fr|ar)/;
/** Dates around today, so a sent invoice reads Sent rather than Past Due. */
const today = new Date().toISOString().slice(0, 10);
const nextYear = `${Number(today.slice(0, 4)) + 1}-12-31`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildApp({
    db: t.db,
    pruneEveryMs: 0,
    publicUrl: 'http://mizan.test',
    loginLimits: { perIp: 1000 },
    logger: { level: 'info', stream: log.stream },
    mail: { transport: smtp.transport(), from: 'Mizan <no-reply@mizan.test>' },
  });
  await app.ready();
  admin = await signIn(app);
  seller = (await call(admin, 'GET', `${INVOICES}/settings`)).json<{ sellerName: string }>().sellerName;
  expect(seller).toBeTruthy();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

function call(who: SignedIn | null, method: Method, url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ok<T>(method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(admin, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** A finalized invoice (a draft when `finalize` is false) whose client's address is `email` ('' for none). */
async function invoiceFor(email: string, { finalize = true, name = 'Nora Haddad' } = {}) {
  const body: InvoiceDraftBody = draftBody({
    client: { name, company: 'Haddad & Co', companyEmail: email, country: 'Saudi Arabia' },
    issuedDate: today,
    dueDate: nextYear,
  });
  const draft = await ok<InvoiceDetail>('POST', INVOICES, body, 201);
  return finalize ? ok<InvoiceDetail>('POST', `${INVOICES}/${draft.id}/finalize`, {}) : draft;
}

const email = (id: number | string, payload: object = {}) => call(admin, 'POST', `${INVOICES}/${id}/email`, payload);
const activity = async (id: number) =>
  (await ok<{ activity: InvoiceActivity[] }>('GET', `${INVOICES}/${id}/activity`)).activity;
const outboxRows = () => t.db.select({ id: mailOutbox.id }).from(mailOutbox);
const dispatcherIdle = () => app.getDecorator<MailDispatcher>(MAIL_DISPATCHER).idle();

/** The mail's link token; the PDF attached is a real one, named after the invoice's number. */
function checkMail(mail: ReceivedMail, invoice: InvoiceDetail) {
  expect(mail.attachments).toHaveLength(1);
  const [pdf] = mail.attachments;
  expect(pdf).toMatchObject({ filename: `${invoice.number}.pdf`, mimeType: 'application/pdf' });
  expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf!.content.length).toBeGreaterThan(1000);
  const token = LINK.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  expect(mail.html).toContain(`href="http://mizan.test/api/public/invoice/${token}/pdf`);
  return token!;
}

describe('POST /api/apps/invoice/{id}/email', () => {
  it('mails the PDF and a working link to the client; the invoice becomes Sent, then Downloaded', async () => {
    const invoice = await invoiceFor('nora@haddad.test');
    const response = await email(invoice.id, { message: 'Thank you for your trust.\nPayment by transfer, please.' });
    expect(response.statusCode, response.body).toBe(200);
    const sent = response.json<InvoiceDetail>();
    expect(sent).toMatchObject({ id: invoice.id, invoiceStatus: 'Sent' });
    expect(sent.sentAt).not.toBeNull();

    const mail = await smtp.nextMail(); // sent after the response, kicked by it
    expect(mail).toMatchObject({
      envelopeTo: ['nora@haddad.test'],
      to: ['nora@haddad.test'],
      from: 'no-reply@mizan.test',
      subject: `Invoice ${invoice.number} from ${seller}`,
    });
    expect(mail.text).toContain('Hello Nora Haddad,');
    expect(mail.text).toContain(`Amount due: ${invoice.balanceAmount.replace(/\B(?=(\d{3})+\.)/g, ',')}`);
    expect(mail.text).toContain('Thank you for your trust.\nPayment by transfer, please.');
    expect(mail.html).toContain('Thank you for your trust.');
    const token = checkMail(mail, invoice);

    // The link opens the public PDF, without signing in, and the invoice reads Downloaded.
    const opened = await call(null, 'GET', `/api/public/invoice/${token}/pdf?lang=en`);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const after = await ok<{ invoice: InvoiceDetail }>('GET', `${INVOICES}/${invoice.id}`);
    expect(after.invoice.invoiceStatus).toBe('Downloaded');

    // Who e-mailed it to whom, in the activity.
    const [emailed] = (await activity(invoice.id)).filter((entry) => entry.action === 'emailed');
    expect(emailed).toMatchObject({
      detail: { to: 'nora@haddad.test', language: 'en' },
      by: { id: admin.userId },
    });

    // Once sent, the outbox keeps neither the body (with its link) nor the PDF.
    await dispatcherIdle();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nora@haddad.test'));
    expect(row).toMatchObject({ text: '', html: null, attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(
      await t.db
        .select({ id: mailOutboxAttachments.id })
        .from(mailOutboxAttachments)
        .where(eq(mailOutboxAttachments.mailId, row!.id)),
    ).toEqual([]);

    // Nothing of the link reached the log.
    expect(log.text()).toContain(`/api/apps/invoice/${invoice.id}/email`); // the log is being written
    expect(log.text()).toContain('"url":"/api/public/invoice/[redacted]/pdf?lang=en"'); // the link opened, redacted
    expect(log.text()).not.toContain(token);
  });

  it('in Arabic, to the address given: a UTF-8 subject, right-to-left HTML, the existing link reused', async () => {
    const invoice = await invoiceFor('nora@haddad.test', { name: 'نورة الحداد' });
    const link = await ok<{ token: string }>('POST', `${INVOICES}/${invoice.id}/link`, {});

    const response = await email(invoice.id, { to: ' accounts@haddad.test ', language: 'ar' });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.envelopeTo).toEqual(['accounts@haddad.test']);
    expect(mail.subject).toBe(`فاتورة ${invoice.number} من ${seller}`);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/im); // encoded as it travelled, decoded back whole
    expect(mail.text).toContain('مرحبًا نورة الحداد،');
    expect(mail.text).toContain('المبلغ المستحق');
    expect(mail.html).toContain('dir="rtl"');
    const token = checkMail(mail, invoice);
    expect(token).toBe(link.token);
    expect(LINK.exec(mail.text)?.[2]).toBe('ar');
    expect(log.text()).not.toContain(token);

    // Sending again is allowed (a reminder): the first sending time stays.
    const again = await email(invoice.id, { language: 'fr', subject: 'Votre facture' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<InvoiceDetail>().sentAt).toBe(response.json<InvoiceDetail>().sentAt);
    const second = await smtp.nextMail();
    expect(second).toMatchObject({ subject: 'Votre facture', envelopeTo: ['nora@haddad.test'] });
    expect(second.text).toContain('Bonjour نورة الحداد,');
    expect((await activity(invoice.id)).filter((entry) => entry.action === 'emailed')).toHaveLength(2);
  });

  it('refuses a draft (409) and a cancelled invoice (409), queueing nothing', async () => {
    const draft = await invoiceFor('nora@haddad.test', { finalize: false });
    const cancelled = await invoiceFor('nora@haddad.test');
    await ok('POST', `${INVOICES}/${cancelled.id}/credit-note`, { reason: 'Billed twice' });
    await dispatcherIdle();
    const before = (await outboxRows()).length;

    const refusedDraft = await email(draft.id);
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json<{ message: string }>().message).toBe(INVOICE_TEXT.notFinalized);
    const refusedCancelled = await email(cancelled.id);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json<{ message: string }>().message).toBe(INVOICE_TEXT.cancelled);

    expect(await outboxRows()).toHaveLength(before);
    const detail = await ok<{ invoice: InvoiceDetail }>('GET', `${INVOICES}/${draft.id}`);
    expect(detail.invoice).toMatchObject({ invoiceStatus: 'Draft', sentAt: null });
  });

  it('without an address answers 400 naming `to`, in the reader’s language; a bad address too', async () => {
    const invoice = await invoiceFor('');
    const refused = await email(invoice.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: INVOICE_SEND_TEXT.noEmail,
      errors: { to: [INVOICE_SEND_TEXT.noEmail] },
    });
    const french = await app.inject({
      method: 'POST',
      url: `${INVOICES}/${invoice.id}/email`,
      headers: { ...bearer(admin), 'accept-language': 'fr' },
      payload: {},
    });
    expect(french.statusCode).toBe(400);
    expect(french.json<{ errors: Record<string, string[]> }>().errors.to).toEqual([
      'Ce client n’a pas d’adresse e-mail ; saisissez-en une',
    ]);

    const bad = await email(invoice.id, { to: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['to']);
    const language = await email(invoice.id, { to: 'a@b.test', language: 'de' });
    expect(language.statusCode).toBe(400);
    expect(language.json<{ errors: Record<string, string[]> }>().errors.language).toEqual([INVOICE_SEND_TEXT.language]);

    const detail = await ok<{ invoice: InvoiceDetail }>('GET', `${INVOICES}/${invoice.id}`);
    expect(detail.invoice).toMatchObject({ invoiceStatus: 'Issued', sentAt: null });
  });

  it('answers 404 for an unknown id and 403 without the permission', async () => {
    const unknown = await email(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(INVOICE_TEXT.notFound);

    const invoice = await invoiceFor('nora@haddad.test');
    const client = await signIn(app, CLIENT);
    expect((await call(client, 'POST', `${INVOICES}/${invoice.id}/email`, {})).statusCode).toBe(403);
    expect((await call(client, 'POST', `${INVOICES}/email`, { ids: [invoice.id] })).statusCode).toBe(403);
    expect((await call(null, 'POST', `${INVOICES}/${invoice.id}/email`, {})).statusCode).toBe(401);
  });
});

describe('POST /api/apps/invoice/email', () => {
  it('sends those that can go, each to its client, and skips the others with the reason', async () => {
    await dispatcherIdle();
    const first = await invoiceFor('first@client.test');
    const second = await invoiceFor('second@client.test');
    const draft = await invoiceFor('draft@client.test', { finalize: false });
    const cancelled = await invoiceFor('cancelled@client.test');
    await ok('POST', `${INVOICES}/${cancelled.id}/credit-note`, { reason: 'Billed twice' });
    const noEmail = await invoiceFor('');
    const received = smtp.received.length;

    const result = await ok<InvoiceBulkEmailResult>('POST', `${INVOICES}/email`, {
      ids: [first.id, draft.id, cancelled.id, noEmail.id, 999999, second.id, first.id],
      language: 'fr',
    });
    expect(result).toEqual({
      sent: [first.id, second.id],
      skipped: [
        { id: draft.id, reason: INVOICE_TEXT.notFinalized },
        { id: cancelled.id, reason: INVOICE_TEXT.cancelled },
        { id: noEmail.id, reason: INVOICE_SEND_TEXT.noEmail },
        { id: 999999, reason: INVOICE_TEXT.notFound },
      ],
    });

    await dispatcherIdle();
    // The dispatcher sends queued mail concurrently: their order of arrival is not the order of the ids.
    const mails = smtp.received
      .slice(received)
      .sort((a, b) => String(a.envelopeTo).localeCompare(String(b.envelopeTo)));
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([['first@client.test'], ['second@client.test']]);
    expect(mails[0]!.subject).toBe(`Facture ${first.number} de ${seller}`);
    for (const [mail, invoice] of [
      [mails[0]!, first],
      [mails[1]!, second],
    ] as const) {
      expect(log.text()).not.toContain(checkMail(mail, invoice));
    }
    for (const id of [first.id, second.id]) {
      expect((await ok<{ invoice: InvoiceDetail }>('GET', `${INVOICES}/${id}`)).invoice.invoiceStatus).toBe('Sent');
    }
    expect((await ok<{ invoice: InvoiceDetail }>('GET', `${INVOICES}/${draft.id}`)).invoice.invoiceStatus).toBe(
      'Draft',
    );
  });

  it('skips one that fails unexpectedly with a reason, leaves it unsent, reports the error and sends the rest', async () => {
    const first = await invoiceFor('first@client.test');
    const broken = await invoiceFor('broken@client.test');
    const last = await invoiceFor('last@client.test');
    const queued: string[] = [];
    const mailer: Mailer = {
      queued: 0,
      async send(mail) {
        if (mail.to === 'broken@client.test') throw new Error('outbox unavailable');
        queued.push(String(mail.to));
      },
    };
    const failures: Array<[number, unknown]> = [];
    const emails = createInvoiceEmails(t.db, { mailer, publicUrl: 'http://mizan.test' });

    const result = await emails.sendMany([first.id, broken.id, last.id], 'en', admin.userId, (id, error) =>
      failures.push([id, error]),
    );

    expect(result).toEqual({
      sent: [first.id, last.id],
      skipped: [{ id: broken.id, reason: INVOICE_SEND_TEXT.failed }],
    });
    expect(queued).toEqual(['first@client.test', 'last@client.test']);
    expect(failures).toEqual([[broken.id, new Error('outbox unavailable')]]);
    const after = await ok<{ invoice: InvoiceDetail }>('GET', `${INVOICES}/${broken.id}`);
    expect(after.invoice.invoiceStatus).not.toBe('Sent');
    expect(after.invoice.version).toBe(broken.version);
  });

  it('answers 400 naming ids for none or more than 100', async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const response = await call(admin, 'POST', `${INVOICES}/email`, { ids });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.ids).toEqual([INVOICE_SEND_TEXT.ids]);
    }
  });
});
