import type { Review, ReviewList, ReviewSummary } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import {
  ecommerceCategories,
  ecommerceCustomers,
  ecommerceImages,
  ecommerceProductImages,
  ecommerceProducts,
  ecommerceReviews,
} from './ecommerce.table.ts';

const ctx = setupTestApp();
let admin: SignedIn;
const TOKEN = 'qwrvtk';
const DAY = 24 * 60 * 60 * 1000;
const address = { name: '', line1: '', line2: '', city: '', state: '', postcode: '', countryCode: 'FR', phone: '' };
let imageId = 0;
let reviewIds: number[] = [];

beforeAll(async () => {
  admin = await signIn(ctx.app, ADMIN);
  const [category] = await ctx.db
    .insert(ecommerceCategories)
    .values({ name: `Rv ${TOKEN}`, slug: `rv-${TOKEN}` })
    .returning();
  const shipping = { fulfilledBy: 'company' as const, weightGrams: null, freeShipping: false };
  const products = await ctx.db
    .insert(ecommerceProducts)
    .values([
      {
        name: `Alpha ${TOKEN} lamp`,
        brand: 'Lumo',
        sku: `RV-${TOKEN}-A`,
        categoryId: category!.id,
        status: 'Published',
        basePrice: '10.00',
        shipping,
      },
      {
        name: `Beta ${TOKEN} chair`,
        brand: 'Sitz',
        sku: `RV-${TOKEN}-B`,
        categoryId: category!.id,
        status: 'Published',
        basePrice: '20.00',
        shipping,
      },
    ])
    .returning();
  const [image] = await ctx.db
    .insert(ecommerceImages)
    .values({ mime: 'image/png', sha256: 'x', bytes: Buffer.from([1, 2, 3]) })
    .returning();
  imageId = image!.id;
  await ctx.db.insert(ecommerceProductImages).values({ productId: products[0]!.id, imageId, position: 0 });
  const customers = await ctx.db
    .insert(ecommerceCustomers)
    .values(
      ['Zed', 'Amy', 'Mia'].map((first, i) => ({
        customerNumber: 990_100 + i,
        name: `${first} ${TOKEN}son`,
        email: `${first.toLowerCase()}.rv@example.org`,
        avatar: `/avatars/${i}.png`,
        address,
        billing: { ...address, companyName: '', taxId: '' },
        notifications: {} as never,
      })),
    )
    .returning();
  const now = Date.now();
  const [a, b] = products;
  const [zed, amy, mia] = customers;
  // Oldest first: ids 0..3; 3 is the newest.
  const rows = await ctx.db
    .insert(ecommerceReviews)
    .values([
      {
        productId: a!.id,
        customerId: zed!.id,
        rating: 5,
        head: 'Bright and WARM',
        para: 'Lovely light',
        status: 'Published',
        createdAt: new Date(now - 30 * DAY),
      },
      {
        productId: b!.id,
        customerId: amy!.id,
        rating: 2,
        head: 'Wobbly',
        para: 'One leg is short',
        status: 'Pending',
        createdAt: new Date(now - 20 * DAY),
      },
      {
        productId: a!.id,
        customerId: mia!.id,
        rating: 4,
        head: 'Good',
        para: 'Nice glow, sturdy base',
        status: 'Published',
        createdAt: new Date(now - 10 * DAY),
      },
      {
        productId: b!.id,
        customerId: zed!.id,
        rating: 1,
        head: 'Broke',
        para: 'Fell apart',
        status: 'Pending',
        createdAt: new Date(now - 5 * DAY),
      },
    ])
    .returning();
  reviewIds = rows.map((row) => row.id);
});

const list = async (params: string) => {
  const response = await ctx.call(admin, 'GET', `/api/apps/ecommerce/reviews?q=${TOKEN}&${params}`);
  expect(response.statusCode).toBe(200);
  return response.json<ReviewList>();
};
const ids = (body: ReviewList) => body.reviews.map((review) => review.id);
const idx = (...positions: number[]) => positions.map((position) => reviewIds[position]);

describe('GET /api/apps/ecommerce/reviews', () => {
  it('lists newest first with product, brand, first image and reviewer joined', async () => {
    const body = await list('');
    expect(body.total).toBe(4);
    expect(ids(body)).toEqual(idx(3, 2, 1, 0));
    const oldest = body.reviews.find((review) => review.id === reviewIds[0]) as Review;
    expect(oldest).toMatchObject({
      product: `Alpha ${TOKEN} lamp`,
      companyName: 'Lumo',
      productImage: `/api/apps/ecommerce/images/${imageId}`,
      reviewer: `Zed ${TOKEN}son`,
      email: 'zed.rv@example.org',
      avatar: '/avatars/0.png',
      status: 'Published',
      review: 5,
      head: 'Bright and WARM',
      para: 'Lovely light',
    });
    expect(new Date(oldest.date).getTime()).toBeLessThan(Date.now() - 29 * DAY);
    expect(body.reviews.find((review) => review.id === reviewIds[1])?.productImage).toBeNull();
  });

  it('searches product, reviewer, email, head and text, case-insensitively', async () => {
    const search = async (q: string) => {
      const response = await ctx.call(
        admin,
        'GET',
        `/api/apps/ecommerce/reviews?q=${encodeURIComponent(q)}&itemsPerPage=-1`,
      );
      return ids(response.json<ReviewList>()).filter((id) => reviewIds.includes(id));
    };
    expect(await search(`BETA ${TOKEN}`)).toEqual(idx(3, 1));
    expect(await search(`mia ${TOKEN.toUpperCase()}`)).toEqual(idx(2));
    expect(await search('AMY.RV@example')).toEqual(idx(1));
    expect(await search('bright and warm')).toEqual(idx(0));
    expect(await search('STURDY BASE')).toEqual(idx(2));
    expect((await ctx.call(admin, 'GET', '/api/apps/ecommerce/reviews?q=')).statusCode).toBe(200);
    const none = await ctx.call(admin, 'GET', `/api/apps/ecommerce/reviews?q=${TOKEN}%25nomatch`);
    expect(none.json<ReviewList>()).toEqual({ reviews: [], total: 0 });
  });

  it('filters status exactly unless All, and by rating', async () => {
    expect(ids(await list('status=Published'))).toEqual(idx(2, 0));
    expect(ids(await list('status=Pending'))).toEqual(idx(3, 1));
    expect(ids(await list('status=All'))).toEqual(idx(3, 2, 1, 0));
    expect(ids(await list('status='))).toEqual(idx(3, 2, 1, 0));
    expect(ids(await list('rating=4'))).toEqual(idx(2));
    expect(ids(await list('rating=5&status=Pending'))).toEqual([]);
    const bad = await ctx.call(admin, 'GET', '/api/apps/ecommerce/reviews?status=Hidden');
    expect(bad.statusCode).toBe(400);
    expect((await ctx.call(admin, 'GET', '/api/apps/ecommerce/reviews?rating=6')).statusCode).toBe(400);
  });

  it.each([
    ['product', 'asc', [2, 0, 3, 1]],
    ['product', 'desc', [3, 1, 2, 0]],
    ['reviewer', 'asc', [1, 2, 3, 0]],
    ['reviewer', 'desc', [3, 0, 2, 1]],
    ['date', 'asc', [0, 1, 2, 3]],
    ['date', 'desc', [3, 2, 1, 0]],
    ['status', 'asc', [3, 1, 2, 0]],
    ['status', 'desc', [2, 0, 3, 1]],
  ] as const)('sorts by %s %s (newest first among equals)', async (sortBy, orderBy, expected) => {
    expect(ids(await list(`sortBy=${sortBy}&orderBy=${orderBy}`))).toEqual(idx(...expected));
  });

  it('rejects an unknown sort key', async () => {
    expect((await ctx.call(admin, 'GET', '/api/apps/ecommerce/reviews?sortBy=rating')).statusCode).toBe(400);
  });

  it('pages: bad page numbers fall back to 1, -1 lists all, past the end is empty with the total', async () => {
    expect(ids(await list('itemsPerPage=2&page=2'))).toEqual(idx(1, 0));
    expect(ids(await list('itemsPerPage=3&page=2'))).toEqual(idx(0));
    for (const page of ['0', '-3', 'abc']) expect(ids(await list(`itemsPerPage=2&page=${page}`))).toEqual(idx(3, 2));
    expect(ids(await list('itemsPerPage=-1&page=3'))).toEqual(idx(3, 2, 1, 0));
    expect(await list('itemsPerPage=2&page=9')).toEqual({ reviews: [], total: 4 });
    expect(ids(await list('itemsPerPage=abc'))).toEqual(idx(3, 2, 1, 0));
  });

  it('answers 401 signed out and 403 without e-commerce rights', async () => {
    expect((await ctx.call(null, 'GET', '/api/apps/ecommerce/reviews')).statusCode).toBe(401);
    expect((await ctx.call(null, 'GET', '/api/apps/ecommerce/reviews/summary')).statusCode).toBe(401);
    const subscriber = await ctx.userWithRole('subscriber');
    expect((await ctx.call(subscriber, 'GET', '/api/apps/ecommerce/reviews')).statusCode).toBe(403);
    expect((await ctx.call(subscriber, 'GET', '/api/apps/ecommerce/reviews/summary')).statusCode).toBe(403);
    expect(
      (await ctx.call(subscriber, 'PATCH', `/api/apps/ecommerce/reviews/${reviewIds[0]}`, { status: 'Pending' }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.call(subscriber, 'DELETE', `/api/apps/ecommerce/reviews/${reviewIds[0]}`)).statusCode).toBe(403);
    expect((await ctx.call(null, 'DELETE', `/api/apps/ecommerce/reviews/${reviewIds[0]}`)).statusCode).toBe(401);
  });
});

describe('review summary, moderation and deletion', () => {
  const summary = async () => {
    const response = await ctx.call(admin, 'GET', '/api/apps/ecommerce/reviews/summary');
    expect(response.statusCode).toBe(200);
    return response.json<ReviewSummary>();
  };

  it('sums the reviews: total, average, distribution, published, pending, last week', async () => {
    const s = await summary();
    expect(s.total).toBe(s.published + s.pending);
    expect(Object.values(s.distribution).reduce((a, b) => a + b, 0)).toBe(s.total);
    const mean = [1, 2, 3, 4, 5].reduce((sum, n) => sum + n * s.distribution[n as 1], 0) / s.total;
    expect(s.average).toBeCloseTo(mean, 2);
    expect(s.lastWeek).toBeGreaterThanOrEqual(1);
  });

  it('approves and unpublishes, and the summary follows', async () => {
    const before = await summary();
    const approved = await ctx.call(admin, 'PATCH', `/api/apps/ecommerce/reviews/${reviewIds[1]}`, {
      status: 'Published',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Review>()).toMatchObject({
      id: reviewIds[1],
      status: 'Published',
      product: `Beta ${TOKEN} chair`,
      review: 2,
    });
    const after = await summary();
    expect(after.published).toBe(before.published + 1);
    expect(after.pending).toBe(before.pending - 1);
    expect(ids(await list('status=Pending'))).toEqual(idx(3));
    const back = await ctx.call(admin, 'PATCH', `/api/apps/ecommerce/reviews/${reviewIds[1]}`, { status: 'Pending' });
    expect(back.json<Review>().status).toBe('Pending');
    expect(await summary()).toEqual(before);
  });

  it('rejects a bad status and an unknown review', async () => {
    const bad = await ctx.call(admin, 'PATCH', `/api/apps/ecommerce/reviews/${reviewIds[1]}`, { status: 'Hidden' });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.call(admin, 'PATCH', '/api/apps/ecommerce/reviews/99999999', { status: 'Published' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('message');
  });

  it('deletes a review (204), then a 404 with no body', async () => {
    const before = await summary();
    const deleted = await ctx.call(admin, 'DELETE', `/api/apps/ecommerce/reviews/${reviewIds[3]}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(ids(await list(''))).toEqual(idx(2, 1, 0));
    const after = await summary();
    expect(after.total).toBe(before.total - 1);
    expect(after.distribution[1]).toBe(before.distribution[1] - 1);
    const again = await ctx.call(admin, 'DELETE', `/api/apps/ecommerce/reviews/${reviewIds[3]}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe('');
    expect((await ctx.call(admin, 'DELETE', '/api/apps/ecommerce/reviews/abc')).statusCode).toBe(400);
  });
});
