import type { Order, OrderDetail } from '@mizan/contracts';

/** The order pages' tests' fixtures. */

export const orderRow = (order: number, customer: string, extra: Partial<Order> = {}): Order => ({
  id: order - 5000,
  order,
  customer,
  customerId: 40 + (order % 10),
  email: `${customer.toLowerCase().replace(/ /g, '.')}@example.com`,
  avatar: '',
  payment: 1,
  status: 'Dispatched',
  spent: 120.5,
  method: 'mastercard',
  date: '2026-03-04T09:30:00.000Z',
  time: '09:30',
  methodNumber: '4242',
  ...extra,
});

export const orderDetail = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderRow(5434, 'Gabrielle Feyer'),
  customerId: 81,
  status: 'Dispatched',
  spent: 2093,
  currency: 'USD',
  items: [
    { id: 1, productId: 3, productName: 'Wooden Chair', sku: 'WCH-001', image: null, price: 841, qty: 2, total: 1682 },
    { id: 2, productId: 4, productName: 'Oneplus 10', sku: 'OP10-128', image: null, price: 396, qty: 1, total: 396 },
  ],
  subtotal: 2078,
  discount: 20,
  tax: 28,
  shippingFee: 7,
  shippingAddress: {
    name: 'Gabrielle Feyer',
    line1: '45 Roker Terrace',
    line2: '',
    city: 'Latheronwheel',
    state: '',
    postcode: 'KW5 8NW',
    countryCode: 'GB',
    phone: '+44 20 7946 0000',
  },
  billingAddress: {
    name: 'Gabrielle Feyer',
    line1: '45 Roker Terrace',
    line2: '',
    city: 'Latheronwheel',
    state: '',
    postcode: 'KW5 8NW',
    countryCode: 'GB',
    phone: '',
  },
  contact: '+1 (609) 972-22-22',
  customerOrders: 12,
  timeline: [
    { status: 'placed', at: '2026-03-04T09:30:00.000Z', by: null, note: '' },
    {
      status: 'Dispatched',
      at: '2026-03-05T10:00:00.000Z',
      by: { id: 9, fullName: 'Admin Person' },
      note: 'Left the warehouse',
    },
  ],
  version: 3,
  ...extra,
});
