import type { InvoiceList, InvoiceStats } from '@mizan/contracts';
import { INVOICE_STATUSES, invoiceStatsSchema } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, setupTestApp, type SignedIn } from '../../test/app.ts';
import { INVOICES, invoiceCalls } from './test-invoices.ts';

const t = setupTestApp();
let admin: SignedIn;
const calls = invoiceCalls(t, () => admin);

beforeAll(async () => {
  admin = await signIn(t.app);
});

const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const stats = async (): Promise<InvoiceStats> => {
  const response = await t.call(admin, 'GET', `${INVOICES}/stats`);
  expect(response.statusCode, response.body).toBe(200);
  return invoiceStatsSchema.parse(response.json());
};

/** The same figures computed from every invoice, as the roll-ups must keep them. */
const fromScratch = async () => {
  const [row] = rows<{ clients: string; invoices: string; paid: string; unpaid: string }>(
    await t.db.execute(sql`
      select
        (select count(distinct lower(btrim(client_name)) || E'\n' || lower(btrim(client_email))) from invoices)::text
          as clients,
        (select count(*) from invoices)::text as invoices,
        (select coalesce(sum(paid), 0)::numeric(20, 2) from invoices)::text as paid,
        (select coalesce(sum(balance), 0)::numeric(20, 2) from invoices
          where finalized_at is not null and cancelled_at is null and balance > 0)::text as unpaid`),
  );
  return { clients: Number(row!.clients), invoices: Number(row!.invoices), paid: row!.paid, unpaid: row!.unpaid };
};

const cents = (amount: string) => Math.round(Number(amount) * 100);
/** The change of each figure since `before`, money in cents. */
const change = (before: InvoiceStats, after: InvoiceStats) => ({
  clients: after.clients - before.clients,
  invoices: after.invoices - before.invoices,
  paid: cents(after.paid) - cents(before.paid),
  unpaid: cents(after.unpaid) - cents(before.unpaid),
});

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** The list's totals kept on write (no filter, or a status alone) equal the rows the list answers. */
async function expectListTotalsCounted() {
  const list = async (query: string) => {
    const response = await t.call(admin, 'GET', `${INVOICES}?itemsPerPage=-1${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InvoiceList>();
  };
  const all = await list('');
  expect(all.totalInvoices).toBe(all.invoices.length);
  let sum = 0;
  for (const status of INVOICE_STATUSES) {
    const page = await list(`&status=${encodeURIComponent(status)}`);
    expect(page.invoices.every((invoice) => invoice.invoiceStatus === status)).toBe(true);
    expect(page.totalInvoices, status).toBe(page.invoices.length);
    sum += page.totalInvoices;
  }
  expect(sum).toBe(all.totalInvoices);
}

describe('GET /api/apps/invoice/stats: the list’s stat cards, kept on write', () => {
  it('answers the demo invoices’ figures in the store currency, equal to a from-scratch aggregate', async () => {
    const now = await stats();
    expect(now.currency).toMatch(/^[A-Z]{3}$/);
    expect(now.invoices).toBe(50);
    expect(now.clients).toBeGreaterThan(1);
    expect(cents(now.paid)).toBeGreaterThan(0);
    expect(cents(now.unpaid)).toBeGreaterThan(0);
    expect({ clients: now.clients, invoices: now.invoices, paid: now.paid, unpaid: now.unpaid }).toEqual(
      await fromScratch(),
    );
    await expectListTotalsCounted();
  });

  it('moves with a draft, its finalizing, a partial payment, an overpayment and a credit note', async () => {
    const client = { name: 'Stat Tester', companyEmail: 'stat.tester@example.test' };
    let before = await stats();
    const draft = await calls.create({ client }); // 2 × 100.00 + 15% VAT = 230.00
    expect(draft.totalAmount).toBe('230.00');
    expect(change(before, await stats())).toEqual({ clients: 1, invoices: 1, paid: 0, unpaid: 0 });

    before = await stats();
    await calls.finalize(draft.id);
    expect(change(before, await stats())).toEqual({ clients: 0, invoices: 0, paid: 0, unpaid: 23000 });

    before = await stats();
    await calls.pay(draft.id, '80.00');
    expect(change(before, await stats())).toEqual({ clients: 0, invoices: 0, paid: 8000, unpaid: -8000 });

    before = await stats();
    await calls.send(draft.id); // no counted fact changes
    expect(change(before, await stats())).toEqual({ clients: 0, invoices: 0, paid: 0, unpaid: 0 });

    before = await stats();
    await calls.pay(draft.id, '200.00'); // 50.00 over: received counts all of it, nothing is owed any more
    expect(change(before, await stats())).toEqual({ clients: 0, invoices: 0, paid: 20000, unpaid: -15000 });

    const second = await calls.create({ client });
    await calls.finalize(second.id);
    await calls.pay(second.id, '30.00');
    before = await stats();
    await calls.credit(second.id); // cancelled: no longer owed; what was paid stays received
    expect(change(before, await stats())).toEqual({ clients: 0, invoices: 0, paid: 0, unpaid: -20000 });
  });

  it('counts a client once whatever the case and spaces of the name and e-mail, and forgets one with no invoice', async () => {
    let before = await stats();
    const first = await calls.create({ client: { name: 'Rania Qasem', companyEmail: 'rania@qasem.test' } });
    const second = await calls.create({ client: { name: 'RANIA qasem', companyEmail: 'Rania@Qasem.test' } });
    expect(change(before, await stats())).toEqual({ clients: 1, invoices: 2, paid: 0, unpaid: 0 });

    before = await stats();
    const other = await calls.create({ client: { name: 'Rania Qasem', companyEmail: 'rania@elsewhere.test' } });
    expect(change(before, await stats())).toEqual({ clients: 1, invoices: 1, paid: 0, unpaid: 0 });

    // A name spaced differently in the database is the same client.
    await t.db.execute(sql`update invoices set client_name = '  rania QASEM ' where id = ${second.id}`);
    expect((await stats()).clients).toBe((await fromScratch()).clients);

    before = await stats();
    const remove = async (id: number) => {
      const response = await t.call(admin, 'DELETE', `${INVOICES}/${id}`);
      expect(response.statusCode, response.body).toBe(204);
    };
    await remove(first.id);
    expect(change(before, await stats())).toEqual({ clients: 0, invoices: -1, paid: 0, unpaid: 0 });
    await remove(second.id);
    await remove(other.id);
    expect(change(before, await stats())).toEqual({ clients: -2, invoices: -3, paid: 0, unpaid: 0 });
  });

  it('moves when a draft changes client', async () => {
    const draft = await calls.create({ client: { name: 'Before Client', companyEmail: 'before@client.test' } });
    const before = await stats();
    await calls.update(draft.id, {
      client: { name: 'After Client', companyEmail: 'after@client.test' },
      issuedDate: '2026-03-01',
      dueDate: '2026-03-31',
      lines: [{ description: 'Consultation', quantity: '1', unitPrice: '100.00', vatRate: '0' }],
      version: draft.version,
    });
    expect(change(before, await stats())).toEqual({ clients: 0, invoices: 0, paid: 0, unpaid: 0 });
    const [row] = rows<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from invoice_stat_clients where key like 'before client%'`),
    );
    expect(row!.n).toBe(0);
  });

  it('equals a from-scratch aggregate after a random series of writes, bulk statements included', async () => {
    const next = random(15);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const names = ['Amal Saleh', 'amal saleh', 'Omar Farouk', 'Lina Aziz', 'LINA AZIZ', 'Yusuf Karim'];
    const emails = ['a@x.test', 'A@X.test', 'b@y.test', ''];
    const drafts: { id: number; version: number }[] = [];
    const open: number[] = [];
    for (let step = 0; step < 60; step++) {
      const roll = next();
      if (roll < 0.3 || drafts.length === 0) {
        const created = await calls.create({
          client: { name: pick(names), companyEmail: pick(emails) || undefined },
          dueDate: pick(['2026-03-31', '2099-12-31']), // past due, or not yet
          lines: [
            {
              description: 'Work',
              quantity: String(1 + Math.floor(next() * 4)),
              unitPrice: (10 + Math.floor(next() * 50000) / 100).toFixed(2),
              vatRate: pick(['0', '5', '15']),
            },
          ],
        });
        drafts.push({ id: created.id, version: created.version });
      } else if (roll < 0.5) {
        const draft = drafts.splice(Math.floor(next() * drafts.length), 1)[0]!;
        await calls.finalize(draft.id);
        open.push(draft.id);
      } else if (roll < 0.7 && open.length) {
        const id = pick(open);
        const invoice = await calls.pay(id, (1 + Math.floor(next() * 30000) / 100).toFixed(2));
        if (Number(invoice.balanceAmount) <= 0 && next() < 0.5) open.splice(open.indexOf(id), 1);
      } else if (roll < 0.78 && open.length) {
        const id = open.splice(Math.floor(next() * open.length), 1)[0]!;
        await calls.credit(id);
      } else if (roll < 0.88) {
        const draft = drafts.splice(Math.floor(next() * drafts.length), 1)[0]!;
        const response = await t.call(admin, 'DELETE', `${INVOICES}/${draft.id}`);
        expect(response.statusCode, response.body).toBe(204);
      } else if (roll < 0.94) {
        // One statement over many rows: the transition tables hold them all.
        await t.db.execute(sql`update invoices set client_email = upper(client_email) where id % 3 = ${step % 3}`);
      } else if (open.length) {
        const id = pick(open);
        if (next() < 0.5) await calls.send(id);
        else await t.db.execute(sql`update invoices set downloaded_at = now() where id = ${id}`);
      }
      if (step % 20 === 19) {
        const now = await stats();
        expect(
          { clients: now.clients, invoices: now.invoices, paid: now.paid, unpaid: now.unpaid },
          `step ${step}`,
        ).toEqual(await fromScratch());
        await expectListTotalsCounted();
      }
    }
    // A bulk delete of every remaining draft in one statement.
    await t.db.execute(sql`delete from invoices where finalized_at is null`);
    const now = await stats();
    expect({ clients: now.clients, invoices: now.invoices, paid: now.paid, unpaid: now.unpaid }).toEqual(
      await fromScratch(),
    );
    await expectListTotalsCounted();
  });

  it('refuses a user who may not read invoices', async () => {
    const client = await signIn(t.app, { email: 'client@demo.com', password: 'client' });
    const response = await t.call(client, 'GET', `${INVOICES}/stats`);
    expect(response.statusCode).toBe(403);
    expect((await t.call(null, 'GET', `${INVOICES}/stats`)).statusCode).toBe(401);
  });
});
