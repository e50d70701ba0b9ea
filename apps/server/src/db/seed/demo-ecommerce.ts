import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  CUSTOMER_NOTIFICATION_CHANNELS,
  CUSTOMER_NOTIFICATION_EVENTS,
  ORDER_STATUSES,
  type Address,
  type CustomerNotifications,
  type CustomerStatus,
  type OrderStatus,
  type ProductStatus,
  type ReferralStatus,
  type ReviewStatus,
} from '@mizan/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  ecommerceCategories,
  ecommerceCustomers,
  ecommerceImages,
  ecommerceOrderEvents,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceProductImages,
  ecommerceProducts,
  ecommerceReferrals,
  ecommerceReviews,
  ecommerceWishlist,
} from '../../modules/ecommerce/ecommerce.table.ts';
import { rebuildEcommerceRollups } from '../../modules/ecommerce/rollups.ts';
import { customerSearchText, orderSearchText } from '../../modules/ecommerce/shared.ts';
import { COMPANIES, DEMO_CATEGORIES, DEMO_COUNTRIES, DEMO_PRODUCTS, REVIEW_TEXTS } from './demo-ecommerce-data.ts';
import { seededRandom } from './seeded-random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEMO_ECOMMERCE = {
  customers: 100,
  orders: 400,
  reviews: 80,
  referrals: 30,
  wishlist: 24,
  firstOrderNumber: 5001,
} as const;
const TAX_PERCENT = 15;
const SHIPPING_CENTS = 1000;
const FREE_SHIPPING_FROM_CENTS = 10_000;

/** Cents as exact decimal text ("1299.99"). */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

// A minimal PNG encoder: one vertical gradient per category, 48 × 48, RGB.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
export function gradientPng(top: readonly number[], bottom: readonly number[], size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const t = y / (size - 1);
    const rgb = [0, 1, 2].map((i) => Math.round(top[i]! + (bottom[i]! - top[i]!) * t));
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) raw.set(rgb, row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A multi-row insert sent as ONE JSON parameter (`jsonb_to_recordset`): far quicker on PGlite than thousands of bind
 * parameters. The rows are the table's insert values (Drizzle's property names); `returning` names the properties
 * to read back, in insertion order.
 */
async function bulkInsert<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  db: Db,
  table: T,
  values: Array<T['$inferInsert']>,
  returning: K[] = [],
): Promise<Array<Pick<T['$inferSelect'], K>>> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in (values[0] as object));
  const payload = values.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      out[column.name] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const types = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', ');
  const back = returning.map((key) => `"${getTableColumns(table)[key]!.name}" as "${key}"`).join(', ');
  const result = await db.execute(sql`
    insert into ${table} (${sql.raw(names)})
    select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as t(${sql.raw(types)})
    ${returning.length ? sql.raw(`returning ${back}`) : sql``}`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return [...rows] as Array<Pick<T['$inferSelect'], K>>;
}

/**
 * The demo store (spec volumes): 6 categories, ~40 products, 100 customers in 12 countries, ~400 orders over the
 * last 12 months (growing towards now), ~80 reviews, ~30 referrals and a few wishlists; then the roll-ups are
 * rebuilt from the orders. Deterministic: a seeded PRNG, times relative to now. Settings are not written (the
 * defaults apply: USD, 15% tax, 10 shipping).
 */
export async function seedDemoEcommerce(db: Db): Promise<void> {
  const random = seededRandom(20_261_121);
  const now = Date.now();

  // Pictures: one gradient per category, used by the category and as each of its products' first picture.
  const images = await db
    .insert(ecommerceImages)
    .values(
      DEMO_CATEGORIES.map((category) => {
        const bytes = gradientPng(category.colours[0], category.colours[1]);
        return {
          mime: 'image/png',
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
          createdAt: new Date(now - 400 * DAY),
        };
      }),
    )
    .returning({ id: ecommerceImages.id });

  const categories = await db
    .insert(ecommerceCategories)
    .values(
      DEMO_CATEGORIES.map((category, i) => ({
        name: category.name,
        slug: category.slug,
        description: category.description,
        imageId: images[i]!.id,
        createdAt: new Date(now - 400 * DAY),
        updatedAt: new Date(now - 400 * DAY),
      })),
    )
    .returning({ id: ecommerceCategories.id });

  // Products: mostly Published, a few Inactive, two Scheduled for the coming weeks.
  const productValues: Array<typeof ecommerceProducts.$inferInsert> = [];
  const productMeta: Array<{
    category: number;
    price: number;
    chargeTax: boolean;
    freeShipping: boolean;
    status: ProductStatus;
  }> = [];
  const inactive = new Set([6, 20, 33, 39]);
  const scheduled = new Map([
    [12, 9],
    [28, 21],
  ]);
  let serial = 0;
  DEMO_PRODUCTS.forEach((list, c) => {
    const category = DEMO_CATEGORIES[c]!;
    list.forEach((product, i) => {
      const n = serial++;
      const status: ProductStatus = scheduled.has(n) ? 'Scheduled' : inactive.has(n) ? 'Inactive' : 'Published';
      const discounted = n % 4 === 1 ? Math.round((product.cents * random.pick([80, 85, 90])) / 100) - 1 : null;
      const qty = n % 9 === 4 ? 0 : n % 7 === 3 ? random.int(1, 9) : random.int(12, 200);
      const chargeTax = category.code !== 'OFF' || i % 2 === 0;
      const freeShipping = product.cents >= 30_000;
      const created = new Date(now - (380 - n * 3) * DAY);
      productValues.push({
        name: product.name,
        brand: product.brand,
        sku: `${category.code}-${1001 + i}-${product.brand.slice(0, 2).toUpperCase()}`,
        barcode: String(5_901_234_100_000 + n * 137),
        description: `<p>${product.blurb}</p><ul><li>Brand: <strong>${product.brand}</strong></li><li>Ships in 1-3 business days</li></ul>`,
        categoryId: categories[c]!.id,
        collection: i % 3 === 0 ? 'Bestsellers' : i % 3 === 1 ? 'New arrivals' : '',
        status,
        scheduledAt: status === 'Scheduled' ? new Date(now + scheduled.get(n)! * DAY) : null,
        tags: product.tags,
        basePrice: money(product.cents),
        discountedPrice: discounted === null ? null : money(discounted),
        chargeTax,
        inStock: qty > 0,
        qty,
        restockOn: qty === 0 ? new Date(now + (7 + n) * DAY).toISOString().slice(0, 10) : null,
        variants: product.variants ?? [],
        shipping: {
          fulfilledBy: i % 4 === 0 ? 'seller' : 'company',
          weightGrams: product.grams,
          freeShipping,
        },
        createdAt: created,
        updatedAt: new Date(created.getTime() + 5 * DAY),
      });
      productMeta.push({
        category: c,
        price: discounted ?? product.cents,
        chargeTax,
        freeShipping,
        status,
      });
    });
  });
  const products = await bulkInsert(db, ecommerceProducts, productValues, ['id']);
  await db.insert(ecommerceProductImages).values(
    products.map((product, i) => ({
      productId: product.id,
      imageId: images[productMeta[i]!.category]!.id,
      position: 0,
    })),
  );

  // Customers.
  interface Person {
    name: string;
    email: string;
    country: (typeof DEMO_COUNTRIES)[number];
    number: number;
    address: Address;
  }
  const people: Person[] = [];
  const emails = new Set<string>();
  let customerNumber = 104_000;
  for (const country of DEMO_COUNTRIES) {
    for (let k = 0; k < country.customers; k++) {
      const first = country.first[(k + random.int(0, 2)) % country.first.length]!;
      const last = country.last[(k * 3 + random.int(0, 4)) % country.last.length]!;
      const name = `${first} ${last}`;
      const handle = random.pick([
        `${ascii(first)}.${ascii(last)}`,
        `${ascii(first)}${ascii(last)}`,
        `${ascii(first)[0]}${ascii(last)}`,
      ]);
      let email = `${handle}@${random.pick(country.domains)}`;
      for (let dup = 2; emails.has(email); dup++) email = `${handle}${dup}@${email.split('@')[1]}`;
      emails.add(email);
      customerNumber += random.int(40, 9000);
      const [city, state] = random.pick(country.cities);
      people.push({
        name,
        email,
        country,
        number: customerNumber,
        address: {
          name,
          line1: `${random.int(1, 240)} ${random.pick(country.streets)}`,
          line2: random.chance(0.3) ? `Apt ${random.int(1, 80)}` : '',
          city,
          state,
          postcode: String(random.int(10_000, 99_999)),
          countryCode: country.code,
          phone: `${country.dial} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
        },
      });
    }
  }

  // Orders first (times), so each customer joined before their first order.
  interface Line {
    product: number;
    qty: number;
  }
  interface PlannedOrder {
    person: number;
    placedAt: number;
    status: OrderStatus;
    payment: 1 | 2 | 3 | 4;
    lines: Line[];
  }
  const sellable = productMeta.flatMap((meta, i) => (meta.status === 'Published' ? [i] : []));
  // Loyal customers order more often: a skewed pick.
  const personWeights = people.map((_, i) => [i, 1 + ((i * 7919) % 5)] as const);
  const planned: PlannedOrder[] = [];
  for (let k = 0; k < DEMO_ECOMMERCE.orders; k++) {
    // Density grows towards now: days ago = 365 × (1 - √u).
    const daysAgo = 365 * (1 - Math.sqrt(random.next()));
    const placedAt = now - Math.round(daysAgo * DAY) - random.int(0, 50) * MINUTE;
    const age = (now - placedAt) / DAY;
    const status: OrderStatus =
      age > 14
        ? 'Delivered'
        : age > 7
          ? random.weighted([
              ['Delivered', 6],
              ['Ready to Pickup', 2],
            ])
          : age > 2
            ? random.weighted([
                ['Dispatched', 2],
                ['Out for Delivery', 3],
                ['Ready to Pickup', 2],
                ['Delivered', 2],
              ])
            : random.weighted([
                ['Dispatched', 3],
                ['Out for Delivery', 1],
              ]);
    const payment =
      age > 30
        ? random.weighted([
            [1, 90],
            [3, 6],
            [4, 4],
          ] as const)
        : random.weighted([
            [1, 70],
            [2, 20],
            [3, 5],
            [4, 5],
          ] as const);
    const count = random.weighted([
      [1, 45],
      [2, 30],
      [3, 17],
      [4, 8],
    ] as const);
    const lines: Line[] = [];
    while (lines.length < count) {
      const product = random.pick(sellable);
      if (lines.some((line) => line.product === product)) continue;
      lines.push({
        product,
        qty: random.weighted([
          [1, 75],
          [2, 18],
          [3, 7],
        ] as const),
      });
    }
    planned.push({
      person: random.weighted(personWeights),
      placedAt,
      status,
      payment,
      lines,
    });
  }
  planned.sort((a, b) => a.placedAt - b.placedAt);

  const firstOrder = new Map<number, number>();
  for (const order of planned) if (!firstOrder.has(order.person)) firstOrder.set(order.person, order.placedAt);
  const notifications = (): CustomerNotifications => {
    const result = {} as Record<string, Record<string, boolean>>;
    for (const event of CUSTOMER_NOTIFICATION_EVENTS) {
      result[event] = {};
      for (const channel of CUSTOMER_NOTIFICATION_CHANNELS)
        result[event]![channel] =
          event === 'orderUpdates' ? channel !== 'sms' || random.chance(0.3) : random.chance(0.35);
    }
    return result as CustomerNotifications;
  };
  const customers = await bulkInsert(
    db,
    ecommerceCustomers,
    people.map((person, i) => {
      const joined =
        Math.min(firstOrder.get(i) ?? now - random.int(1, 300) * DAY, now) -
        random.int(1, 40) * DAY -
        random.int(0, 600) * MINUTE;
      const status: CustomerStatus = i % 23 === 7 ? 'Suspended' : i % 11 === 5 ? 'Inactive' : 'Active';
      return {
        customerNumber: person.number,
        name: person.name,
        email: person.email,
        country: person.country.name,
        countryCode: person.country.code,
        contact: person.address.phone,
        language: person.country.language,
        status,
        avatar: '',
        twoFactorEnabled: i % 5 === 2,
        address: person.address,
        billing: {
          ...person.address,
          companyName: i % 6 === 0 ? random.pick(COMPANIES) : '',
          taxId: i % 6 === 0 ? `TX${person.number}` : '',
        },
        notifications: notifications(),
        searchText: customerSearchText(person.name, person.email, person.country.name, person.number),
        createdAt: new Date(joined),
        updatedAt: new Date(joined),
      };
    }),
    ['id'],
  );

  const orders = await bulkInsert(
    db,
    ecommerceOrders,
    planned.map((order, k) => {
      const person = people[order.person]!;
      const orderNumber = DEMO_ECOMMERCE.firstOrderNumber + k;
      let subtotal = 0;
      let taxable = 0;
      let free = false;
      for (const line of order.lines) {
        const meta = productMeta[line.product]!;
        subtotal += meta.price * line.qty;
        if (meta.chargeTax) taxable += meta.price * line.qty;
        free ||= meta.freeShipping;
      }
      const tax = Math.round((taxable * TAX_PERCENT) / 100);
      const shippingFee = free || subtotal >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
      const method = random.chance(0.6) ? 'mastercard' : 'paypalLogo';
      return {
        orderNumber,
        customerId: customers[order.person]!.id,
        customerName: person.name,
        customerEmail: person.email,
        countryCode: person.country.code,
        status: order.status,
        payment: order.payment,
        method,
        methodNumber: method === 'mastercard' ? String(random.int(1000, 9999)) : '',
        currency: 'USD',
        subtotal: money(subtotal),
        tax: money(tax),
        shippingFee: money(shippingFee),
        total: money(subtotal + tax + shippingFee),
        shippingAddress: person.address,
        billingAddress: person.address,
        placedAt: new Date(order.placedAt),
        searchText: orderSearchText(orderNumber, person.name, person.email),
        updatedAt: new Date(order.placedAt),
      } satisfies typeof ecommerceOrders.$inferInsert;
    }),
    ['id'],
  );

  const items: Array<typeof ecommerceOrderItems.$inferInsert> = [];
  const events: Array<typeof ecommerceOrderEvents.$inferInsert> = [];
  planned.forEach((order, k) => {
    const orderId = orders[k]!.id;
    for (const line of order.lines) {
      const meta = productMeta[line.product]!;
      const product = productValues[line.product]!;
      items.push({
        orderId,
        productId: products[line.product]!.id,
        productName: product.name,
        sku: product.sku,
        imageId: images[meta.category]!.id,
        price: money(meta.price),
        qty: line.qty,
      });
    }
    // The timeline: placed, then each status step up to the current one, at increasing times before now.
    const steps = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(order.status) + 1);
    const offsets = [0];
    for (let s = 0; s < steps.length; s++)
      offsets.push(offsets[s]! + (s === 0 ? random.int(2, 20) * HOUR : random.int(6, 40) * HOUR));
    const room = now - MINUTE - order.placedAt;
    const scale = offsets[offsets.length - 1]! > room ? room / offsets[offsets.length - 1]! : 1;
    events.push({ orderId, status: 'placed', at: new Date(order.placedAt) });
    steps.forEach((status, s) =>
      events.push({
        orderId,
        status,
        at: new Date(order.placedAt + Math.round(offsets[s + 1]! * scale)),
      }),
    );
  });
  await bulkInsert(db, ecommerceOrderItems, items);
  await bulkInsert(db, ecommerceOrderEvents, events);

  // Reviews: by customers of what they bought, ratings skewed positive; recent ones often still Pending.
  const bought = planned.flatMap((order) =>
    order.lines.map((line) => ({
      person: order.person,
      product: line.product,
      at: order.placedAt,
    })),
  );
  const reviewed = new Set<string>();
  const reviews: Array<typeof ecommerceReviews.$inferInsert> = [];
  while (reviews.length < DEMO_ECOMMERCE.reviews) {
    const purchase = random.pick(bought);
    const key = `${purchase.person}:${purchase.product}`;
    if (reviewed.has(key)) continue;
    reviewed.add(key);
    const rating = random.weighted([
      [5, 45],
      [4, 32],
      [3, 12],
      [2, 6],
      [1, 5],
    ] as const);
    const [head, para] = random.pick(REVIEW_TEXTS[rating]);
    const at = Math.min(
      purchase.at + random.int(3, 20) * DAY + random.int(0, 1200) * MINUTE,
      now - random.int(5, 600) * MINUTE,
    );
    const status: ReviewStatus =
      now - at < 10 * DAY
        ? random.weighted([
            ['Pending', 2],
            ['Published', 1],
          ])
        : random.chance(0.08)
          ? 'Pending'
          : 'Published';
    reviews.push({
      productId: products[purchase.product]!.id,
      customerId: customers[purchase.person]!.id,
      rating,
      head,
      para,
      status,
      createdAt: new Date(at),
    });
  }
  await bulkInsert(db, ecommerceReviews, reviews);

  // Referrals: a customer brought in another (referredId is the referred one's number), each customer once.
  const referrals: Array<typeof ecommerceReferrals.$inferInsert> = [];
  const alreadyReferred = new Set<number>();
  for (let k = 0; k < DEMO_ECOMMERCE.referrals; k++) {
    const referrer = random.int(0, people.length - 1);
    let referred = random.int(0, people.length - 1);
    while (referred === referrer || alreadyReferred.has(referred)) referred = (referred + 1) % people.length;
    alreadyReferred.add(referred);
    const status: ReferralStatus = random.weighted([
      ['Paid', 5],
      ['Unpaid', 3],
      ['Rejected', 2],
    ]);
    const value = random.int(2_000, 250_000);
    const earning = status === 'Rejected' ? 0 : Math.round(value * random.pick([0.05, 0.1]));
    referrals.push({
      customerId: customers[referrer]!.id,
      referredId: people[referred]!.number,
      status,
      value: money(value),
      earning: money(earning),
      createdAt: new Date(now - random.int(1, 330) * DAY - random.int(0, 1400) * MINUTE),
    });
  }
  await bulkInsert(db, ecommerceReferrals, referrals);

  const wished = new Set<string>();
  const wishlist: Array<typeof ecommerceWishlist.$inferInsert> = [];
  while (wishlist.length < DEMO_ECOMMERCE.wishlist) {
    const person = random.int(0, 29);
    const product = random.int(0, products.length - 1);
    if (wished.has(`${person}:${product}`)) continue;
    wished.add(`${person}:${product}`);
    wishlist.push({
      customerId: customers[person]!.id,
      productId: products[product]!.id,
      addedAt: new Date(now - random.int(1, 90) * DAY),
    });
  }
  await db.insert(ecommerceWishlist).values(wishlist);

  await rebuildEcommerceRollups(db);
}
