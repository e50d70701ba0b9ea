import {
  formatPrice,
  PRODUCT_TEXT,
  type Category,
  type Product,
  type ProductDetail,
  type ProductList,
  type ProductStats,
  type StoreSettings,
} from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import {
  ecommerceCustomers,
  ecommerceImages,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceReviews,
  ecommerceWishlist,
} from './ecommerce.table.ts';
import { sanitizeProductHtml } from './product-html.ts';

const t = setupTestApp();
let admin: SignedIn;

/** A token no other row carries, so the tests hold with any demo data around. */
const TOKEN = `zp${Date.now().toString(36)}`;
let counter = 0;
const tagged = () => `${TOKEN}t${++counter}`;

const URL = '/api/apps/ecommerce/products';
let categoryA: Category;
let categoryB: Category;

const newCategory = async (name: string) => {
  const response = await t.call(admin, 'POST', '/api/apps/ecommerce/categories', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Category>();
};
const newImage = async () => {
  const [row] = await t.db
    .insert(ecommerceImages)
    .values({ mime: 'image/png', sha256: 'x', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) })
    .returning({ id: ecommerceImages.id });
  return row!.id;
};
const body = (overrides: Record<string, unknown> = {}) => ({
  productName: `Thing ${tagged()}`,
  sku: `SKU-${tagged()}`,
  categoryId: categoryA.id,
  status: 'Published',
  basePrice: '10.00',
  qty: 3,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.call(admin, 'POST', URL, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ProductDetail>();
};
const list = async (query: string) => {
  const response = await t.call(admin, 'GET', `${URL}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductList>();
};
const ids = (products: Product[]) => products.map((p) => p.id);
const editable = (p: ProductDetail) => ({
  productName: p.productName,
  productBrand: p.productBrand,
  sku: p.sku,
  barcode: p.barcode,
  description: p.description,
  categoryId: p.categoryId,
  collection: p.collection,
  status: p.status,
  scheduledAt: p.scheduledAt,
  tags: p.tags,
  basePrice: p.basePrice,
  discountedPrice: p.discountedPrice,
  chargeTax: p.chargeTax,
  inStock: p.stock,
  qty: p.qty,
  restockOn: p.restockOn,
  variants: p.variants,
  shipping: p.shipping,
  imageIds: p.images.map((image) => image.id),
  version: p.version,
});

/** Saves the store's settings as read, but in `currency`. */
async function setStoreCurrency(currency: StoreSettings['store']['currency']) {
  const { updatedAt: _updatedAt, ...settings } = (
    await t.call(admin, 'GET', '/api/apps/ecommerce/settings')
  ).json<StoreSettings>();
  const saved = await t.call(admin, 'PUT', '/api/apps/ecommerce/settings', {
    ...settings,
    store: { ...settings.store, currency },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
  // Prices below are in dollars, whatever the demo data chose.
  await setStoreCurrency('USD');
  categoryA = await newCategory(`A ${TOKEN}`);
  categoryB = await newCategory(`B ${TOKEN}`);
});

describe('product description HTML', () => {
  it("keeps the editor's markup and drops scripts, handlers, styles, other tags and unsafe links", () => {
    const dirty =
      '<p onclick="x" style="color:red">Hi <script>alert(1)</script><strong>bold</strong> <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://ex.com" target="_self">ok</a> <a href="mailto:a@b.c">m</a> <a href="//evil.com">pr</a></p>' +
      '<img src=x onerror=y><h2>T</h2><h5>five</h5><table><tr><td>cell</td></tr></table><pre><code class="language-js">a &lt; b</code></pre>' +
      '<ul><li><p>x</p></li></ul><ol><li>y</li></ol><iframe src="https://x"></iframe><hr><br><s>s</s><u>u</u><em>e</em><blockquote>q</blockquote>';
    const rel = 'rel="noopener noreferrer nofollow" target="_blank"';
    expect(sanitizeProductHtml(dirty)).toBe(
      `<p>Hi <strong>bold</strong> <a ${rel}>bad</a> <a href="https://ex.com" ${rel}>ok</a> <a href="mailto:a@b.c" ${rel}>m</a> <a ${rel}>pr</a></p>` +
        '<h2>T</h2>fivecell<pre><code>a &lt; b</code></pre><ul><li><p>x</p></li></ul><ol><li>y</li></ol><hr /><br /><s>s</s><u>u</u><em>e</em><blockquote>q</blockquote>',
    );
  });
});

describe('products', () => {
  it('creates a product with every field, sanitised description and ordered images, and reads it back', async () => {
    const [first, second] = [await newImage(), await newImage()];
    const sku = `Full-${tagged()}`;
    const made = await create({
      productName: '  Air Jordan  ',
      productBrand: 'Nike',
      sku,
      barcode: '0123-456',
      description: '<p>Great <script>x()</script><strong>shoe</strong></p>',
      categoryId: categoryB.id,
      collection: 'Summer',
      status: 'Inactive',
      scheduledAt: '2030-01-01T10:00:00Z',
      tags: ['sport', 'new'],
      basePrice: '١٢٣٤٫٥',
      discountedPrice: 999,
      chargeTax: false,
      inStock: false,
      qty: 0,
      restockOn: '2030-02-03',
      variants: [{ option: 'Size', value: '42' }],
      shipping: { fulfilledBy: 'seller', weightGrams: 900, freeShipping: true },
      imageIds: [second, first],
    });
    expect(made).toMatchObject({
      productName: 'Air Jordan',
      productBrand: 'Nike',
      sku,
      barcode: '0123-456',
      description: '<p>Great <strong>shoe</strong></p>',
      category: categoryB.name,
      categoryId: categoryB.id,
      collection: 'Summer',
      status: 'Inactive',
      // Only a Scheduled product keeps its time.
      scheduledAt: null,
      tags: ['sport', 'new'],
      basePrice: '1234.50',
      discountedPrice: '999.00',
      price: '$999.00',
      priceAmount: 999,
      chargeTax: false,
      stock: false,
      qty: 0,
      restockOn: '2030-02-03',
      variants: [{ option: 'Size', value: '42' }],
      shipping: { fulfilledBy: 'seller', weightGrams: 900, freeShipping: true },
      images: [
        { id: second, url: `/api/apps/ecommerce/images/${second}` },
        { id: first, url: `/api/apps/ecommerce/images/${first}` },
      ],
      image: `/api/apps/ecommerce/images/${second}`,
      version: 1,
    });
    const read = await t.call(admin, 'GET', `${URL}/${made.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(made);

    const scheduled = await create({ status: 'Scheduled', scheduledAt: '2030-01-01T12:00:00+02:00' });
    expect(scheduled.scheduledAt).toBe('2030-01-01T10:00:00.000Z');

    const unknown = await t.call(admin, 'GET', `${URL}/99999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PRODUCT_TEXT.notFound);
  });

  it('refuses cross-field mistakes with a 400 naming the field', async () => {
    const taken = await create({ sku: `Taken-${tagged()}` });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ status: 'Scheduled', scheduledAt: null }, 'scheduledAt', PRODUCT_TEXT.scheduledAtMissing],
      [{ basePrice: '10', discountedPrice: '10' }, 'discountedPrice', PRODUCT_TEXT.discountTooHigh],
      [{ basePrice: '10', discountedPrice: '10.01' }, 'discountedPrice', PRODUCT_TEXT.discountTooHigh],
      [{ categoryId: 99999999 }, 'categoryId', PRODUCT_TEXT.categoryMissing],
      [{ imageIds: [99999999] }, 'imageIds', PRODUCT_TEXT.imageMissing],
      [{ sku: taken.sku.toLowerCase() }, 'sku', PRODUCT_TEXT.skuTaken],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await t.call(admin, 'POST', URL, body(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ message, errors: { [field]: [message] } });
    }
    for (const [overrides, field] of [
      [{ basePrice: 'abc' }, 'basePrice'],
      [{ basePrice: '1.234' }, 'basePrice'],
      [{ sku: 'has space' }, 'sku'],
      [{ productName: ' ' }, 'productName'],
      [{ qty: -1 }, 'qty'],
      [{ status: 'Gone' }, 'status'],
    ] as const) {
      const response = await t.call(admin, 'POST', URL, body(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    // A lower discount is fine.
    expect((await create({ basePrice: '10', discountedPrice: '9.99' })).priceAmount).toBe(9.99);
  });

  it('updates with the version read (409 stale, 404 unknown), replacing the images and keeping its own SKU', async () => {
    const [i1, i2, i3] = [await newImage(), await newImage(), await newImage()];
    const other = await create();
    const made = await create({ imageIds: [i1, i2], status: 'Scheduled', scheduledAt: '2031-05-05T05:05:05Z' });
    const changed = await t.call(admin, 'PUT', `${URL}/${made.id}`, {
      ...editable(made),
      productName: 'Renamed',
      status: 'Published',
      imageIds: [i3, i1],
      description: '<h1>Title</h1><p onclick="x">body</p>',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<ProductDetail>();
    expect(after).toMatchObject({
      productName: 'Renamed',
      status: 'Published',
      scheduledAt: null,
      version: 2,
      description: '<h1>Title</h1><p>body</p>',
    });
    expect(after.images.map((image) => image.id)).toEqual([i3, i1]);
    expect(after.image).toBe(`/api/apps/ecommerce/images/${i3}`);

    const stale = await t.call(admin, 'PUT', `${URL}/${made.id}`, { ...editable(made), productName: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PRODUCT_TEXT.stale);

    const clash = await t.call(admin, 'PUT', `${URL}/${made.id}`, { ...editable(after), sku: other.sku.toUpperCase() });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ sku: [PRODUCT_TEXT.skuTaken] });

    const unknown = await t.call(admin, 'PUT', `${URL}/99999999`, editable(after));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PRODUCT_TEXT.notFound);

    const noImages = await t.call(admin, 'PUT', `${URL}/${made.id}`, { ...editable(after), imageIds: [] });
    expect(noImages.json<ProductDetail>()).toMatchObject({ images: [], image: null, version: 3 });
  });

  it('is never in stock at quantity 0: the switch counts only while there is some, on create and on update', async () => {
    // The contract's default switch (on) with nothing to sell, and the switch on said outright: both out of stock.
    const byDefault = await create({ qty: 0 });
    expect(byDefault).toMatchObject({ qty: 0, stock: false });
    const saidInStock = await create({ qty: 0, inStock: true });
    expect(saidInStock).toMatchObject({ qty: 0, stock: false });
    // Restocked with the switch on: in stock; the switch off keeps a stocked product off sale.
    const restocked = await t.call(admin, 'PUT', `${URL}/${saidInStock.id}`, {
      ...editable(saidInStock),
      inStock: true,
      qty: 12,
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json<ProductDetail>()).toMatchObject({ qty: 12, stock: true, version: 2 });
    const paused = await t.call(admin, 'PUT', `${URL}/${saidInStock.id}`, {
      ...editable(restocked.json<ProductDetail>()),
      inStock: false,
    });
    expect(paused.json<ProductDetail>()).toMatchObject({ qty: 12, stock: false, version: 3 });
    // Sold out through an edit with the switch still on: out of stock, in the list's filter too.
    const soldOut = await t.call(admin, 'PUT', `${URL}/${saidInStock.id}`, {
      ...editable(paused.json<ProductDetail>()),
      inStock: true,
      qty: 0,
    });
    expect(soldOut.json<ProductDetail>()).toMatchObject({ qty: 0, stock: false, version: 4 });
    const sku = saidInStock.sku;
    expect((await list(`q=${sku}&stock=false`)).products.map((p) => p.sku)).toEqual([sku]);
    expect((await list(`q=${sku}&stock=true`)).products).toEqual([]);
    expect((await create({ qty: 1 })).stock).toBe(true);
  });

  describe('list', () => {
    const tag = `${TOKEN}list`;
    let made: ProductDetail[] = [];
    let image: number;
    beforeAll(async () => {
      image = await newImage();
      const rows = [
        {
          productName: `${tag} delta`,
          productBrand: 'Zeta',
          sku: `${tag}-C`,
          categoryId: categoryB.id,
          basePrice: '30',
          qty: 5,
          imageIds: [image],
        },
        {
          productName: `${tag} alpha`,
          productBrand: 'Acme',
          sku: `${tag}-A`,
          status: 'Scheduled',
          scheduledAt: '2030-01-01T00:00:00Z',
          basePrice: '50',
          discountedPrice: '20',
          qty: 0,
          inStock: false,
        },
        {
          productName: `${tag} charlie`,
          productBrand: 'Acme',
          sku: `${tag}-D`,
          status: 'Inactive',
          basePrice: '1234.5',
          qty: 100,
        },
        {
          productName: `${tag} bravo`,
          productBrand: 'Mono',
          sku: `${tag}-B`,
          categoryId: categoryB.id,
          basePrice: '99.99',
          qty: 7,
        },
      ];
      made = [];
      for (const row of rows) made.push(await create(row));
    });
    const newestFirst = () => [...made].reverse().map((p) => p.id);

    it('answers the spec fields, newest first, with the price text in the store currency', async () => {
      const body = await list(`q=${tag}`);
      expect(body.total).toBe(4);
      expect(ids(body.products)).toEqual(newestFirst());
      const delta = body.products.find((p) => p.id === made[0]!.id)!;
      expect(delta).toEqual({
        id: made[0]!.id,
        productName: `${tag} delta`,
        productBrand: 'Zeta',
        category: categoryB.name,
        categoryId: categoryB.id,
        stock: true,
        sku: `${tag}-C`,
        price: '$30.00',
        priceAmount: 30,
        qty: 5,
        status: 'Published',
        image: `/api/apps/ecommerce/images/${image}`,
        createdAt: made[0]!.createdAt,
      });
      expect(body.products.find((p) => p.id === made[1]!.id)).toMatchObject({
        price: '$20.00',
        priceAmount: 20,
        stock: false,
        image: null,
      });
      expect(body.products.find((p) => p.id === made[2]!.id)).toMatchObject({
        price: '$1,234.50',
        priceAmount: 1234.5,
      });
      expect(formatPrice('1234.5', 'USD')).toBe('$1,234.50');
    });

    it('filters by q (name, brand or SKU, any case), stock, category name and status', async () => {
      const [delta, alpha, charlie, bravo] = made.map((p) => p.id) as [number, number, number, number];
      expect(ids((await list(`q=${tag.toUpperCase()}%20ALPHA`)).products)).toEqual([alpha]);
      expect(ids((await list(`q=zeta`)).products)).toContain(delta);
      expect(ids((await list(`q=${tag}-d`)).products)).toEqual([charlie]);
      expect(ids((await list(`q=${tag}&stock=true`)).products)).toEqual([bravo, charlie, delta]);
      expect(ids((await list(`q=${tag}&stock=false`)).products)).toEqual([alpha]);
      expect(ids((await list(`q=${tag}&category=${encodeURIComponent(categoryB.name)}`)).products)).toEqual([
        bravo,
        delta,
      ]);
      expect(
        ids((await list(`q=${tag}&category=${encodeURIComponent(categoryA.name.toLowerCase())}`)).products),
      ).toEqual([charlie, alpha]);
      expect((await list(`q=${tag}&category=NoSuchCategory`)).total).toBe(0);
      expect(ids((await list(`q=${tag}&status=Published`)).products)).toEqual([bravo, delta]);
      expect(ids((await list(`q=${tag}&status=Scheduled&stock=false`)).products)).toEqual([alpha]);
      const combined = await list(`q=acme&status=Inactive&category=${encodeURIComponent(categoryA.name)}&stock=true`);
      expect(ids(combined.products)).toContain(charlie);
      // Empty filters count as none; bad ones are refused.
      expect((await list(`q=${tag}&stock=&status=&category=`)).total).toBe(4);
      expect((await t.call(admin, 'GET', `${URL}?stock=maybe`)).statusCode).toBe(400);
      expect((await t.call(admin, 'GET', `${URL}?status=Gone`)).statusCode).toBe(400);
      // `%` and `_` are taken literally.
      expect((await list(`q=${tag}%25`)).total).toBe(0);
    });

    it('sorts by every key in both directions, ties newest first', async () => {
      const keys: Record<string, (p: ProductDetail) => string | number> = {
        product: (p) => p.productName.toLowerCase(),
        category: (p) => p.category.toLowerCase(),
        status: (p) => p.status,
        price: (p) => p.priceAmount,
        qty: (p) => p.qty,
        sku: (p) => p.sku.toLowerCase(),
      };
      for (const [sortBy, key] of Object.entries(keys)) {
        for (const orderBy of ['asc', 'desc'] as const) {
          const expected = made
            .map((p, index) => ({ p, index }))
            .sort((x, y) => {
              const a = key(x.p);
              const b = key(y.p);
              const c = a < b ? -1 : a > b ? 1 : 0;
              return c !== 0 ? (orderBy === 'asc' ? c : -c) : y.index - x.index;
            })
            .map((x) => x.p.id);
          expect(
            ids((await list(`q=${tag}&sortBy=${sortBy}&orderBy=${orderBy}`)).products),
            `${sortBy} ${orderBy}`,
          ).toEqual(expected);
        }
      }
      // orderBy defaults to ascending.
      expect(ids((await list(`q=${tag}&sortBy=qty`)).products)).toEqual(
        ids((await list(`q=${tag}&sortBy=qty&orderBy=asc`)).products),
      );
      expect((await t.call(admin, 'GET', `${URL}?sortBy=name`)).statusCode).toBe(400);
      expect((await t.call(admin, 'GET', `${URL}?orderBy=up`)).statusCode).toBe(400);
    });

    it('pages: numbers, -1 for every row, bad page or size fall back to the defaults, past the end is empty', async () => {
      const order = newestFirst();
      const page2 = await list(`q=${tag}&itemsPerPage=3&page=2`);
      expect(page2.total).toBe(4);
      expect(ids(page2.products)).toEqual(order.slice(3));
      expect(ids((await list(`q=${tag}&itemsPerPage=3&page=1`)).products)).toEqual(order.slice(0, 3));
      expect(ids((await list(`q=${tag}&itemsPerPage=-1`)).products)).toEqual(order);
      for (const bad of [
        'page=0',
        'page=-1',
        'page=abc',
        'page=1.5',
        'itemsPerPage=abc',
        'itemsPerPage=0',
        'itemsPerPage=-2',
      ]) {
        const body = await list(`q=${tag}&${bad}`);
        expect(ids(body.products), bad).toEqual(order);
        expect(body.total, bad).toBe(4);
      }
      expect(await list(`q=${tag}&page=9`)).toEqual({ products: [], total: 4, currency: 'USD' });
      // Without a search, the default page is 10 rows and the total counts them all.
      const all = await list('');
      expect(all.products.length).toBeLessThanOrEqual(10);
      expect(typeof all.total).toBe('number');
      expect(all.total).toBeGreaterThanOrEqual(4);
      expect((await list('itemsPerPage=-1')).products).toHaveLength(all.total);
    });
  });

  it('counts the stat widgets in SQL', async () => {
    const stats = async () => (await t.call(admin, 'GET', `${URL}/stats`)).json<ProductStats>();
    const before = await stats();
    await create({ status: 'Published', basePrice: '10', discountedPrice: '7.5', qty: 4 });
    await create({ status: 'Scheduled', scheduledAt: '2030-01-01T00:00:00Z', basePrice: '3.33', qty: 3 });
    await create({ status: 'Inactive', inStock: false, basePrice: '100', qty: 0 });
    await create({ status: 'Published', basePrice: '1', qty: 50 });
    const after = await stats();
    expect(after.total - before.total).toBe(4);
    expect(after.published - before.published).toBe(2);
    expect(after.scheduled - before.scheduled).toBe(1);
    expect(after.outOfStock - before.outOfStock).toBe(1);
    expect(after.lowStock - before.lowStock).toBe(2);
    expect(after.inventoryValue - before.inventoryValue).toBeCloseTo(30 + 9.99 + 0 + 50, 2);
  });

  it('deletes: 204, then 404 with no body; order items keep their copy, reviews and wishlists go', async () => {
    const made = await create({ productName: 'Kept in orders', sku: `Del-${tagged()}`, basePrice: '12.5' });
    const n = 1_900_000_000 + Math.floor(Math.random() * 1_000_000);
    const [customer] = await t.db
      .insert(ecommerceCustomers)
      .values({
        customerNumber: n,
        name: 'Buyer',
        email: `${TOKEN}@buyer.test`,
        address: {} as never,
        billing: {} as never,
        notifications: {} as never,
      })
      .returning();
    const [order] = await t.db
      .insert(ecommerceOrders)
      .values({
        orderNumber: n,
        customerId: customer!.id,
        customerName: 'Buyer',
        customerEmail: customer!.email,
        status: 'Delivered',
        payment: 1,
        method: 'mastercard',
        currency: 'USD',
        subtotal: '12.5',
        total: '12.5',
        shippingAddress: {} as never,
        billingAddress: {} as never,
      })
      .returning();
    await t.db.insert(ecommerceOrderItems).values({
      orderId: order!.id,
      productId: made.id,
      productName: made.productName,
      sku: made.sku,
      price: '12.5',
      qty: 1,
    });
    await t.db
      .insert(ecommerceReviews)
      .values({ productId: made.id, customerId: customer!.id, rating: 5, status: 'Published' });
    await t.db.insert(ecommerceWishlist).values({ customerId: customer!.id, productId: made.id });

    const deleted = await t.call(admin, 'DELETE', `${URL}/${made.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const [item] = await t.db.select().from(ecommerceOrderItems).where(eq(ecommerceOrderItems.orderId, order!.id));
    expect(item).toMatchObject({ productId: null, productName: 'Kept in orders', sku: made.sku, price: '12.50' });
    expect(await t.db.select().from(ecommerceReviews).where(eq(ecommerceReviews.customerId, customer!.id))).toEqual([]);
    expect(await t.db.select().from(ecommerceWishlist).where(eq(ecommerceWishlist.customerId, customer!.id))).toEqual(
      [],
    );

    const again = await t.call(admin, 'DELETE', `${URL}/${made.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe('');
    expect((await t.call(admin, 'GET', `${URL}/${made.id}`)).statusCode).toBe(404);
  });

  it('deletes several at once, skipping unknown ids', async () => {
    const a = await create();
    const b = await create();
    const response = await t.call(admin, 'POST', `${URL}/bulk-delete`, { ids: [a.id, b.id, a.id, 99999999] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect((await t.call(admin, 'GET', `${URL}/${a.id}`)).statusCode).toBe(404);
    const empty = await t.call(admin, 'POST', `${URL}/bulk-delete`, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['ids']);
  });

  it("shows prices in the store's currency", async () => {
    const made = await create({ basePrice: '1999.9' });
    await setStoreCurrency('EUR');
    const row = (await list(`q=${made.sku}`)).products[0]!;
    expect(row).toMatchObject({ price: '€1,999.90', priceAmount: 1999.9 });
    expect((await t.call(admin, 'GET', `${URL}/${made.id}`)).json<ProductDetail>().price).toBe('€1,999.90');
    await setStoreCurrency('USD');
    expect((await list(`q=${made.sku}`)).products[0]!.price).toBe('$1,999.90');
  });

  it('answers 401 signed out and 403 without the Product rules', async () => {
    const client = await signIn(t.app, CLIENT);
    const subscriber = await t.userWithRole('subscriber');
    const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string]> = [
      ['GET', URL],
      ['GET', `${URL}/stats`],
      ['GET', `${URL}/1`],
      ['POST', URL],
      ['PUT', `${URL}/1`],
      ['DELETE', `${URL}/1`],
      ['POST', `${URL}/bulk-delete`],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await t.call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(client, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(subscriber, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
