import {
  CUSTOMER_NOTIFICATION_CHANNELS,
  CUSTOMER_NOTIFICATION_EVENTS,
  type Address,
  type CustomerNotifications,
  type OrderStatus,
  type PaymentMethod,
  type ProductStatus,
} from '@mizan/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ecommerceCategories,
  ecommerceCustomers,
  ecommerceOrderEvents,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceProducts,
} from './ecommerce.table.ts';
import { customerSearchText, orderSearchText } from './shared.ts';
import { fromCents, toCents } from './orders.service.ts';
import { applyOrderToRollups } from './rollups.ts';

/**
 * Test fixtures: a shop's rows written straight with Drizzle (no API), each with a unique token in its names so a
 * test can find its own rows among demo data (`q=<token>`). Orders written here also update the roll-ups.
 */

let serial = 0;
/** A token no other row carries ("zqx17a3k…"): put it in names and search with it. */
export const shopToken = (prefix = 'zq') =>
  `${prefix}${Date.now().toString(36)}${(++serial).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type CategoryRow = typeof ecommerceCategories.$inferSelect;
export type ProductRow = typeof ecommerceProducts.$inferSelect;
export type CustomerRow = typeof ecommerceCustomers.$inferSelect;
export type OrderRow = typeof ecommerceOrders.$inferSelect;

export async function insertCategory(db: Db, name = `Category ${shopToken()}`): Promise<CategoryRow> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db.insert(ecommerceCategories).values({ name, slug }).returning();
  return row!;
}

export interface ProductFixture {
  categoryId: number;
  name?: string;
  brand?: string;
  /** Decimal text. */
  price?: string;
  discountedPrice?: string | null;
  qty?: number;
  status?: ProductStatus;
  chargeTax?: boolean;
  inStock?: boolean;
}

export async function insertProduct(db: Db, fixture: ProductFixture): Promise<ProductRow> {
  const token = shopToken('p');
  const [row] = await db
    .insert(ecommerceProducts)
    .values({
      name: fixture.name ?? `Product ${token}`,
      brand: fixture.brand ?? 'Testbrand',
      sku: `SKU-${token}`,
      categoryId: fixture.categoryId,
      status: fixture.status ?? 'Published',
      basePrice: fixture.price ?? '10.00',
      discountedPrice: fixture.discountedPrice ?? null,
      chargeTax: fixture.chargeTax ?? true,
      inStock: fixture.inStock ?? true,
      qty: fixture.qty ?? 100,
      shipping: { fulfilledBy: 'company', weightGrams: null, freeShipping: false },
    })
    .returning();
  return row!;
}

export const testAddress = (overrides: Partial<Address> = {}): Address => ({
  name: '',
  line1: '1 Test Street',
  line2: '',
  city: 'Testville',
  state: '',
  postcode: '12345',
  countryCode: 'FR',
  phone: '+33 1 00 00 00 00',
  ...overrides,
});

export const testNotifications = (): CustomerNotifications =>
  Object.fromEntries(
    CUSTOMER_NOTIFICATION_EVENTS.map((event) => [
      event,
      Object.fromEntries(CUSTOMER_NOTIFICATION_CHANNELS.map((channel) => [channel, channel === 'email'])),
    ]),
  ) as CustomerNotifications;

export interface CustomerFixture {
  name?: string;
  email?: string;
  country?: string;
  countryCode?: string;
  createdAt?: Date;
}

/** A customer with the next free customer number. */
export async function insertCustomer(db: Db, fixture: CustomerFixture = {}): Promise<CustomerRow> {
  const token = shopToken('c');
  const name = fixture.name ?? `Customer ${token}`;
  const email = fixture.email ?? `${token}@shop.test`;
  const country = fixture.country ?? 'France';
  const countryCode = fixture.countryCode ?? 'FR';
  const [next] = await db
    .select({ n: sql<number>`coalesce(max(${ecommerceCustomers.customerNumber}), 0) + 1`.mapWith(Number) })
    .from(ecommerceCustomers);
  const customerNumber = next!.n;
  const address = testAddress({ countryCode });
  const [row] = await db
    .insert(ecommerceCustomers)
    .values({
      customerNumber,
      name,
      email,
      country,
      countryCode,
      contact: '+33 6 00 00 00 00',
      address,
      billing: { ...address, companyName: '', taxId: '' },
      notifications: testNotifications(),
      searchText: customerSearchText(name, email, country, customerNumber),
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning();
  return row!;
}

export interface OrderFixture {
  customer: CustomerRow;
  items: Array<{ product: ProductRow; qty: number }>;
  payment?: 1 | 2 | 3 | 4;
  status?: OrderStatus;
  method?: PaymentMethod;
  placedAt?: Date;
  countryCode?: string;
  /** Decimal text; the total is subtotal + shipping. */
  shippingFee?: string;
}

/** An order with the next order number, its items and `placed` event, added to the roll-ups. */
export async function insertOrder(db: Db, fixture: OrderFixture): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ n: sql<number>`coalesce(max(${ecommerceOrders.orderNumber}), 0) + 1`.mapWith(Number) })
      .from(ecommerceOrders);
    const orderNumber = next!.n;
    const [customer] = await tx.select().from(ecommerceCustomers).where(eq(ecommerceCustomers.id, fixture.customer.id));
    const lines = fixture.items.map(({ product, qty }) => ({
      product,
      qty,
      price: product.discountedPrice ?? product.basePrice,
    }));
    const subtotal = lines.reduce((sum, line) => sum + toCents(line.price) * BigInt(line.qty), 0n);
    const shipping = toCents(fixture.shippingFee ?? '0');
    const countryCode = fixture.countryCode ?? customer!.countryCode;
    const address = testAddress({ countryCode });
    const [order] = await tx
      .insert(ecommerceOrders)
      .values({
        orderNumber,
        customerId: customer!.id,
        customerName: customer!.name,
        customerEmail: customer!.email,
        countryCode,
        status: fixture.status ?? 'Dispatched',
        payment: fixture.payment ?? 1,
        method: fixture.method ?? 'mastercard',
        methodNumber: '4242',
        currency: 'USD',
        subtotal: fromCents(subtotal),
        shippingFee: fromCents(shipping),
        total: fromCents(subtotal + shipping),
        shippingAddress: address,
        billingAddress: address,
        searchText: orderSearchText(orderNumber, customer!.name, customer!.email),
        ...(fixture.placedAt ? { placedAt: fixture.placedAt } : {}),
      })
      .returning();
    if (lines.length) {
      await tx.insert(ecommerceOrderItems).values(
        lines.map((line) => ({
          orderId: order!.id,
          productId: line.product.id,
          productName: line.product.name,
          sku: line.product.sku,
          price: line.price,
          qty: line.qty,
        })),
      );
    }
    await tx.insert(ecommerceOrderEvents).values({ orderId: order!.id, status: 'placed', at: order!.placedAt });
    await applyOrderToRollups(
      tx,
      {
        placedAt: order!.placedAt,
        countryCode,
        payment: order!.payment,
        status: order!.status,
        total: order!.total,
        customerId: customer!.id,
        items: lines.map((line) => ({ productId: line.product.id, qty: line.qty, price: line.price })),
      },
      1,
    );
    return order!;
  });
}
