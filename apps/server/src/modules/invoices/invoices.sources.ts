import {
  caseFeeLineText,
  DIRECTORY_LIMIT,
  INVOICE_SOURCE_TEXT,
  type AppAbility,
  type CaseUnbilled,
  type DirectoryClient,
  type InvoiceClient,
  type InvoiceDraftInput,
  type InvoiceSource,
} from '@mizan/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { createInvoiceDrafts } from './invoices.drafts.ts';
import { centsToText, toUnits } from './invoices.money.ts';
import { invoices } from './invoices.table.ts';

/** Who is asking: the user and what their role lets them do (the other modules' finders take the same). */
export interface SourceActor {
  id: number;
  ability: AppAbility;
}

/**
 * What the legal-cases module lends the invoices (composed in app.ts; this module reads none of its tables).
 * `forInvoice` answers 404 for a case the actor can't open (the team-only rule), as the case's own calls do.
 */
export interface CaseBillingPort {
  forInvoice(
    caseId: number,
    actor: SourceActor,
  ): Promise<{ fileNumber: string; title: string; agreed: string; client: InvoiceClient | null }>;
  /** A 'payment' fee entry and its case activity, in the caller's transaction (the invoice's payment). */
  recordPayment(
    tx: Db,
    caseId: number,
    entry: { amount: string; occurredOn: string; description: string; userId: number },
  ): Promise<void>;
}

/** What the e-commerce module lends: an order by its number, its lines and its customer; null when unknown. */
export interface OrderBillingPort {
  forInvoice(orderNumber: number): Promise<{
    orderNumber: number;
    lines: Array<{ description: string; quantity: string; unitPrice: string }>;
    shippingFee: string;
    client: InvoiceClient;
  } | null>;
}

/** One module's clients for the picker: its own search condition and access rules, at most `limit`. */
export type ClientDirectoryFinder = (q: string, actor: SourceActor, limit: number) => Promise<DirectoryClient[]>;

export interface InvoiceSourcesDeps {
  cases: CaseBillingPort;
  orders: OrderBillingPort;
  /** Other modules' clients (legal contacts, shop customers); the past invoice clients are this module's own. */
  directory: ClientDirectoryFinder[];
  /** The store's default VAT rate ("15"): the rate of the lines these calls write. */
  vatRate: () => Promise<string>;
}

type Drafts = ReturnType<typeof createInvoiceDrafts>;

/** Serializes the creations from one source (two clicks at once make one invoice, not two). */
const lockSource = (tx: Db, source: InvoiceSource, id: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-source:${source}`}), ${id})`);

/** Uncancelled invoices of a source: what they bill before VAT (subtotal − discount), and the newest's id. */
async function billedBy(tx: Db, source: InvoiceSource, sourceId: number) {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(${invoices.subtotal} - ${invoices.discount}), 0)::numeric(16, 2)::text`,
      latest: sql<number | null>`max(${invoices.id})`,
    })
    .from(invoices)
    .where(and(eq(invoices.source, source), eq(invoices.sourceId, sourceId), isNull(invoices.cancelledAt)));
  return { net: row?.net ?? '0.00', latest: row?.latest == null ? null : Number(row.latest) };
}

const sameClient = (a: DirectoryClient, b: DirectoryClient) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() &&
  a.companyEmail.trim().toLowerCase() === b.companyEmail.trim().toLowerCase();

/**
 * The office's own flows into invoices: a draft from a case's unbilled fees or from a shop order, the payments of a
 * case's invoice flowing back to its fees, and the client picker's directory across the modules.
 */
export function createInvoiceSources(
  db: Db,
  drafts: Drafts,
  deps: InvoiceSourcesDeps,
  today: () => Promise<string>,
  storeCurrency: () => Promise<string>,
) {
  const draftBody = (
    issuedDate: string,
    client: InvoiceClient,
    lines: InvoiceDraftInput['lines'],
    source: InvoiceSource,
    sourceId: number,
  ): InvoiceDraftInput => ({
    issuedDate,
    dueDate: issuedDate,
    client,
    lines,
    notes: '',
    terms: '',
    source,
    sourceId,
  });

  /** Issued today, due in 30 days. */
  const dates = async () => {
    const issued = await today();
    const due = new Date(`${issued}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    return { issued, due: due.toISOString().slice(0, 10) };
  };

  return {
    /** What the case has left to invoice (404 for a case the actor can't open). */
    async caseUnbilled(caseId: number, actor: SourceActor): Promise<CaseUnbilled> {
      const found = await deps.cases.forInvoice(caseId, actor);
      const { net } = await billedBy(db, 'legal-fee', caseId);
      const left = toUnits(found.agreed, 2) - toUnits(net, 2);
      return { agreed: found.agreed, invoiced: net, unbilled: centsToText(left > 0n ? left : 0n) };
    },

    /** A draft of one line for the case's unbilled fees; 409 when nothing is left. Answers the draft's id. */
    async fromCase(caseId: number, actor: SourceActor, language: string): Promise<number> {
      const found = await deps.cases.forInvoice(caseId, actor);
      if (!found.client) throw new HttpError(409, INVOICE_SOURCE_TEXT.noClient);
      const [vatRate, currency, { issued, due }] = await Promise.all([deps.vatRate(), storeCurrency(), dates()]);
      return db.transaction(async (tx) => {
        await lockSource(tx, 'legal-fee', caseId);
        const { net } = await billedBy(tx, 'legal-fee', caseId);
        const left = toUnits(found.agreed, 2) - toUnits(net, 2);
        if (left <= 0n) throw new HttpError(409, INVOICE_SOURCE_TEXT.nothingUnbilled);
        const line = {
          description: caseFeeLineText(language, found.fileNumber, found.title).slice(0, 500),
          quantity: '1',
          unitPrice: centsToText(left),
          discount: '0',
          vatRate,
        };
        const body = { ...draftBody(issued, found.client!, [line], 'legal-fee', caseId), dueDate: due };
        return drafts.create(body, currency, actor.id, tx);
      });
    },

    /** A draft of the order's lines; 409 naming the invoice when an uncancelled one already bills the order. */
    async fromOrder(orderNumber: number, actor: SourceActor, language: string): Promise<number> {
      const order = await deps.orders.forInvoice(orderNumber);
      if (!order) throw notFound(INVOICE_SOURCE_TEXT.orderNotFound);
      const [vatRate, currency, { issued, due }] = await Promise.all([deps.vatRate(), storeCurrency(), dates()]);
      const lines = order.lines.map((line) => ({ ...line, discount: '0', vatRate }));
      if (toUnits(order.shippingFee, 2) > 0n) {
        const shipping = language === 'ar' ? 'الشحن' : language === 'fr' ? 'Livraison' : 'Shipping';
        lines.push({ description: shipping, quantity: '1', unitPrice: order.shippingFee, discount: '0', vatRate });
      }
      if (lines.length === 0) throw new HttpError(409, INVOICE_SOURCE_TEXT.noLines);
      return db.transaction(async (tx) => {
        await lockSource(tx, 'order', orderNumber);
        const { latest } = await billedBy(tx, 'order', orderNumber);
        if (latest != null) {
          throw new HttpError(409, INVOICE_SOURCE_TEXT.orderInvoiced(String(latest)), {
            invoiceId: [String(latest)],
          });
        }
        const body = { ...draftBody(issued, order.client, lines, 'order', orderNumber), dueDate: due };
        return drafts.create(body, currency, actor.id, tx);
      });
    },

    /**
     * The payment of an invoice from a case's fees becomes a 'payment' entry of that case, in the payment's own
     * transaction (both or neither).
     */
    async onPayment(
      tx: Db,
      {
        invoice,
        payment,
        userId,
      }: {
        invoice: { source: InvoiceSource; sourceId: number | null; number: string | null };
        payment: { amount: string; date: string };
        userId: number;
      },
    ): Promise<void> {
      if (invoice.source !== 'legal-fee' || invoice.sourceId == null) return;
      await deps.cases.recordPayment(tx, invoice.sourceId, {
        amount: centsToText(toUnits(payment.amount, 2)),
        occurredOn: payment.date,
        description: `Invoice ${invoice.number ?? ''} payment`.replace('  ', ' '),
        userId,
      });
    },

    /**
     * The picker's clients: each module's finder (legal contacts, shop customers) and the past invoice clients,
     * taken in turn so every kind shows, the same name and e-mail once (the first kind found wins), at most 10.
     */
    async directory(q: string, actor: SourceActor, invoiceClients: (q: string) => Promise<InvoiceClient[]>) {
      const fromInvoices = async (): Promise<DirectoryClient[]> =>
        (await invoiceClients(q)).map((client) => ({ kind: 'invoice' as const, ...client }));
      const groups = await Promise.all([
        ...deps.directory.map((find) => find(q, actor, DIRECTORY_LIMIT)),
        fromInvoices(),
      ]);
      const picked: DirectoryClient[] = [];
      for (let index = 0; picked.length < DIRECTORY_LIMIT; index++) {
        const round = groups.map((group) => group[index]).filter((client) => client !== undefined);
        if (round.length === 0) break;
        for (const client of round) {
          if (picked.length < DIRECTORY_LIMIT && !picked.some((one) => sameClient(one, client))) picked.push(client);
        }
      }
      return picked;
    },
  };
}
