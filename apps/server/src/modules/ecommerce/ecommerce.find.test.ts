import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { ecommerceCategories, ecommerceCustomers, ecommerceOrders, ecommerceProducts } from './ecommerce.table.ts';

const ctx = setupTestApp();
let admin: SignedIn;
const address = { name: '', line1: '', line2: '', city: '', state: '', postcode: '', countryCode: 'FR', phone: '' };

beforeAll(async () => {
  admin = await signIn(ctx.app, ADMIN);
  const [category] = await ctx.db
    .insert(ecommerceCategories)
    .values({ name: 'Findable gear', slug: 'findable-gear' })
    .returning();
  await ctx.db.insert(ecommerceProducts).values({
    name: 'Zqxwv lantern',
    brand: 'Lumo',
    sku: 'ZQX-LANTERN-1',
    categoryId: category!.id,
    status: 'Published',
    basePrice: '19.99',
    qty: 3,
    shipping: { fulfilledBy: 'company', weightGrams: null, freeShipping: false },
  });
  const [customer] = await ctx.db
    .insert(ecommerceCustomers)
    .values({
      customerNumber: 987_650,
      name: 'Zqxwv Dupont',
      email: 'zqxwv.dupont@example.fr',
      countryCode: 'FR',
      address,
      billing: { ...address, companyName: '', taxId: '' },
      notifications: {} as never,
      searchText: 'zqxwv dupont zqxwv.dupont@example.fr france 987650',
    })
    .returning();
  await ctx.db.insert(ecommerceOrders).values({
    orderNumber: 987_651,
    customerId: customer!.id,
    customerName: 'Zqxwv Dupont',
    customerEmail: 'zqxwv.dupont@example.fr',
    status: 'Dispatched',
    payment: 1,
    method: 'mastercard',
    currency: 'USD',
    subtotal: '19.99',
    total: '19.99',
    shippingAddress: address,
    billingAddress: address,
    searchText: '987651 zqxwv dupont zqxwv.dupont@example.fr',
  });
});

const ecommerceGroup = async (who: SignedIn, q: string) => {
  const response = await ctx.call(who, 'GET', `/api/app-bar/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  const groups = response.json() as Array<{ category: string; children: Array<{ url: string; title: string }> }>;
  return groups.find((group) => group.category === 'ecommerce')?.children ?? [];
};

describe('global search: e-commerce records', () => {
  it('finds a product by name and a customer by name, each linking to its page', async () => {
    const found = await ecommerceGroup(admin, 'zqxwv');
    expect(found.map((item) => item.title)).toEqual(expect.arrayContaining(['Zqxwv lantern', 'Zqxwv Dupont']));
    expect(found.find((item) => item.title === 'Zqxwv lantern')!.url).toMatch(
      /^\/apps\/ecommerce\/product\/edit\/\d+$/,
    );
    expect(found.find((item) => item.title === 'Zqxwv Dupont')!.url).toBe('/apps/ecommerce/customer/details/987650');
  });

  it('finds a product by SKU and an order by its number, with or without #', async () => {
    expect((await ecommerceGroup(admin, 'zqx-lantern')).map((item) => item.title)).toContain('Zqxwv lantern');
    for (const q of ['987651', '#987651']) {
      const found = await ecommerceGroup(admin, q);
      expect(found[0]).toMatchObject({ title: '#987651', url: '/apps/ecommerce/order/details/987651' });
    }
  });

  it('shows nothing of the shop to a user who may not read it', async () => {
    const client = await signIn(ctx.app, CLIENT);
    expect(await ecommerceGroup(client, 'zqxwv')).toEqual([]);
    expect(await ecommerceGroup(client, '987651')).toEqual([]);
  });
});
