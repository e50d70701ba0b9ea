import type {
  Address,
  CustomerBilling,
  CustomerNotifications,
  CustomerStatus,
  OrderStatus,
  PaymentMethod,
  ProductShipping,
  ProductStatus,
  ProductVariant,
  ReferralStatus,
  ReviewStatus,
  StoreSettingsInput,
} from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, money } from '../../db/schema/column-types.ts';
import { users } from '../../db/schema/users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const version = () => integer('version').notNull().default(1);
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** Product and category pictures; the bytes live in the database like every other upload. */
export const ecommerceImages = pgTable('ecommerce_images', {
  id: serial('id').primaryKey(),
  mime: text('mime').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
  createdBy: userRef('created_by'),
});

export const ecommerceCategories = pgTable(
  'ecommerce_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id'),
    imageId: integer('image_id').references(() => ecommerceImages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('ecommerce_categories_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('ecommerce_categories_slug_idx').on(t.slug),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('set null'),
  ],
);

export const ecommerceProducts = pgTable(
  'ecommerce_products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    sku: text('sku').notNull(),
    barcode: text('barcode').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ecommerceCategories.id, { onDelete: 'restrict' }),
    collection: text('collection').notNull().default(''),
    status: text('status').$type<ProductStatus>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    basePrice: money('base_price').notNull(),
    discountedPrice: money('discounted_price'),
    chargeTax: boolean('charge_tax').notNull().default(true),
    inStock: boolean('in_stock').notNull().default(true),
    qty: integer('qty').notNull().default(0),
    restockOn: date('restock_on'),
    variants: jsonb('variants').$type<ProductVariant[]>().notNull().default([]),
    shipping: jsonb('shipping').$type<ProductShipping>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('ecommerce_products_sku_idx').on(sql`lower(${t.sku})`),
    index('ecommerce_products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('ecommerce_products_category_idx').on(t.categoryId),
  ],
);

/** A product's pictures in display order; the first is its picture in lists. */
export const ecommerceProductImages = pgTable(
  'ecommerce_product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => ecommerceProducts.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => ecommerceImages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const ecommerceCustomers = pgTable(
  'ecommerce_customers',
  {
    id: serial('id').primaryKey(),
    /** The public customer number (spec §3 `customerId`). */
    customerNumber: integer('customer_number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    contact: text('contact').notNull().default(''),
    language: text('language').notNull().default(''),
    status: text('status').$type<CustomerStatus>().notNull().default('Active'),
    avatar: text('avatar').notNull().default(''),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    address: jsonb('address').$type<Address>().notNull(),
    billing: jsonb('billing').$type<CustomerBilling>().notNull(),
    notifications: jsonb('notifications').$type<CustomerNotifications>().notNull(),
    /** Running totals kept by every order write: all orders, and the total of the paid ones. */
    orderCount: integer('order_count').notNull().default(0),
    totalSpent: money('total_spent').notNull().default('0'),
    /** Lower-cased name, email, country and number for `q`. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('ecommerce_customers_number_idx').on(t.customerNumber),
    uniqueIndex('ecommerce_customers_email_idx').on(sql`lower(${t.email})`),
    index('ecommerce_customers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('ecommerce_customers_name_idx').on(t.name, t.id),
    index('ecommerce_customers_spent_idx').on(t.totalSpent, t.id),
    index('ecommerce_customers_orders_idx').on(t.orderCount, t.id),
    index('ecommerce_customers_country_idx').on(t.country, t.id),
    index('ecommerce_customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const ecommerceOrders = pgTable(
  'ecommerce_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: integer('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => ecommerceCustomers.id, { onDelete: 'restrict' }),
    /** The customer's name and email, copied (and kept in step on a customer edit) so the list sorts and searches without a join. */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** The shipping country, for the sales-by-country roll-up. */
    countryCode: text('country_code').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull(),
    payment: integer('payment').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    methodNumber: text('method_number').notNull().default(''),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    shippingFee: money('shipping_fee').notNull().default('0'),
    /** What the customer pays (spec §3 `spent`). */
    total: money('total').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased order number, customer name and email for `q`. */
    searchText: text('search_text').notNull().default(''),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('ecommerce_orders_number_idx').on(t.orderNumber),
    index('ecommerce_orders_placed_idx').on(t.placedAt.desc(), t.id.desc()),
    index('ecommerce_orders_customer_name_idx').on(t.customerName, t.id),
    index('ecommerce_orders_status_idx').on(t.status, t.placedAt.desc(), t.id.desc()),
    index('ecommerce_orders_payment_idx').on(t.payment, t.placedAt.desc(), t.id.desc()),
    index('ecommerce_orders_total_idx').on(t.total, t.id),
    index('ecommerce_orders_customer_idx').on(t.customerId, t.placedAt.desc()),
    index('ecommerce_orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('ecommerce_orders_payment_check', sql`${t.payment} between 1 and 4`),
  ],
);

/** What was sold: name, SKU and price as they were, even after the product changes or goes. */
export const ecommerceOrderItems = pgTable(
  'ecommerce_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ecommerceOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => ecommerceProducts.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    imageId: integer('image_id').references(() => ecommerceImages.id, { onDelete: 'set null' }),
    price: money('price').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('ecommerce_order_items_order_idx').on(t.orderId),
    index('ecommerce_order_items_product_idx').on(t.productId),
  ],
);

/** The order's activity: `placed`, then every status change and payment change with its time and user. */
export const ecommerceOrderEvents = pgTable(
  'ecommerce_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ecommerceOrders.id, { onDelete: 'cascade' }),
    /** `placed`, the status moved to, or `payment` for a change of the payment status. */
    status: text('status').$type<OrderStatus | 'placed' | 'payment'>().notNull(),
    /** The payment code a `payment` step set; null on the other steps. */
    payment: integer('payment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: userRef('user_id'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('ecommerce_order_events_order_idx').on(t.orderId, t.at)],
);

export const ecommerceReviews = pgTable(
  'ecommerce_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => ecommerceProducts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => ecommerceCustomers.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    head: text('head').notNull().default(''),
    para: text('para').notNull().default(''),
    status: text('status').$type<ReviewStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ecommerce_reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('ecommerce_reviews_product_idx').on(t.productId),
    check('ecommerce_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const ecommerceReferrals = pgTable(
  'ecommerce_referrals',
  {
    id: serial('id').primaryKey(),
    /** The customer who referred. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => ecommerceCustomers.id, { onDelete: 'cascade' }),
    /** The referred customer's number (spec §3 `referredId`). */
    referredId: integer('referred_id').notNull(),
    status: text('status').$type<ReferralStatus>().notNull(),
    value: money('value').notNull(),
    earning: money('earning').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ecommerce_referrals_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const ecommerceWishlist = pgTable(
  'ecommerce_wishlist',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => ecommerceCustomers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => ecommerceProducts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** The store's settings: one row (id 1), validated by `storeSettingsBodySchema` on every write. */
export const ecommerceSettings = pgTable(
  'ecommerce_settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<StoreSettingsInput>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: userRef('updated_by'),
    version: version(),
  },
  (t) => [check('ecommerce_settings_one_row', sql`${t.id} = 1`)],
);

// Roll-ups, kept up to date in the transaction of every order write, so the dashboard never scans the orders.

/** Per day (UTC): orders placed, how many are paid and their revenue. */
export const ecommerceSalesDaily = pgTable('ecommerce_sales_daily', {
  day: date('day').primaryKey(),
  orders: integer('orders').notNull().default(0),
  paidOrders: integer('paid_orders').notNull().default(0),
  revenue: money('revenue').notNull().default('0'),
});

/** Per shipping country: orders and paid revenue. */
export const ecommerceSalesByCountry = pgTable('ecommerce_sales_by_country', {
  countryCode: text('country_code').primaryKey(),
  orders: integer('orders').notNull().default(0),
  revenue: money('revenue').notNull().default('0'),
});

/** Per product: units sold and revenue on paid orders. */
export const ecommerceProductSales = pgTable(
  'ecommerce_product_sales',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => ecommerceProducts.id, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(0),
    revenue: money('revenue').notNull().default('0'),
  },
  (t) => [index('ecommerce_product_sales_revenue_idx').on(t.revenue.desc())],
);

/** Orders per payment code and status: the chips' counts and the unfiltered lists' totals. */
export const ecommerceOrderTallies = pgTable(
  'ecommerce_order_tallies',
  {
    payment: integer('payment').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.payment, t.status] })],
);
