import {
  formatPrice,
  STORE_CURRENCIES,
  type CurrencyCode,
  type Invoice,
  type InvoiceClient,
  type InvoiceDetail,
  type InvoiceListQuery,
} from '@mizan/contracts';
import { and, asc, count, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { isoOrNull } from '../../lib/http.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { createInvoiceStats } from './invoices.stats.ts';
import { statusCondition, statusSql } from './invoices.status.ts';
import { invoiceActivity, invoiceCreditNotes, invoiceLines, invoicePayments, invoices } from './invoices.table.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** What `q` is matched against: exactly the trigram index's expression, so the index serves it. */
const searchText = sql`(lower(${invoices.clientName}) || ' ' || lower(${invoices.clientEmail}) || ' ' || ${invoices.id}::text)`;

const SORT_COLUMNS = {
  client: sql`lower(${invoices.clientName})`,
  total: invoices.total,
  id: invoices.id,
  date: invoices.issuedDate,
  balance: invoices.balance,
} as const;

/** "$1,250.00" in the invoice's currency; a code the store doesn't list is written before the amount. */
export const moneyText = (amount: string, currency: string) =>
  Object.hasOwn(STORE_CURRENCIES, currency) ? formatPrice(amount, currency as CurrencyCode) : `${currency} ${amount}`;

const clientOf = (row: InvoiceRow): InvoiceClient => ({
  name: row.clientName,
  company: row.clientCompany,
  address: row.clientAddress,
  country: row.clientCountry,
  contact: row.clientContact,
  companyEmail: row.clientEmail,
});

export const toInvoice = (row: InvoiceRow, status: Invoice['invoiceStatus']): Invoice => ({
  id: row.id,
  number: row.number,
  issuedDate: row.issuedDate,
  dueDate: row.dueDate,
  client: clientOf(row),
  service: row.service,
  total: Number(row.total),
  avatar: row.avatar,
  invoiceStatus: status,
  balance: Number(row.balance),
  currency: row.currency,
  source: row.source,
  sourceId: row.sourceId,
});

/** The list's conditions (spec §7): `q`, the computed `status`, the issue-date range. */
function listConditions(query: InvoiceListQuery, today: string): SQL | undefined {
  const conditions: SQL[] = [];
  const q = query.q?.replace(/^#/, '').trim().toLowerCase();
  if (q) conditions.push(like(searchText, containsPattern(q)));
  if (query.status) conditions.push(statusCondition(query.status, today));
  const range = query.selectedDateRange;
  if (range?.start) conditions.push(gte(invoices.issuedDate, range.start));
  if (range?.end) conditions.push(lte(invoices.issuedDate, range.end));
  return conditions.length ? and(...conditions) : undefined;
}

export function createInvoiceReads(db: Db) {
  const status = (today: string) => statusSql(today).as('status');
  const stats = createInvoiceStats(db);

  return {
    /** Newest first (highest id) before any sort, and as every sort's tie-break, so pages are stable. */
    async list(query: InvoiceListQuery, today: string) {
      const where = listConditions(query, today);
      const order: SQL[] = [];
      if (query.sortBy) {
        const column = SORT_COLUMNS[query.sortBy];
        order.push(query.orderBy === 'desc' ? desc(column) : asc(column));
      }
      order.push(desc(invoices.id));
      const all = query.itemsPerPage === -1;
      const base = db
        .select({ row: invoices, status: status(today) })
        .from(invoices)
        .where(where)
        .orderBy(...order);
      // No filter or a status alone: the total kept on write (invoices.stats.ts), not a count(*) of the table.
      const counted =
        !query.q?.replace(/^#/, '').trim() && !query.selectedDateRange?.start && !query.selectedDateRange?.end;
      // The page and the total at once: on PostgreSQL they run on two connections (a search counts every match).
      const [rows, total] = await Promise.all([
        all ? base : base.limit(query.itemsPerPage).offset((query.page - 1) * query.itemsPerPage),
        counted
          ? stats.count(query.status, today)
          : db
              .select({ n: count() })
              .from(invoices)
              .where(where)
              .then(([found]) => found?.n ?? 0),
      ]);
      return { invoices: rows.map(({ row, status: value }) => toInvoice(row, value)), totalInvoices: total };
    },

    async find(id: number, today: string): Promise<{ row: InvoiceRow; status: Invoice['invoiceStatus'] } | undefined> {
      const [found] = await db
        .select({ row: invoices, status: status(today) })
        .from(invoices)
        .where(eq(invoices.id, id));
      return found;
    },

    async detail(id: number, today: string): Promise<InvoiceDetail | undefined> {
      const found = await this.find(id, today);
      if (!found) return undefined;
      const { row } = found;
      const [lines, payments, [credit]] = await Promise.all([
        db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
        db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(asc(invoicePayments.id)),
        db
          .select({ number: invoiceCreditNotes.number })
          .from(invoiceCreditNotes)
          .where(eq(invoiceCreditNotes.invoiceId, id)),
      ]);
      return {
        ...toInvoice(row, found.status),
        lines: lines.map((line) => ({
          id: line.id,
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          discount: line.discount,
          vatRate: line.vatRate,
          amount: line.amount,
        })),
        payments: payments.map((payment) => ({
          id: payment.id,
          date: payment.date,
          amount: payment.amount,
          method: payment.method,
          note: payment.note,
          createdAt: payment.createdAt.toISOString(),
        })),
        notes: row.notes,
        terms: row.terms,
        subtotal: row.subtotal,
        discount: row.discount,
        tax: row.tax,
        totalAmount: row.total,
        paid: row.paid,
        credited: row.credited,
        balanceAmount: row.balance,
        finalizedAt: isoOrNull(row.finalizedAt),
        sentAt: isoOrNull(row.sentAt),
        downloadedAt: isoOrNull(row.downloadedAt),
        cancelledAt: isoOrNull(row.cancelledAt),
        creditNoteNumber: credit?.number ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        version: row.version,
      };
    },

    /** At most 5 distinct clients of the invoices (spec §9: the client picker), matching `q`, most recent first. */
    async clients(q: string | undefined): Promise<InvoiceClient[]> {
      const text = q?.trim().toLowerCase();
      const rows = await db
        .selectDistinctOn([invoices.clientName, invoices.clientEmail], { row: invoices })
        .from(invoices)
        .where(text ? like(searchText, containsPattern(text)) : undefined)
        .orderBy(invoices.clientName, invoices.clientEmail, desc(invoices.id))
        .limit(5);
      return rows.map(({ row }) => clientOf(row));
    },

    async activity(id: number) {
      const rows = await db
        .select({ entry: invoiceActivity, fullName: users.fullName })
        .from(invoiceActivity)
        .leftJoin(users, eq(users.id, invoiceActivity.userId))
        .where(eq(invoiceActivity.invoiceId, id))
        .orderBy(desc(invoiceActivity.id));
      return rows.map(({ entry, fullName }) => ({
        id: entry.id,
        action: entry.action,
        detail: entry.detail,
        by: entry.userId != null && fullName != null ? { id: entry.userId, fullName } : null,
        at: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type InvoiceReads = ReturnType<typeof createInvoiceReads>;
