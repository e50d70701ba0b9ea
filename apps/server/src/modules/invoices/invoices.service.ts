import {
  INVOICE_TEXT,
  type InvoiceDetail,
  type InvoiceDraftInput,
  type InvoiceEmailBody,
  type InvoiceListQuery,
  type InvoiceSettingsInput,
  type InvoicePaymentInput,
  type InvoiceWithPaymentDetails,
} from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createOutboxMailer } from '../../lib/mailer.ts';
import { createInvoiceDocuments, zatcaQrOf } from './invoices.documents.ts';
import { createInvoiceDrafts } from './invoices.drafts.ts';
import { createInvoiceEmails, type InvoiceMailDeps } from './invoices.email.ts';
import { createInvoiceLifecycle } from './invoices.lifecycle.ts';
import { createInvoiceLinks } from './invoices.links.ts';
import { createInvoiceReads, moneyText } from './invoices.read.ts';
import { readInvoiceSettings, updateInvoiceSettings } from './invoices.settings.ts';
import { createInvoiceSources, type InvoiceSourcesDeps, type SourceActor } from './invoices.sources.ts';
import { createInvoiceStats } from './invoices.stats.ts';
import { dateIn } from './invoices.status.ts';

export interface InvoicesDeps {
  db: Db;
  /** The office's time zone: its date decides Past Due and the year of a number. */
  officeTimeZone: () => Promise<string>;
  /** The store's currency code (e-commerce settings): a new invoice is in it. */
  storeCurrency: () => Promise<string>;
  /**
   * The outbox and the public origin, for e-mailing invoices (invoices.email.ts); app.ts passes the app's. Without
   * them mail is only written to the outbox and links point to localhost (a service built alone, in a test).
   */
  mail?: InvoiceMailDeps;
  /** The other modules' parts of the office's flows (a case's fees, a shop order, the client directory). */
  sources: InvoiceSourcesDeps;
}

/**
 * The invoices (spec §7 `/api/apps/invoice…`): reads, drafts, and the lifecycle of a finalized invoice. The office's
 * date and the currency are read before any transaction opens (on PGlite a read beside an open transaction waits).
 */
export function createInvoicesService({ db, officeTimeZone, storeCurrency, sources: ports, mail }: InvoicesDeps) {
  const reads = createInvoiceReads(db);
  const drafts = createInvoiceDrafts(db);
  const today = async () => dateIn(await officeTimeZone());
  const sources = createInvoiceSources(db, drafts, ports, today, storeCurrency);
  const lifecycle = createInvoiceLifecycle(db, sources.onPayment);
  const stats = createInvoiceStats(db);
  const emails = createInvoiceEmails(
    db,
    mail ?? { mailer: createOutboxMailer(db), publicUrl: 'http://localhost:3000' },
  );

  const detail = async (id: number): Promise<InvoiceDetail> => {
    const found = await reads.detail(id, await today());
    if (!found) throw notFound(INVOICE_TEXT.notFound);
    return found;
  };

  return {
    list: async (query: InvoiceListQuery) => reads.list(query, await today()),

    async get(id: number): Promise<InvoiceWithPaymentDetails> {
      const invoice = await detail(id);
      const settings = await readInvoiceSettings(db);
      const { bankName, country, iban, swiftCode } = settings;
      const totalDue = moneyText(invoice.balanceAmount, invoice.currency);
      const finalizedAt = invoice.finalizedAt ? new Date(invoice.finalizedAt) : null;
      const zatcaQr = zatcaQrOf(settings, { total: invoice.totalAmount, tax: invoice.tax, finalizedAt });
      return { invoice, paymentDetails: { totalDue, bankName, country, iban, swiftCode }, zatcaQr };
    },

    clients: (q: string | undefined) => reads.clients(q),

    /** The picker's directory: legal contacts, shop customers and past invoice clients, each with its kind. */
    clientDirectory: (q: string | undefined, actor: SourceActor) =>
      sources.directory(q ?? '', actor, (text) => reads.clients(text || undefined)),

    caseUnbilled: (caseId: number, actor: SourceActor) => sources.caseUnbilled(caseId, actor),
    fromCase: async (caseId: number, actor: SourceActor, language: string) => ({
      id: await sources.fromCase(caseId, actor, language),
    }),
    fromOrder: async (orderNumber: number, actor: SourceActor, language: string) => ({
      id: await sources.fromOrder(orderNumber, actor, language),
    }),

    /** The list's stat cards (invoices.stats.ts): kept on write, in the store's currency. */
    stats: async () => stats.read(await storeCurrency()),

    async activity(id: number) {
      if (!(await reads.find(id, await today()))) throw notFound(INVOICE_TEXT.notFound);
      return { activity: await reads.activity(id) };
    },

    async create(body: InvoiceDraftInput, userId: number): Promise<InvoiceDetail> {
      const id = await drafts.create(body, await storeCurrency(), userId);
      return detail(id);
    },

    async update(id: number, body: InvoiceDraftInput & { version: number }, userId: number) {
      await drafts.update(id, body, userId);
      return detail(id);
    },

    /** False when no invoice has this id (the route answers spec §8's 404). */
    remove: (id: number) => drafts.remove(id),

    async finalize(id: number, userId: number) {
      await lifecycle.finalize(id, (await today()).slice(0, 4), userId);
      return detail(id);
    },

    async addPayment(id: number, body: InvoicePaymentInput, userId: number) {
      await lifecycle.addPayment(id, body, userId);
      return detail(id);
    },

    async markSent(id: number, userId: number) {
      await lifecycle.markSent(id, 'manual', userId);
      return detail(id);
    },

    /** E-mails the PDF and the public link; the invoice becomes Sent (invoices.email.ts). */
    async email(id: number, body: InvoiceEmailBody, userId: number) {
      await emails.send(id, body, userId);
      return detail(id);
    },

    emailMany: emails.sendMany,

    async creditNote(id: number, reason: string, userId: number) {
      await lifecycle.creditNote(id, reason, (await today()).slice(0, 4), userId);
      return detail(id);
    },

    settings: () => readInvoiceSettings(db),
    updateSettings: (body: InvoiceSettingsInput & { version: number }) => updateInvoiceSettings(db, body),

    /** For the e-mail and public-link steps: mark sent inside the mail's transaction, or downloaded. */
    lifecycle,
    /** The PDF and the ZATCA XML (invoices.documents.routes.ts). */
    documents: createInvoiceDocuments(db),
    /** Public links to the PDF (invoices.documents.routes.ts). */
    links: createInvoiceLinks(db),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
