import { z } from 'zod/mini';
import { emailSchema, trimmedString } from '../auth.ts';
import { blankAsMissing, listPagingFields, orderBySchema, positiveIntSchema } from '../params.ts';
import { COUNTRY_MESSAGE, customerSortKeySchema, customerStatusSchema } from './domain.ts';
import { currencyField, listTotalFields } from './money.ts';
import { addressSchema } from './orders.ts';

/** `GET /api/apps/ecommerce/customers` (spec §7). `q` matches name, email, country or customer id. */
export const customerListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sortBy: blankAsMissing(customerSortKeySchema),
  orderBy: blankAsMissing(orderBySchema),
  ...listPagingFields,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** A row of the customers list (spec §3 Customer). `order` and `totalSpent` are running totals kept on each order write. */
export const customerSchema = z.object({
  id: z.int(),
  customer: z.string(),
  /** The customer's public number; the details page is addressed by it. */
  customerId: z.int(),
  email: z.string(),
  country: z.string(),
  /** The flag picture's URL (`/api/flags/sa.svg`), from the country code; empty when it has none. */
  countryFlag: z.string(),
  countryCode: z.string(),
  order: z.int(),
  totalSpent: z.number(),
  /** May be empty (spec §3): the page then shows initials. */
  avatar: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListSchema = z.object({
  customers: z.array(customerSchema),
  ...listTotalFields,
  ...currencyField,
});
export type CustomerList = z.infer<typeof customerListSchema>;

export const CUSTOMER_NOTIFICATION_EVENTS = ['orderUpdates', 'promotions', 'newsletter', 'reviewReplies'] as const;
export const CUSTOMER_NOTIFICATION_CHANNELS = ['email', 'sms', 'app'] as const;
/** Which messages the customer gets on which channel. */
export const customerNotificationsSchema = z.record(
  z.enum(CUSTOMER_NOTIFICATION_EVENTS),
  z.record(z.enum(CUSTOMER_NOTIFICATION_CHANNELS), z.boolean()),
);
export type CustomerNotifications = z.infer<typeof customerNotificationsSchema>;

export const customerBillingSchema = z.object({
  ...addressSchema.shape,
  companyName: z._default(trimmedString(0, 120), ''),
  taxId: z._default(trimmedString(0, 40), ''),
});
export type CustomerBilling = z.infer<typeof customerBillingSchema>;

/** `GET /api/apps/ecommerce/customers/{customerId}`: the row plus the details tabs' data (spec §3: status, contact). */
export const customerDetailSchema = z.object({
  ...customerSchema.shape,
  status: customerStatusSchema,
  contact: z.string(),
  language: z.string(),
  createdAt: z.string(),
  twoFactorEnabled: z.boolean(),
  address: addressSchema,
  billing: customerBillingSchema,
  notifications: customerNotificationsSchema,
  /** Products on the customer's wishlist. */
  wishlist: z.int(),
  /** Loyalty points, one per whole unit spent on paid orders. */
  rewardPoints: z.int(),
  ...currencyField,
  version: z.int(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** `PATCH /api/apps/ecommerce/customers/{customerId}`: any of these fields, and the version read. */
export const customerUpdateBodySchema = z.object({
  customer: z.optional(trimmedString(1, 120, { min: 'Enter the name', max: 'Use at most 120 characters' })),
  email: z.optional(z.pipe(trimmedString(1, 254, { min: 'Enter the email' }), emailSchema)),
  contact: z.optional(trimmedString(0, 40)),
  country: z.optional(trimmedString(0, 80)),
  countryCode: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^([A-Z]{2})?$/, COUNTRY_MESSAGE))),
  language: z.optional(trimmedString(0, 40)),
  status: z.optional(customerStatusSchema),
  twoFactorEnabled: z.optional(z.boolean()),
  address: z.optional(addressSchema),
  billing: z.optional(customerBillingSchema),
  notifications: z.optional(customerNotificationsSchema),
  version: z.int(),
});
export type CustomerUpdateBody = z.input<typeof customerUpdateBodySchema>;

/** `/api/apps/ecommerce/customers/{customerId}`. */
export const customerParamsSchema = z.object({ id: positiveIntSchema });

export const CUSTOMER_TEXT = {
  notFound: 'Customer not found',
  emailTaken: 'Another customer already has this email',
  stale: 'This customer was changed by someone else; reload it',
} as const;
