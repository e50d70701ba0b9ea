import { z } from 'zod/mini';

/**
 * The e-commerce back office's fixed values (spec §3, §4, §7). Labels live in the web's `ecommerce` i18n namespace,
 * keyed by these values. This file holds constants and enums only, so the web's URL schemas stay small.
 */
export const PRODUCT_STATUSES = ['Published', 'Inactive', 'Scheduled'] as const;
export const REVIEW_STATUSES = ['Published', 'Pending'] as const;
/** The reviews list's status filter: exact unless `All` (spec §7). */
export const REVIEW_STATUS_FILTERS = ['All', ...REVIEW_STATUSES] as const;
export const REFERRAL_STATUSES = ['Paid', 'Unpaid', 'Rejected'] as const;
/** An order moves forward through these, in this order (each step recorded in its timeline). */
export const ORDER_STATUSES = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const;
/** Spec §9: payment codes 1-4. */
export const PAYMENT_CODES = [1, 2, 3, 4] as const;
export const PAYMENT_LABELS = { 1: 'Paid', 2: 'Pending', 3: 'Cancelled', 4: 'Failed' } as const;
export const PAYMENT_PAID = 1;
export const PAYMENT_METHODS = ['paypalLogo', 'mastercard'] as const;
export const CUSTOMER_STATUSES = ['Active', 'Inactive', 'Suspended'] as const;
/** The category names of spec §3, seeded as the first categories (categories are rows, the list can grow). */
export const SEED_CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const;

/** Sort keys of spec §7, exactly as the calls take them. */
export const CATEGORY_SORT_KEYS = ['name', 'products', 'earnings'] as const;
export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;
export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;
export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;
export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;
export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;
/** The customer details page's tabs (spec §2: `/apps/ecommerce/customer/details/{id}` with a `{tab}`). */
export const CUSTOMER_TABS = ['overview', 'security', 'address-billing', 'notifications'] as const;

/** A country is chosen from a list and stored by its ISO code ("SA"); an invalid code means none was chosen. */
export const COUNTRY_MESSAGE = 'Choose a country';

/** Currencies the store can sell in, with the symbol prices are shown with (spec §3: `price` is text with it). */
export const STORE_CURRENCIES = { USD: '$', EUR: '€', GBP: '£', SAR: '﷼', AED: 'د.إ', EGP: 'E£' } as const;
export type CurrencyCode = keyof typeof STORE_CURRENCIES;
export const STORE_CURRENCY_CODES = Object.keys(STORE_CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export const reviewStatusFilterSchema = z.enum(REVIEW_STATUS_FILTERS);
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const customerStatusSchema = z.enum(CUSTOMER_STATUSES);
export const currencyCodeSchema = z.enum(STORE_CURRENCY_CODES);
export const productSortKeySchema = z.enum(PRODUCT_SORT_KEYS);
export const orderSortKeySchema = z.enum(ORDER_SORT_KEYS);
export const customerSortKeySchema = z.enum(CUSTOMER_SORT_KEYS);
export const reviewSortKeySchema = z.enum(REVIEW_SORT_KEYS);
export const referralSortKeySchema = z.enum(REFERRAL_SORT_KEYS);
export const customerTabSchema = z.enum(CUSTOMER_TABS);

export type ProductStatus = z.infer<typeof productStatusSchema>;
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;
export type ReviewStatusFilter = z.infer<typeof reviewStatusFilterSchema>;
export type ReferralStatus = z.infer<typeof referralStatusSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type PaymentCode = z.infer<typeof paymentCodeSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type CustomerStatus = z.infer<typeof customerStatusSchema>;
export type ProductSortKey = z.infer<typeof productSortKeySchema>;
export type OrderSortKey = z.infer<typeof orderSortKeySchema>;
export type CustomerSortKey = z.infer<typeof customerSortKeySchema>;
export type ReviewSortKey = z.infer<typeof reviewSortKeySchema>;
export type ReferralSortKey = z.infer<typeof referralSortKeySchema>;
export type CustomerTab = z.infer<typeof customerTabSchema>;

/** The next statuses an order may move to: forward only, skipping allowed (a courier may report late). */
export function nextOrderStatuses(status: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.slice(ORDER_STATUSES.indexOf(status) + 1);
}

/** "$1,299.99" from exact decimal text (spec §3's text form); the digits never pass through a float. */
export function formatPrice(amount: string, currency: CurrencyCode): string {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `${amount.startsWith('-') ? '-' : ''}${STORE_CURRENCIES[currency]}${grouped}.${cents}`;
}
