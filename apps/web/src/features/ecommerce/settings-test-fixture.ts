import type { StoreSettings } from '@mizan/contracts';

/** The store settings tests' fixture. */

export const settingsFixture = (extra: Partial<StoreSettings> = {}): StoreSettings => ({
  store: {
    name: 'Mizan Store',
    phone: '+966 11 000 0000',
    email: 'shop@mizan.test',
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
  shipping: {
    zones: [{ name: 'Gulf', countries: ['SA', 'AE'], rates: [{ name: 'Standard', price: '10', freeAbove: '200' }] }],
    defaultRate: '25',
  },
  locations: [
    {
      name: 'Riyadh warehouse',
      line1: 'King Fahd Road 1',
      city: 'Riyadh',
      countryCode: 'SA',
      fulfilsOnline: true,
      isDefault: true,
    },
  ],
  notifications: {
    newOrder: { email: true, app: true },
    orderCancelled: { email: true, app: false },
    lowStock: { email: false, app: true },
    newReview: { email: false, app: false },
    newCustomer: { email: false, app: false },
    refundRequest: { email: true, app: true },
  },
  version: 4,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
