import type { Customer, CustomerDetail, Order, Product } from '@mizan/contracts';

/** The customer pages' tests' fixtures. */

export const customerRow = (extra: Partial<Customer> = {}): Customer => ({
  id: 1,
  customer: 'Yasmin Haddad',
  customerId: 879861,
  email: 'yasmin@example.com',
  country: 'France',
  countryFlag: '/api/flags/fr.svg',
  countryCode: 'FR',
  order: 12,
  totalSpent: 2450.5,
  avatar: '',
  ...extra,
});

export const customerDetail = (extra: Partial<CustomerDetail> = {}): CustomerDetail => ({
  ...customerRow(),
  currency: 'USD',
  status: 'Active',
  contact: '+33 6 12 34 56 78',
  language: 'French',
  createdAt: '2025-03-04T10:00:00.000Z',
  twoFactorEnabled: false,
  address: {
    name: 'Yasmin Haddad',
    line1: '12 rue de Rivoli',
    line2: '',
    city: 'Paris',
    state: '',
    postcode: '75001',
    countryCode: 'FR',
    phone: '',
  },
  billing: {
    name: 'Yasmin Haddad',
    line1: '12 rue de Rivoli',
    line2: '',
    city: 'Paris',
    state: '',
    postcode: '75001',
    countryCode: 'FR',
    phone: '',
    companyName: 'Haddad SARL',
    taxId: 'FR123',
  },
  notifications: {
    orderUpdates: { email: true, sms: false, app: true },
    promotions: { email: false, sms: false, app: false },
    newsletter: { email: true, sms: false, app: false },
    reviewReplies: { email: false, sms: false, app: true },
  },
  wishlist: 1,
  rewardPoints: 2450,
  version: 4,
  ...extra,
});

export const orderRow = (extra: Partial<Order> = {}): Order => ({
  id: 31,
  order: 5434,
  customer: 'Yasmin Haddad',
  customerId: 879861,
  email: 'yasmin@example.com',
  avatar: '',
  payment: 1,
  status: 'Delivered',
  spent: 99.9,
  method: 'mastercard',
  date: '2026-05-01T09:30:00.000Z',
  time: '09:30',
  methodNumber: '4242',
  ...extra,
});

export const productRow = (extra: Partial<Product> = {}): Product => ({
  id: 3,
  productName: 'Air Jordan',
  productBrand: 'Nike',
  category: 'Shoes',
  categoryId: 3,
  stock: true,
  sku: 'AJ-1',
  price: '$125.00',
  priceAmount: 125,
  qty: 4,
  status: 'Published',
  image: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
