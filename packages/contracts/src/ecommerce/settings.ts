import { z } from 'zod/mini';
import { emailSchema, trimmedString } from '../auth.ts';
import { COUNTRY_MESSAGE, currencyCodeSchema } from './domain.ts';
import { amountInputSchema, priceInputSchema } from './money.ts';

/** A country picked from the list, by its code ("SA"). */
const countryCode = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, COUNTRY_MESSAGE));
const PERCENT_MESSAGE = 'Enter a percentage from 0 to 100';
const percent = z.pipe(
  amountInputSchema(PERCENT_MESSAGE),
  z.string().check(z.refine((text) => Number(text) <= 100, PERCENT_MESSAGE)),
);

export const PAYMENT_PROVIDERS = ['card', 'paypal', 'cashOnDelivery', 'bankTransfer'] as const;
export const FIELD_REQUIREMENTS = ['required', 'optional', 'hidden'] as const;
export const STORE_NOTIFICATIONS = [
  'newOrder',
  'orderCancelled',
  'lowStock',
  'newReview',
  'newCustomer',
  'refundRequest',
] as const;

export const shippingRateSchema = z.object({
  name: trimmedString(1, 60, { min: 'Enter the rate name' }),
  price: priceInputSchema,
  /** Free from this order subtotal; null never free. */
  freeAbove: z._default(z.nullable(priceInputSchema), null),
});

export const shippingZoneSchema = z.object({
  name: trimmedString(1, 60, { min: 'Enter the zone name' }),
  countries: z.array(countryCode).check(z.minLength(1, 'Choose at least one country')),
  rates: z.array(shippingRateSchema).check(z.minLength(1, 'Add at least one rate'), z.maxLength(10)),
});
export type ShippingZone = z.infer<typeof shippingZoneSchema>;

export const storeLocationSchema = z.object({
  name: trimmedString(1, 80, { min: 'Enter the location name' }),
  line1: trimmedString(1, 200, { min: 'Enter the address' }),
  city: trimmedString(1, 80, { min: 'Enter the city' }),
  countryCode,
  /** Fulfils online orders from this location. */
  fulfilsOnline: z._default(z.boolean(), true),
  isDefault: z._default(z.boolean(), false),
});
export type StoreLocation = z.infer<typeof storeLocationSchema>;

/** `/api/apps/ecommerce/settings`: the store's settings; `currency` and `taxRate` apply to prices and new orders. */
export const storeSettingsBodySchema = z.object({
  store: z.object({
    name: trimmedString(1, 120, { min: 'Enter the store name' }),
    phone: z._default(trimmedString(0, 40), ''),
    email: z.pipe(trimmedString(1, 254, { min: 'Enter the store email' }), emailSchema),
    currency: currencyCodeSchema,
    /** Percent applied to products that charge tax. */
    taxRate: percent,
    pricesIncludeTax: z._default(z.boolean(), false),
    timeZone: trimmedString(1, 64, { min: 'Choose a time zone' }),
    weightUnit: z.enum(['kg', 'lb']),
    orderPrefix: z._default(trimmedString(0, 8), '#'),
  }),
  payments: z.object({
    providers: z.record(z.enum(PAYMENT_PROVIDERS), z.boolean()),
    /** Capture card payments when the order is placed, or by hand when it ships. */
    captureOnOrder: z._default(z.boolean(), true),
  }),
  checkout: z.object({
    contact: z.enum(['email', 'phone']),
    fullName: z.enum(['lastOnly', 'firstAndLast']),
    companyName: z.enum(FIELD_REQUIREMENTS),
    addressLine2: z.enum(FIELD_REQUIREMENTS),
    shippingPhone: z.enum(FIELD_REQUIREMENTS),
    guestCheckout: z._default(z.boolean(), true),
  }),
  shipping: z.object({
    zones: z.array(shippingZoneSchema).check(z.maxLength(20)),
    /** Flat fee for orders outside every zone. */
    defaultRate: priceInputSchema,
  }),
  locations: z.array(storeLocationSchema).check(z.minLength(1, 'Keep at least one location'), z.maxLength(20)),
  notifications: z.record(z.enum(STORE_NOTIFICATIONS), z.object({ email: z.boolean(), app: z.boolean() })),
});
export type StoreSettingsBody = z.input<typeof storeSettingsBodySchema>;
export type StoreSettingsInput = z.output<typeof storeSettingsBodySchema>;

export const storeSettingsUpdateBodySchema = z.object({ ...storeSettingsBodySchema.shape, version: z.int() });
export type StoreSettingsUpdateBody = z.input<typeof storeSettingsUpdateBodySchema>;

export const SETTINGS_TEXT = {
  stale: 'The settings were changed by someone else; reload them',
  oneDefault: 'Mark exactly one location as the default',
} as const;

/**
 * `GET` and `PUT /api/apps/ecommerce/settings` answer the stored settings with their version: the body's fields with
 * amounts as the stored decimal text (the body's amount parsing is a transform a response serializer can't run
 * backwards).
 */
export const storeSettingsSchema = z.object({
  ...storeSettingsBodySchema.shape,
  version: z.int(),
  updatedAt: z.string(),
  store: z.object({ ...storeSettingsBodySchema.shape.store.shape, taxRate: z.string() }),
  shipping: z.object({
    zones: z.array(
      z.object({
        ...shippingZoneSchema.shape,
        rates: z.array(z.object({ name: z.string(), price: z.string(), freeAbove: z.nullable(z.string()) })),
      }),
    ),
    defaultRate: z.string(),
  }),
});
export type StoreSettings = z.output<typeof storeSettingsSchema>;
