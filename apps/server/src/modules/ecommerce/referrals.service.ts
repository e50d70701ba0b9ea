import type { Referral, ReferralList, ReferralListQuery, ReferralStats } from '@mizan/contracts';
import { formatPrice } from '@mizan/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecommerceCustomers, ecommerceReferrals } from './ecommerce.table.ts';
import { amount, pageWindow, sortedNewestFirst } from './shared.ts';
import { readStoreSettings } from './store.ts';

const f = ecommerceReferrals;
const c = ecommerceCustomers;

const SORT_COLUMNS = {
  users: sql`lower(${c.name})`,
  'referred-id': f.referredId,
  earning: f.earning,
  value: f.value,
  status: f.status,
} as const;

/** Referrals (spec §3 Referral): the list with amounts in the store's currency, the stat cards, a user's link. */
export function createReferralsService(db: Db) {
  return {
    async list(query: ReferralListQuery): Promise<ReferralList> {
      const where = query.status ? eq(f.status, query.status) : undefined;
      const { store } = await readStoreSettings(db);
      const [counted] = await db.select({ n: count() }).from(f).where(where);
      const order = sortedNewestFirst(SORT_COLUMNS, query, f.createdAt, f.id);
      const { offset, limit } = pageWindow(query);
      const listed = db
        .select({
          id: f.id,
          user: c.name,
          email: c.email,
          avatar: c.avatar,
          referredId: f.referredId,
          status: f.status,
          value: f.value,
          earning: f.earning,
          createdAt: f.createdAt,
        })
        .from(f)
        .innerJoin(c, eq(c.id, f.customerId))
        .where(where)
        .orderBy(...order)
        .offset(offset);
      const rows = limit === undefined ? await listed : await listed.limit(limit);
      const referrals: Referral[] = rows.map((row) => ({
        id: row.id,
        user: row.user,
        email: row.email,
        avatar: row.avatar,
        referredId: row.referredId,
        status: row.status,
        value: formatPrice(row.value, store.currency),
        earning: formatPrice(row.earning, store.currency),
        valueAmount: amount(row.value),
        earningAmount: amount(row.earning),
        createdAt: row.createdAt.toISOString(),
      }));
      return { referrals, total: counted?.n ?? 0 };
    },

    async stats(): Promise<ReferralStats> {
      const { store } = await readStoreSettings(db);
      const [row] = await db
        .select({
          referrals: sql<number>`count(*)::int`,
          paid: sql<number>`(count(*) filter (where ${f.status} = 'Paid'))::int`,
          paidEarnings: sql<string>`coalesce(sum(${f.earning}) filter (where ${f.status} = 'Paid'), 0)::text`,
          unpaidEarnings: sql<string>`coalesce(sum(${f.earning}) filter (where ${f.status} = 'Unpaid'), 0)::text`,
        })
        .from(f);
      const total = row?.referrals ?? 0;
      const paid = row?.paid ?? 0;
      return {
        referrals: total,
        paidEarnings: amount(row?.paidEarnings),
        unpaidEarnings: amount(row?.unpaidEarnings),
        conversionRate: total === 0 ? 0 : Math.round((paid / total) * 1000) / 10,
        currency: store.currency,
      };
    },

    /** A user's referral link: a stable code (the username, upper-cased) on the register page of `origin`. */
    link(user: { username: string }, origin: string) {
      const code = user.username.toUpperCase();
      return { code, url: `${origin.replace(/\/$/, '')}/register?ref=${encodeURIComponent(code)}` };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
