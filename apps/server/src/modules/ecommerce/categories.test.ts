import { CATEGORY_TEXT, type Category, type CategoryList, type ProductDetail } from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { ecommerceProductSales } from './ecommerce.table.ts';
import { slugOf } from './categories.service.ts';

const t = setupTestApp();
let admin: SignedIn;

/** A token no other row carries, so the tests hold with any demo data around. */
const TOKEN = `zq${Date.now().toString(36)}`;
let counter = 0;
const unique = (label: string) => `${label} ${TOKEN} ${++counter}`;

const URL = '/api/apps/ecommerce/categories';
const list = async (query: string) => {
  const response = await t.call(admin, 'GET', `${URL}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CategoryList>();
};
const create = async (body: Record<string, unknown>) => {
  const response = await t.call(admin, 'POST', URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Category>();
};
const update = (id: number, body: Record<string, unknown>) => t.call(admin, 'PUT', `${URL}/${id}`, body);
const product = async (categoryId: number, sku: string) => {
  const response = await t.call(admin, 'POST', '/api/apps/ecommerce/products', {
    productName: `Item ${sku}`,
    sku,
    categoryId,
    status: 'Published',
    basePrice: '10',
    qty: 1,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ProductDetail>();
};
const fields = (category: Category) => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  parentId: category.parentId,
  imageId: category.imageId,
  version: category.version,
});

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
});

describe('categories', () => {
  it('creates with a slug derived from the name, or category-<n> for a non-latin name', async () => {
    const name = unique('Home Décor & Garden');
    const made = await create({ name, description: 'Cushions' });
    expect(made).toMatchObject({
      name,
      slug: slugOf(name),
      description: 'Cushions',
      parentId: null,
      parentName: null,
      products: 0,
      earnings: 0,
      version: 1,
    });
    expect(made.slug).toMatch(/^home-decor-garden-zq[a-z0-9]+-\d+$/);

    const arabic = await create({ name: `ديكور ${TOKEN.replace(/[a-z0-9]/g, 'ب')} ${++counter}`.replace(/\d/g, 'ج') });
    expect(arabic.slug).toMatch(/^category-\d+$/);

    const explicit = await create({ name: unique('Explicit'), slug: `  My-Slug-${TOKEN}  ` });
    expect(explicit.slug).toBe(`my-slug-${TOKEN}`);
    expect(slugOf('  Électronique -- Grand Public! ')).toBe('electronique-grand-public');
  });

  it('refuses duplicate names (any case) and slugs, and a bad slug, naming the field', async () => {
    const first = await create({ name: unique('Shoes') });
    const sameName = await t.call(admin, 'POST', URL, { name: first.name.toUpperCase() });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toEqual({ message: CATEGORY_TEXT.nameTaken, errors: { name: [CATEGORY_TEXT.nameTaken] } });
    const sameSlug = await t.call(admin, 'POST', URL, { name: unique('Other'), slug: first.slug });
    expect(sameSlug.statusCode).toBe(400);
    expect(sameSlug.json().errors).toEqual({ slug: [CATEGORY_TEXT.slugTaken] });
    const badSlug = await t.call(admin, 'POST', URL, { name: unique('Other'), slug: 'no spaces!' });
    expect(badSlug.statusCode).toBe(400);
    expect(Object.keys(badSlug.json().errors)).toEqual(['slug']);
    const noName = await t.call(admin, 'POST', URL, { name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().errors)).toEqual(['name']);
    // A name whose derived slug is taken gets a numbered one.
    const clash = await create({ name: `${first.name}!` });
    expect(clash.slug).toBe(`${first.slug}-2`);
  });

  it('updates with the version read: 409 when stale, 404 unknown; parent may not be itself or below it', async () => {
    const root = await create({ name: unique('Root') });
    const child = await create({ name: unique('Child'), parentId: root.id });
    expect(child).toMatchObject({ parentId: root.id, parentName: root.name });
    const grandchild = await create({ name: unique('Grandchild'), parentId: child.id });

    const renamed = await update(root.id, { ...fields(root), name: unique('Root renamed'), slug: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Category>()).toMatchObject({ version: 2, slug: expect.stringMatching(/^root-renamed-/) });

    const stale = await update(root.id, { ...fields(root), description: 'late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CATEGORY_TEXT.stale);

    const fresh = renamed.json<Category>();
    for (const parentId of [root.id, child.id, grandchild.id]) {
      const loop = await update(root.id, { ...fields(fresh), parentId });
      expect(loop.statusCode).toBe(400);
      expect(loop.json().errors).toEqual({ parentId: [CATEGORY_TEXT.parentSelf] });
    }
    const missingParent = await update(root.id, { ...fields(fresh), parentId: 99_999_999 });
    expect(missingParent.json().errors).toEqual({ parentId: [CATEGORY_TEXT.parentMissing] });
    const missingImage = await update(root.id, { ...fields(fresh), imageId: 99_999_999 });
    expect(missingImage.statusCode).toBe(400);
    expect(Object.keys(missingImage.json().errors)).toEqual(['imageId']);

    const unknown = await update(99_999_999, { ...fields(fresh) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CATEGORY_TEXT.notFound);
    // Moving the grandchild to the top is fine.
    const moved = await update(grandchild.id, { ...fields(grandchild), parentId: null });
    expect(moved.json<Category>().parentId).toBeNull();
  });

  it('counts products and earnings, searches by name or slug, sorts by every key both ways, pages', async () => {
    const tag = `${TOKEN}x${++counter}`;
    const a = await create({ name: `Alpha ${tag}` });
    const b = await create({ name: `Bravo ${tag}` });
    const c = await create({ name: `Charlie ${tag}`, slug: `charlie-${tag}` });
    const p1 = await product(b.id, `${tag}-b1`);
    const p2 = await product(b.id, `${tag}-b2`);
    const p3 = await product(c.id, `${tag}-c1`);
    await t.db.insert(ecommerceProductSales).values([
      { productId: p1.id, units: 2, revenue: '100.10' },
      { productId: p2.id, units: 1, revenue: '0.20' },
      { productId: p3.id, units: 9, revenue: '500.00' },
    ]);

    const all = await list(`q=${tag}&itemsPerPage=-1`);
    expect(all.total).toBe(3);
    // Newest first by default.
    expect(all.categories.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(all.categories.find((x) => x.id === b.id)).toMatchObject({ products: 2, earnings: 100.3 });
    expect(all.categories.find((x) => x.id === c.id)).toMatchObject({ products: 1, earnings: 500 });
    expect(all.categories.find((x) => x.id === a.id)).toMatchObject({ products: 0, earnings: 0 });

    // q matches the slug too, case-insensitively.
    expect((await list(`q=CHARLIE-${tag.toUpperCase()}`)).categories.map((x) => x.id)).toEqual([c.id]);

    const order = async (sortBy: string, orderBy: string) =>
      (await list(`q=${tag}&sortBy=${sortBy}&orderBy=${orderBy}`)).categories.map((x) => x.id);
    expect(await order('name', 'asc')).toEqual([a.id, b.id, c.id]);
    expect(await order('name', 'desc')).toEqual([c.id, b.id, a.id]);
    expect(await order('products', 'asc')).toEqual([a.id, c.id, b.id]);
    expect(await order('products', 'desc')).toEqual([b.id, c.id, a.id]);
    expect(await order('earnings', 'asc')).toEqual([a.id, b.id, c.id]);
    expect(await order('earnings', 'desc')).toEqual([c.id, b.id, a.id]);

    const page2 = await list(`q=${tag}&itemsPerPage=2&page=2`);
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.categories.map((x) => x.id)).toEqual([a.id]);
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'itemsPerPage=abc', 'itemsPerPage=0']) {
      const body = await list(`q=${tag}&${bad}`);
      expect(body.total, bad).toBe(3);
      expect(body.categories, bad).toHaveLength(3);
    }
    expect((await list(`q=${tag}&page=5`)).categories).toEqual([]);
    expect((await t.call(admin, 'GET', `${URL}?sortBy=nope`)).statusCode).toBe(400);
  });

  it('deletes: 409 naming moveTo when in use, moves products with moveTo, frees subcategories, 404 unknown', async () => {
    const tag = `${TOKEN}d${++counter}`;
    const from = await create({ name: `From ${tag}` });
    const to = await create({ name: `To ${tag}` });
    const sub = await create({ name: `Sub ${tag}`, parentId: from.id });
    const p1 = await product(from.id, `${tag}-1`);
    const p2 = await product(from.id, `${tag}-2`);

    const inUse = await t.call(admin, 'DELETE', `${URL}/${from.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ message: CATEGORY_TEXT.inUse(2), errors: { moveTo: [CATEGORY_TEXT.inUse(2)] } });
    const self = await t.call(admin, 'DELETE', `${URL}/${from.id}?moveTo=${from.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual({ moveTo: [CATEGORY_TEXT.moveToSelf] });
    const missing = await t.call(admin, 'DELETE', `${URL}/${from.id}?moveTo=99999999`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ moveTo: [CATEGORY_TEXT.moveToMissing] });

    const deleted = await t.call(admin, 'DELETE', `${URL}/${from.id}?moveTo=${to.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const p of [p1, p2]) {
      const moved = (await t.call(admin, 'GET', `/api/apps/ecommerce/products/${p.id}`)).json<ProductDetail>();
      expect(moved).toMatchObject({ categoryId: to.id, category: to.name });
    }
    expect((await list(`q=${encodeURIComponent(`To ${tag}`)}`)).categories[0]).toMatchObject({ products: 2 });
    expect((await t.call(admin, 'GET', `${URL}/${sub.id}`)).json()).toMatchObject({ parentId: null, parentName: null });
    expect((await t.call(admin, 'GET', `${URL}/${from.id}`)).statusCode).toBe(404);

    const again = await t.call(admin, 'DELETE', `${URL}/${from.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CATEGORY_TEXT.notFound);
    // An empty category goes without moveTo.
    expect((await t.call(admin, 'DELETE', `${URL}/${sub.id}`)).statusCode).toBe(204);
  });

  it('answers 401 signed out and 403 without the Product rules', async () => {
    const client = await signIn(t.app, CLIENT);
    const subscriber = await t.userWithRole('subscriber');
    const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string]> = [
      ['GET', URL],
      ['POST', URL],
      ['PUT', `${URL}/1`],
      ['DELETE', `${URL}/1`],
    ];
    for (const [method, url] of calls) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await t.call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(client, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(subscriber, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
