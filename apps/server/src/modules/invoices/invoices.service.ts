import {
  INVOICE_TEXT,
  type InvoiceDetail,
  type InvoiceDraftInput,
  type InvoiceListQuery,
  type InvoiceSettingsInput,
  type InvoicePaymentInput,
  type InvoiceWithPaymentDetails,
} from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { createInvoiceDocuments, zatcaQrOf } from './invoices.documents.ts';
import { createInvoiceDrafts } from './invoices.drafts.ts';
import { createInvoiceLifecycle } from './invoices.lifecycle.ts';
import { createInvoiceLinks } from './invoices.links.ts';
import { createInvoiceReads, moneyText } from './invoices.read.ts';
import { readInvoiceSettings, updateInvoiceSettings } from './invoices.settings.ts';
import { createInvoiceStats } from './invoices.stats.ts';
import { dateIn } from './invoices.status.ts';

export interface InvoicesDeps {
  db: Db;
  /** The office's time zone: its date decides Past Due and the year of a number. */
  officeTimeZone: () => Promise<string>;
  /** The store's currency code (e-commerce settings): a new invoice is in it. */
  storeCurrency: () => Promise<string>;
}

/**
 * The invoices (spec §7 `/api/apps/invoice…`): reads, drafts, and the lifecycle of a finalized invoice. The office's
 * date and the currency are read before any transaction opens (on PGlite a read beside an open transaction waits).
 */
export function createInvoicesService({ db, officeTimeZone, storeCurrency }: InvoicesDeps) {
  const reads = createInvoiceReads(db);
  const drafts = createInvoiceDrafts(db);
  const lifecycle = createInvoiceLifecycle(db);
  const stats = createInvoiceStats(db);
  const today = async () => dateIn(await officeTimeZone());

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
