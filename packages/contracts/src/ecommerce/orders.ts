import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { blankAsMissing, listPagingFields, orderBySchema, positiveIntSchema } from '../params.ts';
import {
  COUNTRY_MESSAGE,
  orderSortKeySchema,
  orderStatusSchema,
  paymentCodeSchema,
  paymentMethodSchema,
} from './domain.ts';
import { currencyField, listTotalFields } from './money.ts';

const paymentCodeText = z.pipe(z.coerce.number(), paymentCodeSchema);

/**
 * `GET /api/apps/ecommerce/orders` (spec §7). `q` matches the order number, the customer's name or email.
 * Beyond the spec: the status and payment chips (`status`, `payment` 1-4) and one customer's orders (`customerId`).
 */
export const orderListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: blankAsMissing(orderStatusSchema),
  payment: blankAsMissing(paymentCodeText),
  customerId: blankAsMissing(positiveIntSchema),
  sortBy: blankAsMissing(orderSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** A row of the orders list (spec §3 Order). */
export const orderSchema = z.object({
  id: z.int(),
  /** The order number, shown as #number; the details page is addressed by it. */
  order: z.int(),
  customer: z.string(),
  customerId: z.int(),
  email: z.string(),
  avatar: z.string(),
  payment: paymentCodeSchema,
  status: orderStatusSchema,
  /** The order's total (exact to the cent). */
  spent: z.number(),
  method: paymentMethodSchema,
  /** When it was placed (ISO instant). */
  date: z.string(),
  /** The same instant's time of day, HH:MM in UTC (spec §3 keeps it apart). */
  time: z.string(),
  /** The card's or account's last four digits. */
  methodNumber: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema), ...listTotalFields, ...currencyField });
export type OrderList = z.infer<typeof orderListSchema>;

/** Orders per payment code and per status, kept up to date on every write (the list's chips show them). */
export const orderStatsSchema = z.object({
  total: z.int(),
  byPayment: z.object({ 1: z.int(), 2: z.int(), 3: z.int(), 4: z.int() }),
  byStatus: z.record(orderStatusSchema, z.int()),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

export const addressSchema = z.object({
  name: z._default(trimmedString(0, 120), ''),
  line1: z._default(trimmedString(0, 200), ''),
  line2: z._default(trimmedString(0, 200), ''),
  city: z._default(trimmedString(0, 80), ''),
  state: z._default(trimmedString(0, 80), ''),
  postcode: z._default(trimmedString(0, 20), ''),
  /** ISO 3166 alpha-2, upper case; empty when unknown. */
  countryCode: z._default(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^([A-Z]{2})?$/, COUNTRY_MESSAGE)), ''),
  phone: z._default(trimmedString(0, 40), ''),
});
export type Address = z.infer<typeof addressSchema>;

export const orderItemSchema = z.object({
  id: z.int(),
  /** Null once the product was deleted; the name, SKU and price stay as sold. */
  productId: z.nullable(z.int()),
  productName: z.string(),
  sku: z.string(),
  image: z.nullable(z.string()),
  price: z.number(),
  qty: z.int(),
  total: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * A step of the order's activity, with who and when: `placed`, each status the order moved to, and each change of
 * its payment status (`status: 'payment'`, the new code in `payment`).
 */
export const orderEventSchema = z.object({
  status: z.union([z.literal('placed'), z.literal('payment'), orderStatusSchema]),
  /** The payment status set by a `payment` step; absent on the others. */
  payment: z.optional(paymentCodeSchema),
  at: z.string(),
  by: z.nullable(z.object({ id: z.int(), fullName: z.string() })),
  note: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** `GET /api/apps/ecommerce/orders/{order}`: the row plus what the details page shows. */
export const orderDetailSchema = z.object({
  ...orderSchema.shape,
  currency: z.string(),
  items: z.array(orderItemSchema),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  shippingFee: z.number(),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  contact: z.string(),
  /** The customer's number of orders. */
  customerOrders: z.int(),
  timeline: z.array(orderEventSchema),
  version: z.int(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `/api/apps/ecommerce/orders/{order}`: the order number. */
export const orderParamsSchema = z.object({ id: positiveIntSchema });

/**
 * `DELETE /api/apps/ecommerce/orders/{id}`: the spec's clients send the row id or the order number; `by` says which
 * (the web app sends `by=number`). Without it both are tried, and a value that is one order's id and another's number
 * is refused rather than guessed.
 */
export const orderDeleteQuerySchema = z.object({ by: z.optional(z.enum(['id', 'number'])) });

/**
 * `POST /api/apps/ecommerce/orders/{order}/status`: moves the order forward (`status`) and/or changes its payment
 * status (`payment`, any other code), each recorded in its timeline; at least one of the two. `version` is the one
 * read (409 when someone changed the order since).
 */
export const orderStatusBodySchema = z.object({
  status: z.optional(orderStatusSchema),
  payment: z.optional(paymentCodeSchema),
  note: z._default(trimmedString(0, 500, { max: 'Use at most 500 characters' }), ''),
  version: z.int(),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

/**
 * `POST /api/apps/ecommerce/orders`: an order taken by the back office (phone or counter sale). Prices, tax and
 * shipping come from the products and the store settings, never from the request.
 */
export const orderCreateBodySchema = z.object({
  customerId: z.int({ error: 'Choose a customer' }).check(z.positive('Choose a customer')),
  items: z
    .array(
      z.object({ productId: positiveIntSchema, qty: z.int().check(z.minimum(1, 'Enter 1 or more'), z.maximum(1000)) }),
    )
    .check(z.minLength(1, 'Add at least one product'), z.maxLength(50)),
  payment: z._default(paymentCodeSchema, 2),
  method: z._default(paymentMethodSchema, 'mastercard'),
  methodNumber: z._default(z.string().check(z.regex(/^(\d{4})?$/, 'Enter the last four digits')), ''),
  shippingAddress: z.optional(addressSchema),
  billingAddress: z.optional(addressSchema),
});
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;

export const ORDER_TEXT = {
  notFound: 'Order not found',
  backwards: 'An order only moves forward: choose a later status',
  nothingToChange: 'Choose a new status or payment status',
  samePayment: 'The order already has this payment status',
  stale: 'This order was changed by someone else; reload it',
  customerMissing: 'The customer does not exist',
  productMissing: 'A product does not exist',
  outOfStock: (name: string) => `${name} is out of stock`,
  notPublished: (name: string) => `${name} is not on sale`,
  ambiguousReference: (reference: number) =>
    `${reference} is the id of one order and the number of another: say which with ?by=id or ?by=number`,
} as const;
