import type { UseFormReturnType } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import {
  PAYMENT_PROVIDERS,
  SETTINGS_TEXT,
  type FIELD_REQUIREMENTS,
  STORE_NOTIFICATIONS,
  storeSettingsBodySchema,
  type StoreSettings,
  type StoreSettingsUpdateBody,
} from '@mizan/contracts';
import type { SettingsTab } from './ecommerce.search';

type Provider = (typeof PAYMENT_PROVIDERS)[number];
type Requirement = (typeof FIELD_REQUIREMENTS)[number];
type StoreNotification = (typeof STORE_NOTIFICATIONS)[number];

/** The form's values: the settings body with every amount as the text typed ("" = no free-shipping threshold). */
export interface SettingsValues {
  store: {
    name: string;
    phone: string;
    email: string;
    currency: StoreSettings['store']['currency'];
    taxRate: string;
    pricesIncludeTax: boolean;
    timeZone: string;
    weightUnit: 'kg' | 'lb';
    orderPrefix: string;
  };
  payments: { providers: Record<Provider, boolean>; captureOnOrder: boolean };
  checkout: {
    contact: 'email' | 'phone';
    fullName: 'lastOnly' | 'firstAndLast';
    companyName: Requirement;
    addressLine2: Requirement;
    shippingPhone: Requirement;
    guestCheckout: boolean;
  };
  shipping: {
    zones: { name: string; countries: string[]; rates: { name: string; price: string; freeAbove: string }[] }[];
    defaultRate: string;
  };
  locations: {
    name: string;
    line1: string;
    city: string;
    countryCode: string;
    fulfilsOnline: boolean;
    isDefault: boolean;
  }[];
  notifications: Record<StoreNotification, { email: boolean; app: boolean }>;
}

export type SettingsForm = UseFormReturnType<SettingsValues>;

const amountText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values from the settings read (missing providers or events read as off). */
export function toValues(settings: StoreSettings): SettingsValues {
  return {
    store: { ...settings.store, taxRate: amountText(settings.store.taxRate) },
    payments: {
      providers: Object.fromEntries(
        PAYMENT_PROVIDERS.map((key) => [key, settings.payments.providers[key] ?? false]),
      ) as Record<Provider, boolean>,
      captureOnOrder: settings.payments.captureOnOrder,
    },
    checkout: { ...settings.checkout },
    shipping: {
      zones: settings.shipping.zones.map((zone) => ({
        name: zone.name,
        countries: [...zone.countries],
        rates: zone.rates.map((rate) => ({
          name: rate.name,
          price: amountText(rate.price),
          freeAbove: amountText(rate.freeAbove),
        })),
      })),
      defaultRate: amountText(settings.shipping.defaultRate),
    },
    locations: settings.locations.map((location) => ({ ...location })),
    notifications: Object.fromEntries(
      STORE_NOTIFICATIONS.map((key) => [
        key,
        { email: settings.notifications[key]?.email ?? false, app: settings.notifications[key]?.app ?? false },
      ]),
    ) as Record<StoreNotification, { email: boolean; app: boolean }>,
  };
}

/** The PUT body: the whole object and the version it was read at; an empty threshold is "never free". */
export function toBody(values: SettingsValues, version: number): StoreSettingsUpdateBody {
  return {
    ...values,
    shipping: {
      ...values.shipping,
      zones: values.shipping.zones.map((zone) => ({
        ...zone,
        rates: zone.rates.map((rate) => ({ ...rate, freeAbove: rate.freeAbove.trim() === '' ? null : rate.freeAbove })),
      })),
    },
    version,
  };
}

const resolve = schemaResolver(storeSettingsBodySchema, { sync: true });
/** The server's own schema, run on the body the form would send (so the error paths are the form's). */
export const validateSettings = (values: SettingsValues) => {
  const errors = resolve(toBody(values, 0));
  if (
    !errors.locations &&
    values.locations.length > 0 &&
    values.locations.filter((location) => location.isDefault).length !== 1
  ) {
    return { ...errors, locations: SETTINGS_TEXT.oneDefault };
  }
  return errors;
};

/** The tab holding a field path ("shipping.zones.0.name" → shipping). */
export function tabOfField(path: string): SettingsTab {
  const head = path.split('.')[0];
  return head === 'payments' ||
    head === 'checkout' ||
    head === 'shipping' ||
    head === 'locations' ||
    head === 'notifications'
    ? head
    : 'store';
}

/** Common IANA zones offered in the time-zone select (the stored one is added when it is not among them). */
export const TIME_ZONES = [
  'UTC',
  'Africa/Cairo',
  'Africa/Casablanca',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Kuwait',
  'Asia/Qatar',
  'Asia/Bahrain',
  'Asia/Amman',
  'Asia/Beirut',
  'Asia/Baghdad',
  'Asia/Tehran',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Madrid',
  'Europe/Berlin',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Athens',
  'Europe/Istanbul',
  'Europe/Moscow',
] as const;

/** "GMT+3" for a zone, or "" when the runtime doesn't know it. */
export function zoneOffset(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(
      new Date(),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** A new, empty shipping zone / location for the "Add" buttons. */
export const emptyZone = (): SettingsValues['shipping']['zones'][number] => ({
  name: '',
  countries: [],
  rates: [{ name: '', price: '0', freeAbove: '' }],
});
export const emptyLocation = (isDefault: boolean): SettingsValues['locations'][number] => ({
  name: '',
  line1: '',
  city: '',
  countryCode: '',
  fulfilsOnline: true,
  isDefault,
});
