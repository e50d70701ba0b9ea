import {
  INVOICE_SEND_TEXT,
  INVOICE_TEXT,
  type InvoiceBulkEmailResult,
  type InvoiceEmailBody,
  type Language,
} from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { recordInvoiceActivity } from './invoices.activity.ts';
import { createInvoiceDocuments } from './invoices.documents.ts';
import { lockInvoice } from './invoices.drafts.ts';
import { createInvoiceLinks, publicInvoicePath } from './invoices.links.ts';
import { readInvoiceSettings } from './invoices.settings.ts';
import { invoices } from './invoices.table.ts';
import { formatDate, formatMoney } from './pdf/format.ts';

/** What sending needs from the app: the outbox, and the origin the client's link points to (config `publicUrl`). */
export interface InvoiceMailDeps {
  mailer: Mailer;
  publicUrl: string;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** The facts a mail states, already written for its reader. */
interface MailFacts {
  number: string;
  seller: string;
  client: string;
  amountDue: string;
  dueDate: string;
  link: string;
  message: string;
}

/** The mail's words in each language; the invoice's own data (number, names, amounts) goes in as it is. */
const WORDS: Record<
  Language,
  {
    subject: (number: string, seller: string) => string;
    hello: (client: string) => string;
    attached: (number: string, seller: string) => string;
    amountDue: string;
    dueDate: string;
    link: string;
    open: string;
  }
> = {
  en: {
    subject: (number, seller) => (seller ? `Invoice ${number} from ${seller}` : `Invoice ${number}`),
    hello: (client) => `Hello ${client},`,
    attached: (number, seller) => `Please find attached invoice ${number}${seller ? ` from ${seller}` : ''}.`,
    amountDue: 'Amount due',
    dueDate: 'Due date',
    link: 'You can also view and download it here',
    open: 'View the invoice (PDF)',
  },
  fr: {
    subject: (number, seller) => (seller ? `Facture ${number} de ${seller}` : `Facture ${number}`),
    hello: (client) => `Bonjour ${client},`,
    attached: (number, seller) => `Veuillez trouver ci-joint la facture ${number}${seller ? ` de ${seller}` : ''}.`,
    amountDue: 'Montant dû',
    dueDate: 'Date d’échéance',
    link: 'Vous pouvez aussi la consulter et la télécharger ici',
    open: 'Voir la facture (PDF)',
  },
  ar: {
    subject: (number, seller) => (seller ? `فاتورة ${number} من ${seller}` : `فاتورة ${number}`),
    hello: (client) => `مرحبًا ${client}،`,
    attached: (number, seller) => `تجدون مرفقًا الفاتورة ${number}${seller ? ` من ${seller}` : ''}.`,
    amountDue: 'المبلغ المستحق',
    dueDate: 'تاريخ الاستحقاق',
    link: 'ويمكنكم أيضًا عرضها وتنزيلها من هنا',
    open: 'عرض الفاتورة (PDF)',
  },
};

/** A French colon takes a (narrow no-break) space before it. */
const colon = (language: Language) => (language === 'fr' ? '\u202f: ' : ': ');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function mailText(facts: MailFacts, language: Language): string {
  const w = WORDS[language];
  const c = colon(language);
  return [
    w.hello(facts.client),
    '',
    w.attached(facts.number, facts.seller),
    '',
    `${w.amountDue}${c}${facts.amountDue}`,
    `${w.dueDate}${c}${facts.dueDate}`,
    ...(facts.message ? ['', facts.message] : []),
    '',
    `${w.link}${c}${facts.link}`,
    ...(facts.seller ? ['', facts.seller] : []),
    '',
  ].join('\n');
}

/** A plain HTML twin of the text: right-to-left for Arabic, the invoice's figures isolated so they read whole. */
function mailHtml(facts: MailFacts, language: Language): string {
  const w = WORDS[language];
  const e = escapeHtml;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const cell = 'padding:4px 12px 4px 0';
  const message = facts.message ? `<p style="white-space:pre-line">${e(facts.message)}</p>` : '';
  return [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"></head>`,
    `<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">`,
    `<p>${e(w.hello(facts.client))}</p>`,
    `<p>${e(w.attached(facts.number, facts.seller))}</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    `<tr><td style="${cell}">${e(w.amountDue)}</td><td style="${cell}"><strong><bdi>${e(facts.amountDue)}</bdi></strong></td></tr>`,
    `<tr><td style="${cell}">${e(w.dueDate)}</td><td style="${cell}"><bdi>${e(facts.dueDate)}</bdi></td></tr>`,
    '</table>',
    message,
    `<p><a href="${e(facts.link)}">${e(w.open)}</a></p>`,
    facts.seller ? `<p>${e(facts.seller)}</p>` : '',
    '</body></html>',
  ].join('\n');
}

/** Why an invoice can't be e-mailed, as the one-invoice call answers it (and the bulk call gives as a reason). */
function assertSendable(row: InvoiceRow): void {
  if (!row.finalizedAt || !row.number) throw new HttpError(409, INVOICE_TEXT.notFinalized);
  if (row.cancelledAt) throw new HttpError(409, INVOICE_TEXT.cancelled);
}

/** Times the PDF is rendered again when the invoice changed while it was being rendered. */
const RENDER_TRIES = 3;

/**
 * E-mailing finalized invoices: the PDF is rendered first (outside any transaction: it takes a while, and on PGlite
 * a read beside an open transaction waits), then one transaction locks the invoice, checks it did not change
 * meanwhile, makes its public link if it has none, queues the mail with the PDF attached, marks it sent and records
 * who e-mailed it to whom. The dispatcher sends the mail after the commit.
 */
export function createInvoiceEmails(db: Db, { mailer, publicUrl }: InvoiceMailDeps) {
  const documents = createInvoiceDocuments(db);

  async function send(id: number, body: InvoiceEmailBody, userId: number): Promise<void> {
    for (let attempt = 1; attempt <= RENDER_TRIES; attempt++) {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      if (!row) throw notFound(INVOICE_TEXT.notFound);
      assertSendable(row);
      const to = body.to ?? row.clientEmail.trim();
      if (!to) throw fieldError('to', INVOICE_SEND_TEXT.noEmail);
      const { language } = body;
      const settings = await readInvoiceSettings(db);
      const { pdf, fileName } = await documents.pdf(id, language);

      const done = await db.transaction(async (tx) => {
        const locked = await lockInvoice(tx, id);
        assertSendable(locked);
        if (locked.version !== row.version) return false; // changed while rendering: render again
        const { token } = await createInvoiceLinks(tx).create(id, userId);
        const seller = settings.sellerName.trim();
        const facts: MailFacts = {
          number: locked.number!,
          seller,
          client: locked.clientName,
          amountDue: `${formatMoney(locked.balance, language)} ${locked.currency}`,
          dueDate: formatDate(locked.dueDate, language),
          link: `${publicUrl}${publicInvoicePath(token)}?lang=${language}`,
          message: body.message ?? '',
        };
        const subject = (body.subject || WORDS[language].subject(facts.number, seller)).replace(/\s*[\r\n]+\s*/g, ' ');
        await mailer.send(
          {
            to,
            subject,
            text: mailText(facts, language),
            html: mailHtml(facts, language),
            attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf }],
          },
          tx,
        );
        await tx
          .update(invoices)
          .set({
            sentAt: locked.sentAt ?? new Date(),
            updatedAt: new Date(),
            version: sql`${invoices.version} + 1`,
          })
          .where(eq(invoices.id, id));
        await recordInvoiceActivity(tx, id, 'emailed', userId, { to, language });
        return true;
      });
      if (done) return;
    }
    throw new HttpError(409, INVOICE_TEXT.stale);
  }

  return {
    send,

    /**
     * Each invoice to its client's address, each in its own transaction: one that can't go is skipped with the
     * reason its own call would answer (the contracts' English text, which the web translates). An unexpected
     * failure (the PDF, the outbox) skips that one too and goes to `onFailure`: those queued before it still go,
     * and the answer says which.
     */
    async sendMany(
      ids: number[],
      language: Language,
      userId: number,
      onFailure: (id: number, error: unknown) => void,
    ): Promise<InvoiceBulkEmailResult> {
      const result: InvoiceBulkEmailResult = { sent: [], skipped: [] };
      for (const id of new Set(ids)) {
        try {
          await send(id, { language }, userId);
          result.sent.push(id);
        } catch (error) {
          if (!(error instanceof HttpError)) onFailure(id, error);
          result.skipped.push({ id, reason: error instanceof HttpError ? error.message : INVOICE_SEND_TEXT.failed });
        }
      }
      return result;
    },
  };
}

export type InvoiceEmails = ReturnType<typeof createInvoiceEmails>;
