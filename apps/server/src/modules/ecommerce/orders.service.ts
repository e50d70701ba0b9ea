import {
  nextOrderStatuses,
  ORDER_STATUSES,
  ORDER_TEXT,
  type Address,
  type OrderDetail,
  type OrderListQuery,
  type OrderStats,
  type OrderStatus,
  type OrderStatusBody,
  type PaymentCode,
  type StoreSettingsInput,
} from '@mizan/contracts';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { orderCreateBodySchema, orderStatusBodySchema } from '@mizan/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import {
  ecommerceCustomers,
  ecommerceOrderEvents,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceOrderTallies,
  ecommerceProductImages,
  ecommerceProducts,
} from './ecommerce.table.ts';
import { listOrders, orderRowsOfIds } from './orders.list.ts';
import { applyOrderToRollups, moveOrderPayment, moveOrderTally, type OrderFigures } from './rollups.ts';
import { amount, orderSearchText } from './shared.ts';
import { readStoreSettings, storeCurrency } from './store.ts';

/** The picture url of an image id. */
export const imageUrl = (imageId: number | null | undefined) =>
  imageId == null ? null : `/api/apps/ecommerce/images/${imageId}`;

// Money as integer cents (bigint): exact decimal text in, exact decimal text out, never a float.

/** "19.99" → 1999n; "-3.5" → -350n. */
export function toCents(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** 1999n → "19.99". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** `cents × rate / 100`, rounded half up to the cent; `rate` is decimal text ("15", "7.5"). */
export function percentOf(cents: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const numerator = cents * (BigInt(whole || '0') * scale + BigInt(fraction || '0'));
  const denominator = 100n * scale;
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The shipping fee of an order to `countryCode` with this subtotal: the zone's first rate, else the default. */
export function shippingFeeCents(settings: StoreSettingsInput, countryCode: string, subtotal: bigint): bigint {
  const zone = settings.shipping.zones.find((z) => z.countries.includes(countryCode));
  const rate = zone?.rates[0];
  if (!rate) return toCents(settings.shipping.defaultRate);
  if (rate.freeAbove != null && subtotal >= toCents(rate.freeAbove)) return 0n;
  return toCents(rate.price);
}

const EMPTY_ADDRESS: Address = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: '',
  phone: '',
};
const addressOf = (value: Partial<Address> | null | undefined): Address => ({
  name: value?.name ?? '',
  line1: value?.line1 ?? '',
  line2: value?.line2 ?? '',
  city: value?.city ?? '',
  state: value?.state ?? '',
  postcode: value?.postcode ?? '',
  countryCode: value?.countryCode ?? '',
  phone: value?.phone ?? '',
});

type CreateBody = z.infer<typeof orderCreateBodySchema>;
type StatusBody = z.infer<typeof orderStatusBodySchema>;
export interface OrderActor {
  id: number;
}

/** One order (by its number) as the details page shows it, or undefined. */
export async function readOrderDetail(db: Db, orderNumber: number): Promise<OrderDetail | undefined> {
  const [row] = await db
    .select({
      order: ecommerceOrders,
      customerNumber: ecommerceCustomers.customerNumber,
      avatar: ecommerceCustomers.avatar,
      contact: ecommerceCustomers.contact,
      customerOrders: ecommerceCustomers.orderCount,
    })
    .from(ecommerceOrders)
    .innerJoin(ecommerceCustomers, eq(ecommerceCustomers.id, ecommerceOrders.customerId))
    .where(eq(ecommerceOrders.orderNumber, orderNumber));
  if (!row) return undefined;
  const order = row.order;
  const [items, events] = await Promise.all([
    db
      .select({
        id: ecommerceOrderItems.id,
        productId: ecommerceOrderItems.productId,
        productName: ecommerceOrderItems.productName,
        sku: ecommerceOrderItems.sku,
        imageId: ecommerceOrderItems.imageId,
        price: ecommerceOrderItems.price,
        qty: ecommerceOrderItems.qty,
        total: sql<string>`(${ecommerceOrderItems.price} * ${ecommerceOrderItems.qty})::text`,
      })
      .from(ecommerceOrderItems)
      .where(eq(ecommerceOrderItems.orderId, order.id))
      .orderBy(asc(ecommerceOrderItems.id)),
    db
      .select({
        status: ecommerceOrderEvents.status,
        payment: ecommerceOrderEvents.payment,
        at: ecommerceOrderEvents.at,
        note: ecommerceOrderEvents.note,
        userId: users.id,
        fullName: users.fullName,
      })
      .from(ecommerceOrderEvents)
      .leftJoin(users, eq(users.id, ecommerceOrderEvents.userId))
      .where(eq(ecommerceOrderEvents.orderId, order.id))
      .orderBy(asc(ecommerceOrderEvents.at), asc(ecommerceOrderEvents.id)),
  ]);
  const placed = order.placedAt.toISOString();
  return {
    id: order.id,
    order: order.orderNumber,
    customer: order.customerName,
    customerId: row.customerNumber,
    email: order.customerEmail,
    avatar: row.avatar,
    payment: order.payment as PaymentCode,
    status: order.status,
    spent: amount(order.total),
    method: order.method,
    date: placed,
    time: placed.slice(11, 16),
    methodNumber: order.methodNumber,
    currency: order.currency,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      sku: item.sku,
      image: imageUrl(item.imageId),
      price: amount(item.price),
      qty: item.qty,
      total: amount(item.total),
    })),
    subtotal: amount(order.subtotal),
    discount: amount(order.discount),
    tax: amount(order.tax),
    shippingFee: amount(order.shippingFee),
    shippingAddress: addressOf(order.shippingAddress),
    billingAddress: addressOf(order.billingAddress),
    contact: row.contact,
    customerOrders: row.customerOrders,
    timeline: events.map((event) => ({
      status: event.status,
      ...(event.status === 'payment' && event.payment !== null && { payment: event.payment as PaymentCode }),
      at: event.at.toISOString(),
      by: event.userId != null && event.fullName != null ? { id: event.userId, fullName: event.fullName } : null,
      note: event.note,
    })),
    version: order.version,
  };
}

/** The figures the roll-ups need of a stored order (read in the write's transaction). */
async function figuresOf(tx: Db, order: typeof ecommerceOrders.$inferSelect): Promise<OrderFigures> {
  const items = await tx
    .select({
      productId: ecommerceOrderItems.productId,
      qty: ecommerceOrderItems.qty,
      price: ecommerceOrderItems.price,
    })
    .from(ecommerceOrderItems)
    .where(eq(ecommerceOrderItems.orderId, order.id));
  return {
    placedAt: order.placedAt,
    countryCode: order.countryCode,
    payment: order.payment,
    status: order.status,
    total: order.total,
    customerId: order.customerId,
    items,
  };
}

/** A key only this module takes: new order numbers are handed out one transaction at a time. */
const ORDER_NUMBER_LOCK = 7_000_001;

export function createOrdersService(db: Db) {
  return {
    list: async (query: OrderListQuery) => {
      const [list, currency] = await Promise.all([listOrders(db, query), storeCurrency(db)]);
      return { ...list, currency };
    },

    async stats(): Promise<OrderStats> {
      const rows = await db
        .select({
          payment: ecommerceOrderTallies.payment,
          status: ecommerceOrderTallies.status,
          orders: ecommerceOrderTallies.orders,
        })
        .from(ecommerceOrderTallies);
      const byPayment = { 1: 0, 2: 0, 3: 0, 4: 0 };
      const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
      let total = 0;
      for (const row of rows) {
        total += row.orders;
        if (row.payment in byPayment) byPayment[row.payment as PaymentCode] += row.orders;
        if (row.status in byStatus) byStatus[row.status] += row.orders;
      }
      return { total, byPayment, byStatus };
    },

    async get(orderNumber: number): Promise<OrderDetail> {
      const detail = await readOrderDetail(db, orderNumber);
      if (!detail) throw notFound(ORDER_TEXT.notFound);
      return detail;
    },

    /**
     * Moves the order forward (`status`) and/or changes its payment status (`payment`), each a step of its
     * timeline (the note goes on the status step when there is one), with the roll-ups moved in the same
     * transaction. A stale `version` is a 409; a status that is not later, or the payment it already has, a 400.
     */
    async setStatus(orderNumber: number, body: StatusBody | OrderStatusBody, actor: OrderActor): Promise<OrderDetail> {
      const { status, payment } = body;
      if (status === undefined && payment === undefined) throw fieldError('status', ORDER_TEXT.nothingToChange);
      return db.transaction(async (tx) => {
        if (payment !== undefined) {
          // A payment change writes the customer's spend: its row first, as an order creation or delete locks it.
          const [owner] = await tx
            .select({ customerId: ecommerceOrders.customerId })
            .from(ecommerceOrders)
            .where(eq(ecommerceOrders.orderNumber, orderNumber));
          if (owner) {
            await tx
              .select({ id: ecommerceCustomers.id })
              .from(ecommerceCustomers)
              .where(eq(ecommerceCustomers.id, owner.customerId))
              .for('update');
          }
        }
        const [order] = await tx
          .select()
          .from(ecommerceOrders)
          .where(eq(ecommerceOrders.orderNumber, orderNumber))
          .for('update');
        if (!order) throw notFound(ORDER_TEXT.notFound);
        if (order.version !== body.version) throw new HttpError(409, ORDER_TEXT.stale);
        if (status !== undefined && !nextOrderStatuses(order.status).includes(status)) {
          throw fieldError('status', ORDER_TEXT.backwards);
        }
        if (payment !== undefined && payment === order.payment) throw fieldError('payment', ORDER_TEXT.samePayment);
        const note = body.note ?? '';
        await tx
          .update(ecommerceOrders)
          .set({
            ...(status !== undefined && { status }),
            ...(payment !== undefined && { payment }),
            version: sql`${ecommerceOrders.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(ecommerceOrders.id, order.id));
        if (status !== undefined) {
          await tx.insert(ecommerceOrderEvents).values({ orderId: order.id, status, userId: actor.id, note });
        }
        if (payment !== undefined) {
          await tx.insert(ecommerceOrderEvents).values({
            orderId: order.id,
            status: 'payment',
            payment,
            userId: actor.id,
            note: status === undefined ? note : '',
          });
          await moveOrderPayment(tx, await figuresOf(tx, order), { payment, status: status ?? order.status });
        } else if (status !== undefined) {
          await moveOrderTally(tx, order.payment, order.status, status);
        }
        return (await readOrderDetail(tx, orderNumber))!;
      });
    },

    async create(body: CreateBody, actor: OrderActor): Promise<OrderDetail> {
      const settings = await readStoreSettings(db);
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select()
          .from(ecommerceCustomers)
          .where(eq(ecommerceCustomers.customerNumber, body.customerId))
          .for('update');
        if (!customer) throw fieldError('customerId', ORDER_TEXT.customerMissing);

        // One line per product (the same product twice adds up), in the order first given.
        const wanted = new Map<number, number>();
        for (const item of body.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.qty);
        const productIds = [...wanted.keys()];
        const products = await tx
          .select({
            id: ecommerceProducts.id,
            name: ecommerceProducts.name,
            sku: ecommerceProducts.sku,
            status: ecommerceProducts.status,
            inStock: ecommerceProducts.inStock,
            qty: ecommerceProducts.qty,
            price: sql<string>`coalesce(${ecommerceProducts.discountedPrice}, ${ecommerceProducts.basePrice})::text`,
            chargeTax: ecommerceProducts.chargeTax,
            imageId: sql<number | null>`(select ${ecommerceProductImages.imageId} from ${ecommerceProductImages}
              where ${ecommerceProductImages.productId} = ${ecommerceProducts.id}
              order by ${ecommerceProductImages.position} limit 1)`,
          })
          .from(ecommerceProducts)
          .where(inArray(ecommerceProducts.id, productIds))
          .orderBy(asc(ecommerceProducts.id))
          .for('update', { of: ecommerceProducts });
        const byId = new Map(products.map((product) => [product.id, product]));

        let subtotal = 0n;
        let taxable = 0n;
        const lines = productIds.map((productId) => {
          const product = byId.get(productId);
          if (!product) throw fieldError('items', ORDER_TEXT.productMissing);
          const qty = wanted.get(productId)!;
          if (product.status !== 'Published') throw fieldError('items', ORDER_TEXT.notPublished(product.name));
          if (!product.inStock || product.qty < qty) throw fieldError('items', ORDER_TEXT.outOfStock(product.name));
          const lineTotal = toCents(product.price) * BigInt(qty);
          subtotal += lineTotal;
          if (product.chargeTax) taxable += lineTotal;
          return { product, qty };
        });

        const rate = settings.store.taxRate;
        const includesTax = settings.store.pricesIncludeTax;
        // Prices with tax included carry it already: its share is rate / (100 + rate) of the taxable lines.
        const tax = includesTax ? taxable - removeTax(taxable, rate) : percentOf(taxable, rate);
        const shippingAddress = addressOf(
          body.shippingAddress ?? {
            ...EMPTY_ADDRESS,
            ...customer.address,
            name: customer.address?.name || customer.name,
          },
        );
        const billingAddress = addressOf(
          body.billingAddress ?? {
            ...EMPTY_ADDRESS,
            ...customer.billing,
            name: customer.billing?.name || customer.name,
          },
        );
        const countryCode = shippingAddress.countryCode || customer.countryCode;
        const shipping = shippingFeeCents(settings, countryCode, subtotal);
        const total = subtotal + (includesTax ? 0n : tax) + shipping;

        await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NUMBER_LOCK}::bigint)`);
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${ecommerceOrders.orderNumber}), 0)`.mapWith(Number) })
          .from(ecommerceOrders);
        const orderNumber = (last?.n ?? 0) + 1;
        const [order] = await tx
          .insert(ecommerceOrders)
          .values({
            orderNumber,
            customerId: customer.id,
            customerName: customer.name,
            customerEmail: customer.email,
            countryCode,
            status: 'Dispatched',
            payment: body.payment,
            method: body.method,
            methodNumber: body.methodNumber,
            currency: settings.store.currency,
            subtotal: fromCents(subtotal),
            discount: '0',
            tax: fromCents(tax),
            shippingFee: fromCents(shipping),
            total: fromCents(total),
            shippingAddress,
            billingAddress,
            searchText: orderSearchText(orderNumber, customer.name, customer.email),
          })
          .returning();
        const stored = order!;
        await tx.insert(ecommerceOrderItems).values(
          lines.map(({ product, qty }) => ({
            orderId: stored.id,
            productId: product.id,
            productName: product.name,
            sku: product.sku,
            imageId: product.imageId,
            price: product.price,
            qty,
          })),
        );
        for (const { product, qty } of lines) {
          await tx
            .update(ecommerceProducts)
            .set({
              qty: sql`${ecommerceProducts.qty} - ${qty}`,
              inStock: sql`${ecommerceProducts.qty} - ${qty} > 0`,
              updatedAt: new Date(),
              version: sql`${ecommerceProducts.version} + 1`,
            })
            .where(eq(ecommerceProducts.id, product.id));
        }
        await tx
          .insert(ecommerceOrderEvents)
          .values({ orderId: stored.id, status: 'placed', at: stored.placedAt, userId: actor.id });
        await applyOrderToRollups(
          tx,
          {
            placedAt: stored.placedAt,
            countryCode,
            payment: stored.payment,
            status: stored.status,
            total: fromCents(total),
            customerId: customer.id,
            items: lines.map(({ product, qty }) => ({ productId: product.id, qty, price: product.price })),
          },
          1,
        );
        return (await readOrderDetail(tx, orderNumber))!;
      });
    },

    /**
     * Deletes an order, named by its row id or its number (`by`, else either), and takes away its roll-ups; an
     * unknown one is no error (spec §8: 204 anyway); a value that is one order's id and another's number is a 409:
     * ids and numbers both grow from wherever the table started, so their ranges can meet.
     */
    async remove(reference: number, by?: 'id' | 'number'): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: ecommerceOrders.id, customerId: ecommerceOrders.customerId })
          .from(ecommerceOrders)
          .where(
            by === 'id'
              ? eq(ecommerceOrders.id, reference)
              : by === 'number'
                ? eq(ecommerceOrders.orderNumber, reference)
                : or(eq(ecommerceOrders.id, reference), eq(ecommerceOrders.orderNumber, reference)),
          );
        if (found.length > 1) throw fieldError('id', ORDER_TEXT.ambiguousReference(reference), 409);
        const [match] = found;
        if (!match) return;
        // The customer first, as an order creation or a customer edit locks it: the same order of locks, no deadlock.
        await tx
          .select({ id: ecommerceCustomers.id })
          .from(ecommerceCustomers)
          .where(eq(ecommerceCustomers.id, match.customerId))
          .for('update');
        const [order] = await tx.select().from(ecommerceOrders).where(eq(ecommerceOrders.id, match.id)).for('update');
        if (!order) return;
        const figures = await figuresOf(tx, order);
        await tx.delete(ecommerceOrders).where(eq(ecommerceOrders.id, order.id));
        await applyOrderToRollups(tx, figures, -1);
      });
    },

    /** Recent orders for the dashboard (the placed-at index). */
    rowsOfIds: (ids: number[]) => orderRowsOfIds(db, ids),
  };
}

/** The pre-tax part of tax-inclusive cents: `cents × 100 / (100 + rate)`, rounded half up. */
function removeTax(cents: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const r = BigInt(whole || '0') * scale + BigInt(fraction || '0');
  const numerator = cents * 100n * scale;
  const denominator = 100n * scale + r;
  return (2n * numerator + denominator) / (2n * denominator);
}

export type OrdersService = ReturnType<typeof createOrdersService>;
