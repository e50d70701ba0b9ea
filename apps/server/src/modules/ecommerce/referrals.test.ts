import type { Referral, ReferralList, ReferralStats } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { ecommerceCustomers, ecommerceReferrals } from './ecommerce.table.ts';

const ctx = setupTestApp();
let admin: SignedIn;
const DAY = 24 * 60 * 60 * 1000;
const address = { name: '', line1: '', line2: '', city: '', state: '', postcode: '', countryCode: 'SA', phone: '' };
let referralIds: number[] = [];

beforeAll(async () => {
  admin = await signIn(ctx.app, ADMIN);
  const customers = await ctx.db
    .insert(ecommerceCustomers)
    .values(
      ['Zainab', 'Adel', 'Maya'].map((first, i) => ({
        customerNumber: 991_200 + i,
        name: `${first} Rfxq`,
        email: `${first.toLowerCase()}.rfxq@example.org`,
        avatar: `/avatars/r${i}.png`,
        address,
        billing: { ...address, companyName: '', taxId: '' },
        notifications: {} as never,
      })),
    )
    .returning();
  const [zainab, adel, maya] = customers;
  const now = Date.now();
  // Oldest first: positions 0..3.
  const rows = await ctx.db
    .insert(ecommerceReferrals)
    .values([
      {
        customerId: zainab!.id,
        referredId: 880_003,
        status: 'Paid',
        value: '1234.5',
        earning: '61.73',
        createdAt: new Date(now - 40 * DAY),
      },
      {
        customerId: adel!.id,
        referredId: 880_001,
        status: 'Unpaid',
        value: '99.99',
        earning: '5',
        createdAt: new Date(now - 30 * DAY),
      },
      {
        customerId: maya!.id,
        referredId: 880_004,
        status: 'Rejected',
        value: '450.00',
        earning: '0',
        createdAt: new Date(now - 20 * DAY),
      },
      {
        customerId: zainab!.id,
        referredId: 880_002,
        status: 'Paid',
        value: '12000.00',
        earning: '600.00',
        createdAt: new Date(now - 10 * DAY),
      },
    ])
    .returning();
  referralIds = rows.map((row) => row.id);
});

/** Our rows, in the order the whole list gives them (other rows may be there too). */
const ours = async (params: string) => {
  const response = await ctx.call(admin, 'GET', `/api/apps/ecommerce/referrals?itemsPerPage=-1&${params}`);
  expect(response.statusCode).toBe(200);
  const body = response.json<ReferralList>();
  expect(body.referrals.length).toBe(body.total);
  return body.referrals.filter((row) => referralIds.includes(row.id));
};
const ids = (rows: Referral[]) => rows.map((row) => row.id);
const idx = (...positions: number[]) => positions.map((position) => referralIds[position]);

describe('GET /api/apps/ecommerce/referrals', () => {
  it('lists newest first with the referrer joined and amounts in the store currency', async () => {
    const rows = await ours('');
    expect(ids(rows)).toEqual(idx(3, 2, 1, 0));
    expect(rows[3]).toMatchObject({
      user: 'Zainab Rfxq',
      email: 'zainab.rfxq@example.org',
      avatar: '/avatars/r0.png',
      referredId: 880_003,
      status: 'Paid',
      value: '$1,234.50',
      earning: '$61.73',
      valueAmount: 1234.5,
      earningAmount: 61.73,
    });
    expect(rows[0]).toMatchObject({ value: '$12,000.00', earning: '$600.00', valueAmount: 12000, earningAmount: 600 });
    expect(rows[2]).toMatchObject({ earning: '$5.00', earningAmount: 5 });
    expect(new Date(rows[3]!.createdAt).getTime()).toBeLessThan(Date.now() - 39 * DAY);
  });

  it('filters by status', async () => {
    expect(ids(await ours('status=Paid'))).toEqual(idx(3, 0));
    expect(ids(await ours('status=Unpaid'))).toEqual(idx(1));
    expect(ids(await ours('status=Rejected'))).toEqual(idx(2));
    expect(ids(await ours('status='))).toEqual(idx(3, 2, 1, 0));
    for (const row of await ours('status=Paid')) expect(row.status).toBe('Paid');
    expect((await ctx.call(admin, 'GET', '/api/apps/ecommerce/referrals?status=Lost')).statusCode).toBe(400);
  });

  it.each([
    ['users', 'asc', [1, 2, 3, 0]],
    ['users', 'desc', [3, 0, 2, 1]],
    ['referred-id', 'asc', [1, 3, 0, 2]],
    ['referred-id', 'desc', [2, 0, 3, 1]],
    ['earning', 'asc', [2, 1, 0, 3]],
    ['earning', 'desc', [3, 0, 1, 2]],
    ['value', 'asc', [1, 2, 0, 3]],
    ['value', 'desc', [3, 0, 2, 1]],
    ['status', 'asc', [3, 0, 2, 1]],
    ['status', 'desc', [1, 2, 3, 0]],
  ] as const)('sorts by %s %s (newest first among equals)', async (sortBy, orderBy, expected) => {
    const response = await ctx.call(
      admin,
      'GET',
      `/api/apps/ecommerce/referrals?itemsPerPage=-1&sortBy=${sortBy}&orderBy=${orderBy}`,
    );
    const all = response.json<ReferralList>().referrals;
    expect(ids(all.filter((row) => referralIds.includes(row.id)))).toEqual(idx(...expected));
    // The whole list is sorted, not just our rows.
    const key = (row: Referral) =>
      ({
        users: row.user.toLowerCase(),
        'referred-id': row.referredId,
        earning: row.earningAmount,
        value: row.valueAmount,
        status: row.status,
      })[sortBy];
    const keys = all.map(key);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (sortBy !== 'users') expect(keys).toEqual(orderBy === 'asc' ? sorted : sorted.reverse());
  });

  it('rejects an unknown sort key', async () => {
    expect((await ctx.call(admin, 'GET', '/api/apps/ecommerce/referrals?sortBy=user')).statusCode).toBe(400);
  });

  it('pages: bad page numbers fall back to 1, -1 lists all, past the end is empty with the total', async () => {
    const all = (await ctx.call(admin, 'GET', '/api/apps/ecommerce/referrals?itemsPerPage=-1')).json<ReferralList>();
    const page = async (params: string) =>
      (await ctx.call(admin, 'GET', `/api/apps/ecommerce/referrals?${params}`)).json<ReferralList>();
    expect((await page('itemsPerPage=2&page=2')).referrals).toEqual(all.referrals.slice(2, 4));
    for (const p of ['0', '-1', 'abc'])
      expect((await page(`itemsPerPage=2&page=${p}`)).referrals).toEqual(all.referrals.slice(0, 2));
    expect(await page('itemsPerPage=5&page=100000')).toEqual({ referrals: [], total: all.total });
    expect((await page('itemsPerPage=bad')).total).toBe(all.total);
  });

  it('answers 401 signed out and 403 without e-commerce rights', async () => {
    expect((await ctx.call(null, 'GET', '/api/apps/ecommerce/referrals')).statusCode).toBe(401);
    expect((await ctx.call(null, 'GET', '/api/apps/ecommerce/referrals/stats')).statusCode).toBe(401);
    expect((await ctx.call(null, 'GET', '/api/apps/ecommerce/referrals/link')).statusCode).toBe(401);
    const subscriber = await ctx.userWithRole('subscriber');
    expect((await ctx.call(subscriber, 'GET', '/api/apps/ecommerce/referrals')).statusCode).toBe(403);
    expect((await ctx.call(subscriber, 'GET', '/api/apps/ecommerce/referrals/stats')).statusCode).toBe(403);
    // The link is the signed-in user's own: no e-commerce rights needed.
    const link = await ctx.call(subscriber, 'GET', '/api/apps/ecommerce/referrals/link');
    expect(link.statusCode).toBe(200);
    expect(link.json().code).toMatch(/^TESTER_\d+$/);
  });
});

describe('referral stats and link', () => {
  const stats = async () => {
    const response = await ctx.call(admin, 'GET', '/api/apps/ecommerce/referrals/stats');
    expect(response.statusCode).toBe(200);
    return response.json<ReferralStats>();
  };

  it('counts referrals, paid and unpaid earnings and the conversion rate', async () => {
    const before = await stats();
    expect(before.currency).toBe('USD');
    expect(before.referrals).toBeGreaterThanOrEqual(4);
    expect(before.paidEarnings).toBeGreaterThanOrEqual(661.73);
    const [customer] = await ctx.db.select({ id: ecommerceCustomers.id }).from(ecommerceCustomers).limit(1);
    const [added] = await ctx.db
      .insert(ecommerceReferrals)
      .values({ customerId: customer!.id, referredId: 880_010, status: 'Paid', value: '100', earning: '10.25' })
      .returning();
    const after = await stats();
    expect(after.referrals).toBe(before.referrals + 1);
    expect(after.paidEarnings).toBeCloseTo(before.paidEarnings + 10.25, 2);
    expect(after.unpaidEarnings).toBeCloseTo(before.unpaidEarnings, 2);
    const all = (await ctx.call(admin, 'GET', '/api/apps/ecommerce/referrals?itemsPerPage=-1')).json<ReferralList>();
    const paid = all.referrals.filter((row) => row.status === 'Paid').length;
    expect(after.conversionRate).toBe(Math.round((paid / all.total) * 1000) / 10);
    const unpaid = all.referrals
      .filter((row) => row.status === 'Unpaid')
      .reduce((sum, row) => sum + row.earningAmount, 0);
    expect(after.unpaidEarnings).toBeCloseTo(unpaid, 2);
    expect(added).toBeTruthy();
  });

  it("answers the signed-in user's stable code and a register link on the request's host", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/apps/ecommerce/referrals/link',
      headers: { authorization: `Bearer ${admin.token}`, host: 'shop.example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'JOHNDOE', url: 'http://shop.example.com/register?ref=JOHNDOE' });
    const again = await ctx.call(admin, 'GET', '/api/apps/ecommerce/referrals/link');
    expect(again.json().code).toBe('JOHNDOE');
  });
});
