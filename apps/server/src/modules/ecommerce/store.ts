import { STORE_CURRENCIES, storeSettingsBodySchema, type StoreSettingsInput } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ecommerceSettings } from './ecommerce.table.ts';

const notify = (email: boolean, app: boolean) => ({ email, app });

/** The settings of a store nobody has configured yet (the settings page saves the first row). */
export const DEFAULT_STORE_SETTINGS: StoreSettingsInput = storeSettingsBodySchema.parse({
  store: {
    name: 'Mizan Store',
    phone: '',
    email: 'store@example.com',
    currency: 'USD',
    taxRate: '15',
    pricesIncludeTax: false,
    timeZone: 'Asia/Riyadh',
    weightUnit: 'kg',
    orderPrefix: '#',
  },
  payments: {
    providers: { card: true, paypal: true, cashOnDelivery: false, bankTransfer: false },
    captureOnOrder: true,
  },
  checkout: {
    contact: 'email',
    fullName: 'firstAndLast',
    companyName: 'optional',
    addressLine2: 'optional',
    shippingPhone: 'required',
    guestCheckout: true,
  },
  shipping: { zones: [], defaultRate: '10' },
  locations: [
    {
      name: 'Main warehouse',
      line1: 'King Fahd Road',
      city: 'Riyadh',
      countryCode: 'SA',
      fulfilsOnline: true,
      isDefault: true,
    },
  ],
  notifications: {
    newOrder: notify(true, true),
    orderCancelled: notify(true, true),
    lowStock: notify(false, true),
    newReview: notify(false, true),
    newCustomer: notify(false, false),
    refundRequest: notify(true, true),
  },
});

/** The stored settings with their version, or the defaults (version 0) before the first save. */
export async function readStoreSettingsRow(db: Db) {
  const [row] = await db.select().from(ecommerceSettings).where(eq(ecommerceSettings.id, 1));
  return row ?? { id: 1, data: DEFAULT_STORE_SETTINGS, updatedAt: new Date(0), updatedBy: null, version: 0 };
}

/** The store's currency code (the lists send it beside their amounts). */
export const storeCurrency = async (db: Db) => (await readStoreSettingsRow(db)).data.store.currency;

/** The settings that shape prices and new orders: currency (and its symbol) and tax. */
export async function readStoreSettings(db: Db): Promise<StoreSettingsInput & { symbol: string }> {
  const { data } = await readStoreSettingsRow(db);
  return { ...data, symbol: STORE_CURRENCIES[data.store.currency] };
}
