import { eq, sql } from 'drizzle-orm';
import { centsToText, invoiceTotals, lineFigures, toUnits } from '../../modules/invoices/invoices.money.ts';
import {
  invoiceActivity,
  invoiceCreditNotes,
  invoiceLines,
  invoiceNumberSeries,
  invoicePayments,
  invoices,
  invoiceSettings,
} from '../../modules/invoices/invoices.table.ts';
import { DEFAULT_INVOICE_SETTINGS } from '../../modules/invoices/invoices.settings.ts';
import { ecommerceOrders } from '../../modules/ecommerce/ecommerce.table.ts';
import { legalCaseFees } from '../../modules/legal-cases/legal-cases.table.ts';
import type { Db } from '../client.ts';
import { DEMO_INVOICE_CLIENTS, DEMO_INVOICE_SERVICES } from './demo-invoices-data.ts';
import { seededRandom } from './seeded-random.ts';

const DAY = 86_400_000;
const FIRST_ID = 4987;
const COUNT = 50;

/** Each demo invoice's fate, so every status of spec §4 shows (the newest ones are drafts). */
type Fate = 'draft' | 'issued' | 'sent' | 'downloaded' | 'partial' | 'paid' | 'overpaid' | 'pastDue' | 'cancelled';
const fateOf = (index: number): Fate => {
  if (index >= COUNT - 4) return 'draft';
  if (index === 7) return 'cancelled';
  if (index === 12 || index === 31) return 'overpaid';
  const cycle: Fate[] = ['paid', 'sent', 'pastDue', 'partial', 'downloaded', 'paid', 'issued', 'pastDue', 'sent'];
  return cycle[index % cycle.length]!;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Spec §9's about 50 invoices, ids 4987–5036, every status, some past due, some from a legal case's fees. Dates
 * are relative to the seeding day; numbers are given in id order from the `INV-<year>` series, as finalizing would.
 */
export async function seedDemoInvoices(db: Db): Promise<void> {
  const random = seededRandom(20_260_515);
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  // Invoices from a case's agreed fees point at the case (what its fees tab counts as invoiced), those from a shop
  // order at the order's number (the id the shop's pages use).
  const fees = await db
    .selectDistinct({ id: legalCaseFees.caseId })
    .from(legalCaseFees)
    .where(eq(legalCaseFees.kind, 'agreement'))
    .orderBy(legalCaseFees.caseId)
    .limit(6);
  const orders = await db
    .select({ id: ecommerceOrders.orderNumber })
    .from(ecommerceOrders)
    .orderBy(ecommerceOrders.orderNumber)
    .limit(5);
  let numbers = 0;
  let creditNotes = 0;

  for (let index = 0; index < COUNT; index++) {
    const id = FIRST_ID + index;
    const fate = fateOf(index);
    const client = DEMO_INVOICE_CLIENTS[index % DEMO_INVOICE_CLIENTS.length]!;
    // Older ids were issued earlier: the newest about a week ago, the oldest about five months ago.
    const issuedAt = now - (COUNT - index) * 3 * DAY - 4 * DAY;
    const dueAt = issuedAt + (fate === 'pastDue' ? 14 : 45 + (fate === 'paid' ? 0 : 120)) * DAY;
    const lines = Array.from({ length: random.int(1, 3) }, (_, position) => {
      const service = random.pick(DEMO_INVOICE_SERVICES);
      return {
        position,
        description: service.description,
        quantity: String(random.int(1, 4)),
        unitPrice: service.unitPrice,
        discount: random.chance(0.2) ? '10' : '0',
        vatRate: '15',
      };
    });
    const figures = lines.map(lineFigures);
    const totals = invoiceTotals(figures);
    const totalCents = toUnits(totals.total, 2);
    const paidCents =
      fate === 'paid'
        ? totalCents
        : fate === 'overpaid'
          ? totalCents + 5_000n
          : fate === 'partial' || (fate === 'pastDue' && index % 2 === 0) || fate === 'cancelled'
            ? totalCents / 3n
            : 0n;
    const finalized = fate !== 'draft';
    const fee = index % 8 === 3 ? fees[(index >> 3) % Math.max(fees.length, 1)] : undefined;
    const order = index % 8 === 6 && index < COUNT - 4 ? orders[index >> 3] : undefined;
    const at = (ms: number) => new Date(ms);

    await db.insert(invoices).values({
      id,
      number: finalized ? `INV-${year}-${String(++numbers).padStart(4, '0')}` : null,
      currency: 'USD',
      issuedDate: isoDay(issuedAt),
      dueDate: isoDay(dueAt),
      clientName: client.name,
      clientCompany: client.company,
      clientAddress: client.address,
      clientCountry: client.country,
      clientContact: client.contact,
      clientEmail: client.companyEmail,
      service: lines[0]!.description,
      notes: 'Thank you for your trust.',
      terms: 'Payable within the due date by bank transfer.',
      ...totals,
      paid: centsToText(paidCents),
      credited: fate === 'cancelled' ? totals.total : '0',
      source: fee ? 'legal-fee' : order ? 'order' : 'manual',
      sourceId: fee?.id ?? order?.id ?? null,
      finalizedAt: finalized ? at(issuedAt + 3_600_000) : null,
      sentAt: ['sent', 'downloaded', 'partial', 'paid', 'overpaid', 'pastDue'].includes(fate)
        ? at(issuedAt + DAY)
        : null,
      downloadedAt: fate === 'downloaded' || fate === 'paid' ? at(issuedAt + 2 * DAY) : null,
      cancelledAt: fate === 'cancelled' ? at(issuedAt + 10 * DAY) : null,
      createdAt: at(issuedAt),
      updatedAt: at(issuedAt),
    });
    await db.insert(invoiceLines).values(
      lines.map((line, position) => ({
        ...line,
        invoiceId: id,
        amount: centsToText(figures[position]!.net),
        vatAmount: centsToText(figures[position]!.vat),
      })),
    );
    const activity: Array<typeof invoiceActivity.$inferInsert> = [
      { invoiceId: id, action: 'created', detail: { total: totals.total }, createdAt: at(issuedAt) },
    ];
    if (finalized) {
      activity.push({ invoiceId: id, action: 'finalized', detail: {}, createdAt: at(issuedAt + 3_600_000) });
    }
    if (paidCents > 0n) {
      const paidOn = Math.min(issuedAt + 10 * DAY, now - DAY);
      await db.insert(invoicePayments).values({
        invoiceId: id,
        date: isoDay(paidOn),
        amount: centsToText(paidCents),
        method: random.pick(['bank-transfer', 'mada', 'card', 'cash'] as const),
        createdAt: at(paidOn),
      });
      activity.push({
        invoiceId: id,
        action: 'payment',
        detail: { amount: centsToText(paidCents) },
        createdAt: at(paidOn),
      });
    }
    if (fate === 'cancelled') {
      const number = `CN-${year}-${String(++creditNotes).padStart(4, '0')}`;
      await db
        .insert(invoiceCreditNotes)
        .values({ invoiceId: id, number, amount: totals.total, reason: 'Billed twice' });
      activity.push({ invoiceId: id, action: 'credited', detail: { number }, createdAt: at(issuedAt + 10 * DAY) });
    }
    await db.insert(invoiceActivity).values(activity);
  }

  await db.insert(invoiceNumberSeries).values([
    { series: `INV-${year}`, lastValue: numbers },
    { series: `CN-${year}`, lastValue: creditNotes },
  ]);
  // A Saudi office's own: a VAT number, so the finalized demo invoices carry the ZATCA QR code, and a bank account
  // that passes the settings' checks (the spec's sample IBAN and SWIFT code don't), so the settings can be saved as
  // they are.
  await db.insert(invoiceSettings).values({
    id: 1,
    data: {
      ...DEFAULT_INVOICE_SETTINGS,
      vatNumber: '310122393500003',
      bankName: 'Al Rajhi Bank',
      country: 'Saudi Arabia',
      iban: 'SA0380000000608010167519',
      swiftCode: 'RJHISARI',
    },
    version: 1,
  });
  // New invoices continue after the demo ids.
  await db.execute(sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`);
}
